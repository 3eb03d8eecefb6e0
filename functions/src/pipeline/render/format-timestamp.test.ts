import { describe, it, expect } from 'vitest';
import { formatTimestamp } from './format-timestamp.js';

describe('formatTimestamp', () => {
  it.each([
    [0, '00:00:00.000'],
    [2.5, '00:00:02.500'],
    [59.9996, '00:01:00.000'],
    [3723.4567, '01:02:03.457'],
    [-1, '00:00:00.000'],
  ])('formats %f s as %s', (seconds, expected) => {
    expect(formatTimestamp(seconds)).toBe(expected);
  });

  it('uses a comma for SRT', () => {
    expect(formatTimestamp(1.25, ',')).toBe('00:00:01,250');
  });
});
