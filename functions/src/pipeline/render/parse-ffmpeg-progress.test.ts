import { describe, it, expect } from 'vitest';
import { parseFfmpegProgress } from './parse-ffmpeg-progress.js';

// Captured from ffmpeg 5.1 with `-progress pipe:2 -nostats` while encoding a video.
const CAPTURED = `frame=9
fps=0.00
stream_0_0_q=-1.0
bitrate=   4.3kbits/s
total_size=2676947
out_time_us=232715011
out_time_ms=232715011
out_time=00:03:52.715011
dup_frames=0
drop_frames=0
speed= 119x
progress=end`;

describe('parseFfmpegProgress', () => {
  it('reads microseconds from out_time_us and from out_time_ms, which is microseconds too', () => {
    expect(parseFfmpegProgress('out_time_us=232715011')).toBeCloseTo(232.715011, 6);
    expect(parseFfmpegProgress('out_time_ms=232715011')).toBeCloseTo(232.715011, 6);
  });

  it('reads the clock form of out_time', () => {
    expect(parseFfmpegProgress('out_time=00:03:52.715011')).toBeCloseTo(232.715011, 6);
  });

  it('reads time= from the classic stats line', () => {
    expect(
      parseFfmpegProgress('size=    1024kB time=01:02:03.50 bitrate= 100.0kbits/s speed= 120x'),
    ).toBeCloseTo(3723.5, 6);
  });

  it('counts negative times before the first packet as zero', () => {
    expect(parseFfmpegProgress('out_time=-00:00:00.023220')).toBe(0);
    expect(parseFfmpegProgress('out_time_us=-23220')).toBe(0);
  });

  it('ignores every other line of a captured progress block', () => {
    const times = CAPTURED.split('\n')
      .map(parseFfmpegProgress)
      .filter((t) => t !== undefined);
    expect(times).toHaveLength(3);
    expect(parseFfmpegProgress('out_time_us=N/A')).toBeUndefined();
    expect(parseFfmpegProgress('progress=continue')).toBeUndefined();
  });
});
