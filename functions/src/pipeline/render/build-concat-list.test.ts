import { describe, it, expect } from 'vitest';
import { buildConcatList } from './build-concat-list.js';

describe('buildConcatList', () => {
  it('reads images at millisecond precision and repeats the last one so its duration counts', () => {
    expect(buildConcatList([{ path: '/a.png', durationSec: 2 }, { path: '/b.png', durationSec: 3.25 }], 'images')).toBe(
      'ffconcat version 1.0\n' +
        "file '/a.png'\noption framerate 1000\nduration 2\n" +
        "file '/b.png'\noption framerate 1000\nduration 3.25\n" +
        "file '/b.png'\noption framerate 1000\n",
    );
  });

  it('leaves out the per-file options ffmpeg 4.x does not know', () => {
    expect(buildConcatList([{ path: '/a.png', durationSec: 2 }], 'images', { perFileOptions: false })).toBe(
      "ffconcat version 1.0\nfile '/a.png'\nduration 2\nfile '/a.png'\n",
    );
  });

  it('lists audio clips once each, with their durations', () => {
    expect(buildConcatList([{ path: '/a.wav', durationSec: 1.5 }], 'audio')).toBe("ffconcat version 1.0\nfile '/a.wav'\nduration 1.5\n");
  });

  it('quotes paths with spaces and single quotes', () => {
    expect(buildConcatList([{ path: "/my talk/it's.png", durationSec: 1 }], 'audio')).toContain("file '/my talk/it'\\''s.png'\n");
  });

  it("writes durations to the microsecond, the demuxer's precision", () => {
    expect(buildConcatList([{ path: '/a.wav', durationSec: 1 / 3 }], 'audio')).toContain('duration 0.333333\n');
  });
});
