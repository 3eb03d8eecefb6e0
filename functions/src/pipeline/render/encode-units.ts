/** Encodes the stills and cross-fades of a frame plan, each once, and returns each unit's frames. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PipelineError } from '../errors.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { buildUnitArgs } from './build-unit-args.js';
import type { EncodedUnit } from './plan-frames.js';
import { splitAccessUnits } from './split-access-units.js';
import { VIDEO_FORMAT } from './video-format.js';

/** @internal */
export interface EncodeUnitsOptions {
  binaries: Binaries;
  /** A folder for the encoder's output. */
  dir: string;
  signal?: AbortSignal | undefined;
}

/** @internal */
export interface EncodedUnits {
  /** Each unit's frames: a still's keyframe, a fade's frames (the first a keyframe). */
  units: Buffer[][];
  /**
   * Frames that each repeat the frame before them exactly (no change, no residual), whatever that
   * frame shows: a still's keyframe followed by the first n of them shows the still for n + 1 frames.
   */
  repeats: Buffer[];
}

/**
 * A frame that only repeats its reference is a few dozen bytes; anything bigger means the encoder
 * coded a change, and the still would not be shown as drawn.
 */
const MAX_REPEAT_BYTES = 1024;

/** Repeat frames per ffmpeg program: they depend only on the encoder and its settings. */
const repeatsByEncoder = new Map<string, Buffer[]>();

/** Runs one encoder over `units` (and `repeatFrames`) and returns its frames, checked against the plan. */
async function encodeRun(units: readonly EncodedUnit[], repeatFrames: number, outPath: string, options: EncodeUnitsOptions): Promise<Buffer[]> {
  const total = units.reduce((sum, unit) => sum + (unit.kind === 'still' ? 1 : unit.frames), 0) + repeatFrames;
  if (total === 0) return [];
  await runCommand(options.binaries.ffmpeg, buildUnitArgs({ units, repeatFrames }, outPath), { signal: options.signal, timeoutMs: 10 * 60_000 });
  const frames = splitAccessUnits(await readFile(outPath));
  if (frames.length !== total) {
    throw new PipelineError('tool_failed', `The video encoder made ${frames.length} frames where ${total} were planned.`);
  }
  return frames;
}

/**
 * Encodes `units`. Stills are a single keyframe each; the frames that hold a still on screen are the
 * same bytes for every still (a repeat of the picture before, which depends on frame position only),
 * so they are encoded once, from a flat picture, and reused. Stills and cross-fades are encoded by
 * two encoders side by side (same settings, so their frames join into one stream).
 * @internal
 */
export async function encodeUnits(units: readonly EncodedUnit[], options: EncodeUnitsOptions): Promise<EncodedUnits> {
  const known = repeatsByEncoder.get(options.binaries.ffmpeg);
  const repeatFrames = known === undefined ? VIDEO_FORMAT.holdFrames : 0;
  const stills = units.filter((unit) => unit.kind === 'still');
  const fades = units.filter((unit) => unit.kind === 'fade');
  const [stillFrames, fadeFrames] = await Promise.all([
    encodeRun(stills, repeatFrames, join(options.dir, 'stills.h264'), options),
    encodeRun(fades, 0, join(options.dir, 'fades.h264'), options),
  ]);
  const result: Buffer[][] = [];
  let stillAt = 0;
  let fadeAt = 0;
  for (const unit of units) {
    if (unit.kind === 'still') result.push(stillFrames.slice(stillAt, ++stillAt));
    else result.push(fadeFrames.slice(fadeAt, (fadeAt += unit.frames)));
  }
  let repeats = known;
  if (repeats === undefined) {
    // Copied out of the file's buffer, which can then be freed; the first frame is the flat keyframe.
    repeats = stillFrames.slice(stillAt + 1).map((frame) => Buffer.from(frame));
    if (repeats.some((frame) => frame.length > MAX_REPEAT_BYTES)) {
      throw new PipelineError('tool_failed', 'The video encoder did not make frames that hold a still, so the video cannot be made.');
    }
    repeatsByEncoder.set(options.binaries.ffmpeg, repeats);
  }
  return { units: result, repeats };
}
