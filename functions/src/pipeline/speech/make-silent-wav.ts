/** Silence as a WAV file, for slides that have nothing to say or no voice to say it. */
import { SPEECH_AUDIO } from './speech-audio-format.js';

/**
 * The bytes of a mono 16-bit PCM WAV file of `seconds` of digital silence.
 * @example makeSilentWav(3).length // 44 + 3 * 24000 * 2
 * @internal
 */
export function makeSilentWav(seconds: number, sampleRate: number = SPEECH_AUDIO.sampleRate): Buffer {
  const samples = Math.max(0, Math.round(seconds * sampleRate));
  const dataBytes = samples * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}
