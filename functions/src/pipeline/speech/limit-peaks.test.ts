import { describe, it, expect } from 'vitest';
import { limitPeaks } from './limit-peaks.js';

const RATE = 24_000;

describe('limitPeaks', () => {
  it('keeps every sample within the limit, including a peak on the very first and last sample', () => {
    const samples = Float32Array.from({ length: RATE }, (_, i) => 0.3 * Math.sin(i / 5));
    samples[0] = 1.5;
    samples[RATE / 2] = -2;
    samples[RATE - 1] = 1.2;
    const limited = limitPeaks(samples, RATE, 0.84);
    expect(Math.max(...limited.map(Math.abs))).toBeLessThanOrEqual(0.84 + 1e-6);
  });

  it('leaves audio below the limit untouched', () => {
    const samples = Float32Array.from({ length: RATE }, (_, i) => 0.5 * Math.sin(i / 7));
    expect(limitPeaks(samples, RATE, 0.84)).toEqual(samples);
  });

  it('lowers the gain smoothly ahead of a peak and recovers after it, instead of clipping', () => {
    const samples = new Float32Array(RATE).fill(0.5);
    samples[12_000] = 1.68; // twice the limit: the gain must reach one half there
    const limited = limitPeaks(samples, RATE, 0.84);
    expect(limited[12_000]).toBeCloseTo(0.84, 5);
    // 5 ms attack: the gain starts falling about 120 samples before the peak, one small step at a time.
    expect(limited[12_000 - 121]).toBeCloseTo(0.5, 6);
    expect(limited[12_000 - 60]).toBeGreaterThan(0.3);
    expect(limited[12_000 - 60]).toBeLessThan(0.45);
    for (let k = 11_800; k < 11_999; k++)
      expect(Math.abs((limited[k + 1] ?? 0) - (limited[k] ?? 0))).toBeLessThan(0.01);
    // 50 ms release: well recovered 0.3 s later.
    expect(limited[12_000 + 7_200]).toBeGreaterThan(0.49);
  });
});
