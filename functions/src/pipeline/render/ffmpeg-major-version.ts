/**
 * The major version of an ffmpeg binary, read once per path. The encode recipe differs on 4.x (the
 * Cloud Functions runtime's image has 4.4): its concat demuxer has no per-file `option` lines.
 */
import { runCommand } from '../system/run-command.js';

const cache = new Map<string, Promise<number>>();

/**
 * "ffmpeg version 4.4.2-0ubuntu0.22.04.1 …" → 4. Builds from git ("ffmpeg version N-…") name no
 * release and are taken as current.
 * @example parseFfmpegMajorVersion('ffmpeg version 5.1.6-0+deb12u1 Copyright') // 5
 * @internal
 */
export function parseFfmpegMajorVersion(versionOutput: string): number {
  const match = /^ffmpeg version n?(\d+)\./m.exec(versionOutput);
  return match?.[1] === undefined ? Number.POSITIVE_INFINITY : Number(match[1]);
}

/** @internal */
export function ffmpegMajorVersion(ffmpeg: string): Promise<number> {
  let version = cache.get(ffmpeg);
  if (!version) {
    version = runCommand(ffmpeg, ['-hide_banner', '-version'], { timeoutMs: 30_000 }).then(({ stdout }) => parseFfmpegMajorVersion(stdout.toString('utf8')));
    // A failure (ffmpeg missing) is not cached: the encode itself reports it, and a later run retries.
    version.catch(() => cache.delete(ffmpeg));
    cache.set(ffmpeg, version);
  }
  return version;
}
