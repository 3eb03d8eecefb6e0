import { describe, it, expect } from 'vitest';
import type { Binaries } from '../system/binaries.js';
import { buildEspeakCommand } from './build-espeak-command.js';

const binaries = { espeak: '/bin/espeak-ng' } as Binaries;

describe('buildEspeakCommand', () => {
  it('uses the female variant for a female product voice', () => {
    expect(buildEspeakCommand('cmn', 'female', '/t/in.txt', '/t/out.wav', binaries)).toEqual({
      command: '/bin/espeak-ng',
      args: ['-v', 'cmn+f3', '-f', '/t/in.txt', '-w', '/t/out.wav'],
    });
  });

  it('uses the plain (male) voice for a male product voice', () => {
    expect(buildEspeakCommand('de', 'male', '/t/in.txt', '/t/out.wav', binaries).args.slice(0, 2)).toEqual(['-v', 'de']);
  });
});
