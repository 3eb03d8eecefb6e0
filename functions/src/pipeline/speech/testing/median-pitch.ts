/** A speaking voice's pitch, to check that a voice setting meant to move it does. */

const FRAME_SEC = 0.04;
const HOP_SEC = 0.01;
/** The range of speaking voices, low male to high female. */
const LOWEST_HZ = 60;
const HIGHEST_HZ = 400;
/** Frames quieter than this (RMS, of full scale) are pauses. */
const QUIET = 0.015;
/** A frame is voiced when its best lag repeats it at least this well (normalised autocorrelation). */
const PERIODIC = 0.4;

/**
 * The median fundamental frequency (Hz) over the voiced frames of mono samples, by autocorrelation;
 * 0 when nothing is voiced.
 * @example medianPitchHz(pulses120Hz, 16000) // ≈ 120
 */
export function medianPitchHz(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(FRAME_SEC * sampleRate);
  const hop = Math.round(HOP_SEC * sampleRate);
  const shortest = Math.floor(sampleRate / HIGHEST_HZ);
  const longest = Math.ceil(sampleRate / LOWEST_HZ);
  const values: number[] = [];
  const x = new Float64Array(frame);
  for (let start = 0; start + frame + longest <= samples.length; start += hop) {
    let mean = 0;
    for (let i = 0; i < frame; i++) mean += samples[start + i] ?? 0;
    mean /= frame;
    let energy = 0;
    for (let i = 0; i < frame; i++) {
      x[i] = (samples[start + i] ?? 0) - mean;
      energy += (x[i] ?? 0) ** 2;
    }
    if (Math.sqrt(energy / frame) < QUIET * 32_768) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = shortest; lag <= longest; lag++) {
      let sum = 0;
      for (let i = 0; i + lag < frame; i++) sum += (x[i] ?? 0) * (x[i + lag] ?? 0);
      if (sum > best) {
        best = sum;
        bestLag = lag;
      }
    }
    if (bestLag > 0 && best > PERIODIC * energy) values.push(sampleRate / bestLag);
  }
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}
