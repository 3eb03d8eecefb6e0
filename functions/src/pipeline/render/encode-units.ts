/** Encodes the stills and cross-fades of a frame plan, each once, and returns each unit's frames. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PipelineError } from '../errors.js';
import type { OnStageProgress } from '../progress.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { buildUnitArgs } from './build-unit-args.js';
import { progressReader } from './progress-reader.js';
import type { EncodedUnit } from './plan-frames.js';
import { splitAccessUnits } from './split-access-units.js';
import { VIDEO_FORMAT } from './video-format.js';

/** @internal */
export interface EncodeUnitsOptions {
  binaries: Binaries;
  /** A folder for the encoder's output. */
  dir: string;
  signal?: AbortSignal | undefined;
  /** done/total are frames encoded. */
  onProgress?: OnStageProgress | undefined;
}

/**
 * The encoded frames of every unit, in order (unit i has exactly `units[i].frames` access units,
 * the first a keyframe). One encoder run for all of them.
 * @internal
 */
export async function encodeUnits(units: readonly EncodedUnit[], options: EncodeUnitsOptions): Promise<Buffer[][]> {
  if (units.length === 0) return [];
  const outPath = join(options.dir, 'units.h264');
  const total = units.reduce((sum, unit) => sum + unit.frames, 0);
  const onStderr = progressReader(total / VIDEO_FORMAT.fps, options.onProgress && ((p) => options.onProgress?.({ done: Math.round(p.done * VIDEO_FORMAT.fps), total })));
  await runCommand(options.binaries.ffmpeg, buildUnitArgs(units, outPath), { signal: options.signal, timeoutMs: 10 * 60_000, onStderr });
  const frames = splitAccessUnits(await readFile(outPath));
  if (frames.length !== total) {
    throw new PipelineError('tool_failed', `The video encoder made ${frames.length} frames where ${total} were planned.`);
  }
  const result: Buffer[][] = [];
  let at = 0;
  for (const unit of units) {
    result.push(frames.slice(at, at + unit.frames));
    at += unit.frames;
  }
  return result;
}
