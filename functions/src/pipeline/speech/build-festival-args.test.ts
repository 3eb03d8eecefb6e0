import { describe, it, expect } from 'vitest';
import { buildFestivalArgs, buildFestivalTakes } from './build-festival-args.js';

describe('buildFestivalArgs', () => {
  it('selects the festival voice with -eval before the text file', () => {
    expect(buildFestivalArgs('cmu_us_slt_arctic_hts', 1, '/t/in.txt', '/t/out.wav')).toEqual([
      '-eval',
      '(voice_cmu_us_slt_arctic_hts)',
      '/t/in.txt',
      '-o',
      '/t/out.wav',
    ]);
  });

  it('slows an HTS voice through its engine speed, which HTS voices honour instead of Duration_Stretch', () => {
    expect(buildFestivalArgs('cmu_us_slt_arctic_hts', 0.94, '/t/in.txt', '/t/out.wav')).toContain(
      `(set! hts_engine_params (append hts_engine_params '(("-r" 0.94))))`,
    );
  });

  it('slows a diphone voice through Duration_Stretch', () => {
    expect(buildFestivalArgs('kal_diphone', 0.8, '/t/in.txt', '/t/out.wav')).toContain(
      "(Parameter.set 'Duration_Stretch 1.25)",
    );
  });
});

describe('buildFestivalTakes', () => {
  it('speaks each text into its file, with quotes and backslashes escaped for festival’s reader', () => {
    expect(
      buildFestivalTakes([
        { text: 'Say "hi" to C:\\x.', outPath: '/t/take-0.wav' },
        { text: 'Two\nlines.', outPath: '/t/take-1.wav' },
      ]),
    ).toBe(
      '(utt.save.wave (utt.synth (Utterance Text "Say \\"hi\\" to C:\\\\x.")) "/t/take-0.wav" \'riff)\n' +
        '(utt.save.wave (utt.synth (Utterance Text "Two lines.")) "/t/take-1.wav" \'riff)\n',
    );
  });

  it('runs the takes file before speaking the text file', () => {
    expect(buildFestivalArgs('kal_diphone', 1, '/t/in.txt', '/t/out.wav', '/t/takes.scm')).toEqual([
      '-eval',
      '(voice_kal_diphone)',
      '-eval',
      '/t/takes.scm',
      '/t/in.txt',
      '-o',
      '/t/out.wav',
    ]);
  });
});
