import { describe, it, expect } from 'vitest';
import { buildUnitArgs } from './build-unit-args.js';

/** The value after `flag` (the first occurrence). */
function valueOf(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i < 0 ? undefined : args[i + 1];
}

describe('buildUnitArgs', () => {
  const args = buildUnitArgs(
    {
      units: [
        { kind: 'still', imagePath: '/w/a.png' },
        { kind: 'fade', fromPath: '/w/a.png', toPath: '/w/b.png', frames: 6 },
        { kind: 'still', imagePath: '/w/b.png' },
      ],
      repeatFrames: 50,
    },
    '/w/units.h264',
  );
  const graph = valueOf(args, '-filter_complex') ?? '';

  it('reads each picture once and splits it to the units that use it', () => {
    expect(args.filter((a, i) => args[i - 1] === '-i')).toEqual(['/w/a.png', '/w/b.png']);
    expect(graph).toContain(
      '[0:v]scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p,split=2[p0_0][p0_1]',
    );
  });

  it('makes a still one frame, a fade its frames, and the repeat frames from a flat picture, in order', () => {
    expect(graph).toContain('xfade=transition=fade:duration=0.24:offset=0');
    expect(graph).toContain('color=c=gray:s=1920x1080:r=25,format=yuv420p,trim=end_frame=50');
    expect(graph).toMatch(/\[u0\]\[u1\]\[u2\]\[u3\]concat=n=4:v=1:a=0,settb=1\/25,setpts=N\[v\]$/);
  });

  it('forces a keyframe where each unit starts: frames 0, 1, 7 and 8', () => {
    expect(valueOf(args, '-force_key_frames')).toBe('0.000,0.020,0.260,0.300');
  });

  it('writes raw H.264 with a delimiter before every frame and headers with every keyframe, without B-frames or weighted prediction', () => {
    expect(valueOf(args, '-x264-params')).toBe(
      'keyint=100000:min-keyint=1:scenecut=0:aud=1:repeat-headers=1:weightp=0:rc-lookahead=0:mbtree=0',
    );
    expect(valueOf(args, '-bf')).toBe('0');
    expect(valueOf(args, '-forced-idr')).toBe('1');
    expect(args.slice(-3)).toEqual(['-f', 'h264', '/w/units.h264']);
  });
});
