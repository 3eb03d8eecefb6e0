/** Encodes the narration clips into one AAC track, reusing an earlier encode of the same clips. */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { OnStageProgress } from '../progress.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { buildAudioArgs } from './build-ffmpeg-args.js';
import { progressReader } from './progress-reader.js';

/** @internal */
export interface EncodeNarrationOptions {
  /** The ffconcat list of the clips (see buildConcatList). */
  listPath: string;
  clipPaths: readonly string[];
  outPath: string;
  totalSec: number;
  binaries: Binaries;
  cacheDir?: string | undefined;
  signal?: AbortSignal | undefined;
  /** done/total are seconds of narration encoded. */
  onProgress?: OnStageProgress | undefined;
}

/**
 * Writes the narration track to `outPath`. With a cache folder, the track is kept under a hash of the
 * clips and the recipe: an edit that changes no narration (a title, bullets) does not encode it again.
 * @internal
 */
export async function encodeNarration(options: EncodeNarrationOptions): Promise<void> {
  const args = buildAudioArgs(options.listPath, options.outPath);
  let cachePath: string | undefined;
  if (options.cacheDir !== undefined) {
    const hash = createHash('sha256')
      .update(JSON.stringify(args.slice(0, -1).filter((a) => a !== options.listPath)))
      .update(options.binaries.ffmpeg);
    for (const path of options.clipPaths)
      hash.update(
        createHash('sha256')
          .update(await readFile(path))
          .digest(),
      );
    cachePath = join(options.cacheDir, `${hash.digest('hex')}.m4a`);
    try {
      await copyFile(cachePath, options.outPath);
      return;
    } catch {
      // Not cached yet.
    }
  }
  await runCommand(options.binaries.ffmpeg, args, {
    signal: options.signal,
    // Generous: a normal render takes seconds; only a hung ffmpeg gets near this.
    timeoutMs: Math.max(10 * 60_000, options.totalSec * 1000),
    onStderr: progressReader(options.totalSec, options.onProgress),
  });
  if (cachePath !== undefined && options.cacheDir !== undefined) {
    await mkdir(options.cacheDir, { recursive: true });
    const temp = `${cachePath}.${process.pid}.tmp`;
    await copyFile(options.outPath, temp);
    await rename(temp, cachePath);
  }
}
