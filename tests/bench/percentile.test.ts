import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.js';

describe('percentile', () => {
  it('returns the median of an odd number of samples whatever their order', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
  });

  it('returns a sample that was measured rather than an interpolated value', () => {
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20], 99)).toBe(20);
  });

  it('returns the largest sample at p99 of fewer than a hundred samples', () => {
    expect(
      percentile(
        Array.from({ length: 50 }, (_, i) => i + 1),
        99,
      ),
    ).toBe(50);
  });

  it('returns the 99th of a hundred samples at p99', () => {
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        99,
      ),
    ).toBe(99);
  });

  it('returns NaN for no samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
