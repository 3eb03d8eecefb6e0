/** The command line that makes flite speak a text file into a WAV file. */
import type { LocalVoice } from './local-voices.js';

/**
 * Builds flite's argv (without the program name) for one local voice. Text always comes from a
 * file, never from the command line, so a script can hold any characters and any length.
 * @example buildFliteArgs(LOCAL_VOICES.sully, '/in/text.txt', '/out/spoken.wav')
 *   // ['-voice', 'rms', '-f', '/in/text.txt', '-o', '/out/spoken.wav']
 * @internal
 */
export function buildFliteArgs(voice: LocalVoice, textPath: string, outPath: string): string[] {
  const args = ['-voice', voice.speaker, '-f', textPath, '-o', outPath];
  if (voice.rate !== 1) args.push('--setf', `duration_stretch=${round(1 / voice.rate)}`);
  if (voice.pitchHz !== undefined) args.push('--setf', `int_f0_target_mean=${voice.pitchHz}`);
  return args;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
