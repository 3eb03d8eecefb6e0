import { describe, it, expect } from 'vitest';
import { buildFliteArgs } from './build-flite-args.js';
import { LOCAL_VOICES } from './local-voices.js';

describe('buildFliteArgs', () => {
  it('selects the voice and reads the text from a file', () => {
    expect(buildFliteArgs(LOCAL_VOICES.sully, '/in/text.txt', '/out/spoken.wav')).toEqual([
      '-voice',
      'rms',
      '-f',
      '/in/text.txt',
      '-o',
      '/out/spoken.wav',
    ]);
  });

  it('turns a faster rate into a shorter duration stretch and sets the pitch target', () => {
    expect(buildFliteArgs(LOCAL_VOICES.hope, '/in/text.txt', '/out/spoken.wav')).toEqual([
      '-voice',
      'slt',
      '-f',
      '/in/text.txt',
      '-o',
      '/out/spoken.wav',
      '--setf',
      'duration_stretch=0.909',
      '--setf',
      'int_f0_target_mean=200',
    ]);
  });

  it('turns a slower rate into a longer duration stretch', () => {
    const slow = { speaker: 'rms', gender: 'male', rate: 0.8, pitchShift: 1 } as const;
    expect(buildFliteArgs(slow, '/in/text.txt', '/out/spoken.wav')).toContain('duration_stretch=1.25');
  });
});
