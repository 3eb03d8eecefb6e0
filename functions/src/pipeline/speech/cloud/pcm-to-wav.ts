/** Raw PCM from a provider, wrapped as the WAV file the speech stage expects from any voice. */
import { makeSilentWav } from '../make-silent-wav.js';

/**
 * A mono 16-bit PCM WAV file holding `pcm` (little-endian samples) at `sampleRate`.
 * @internal
 */
export function pcmToWav(pcm: Buffer, sampleRate: number): Buffer {
  const wav = Buffer.concat([makeSilentWav(0, sampleRate), pcm]);
  wav.writeUInt32LE(36 + pcm.length, 4);
  wav.writeUInt32LE(pcm.length, 40);
  return wav;
}
