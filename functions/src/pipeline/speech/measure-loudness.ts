/**
 * EBU R128 integrated loudness (ITU-R BS.1770-4) of a mono clip, measured from its samples: the same
 * number ffmpeg's ebur128 filter prints, without starting ffmpeg to read it.
 */

/** One biquad section's coefficients, normalised so a0 = 1. */
interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * The two stages of the K-weighting filter at `sampleRate`: a high shelf (+4 dB above about 1.7 kHz,
 * the head's effect) and a high pass at about 38 Hz. BS.1770 gives their coefficients at 48 kHz only;
 * these are the analogue prototypes the standard's numbers come from, mapped to any rate by the
 * bilinear transform (at 48 kHz they give the standard's coefficients to nine digits).
 */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  const shelfGainDb = 3.999843853973347;
  const shelfQ = 0.7071752369554196;
  const k = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  const vh = 10 ** (shelfGainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const shelfA0 = 1 + k / shelfQ + k * k;
  const shelf = {
    b0: (vh + (vb * k) / shelfQ + k * k) / shelfA0,
    b1: (2 * (k * k - vh)) / shelfA0,
    b2: (vh - (vb * k) / shelfQ + k * k) / shelfA0,
    a1: (2 * (k * k - 1)) / shelfA0,
    a2: (1 - k / shelfQ + k * k) / shelfA0,
  };
  const passQ = 0.5003270373238773;
  const kp = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  const passA0 = 1 + kp / passQ + kp * kp;
  const highPass = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (kp * kp - 1)) / passA0,
    a2: (1 - kp / passQ + kp * kp) / passA0,
  };
  return [shelf, highPass];
}

/** Loudness of a mean square, in LUFS (mono: the one channel's weight is 1). */
function toLufs(meanSquare: number): number {
  return -0.691 + 10 * Math.log10(meanSquare);
}

/** Blocks quieter than this never count (BS.1770's absolute gate). */
const ABSOLUTE_GATE_LUFS = -70;
/** Blocks this far below the loudness of the blocks past the absolute gate do not count either. */
const RELATIVE_GATE_LU = -10;

/**
 * Integrated loudness of `samples` (full scale ±1) in LUFS: K-weighted mean square over 400 ms blocks
 * every 100 ms, gated at -70 LUFS and then 10 LU below the loudness of what passed; -Infinity when no
 * block passes (silence, or less than 400 ms of sound). Agrees with ffmpeg's ebur128 to within 0.1 LU
 * on speech (measure-loudness.test.ts).
 * @example integratedLoudness(samples, 24_000) // -16.02
 * @internal
 */
export function integratedLoudness(samples: Float32Array, sampleRate: number): number {
  const [shelf, highPass] = kWeighting(sampleRate);
  const step = Math.round(sampleRate / 10);
  const steps = Math.floor(samples.length / step);
  // Mean square of the weighted signal in each 100 ms step; a block is four consecutive steps.
  const stepPower = new Float64Array(steps);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let z1 = 0;
  let z2 = 0;
  for (let s = 0; s < steps; s++) {
    let sum = 0;
    for (let i = s * step, end = i + step; i < end; i++) {
      const x = samples[i] as number;
      const y = shelf.b0 * x + shelf.b1 * x1 + shelf.b2 * x2 - shelf.a1 * y1 - shelf.a2 * y2;
      const z = highPass.b0 * y + highPass.b1 * y1 + highPass.b2 * y2 - highPass.a1 * z1 - highPass.a2 * z2;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      sum += z * z;
    }
    stepPower[s] = sum / step;
  }
  const blocks: number[] = [];
  for (let s = 3; s < steps; s++) {
    const power =
      ((stepPower[s] as number) +
        (stepPower[s - 1] as number) +
        (stepPower[s - 2] as number) +
        (stepPower[s - 3] as number)) /
      4;
    if (power > 0 && toLufs(power) >= ABSOLUTE_GATE_LUFS) blocks.push(power);
  }
  if (blocks.length === 0) return -Infinity;
  const mean = (powers: readonly number[]): number => powers.reduce((a, b) => a + b, 0) / powers.length;
  const relativeGate = toLufs(mean(blocks)) + RELATIVE_GATE_LU;
  return toLufs(mean(blocks.filter((power) => toLufs(power) >= relativeGate)));
}
