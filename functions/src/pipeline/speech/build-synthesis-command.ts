/** The command line that makes festival or flite speak a text file into a WAV file. */
import type { Binaries } from '../system/binaries.js';
import type { LocalVoice } from './local-voices.js';

/** @internal */
export interface SynthesisCommand {
  command: string;
  args: string[];
}

/**
 * Builds the argv for one local voice. Text always comes from a file, never from the command line,
 * so a script can hold any characters and any length.
 * @example buildSynthesisCommand(LOCAL_VOICES.sully, '/t/in.txt', '/t/out.wav', binaries)
 *   // { command: '/usr/bin/flite', args: ['-voice', 'kal16', '-f', '/t/in.txt', '-o', '/t/out.wav'] }
 * @internal
 */
export function buildSynthesisCommand(voice: LocalVoice, textPath: string, outPath: string, binaries: Binaries): SynthesisCommand {
  if (voice.engine === 'flite') {
    const args = ['-voice', voice.speaker, '-f', textPath, '-o', outPath];
    if (voice.rate !== 1) args.push('--setf', `duration_stretch=${round(1 / voice.rate)}`);
    if (voice.pitchHz !== undefined) args.push('--setf', `int_f0_target_mean=${voice.pitchHz}`);
    return { command: binaries.flite, args };
  }
  const args = ['-eval', `(voice_${voice.speaker})`];
  if (voice.rate !== 1) {
    // HTS voices ignore Duration_Stretch; their engine takes a speed factor instead.
    args.push(
      '-eval',
      voice.speaker.endsWith('_hts')
        ? `(set! hts_engine_params (append hts_engine_params '(("-r" ${round(voice.rate)}))))`
        : `(Parameter.set 'Duration_Stretch ${round(1 / voice.rate)})`,
    );
  }
  args.push(textPath, '-o', outPath);
  return { command: binaries.text2wave, args };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
