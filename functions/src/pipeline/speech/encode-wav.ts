/** Samples to the bytes of a WAV file, for voices that hand back samples instead of a file. */
import { endianness } from 'node:os';
import { SPEECH_AUDIO } from './speech-audio-format.js';

/**
 * The bytes of a mono 16-bit PCM WAV file holding `samples`.
 * @example encodeWav(new Int16Array(24_000)).length // 44 + 48_000
 * @internal
 */
export function encodeWav(samples: Int16Array, sampleRate: number = SPEECH_AUDIO.sampleRate): Buffer {
  const dataBytes = samples.length * 2;
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
  // On a little-endian machine (every one Lectern runs on) the samples' bytes are already the file's:
  // one copy instead of a call per sample.
  if (endianness() === 'LE') wav.set(new Uint8Array(samples.buffer, samples.byteOffset, dataBytes), 44);
  else for (let i = 0; i < samples.length; i++) wav.writeInt16LE(samples[i] ?? 0, 44 + i * 2);
  return wav;
}
