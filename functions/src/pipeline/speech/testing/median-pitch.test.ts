import { describe, it, expect } from 'vitest';
import { medianPitchHz } from './median-pitch.js';

/** A buzz like voiced speech: a decaying pulse every 1/`hz` s, with silence between phrases. */
function buzz(hz: number, sampleRate: number, seconds: number): Int16Array {
  const samples = new Int16Array(Math.round(sampleRate * seconds));
  const period = sampleRate / hz;
  for (let i = 0; i < samples.length; i++) {
    const inPeriod = i % period;
    const phrase = Math.floor(i / (sampleRate * 0.5)) % 3 !== 2;
    samples[i] = phrase
      ? Math.round(12_000 * Math.exp(-inPeriod / (period / 4)) * Math.cos(inPeriod / 3))
      : 0;
  }
  return samples;
}

describe('medianPitchHz', () => {
  it.each([85, 120, 210])('finds the pitch of a %i Hz buzz within 3 %', (hz) => {
    expect(Math.abs(medianPitchHz(buzz(hz, 16_000, 2), 16_000) - hz) / hz).toBeLessThan(0.03);
  });

  it('hears nothing in silence', () => {
    expect(medianPitchHz(new Int16Array(16_000), 16_000)).toBe(0);
  });
});
