import { describe, it, expect } from 'vitest';
import { buildConcatList } from './build-concat-list.js';

describe('buildConcatList', () => {
  it('lists clips once each, with their durations', () => {
    expect(
      buildConcatList([
        { path: '/a.wav', durationSec: 1.5 },
        { path: '/b.wav', durationSec: 2 },
      ]),
    ).toBe("ffconcat version 1.0\nfile '/a.wav'\nduration 1.5\nfile '/b.wav'\nduration 2\n");
  });

  it('quotes paths with spaces and single quotes', () => {
    expect(buildConcatList([{ path: "/my talk/it's.wav", durationSec: 1 }])).toContain(
      "file '/my talk/it'\\''s.wav'\n",
    );
  });

  it("writes durations to the microsecond, the demuxer's precision", () => {
    expect(buildConcatList([{ path: '/a.wav', durationSec: 1 / 3 }])).toContain('duration 0.333333\n');
  });
});
