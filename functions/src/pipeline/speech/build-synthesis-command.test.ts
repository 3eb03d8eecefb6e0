import { describe, it, expect } from 'vitest';
import type { Binaries } from '../system/binaries.js';
import { buildSynthesisCommand } from './build-synthesis-command.js';
import { LOCAL_VOICES } from './local-voices.js';

const binaries: Binaries = {
  ffmpeg: '/bin/ffmpeg', ffprobe: '/bin/ffprobe', text2wave: '/bin/text2wave', flite: '/bin/flite', espeak: '/bin/espeak-ng', mutool: '/bin/mutool',
};

describe('buildSynthesisCommand', () => {
  it('runs flite with the voice, reading the text from a file', () => {
    expect(buildSynthesisCommand(LOCAL_VOICES.sully, '/t/in.txt', '/t/out.wav', binaries)).toEqual({
      command: '/bin/flite',
      args: ['-voice', 'kal16', '-f', '/t/in.txt', '-o', '/t/out.wav'],
    });
  });

  it('turns a faster rate into a shorter duration stretch and sets the pitch target for flite', () => {
    const { args } = buildSynthesisCommand(LOCAL_VOICES.hope, '/t/in.txt', '/t/out.wav', binaries);
    expect(args).toEqual(['-voice', 'slt', '-f', '/t/in.txt', '-o', '/t/out.wav', '--setf', 'duration_stretch=0.909', '--setf', 'int_f0_target_mean=200']);
  });

  it('selects the festival voice with -eval before the text file', () => {
    expect(buildSynthesisCommand(LOCAL_VOICES.cassidy, '/t/in.txt', '/t/out.wav', binaries)).toEqual({
      command: '/bin/text2wave',
      args: ['-eval', '(voice_cmu_us_slt_arctic_hts)', '/t/in.txt', '-o', '/t/out.wav'],
    });
  });

  it('slows an HTS voice through its engine speed, which HTS voices honour instead of Duration_Stretch', () => {
    const { args } = buildSynthesisCommand(LOCAL_VOICES.matilda, '/t/in.txt', '/t/out.wav', binaries);
    expect(args).toContain(`(set! hts_engine_params (append hts_engine_params '(("-r" 0.94))))`);
  });

  it('slows a diphone voice through Duration_Stretch', () => {
    const slow = { engine: 'festival', speaker: 'kal_diphone', gender: 'male', rate: 0.8, pitchShift: 1 } as const;
    expect(buildSynthesisCommand(slow, '/t/in.txt', '/t/out.wav', binaries).args).toContain("(Parameter.set 'Duration_Stretch 1.25)");
  });
});
