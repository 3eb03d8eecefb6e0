import { describe, it, expect } from 'vitest';
import { makeSilentWav } from './make-silent-wav.js';
import { parseWavHeader } from './parse-wav-header.js';

describe('makeSilentWav', () => {
  it('writes a mono 16-bit WAV whose header gives back the exact length', () => {
    const wav = makeSilentWav(3, 44_100);
    expect(wav.length).toBe(44 + 3 * 44_100 * 2);
    expect(parseWavHeader(wav)).toEqual({
      sampleRate: 44_100,
      channels: 1,
      bitsPerSample: 16,
      dataOffset: 44,
      dataBytes: 264_600,
      durationSec: 3,
    });
  });

  it('holds only zero samples', () => {
    expect(
      makeSilentWav(0.01)
        .subarray(44)
        .every((byte) => byte === 0),
    ).toBe(true);
  });

  it('rounds to whole samples and never goes negative', () => {
    expect(parseWavHeader(makeSilentWav(1.00001, 8000))?.dataBytes).toBe(16_000);
    expect(parseWavHeader(makeSilentWav(-1))?.durationSec).toBe(0);
  });
});
