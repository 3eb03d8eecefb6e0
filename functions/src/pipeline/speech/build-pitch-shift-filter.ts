/** Pitch change for voices whose engine cannot move pitch itself (festival HTS). */
import { SPEECH_AUDIO } from './speech-audio-format.js';

/**
 * An ffmpeg filter that multiplies pitch by `ratio` and keeps the duration: playing the samples at a
 * changed rate moves pitch and tempo together, then atempo restores the tempo. Small ratios (±10%)
 * keep the voice natural; larger ones sound like a tape played at the wrong speed.
 * @example buildPitchShiftFilter(0.94) // 'aresample=24000,asetrate=22560,aresample=24000,atempo=1.06383'
 * @internal
 */
export function buildPitchShiftFilter(ratio: number): string {
  const rate = SPEECH_AUDIO.sampleRate;
  return [
    `aresample=${rate}`,
    `asetrate=${Math.round(rate * ratio)}`,
    `aresample=${rate}`,
    `atempo=${Math.round((1 / ratio) * 100_000) / 100_000}`,
  ].join(',');
}
