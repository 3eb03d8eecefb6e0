import { describe, it, expect } from 'vitest';
import { buildPitchShiftFilter } from './build-pitch-shift-filter.js';

describe('buildPitchShiftFilter', () => {
  it('moves pitch by resampling and restores the tempo with atempo', () => {
    expect(buildPitchShiftFilter(0.94)).toBe('aresample=24000,asetrate=22560,aresample=24000,atempo=1.06383');
  });

  it('raises pitch with a ratio above one', () => {
    expect(buildPitchShiftFilter(1.05)).toBe('aresample=24000,asetrate=25200,aresample=24000,atempo=0.95238');
  });
});
