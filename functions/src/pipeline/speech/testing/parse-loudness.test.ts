import { describe, it, expect } from 'vitest';
import { parseLoudness } from './parse-loudness.js';

// ffmpeg 5.1 stderr: an empty summary from the first graph configuration, then the real one.
const STDERR = `[Parsed_ebur128_7 @ 0x55] Summary:

  Integrated loudness:
    I:         -70.0 LUFS
    Threshold:   0.0 LUFS

  Sample peak:
    Peak:       -inf dBFS
size=N/A time=00:00:01.30 bitrate=N/A speed= 347x
[Parsed_ebur128_7 @ 0x56] Summary:

  Integrated loudness:
    I:         -26.8 LUFS
    Threshold: -37.1 LUFS

  Loudness range:
    LRA:         0.0 LU
    Threshold:   0.0 LUFS
    LRA low:     0.0 LUFS
    LRA high:    0.0 LUFS

  Sample peak:
    Peak:      -10.6 dBFS
`;

describe('parseLoudness', () => {
  it('reads the last summary ffmpeg printed', () => {
    expect(parseLoudness(STDERR)).toEqual({ integratedLufs: -26.8, samplePeakDb: -10.6 });
  });

  it('reads silence as the absolute gate and an infinitely low peak', () => {
    expect(parseLoudness(STDERR.slice(0, STDERR.indexOf('size=')))).toEqual({
      integratedLufs: -70,
      samplePeakDb: -Infinity,
    });
  });

  it('returns undefined when there is no summary', () => {
    expect(parseLoudness('Error opening input file')).toBeUndefined();
  });
});
