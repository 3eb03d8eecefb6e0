import { describe, it, expect } from 'vitest';
import { buildFestivalArgs } from './build-festival-args.js';

describe('buildFestivalArgs', () => {
  it('selects the festival voice with -eval before the text file', () => {
    expect(buildFestivalArgs('cmu_us_slt_arctic_hts', 1, '/t/in.txt', '/t/out.wav')).toEqual(['-eval', '(voice_cmu_us_slt_arctic_hts)', '/t/in.txt', '-o', '/t/out.wav']);
  });

  it('slows an HTS voice through its engine speed, which HTS voices honour instead of Duration_Stretch', () => {
    expect(buildFestivalArgs('cmu_us_slt_arctic_hts', 0.94, '/t/in.txt', '/t/out.wav')).toContain(`(set! hts_engine_params (append hts_engine_params '(("-r" 0.94))))`);
  });

  it('slows a diphone voice through Duration_Stretch', () => {
    expect(buildFestivalArgs('kal_diphone', 0.8, '/t/in.txt', '/t/out.wav')).toContain("(Parameter.set 'Duration_Stretch 1.25)");
  });
});
