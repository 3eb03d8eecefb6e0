import { describe, expect, it } from 'vitest';
import { resolveBinaries } from '../system/binaries.js';
import { ffmpegMajorVersion, parseFfmpegMajorVersion } from './ffmpeg-major-version.js';

describe('parseFfmpegMajorVersion', () => {
  it('reads Debian, Ubuntu and release builds', () => {
    expect(parseFfmpegMajorVersion('ffmpeg version 4.3.9-0+deb11u1 Copyright (c) 2000-2024')).toBe(4);
    expect(parseFfmpegMajorVersion('ffmpeg version 4.4.2-0ubuntu0.22.04.1 Copyright')).toBe(4);
    expect(parseFfmpegMajorVersion('ffmpeg version n6.1.1 Copyright')).toBe(6);
  });

  it('takes a build from git, which names no release, as current', () => {
    expect(parseFfmpegMajorVersion('ffmpeg version N-113445-g1b2c3d Copyright')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('ffmpegMajorVersion', () => {
  it("reads this machine's ffmpeg", async () => {
    expect(await ffmpegMajorVersion(resolveBinaries().ffmpeg)).toBeGreaterThanOrEqual(4);
  });
});
