/** The ffmpeg audio filter that turns any voice's raw output into a narration clip. */
import { SPEECH_AUDIO } from './speech-audio-format.js';

/** Quieter than this (peak, dB of full scale) is silence at a clip's edges. @internal */
export const EDGE_SILENCE_DB = -50;
const SILENCE_THRESHOLD = `${EDGE_SILENCE_DB}dB`;
// framelog=verbose keeps the per-100 ms lines out of stderr but still prints the summary.
const METER = 'ebur128=peak=sample:framelog=verbose';

/**
 * Without `gainDb`: the measuring pass (trim, then print EBU R128 loudness on stderr).
 * With `gainDb`: the finishing pass (trim, fixed gain, peak limiter, end pause), as a filter graph
 * whose `[clip]` output is the clip and which also prints the clip's own loudness, so a limiter that
 * took too much off can be corrected without another measuring run. A fixed gain is used
 * because loudnorm's own single pass misses the target badly on short clips: it left a 1.3 s sentence
 * at -31.8 LUFS for a -16 target, and its linear two-pass mode falls back to that when peaks are high.
 * @example buildClipFilter(6.2)
 *   // '[0:a]…,volume=6.2dB,alimiter=limit=0.84:level=false,apad=pad_dur=0.4,asplit[clip][meter];[meter]ebur128=…'
 * @internal
 */
export function buildClipFilter(gainDb?: number): string {
  // Trailing silence is trimmed by reversing: silenceremove only trims reliably at the start. Peak
  // detection, because ffmpeg 5.1's default (rms) drops a whole clip whose first sample is already loud,
  // as a cloud voice's audio can be.
  const trimStart = `silenceremove=start_periods=1:start_threshold=${SILENCE_THRESHOLD}:start_silence=${SPEECH_AUDIO.edgeSilenceSec}:detection=peak`;
  const common = [
    'aformat=sample_fmts=flt:channel_layouts=mono',
    `aresample=${SPEECH_AUDIO.sampleRate}`,
    trimStart,
    'areverse',
    trimStart,
    'areverse',
  ];
  if (gainDb === undefined) return [...common, METER].join(',');
  const finish = [
    ...common,
    `volume=${Math.round(gainDb * 100) / 100}dB`,
    `alimiter=limit=${SPEECH_AUDIO.peakLimit}:level=false`,
    `apad=pad_dur=${SPEECH_AUDIO.endPauseSec}`,
  ].join(',');
  return `[0:a]${finish},asplit[clip][meter];[meter]${METER},anullsink`;
}
