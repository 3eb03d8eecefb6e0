/** A look-ahead peak limiter for narration clips. */

/** The gain falls over this long before a peak, so it never jumps (a jump would click). */
const ATTACK_SEC = 0.005;
/** And recovers over about this long after it (time constant). */
const RELEASE_SEC = 0.05;

/**
 * `samples` × `gain` with every sample within ±`limit`, by a gain that falls smoothly ahead of each peak and
 * recovers after it, so speech keeps its shape where it is not loud (the settings of ffmpeg's alimiter
 * that clips used before: 5 ms attack, 50 ms release). No sample of the result exceeds `limit`.
 *
 * How: `needed[k]` is the gain that brings sample k to the limit (1 where it is below). For each
 * attack window (the windows ending at every sample, and a window's length past the last), the
 * smallest `needed` inside it, relaxed towards 1 by the release, is a candidate; a sample's gain is
 * the mean of the candidates of the windows that contain it. Each of those is at most the sample's
 * `needed`, so their mean is too.
 * @example limitPeaks(Float32Array.from([0.1, 0.6, 0.1]), 24_000, 0.84, 2) // all within ±0.84
 * @internal
 */
export function limitPeaks(samples: Float32Array, sampleRate: number, limit: number, gain = 1): Float32Array {
  const n = samples.length;
  const attack = Math.max(1, Math.round(ATTACK_SEC * sampleRate));
  const recover = Math.exp(-1 / (RELEASE_SEC * sampleRate));
  const needed = new Float32Array(n);
  let peaks = 0;
  for (let k = 0; k < n; k++) {
    const size = Math.abs((samples[k] as number) * gain);
    needed[k] = size > limit ? limit / size : 1;
    if (size > limit) peaks++;
  }
  if (peaks === 0) return samples.map((sample) => sample * gain);
  // Candidate t belongs to the window of samples t - attack + 1 … t; a running minimum over a deque
  // of the peaks' indices (only they need less than 1), whose `needed` increases front to back.
  const total = n + attack - 1;
  const candidates = new Float32Array(total);
  const deque = new Int32Array(peaks);
  let head = 0;
  let tail = 0;
  let level = 1;
  for (let t = 0; t < total; t++) {
    if (t < n && (needed[t] as number) < 1) {
      const value = needed[t] as number;
      while (tail > head && (needed[deque[tail - 1] as number] as number) >= value) tail--;
      deque[tail++] = t;
    }
    while (tail > head && (deque[head] as number) < t - attack + 1) head++;
    if (tail === head && level === 1) {
      candidates[t] = 1;
      continue;
    }
    const smallest = tail > head ? (needed[deque[head] as number] as number) : 1;
    level = Math.min(smallest, 1 - (1 - level) * recover);
    // Recovered to within 1e-7 (-140 dB): the same as fully, and the quiet stretches cost nothing.
    if (level > 1 - 1e-7) level = 1;
    candidates[t] = level;
  }
  // Sample k lies in the windows of candidates k … k + attack - 1.
  const out = new Float32Array(n);
  let sum = 0;
  for (let t = 0; t < attack - 1; t++) sum += candidates[t] as number;
  for (let k = 0; k < n; k++) {
    sum += candidates[k + attack - 1] as number;
    out[k] = (samples[k] as number) * gain * Math.min(1, sum / attack);
    sum -= candidates[k] as number;
  }
  return out;
}
