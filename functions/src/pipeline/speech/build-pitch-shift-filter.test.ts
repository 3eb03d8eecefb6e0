import { describe, it, expect } from 'vitest';
import { buildPitchShiftFilter } from './build-pitch-shift-filter.js';

describe('buildPitchShiftFilter', () => {
  it('moves pitch by resampling and restores the tempo with atempo', () => {
    expect(buildPitchShiftFilter(0.94)).toBe('aresample=44100,asetrate=41454,aresample=44100,atempo=1.06383');
  });

  it('raises pitch with a ratio above one', () => {
    expect(buildPitchShiftFilter(1.05)).toBe('aresample=44100,asetrate=46305,aresample=44100,atempo=0.95238');
  });
});
