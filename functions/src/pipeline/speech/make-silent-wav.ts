/** Silence as a WAV file, for slides that have nothing to say or no voice to say it. */
import { encodeWav } from './encode-wav.js';
import { SPEECH_AUDIO } from './speech-audio-format.js';

/**
 * The bytes of a mono 16-bit PCM WAV file of `seconds` of digital silence.
 * @example makeSilentWav(3).length // 44 + 3 * 24000 * 2
 * @internal
 */
export function makeSilentWav(seconds: number, sampleRate: number = SPEECH_AUDIO.sampleRate): Buffer {
  return encodeWav(new Int16Array(Math.max(0, Math.round(seconds * sampleRate))), sampleRate);
}
