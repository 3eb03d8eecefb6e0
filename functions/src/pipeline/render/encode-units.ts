/** Encodes the stills and cross-fades of a frame plan, each once, and returns each unit's frames. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PipelineError } from '../errors.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { withTempDir } from '../system/temp-dir.js';
import { buildUnitArgs, UNIT_RECIPE } from './build-unit-args.js';
import type { EncodedUnit } from './plan-frames.js';
import { splitAccessUnits } from './split-access-units.js';
import { VIDEO_FORMAT } from './video-format.js';

/** @internal */
export interface EncodeUnitsOptions {
  binaries: Binaries;
  /** A folder for the encoder's output. */
  dir: string;
  signal?: AbortSignal | undefined;
  /**
   * A folder where encoded units are kept by content (pictures' bytes, recipe, encoder), so a render
   * after an edit encodes only the pictures that changed. None: everything is encoded.
   */
  cacheDir?: string | undefined;
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

/**
 * Repeat frames per ffmpeg program: they depend only on the encoder and its settings. A promise, so a
 * render that starts while they are being prepared (prepareRepeatFrames) waits for them.
 */
const repeatsByEncoder = new Map<string, Promise<Buffer[]>>();

/** The repeat frames from a run that encoded them after its units; checked, and copied out of the run's buffer. */
function repeatsOf(frames: readonly Buffer[]): Buffer[] {
  // The first frame is the flat keyframe.
  const repeats = frames.slice(1).map((frame) => Buffer.from(frame));
  if (repeats.some((frame) => frame.length > MAX_REPEAT_BYTES)) {
    throw new PipelineError(
      'tool_failed',
      'The video encoder did not make frames that hold a still, so the video cannot be made.',
    );
  }
  return repeats;
}

/**
 * Encodes the repeat frames of `binaries.ffmpeg` before its first render needs them: about a third of
 * the stills' encoding for a short talk, which a run can do while its other core is idle (the paper
 * is read on one thread). A failure here costs nothing: the render then encodes them itself.
 * @internal
 */
export async function prepareRepeatFrames(
  binaries: Binaries,
  signal?: AbortSignal | undefined,
): Promise<void> {
  if (repeatsByEncoder.has(binaries.ffmpeg)) return;
  const pending = withTempDir('repeats', async (dir) =>
    repeatsOf(
      await encodeRun([], VIDEO_FORMAT.holdFrames, join(dir, 'repeats.h264'), { binaries, dir, signal }),
    ),
  );
  repeatsByEncoder.set(binaries.ffmpeg, pending);
  try {
    await pending;
  } catch (error) {
    if (repeatsByEncoder.get(binaries.ffmpeg) === pending) repeatsByEncoder.delete(binaries.ffmpeg);
    throw error;
  }
}

/** Runs one encoder over `units` (and `repeatFrames`) and returns its frames, checked against the plan. */
async function encodeRun(
  units: readonly EncodedUnit[],
  repeatFrames: number,
  outPath: string,
  options: EncodeUnitsOptions,
): Promise<Buffer[]> {
  const total =
    units.reduce((sum, unit) => sum + (unit.kind === 'still' ? 1 : unit.frames), 0) + repeatFrames;
  if (total === 0) return [];
  await runCommand(options.binaries.ffmpeg, buildUnitArgs({ units, repeatFrames }, outPath), {
    signal: options.signal,
    timeoutMs: 10 * 60_000,
  });
  const frames = splitAccessUnits(await readFile(outPath));
  if (frames.length !== total) {
    throw new PipelineError(
      'tool_failed',
      `The video encoder made ${frames.length} frames where ${total} were planned.`,
    );
  }
  return frames;
}

/** The cache key of a unit: a hash of what decides its bytes. */
async function unitKey(unit: EncodedUnit, ffmpeg: string): Promise<string> {
  const hash = createHash('sha256').update(UNIT_RECIPE).update(ffmpeg);
  const paths = unit.kind === 'still' ? [unit.imagePath] : [unit.fromPath, unit.toPath];
  hash.update(unit.kind === 'still' ? 'still' : `fade ${unit.frames}`);
  for (const path of paths)
    hash.update(
      createHash('sha256')
        .update(await readFile(path))
        .digest(),
    );
  return hash.digest('hex');
}

/** Joins frames into one buffer with their lengths, and back, for the cache files. */
function packFrames(frames: readonly Buffer[]): Buffer {
  const header = Buffer.alloc(4 * (frames.length + 1));
  header.writeUInt32BE(frames.length, 0);
  frames.forEach((frame, i) => header.writeUInt32BE(frame.length, 4 * (i + 1)));
  return Buffer.concat([header, ...frames]);
}

function unpackFrames(packed: Buffer): Buffer[] {
  const count = packed.readUInt32BE(0);
  const frames: Buffer[] = [];
  let at = 4 * (count + 1);
  for (let i = 0; i < count; i++) {
    const length = packed.readUInt32BE(4 * (i + 1));
    frames.push(packed.subarray(at, at + length));
    at += length;
  }
  return frames;
}

async function readCached(path: string): Promise<Buffer[] | undefined> {
  try {
    return unpackFrames(await readFile(path));
  } catch {
    return undefined;
  }
}

/**
 * Encodes `units`, reusing those in the cache. Stills are a single keyframe each; the frames that
 * hold a still on screen are the same bytes for every still (a repeat of the picture before, which
 * depends on frame position only), so they are encoded once, from a flat picture, and reused.
 * Stills and cross-fades are encoded by two encoders side by side (same settings, so their frames
 * join into one stream).
 * @internal
 */
export async function encodeUnits(
  units: readonly EncodedUnit[],
  options: EncodeUnitsOptions,
): Promise<EncodedUnits> {
  const { cacheDir } = options;
  const keys =
    cacheDir === undefined
      ? []
      : await Promise.all(units.map((unit) => unitKey(unit, options.binaries.ffmpeg)));
  const cachePath = (i: number): string => join(cacheDir ?? '', `${keys[i] ?? ''}.units`);
  const cached =
    cacheDir === undefined
      ? units.map(() => undefined)
      : await Promise.all(units.map((_, i) => readCached(cachePath(i))));
  const missing = units.map((_, i) => i).filter((i) => cached[i] === undefined);
  const known = await repeatsByEncoder.get(options.binaries.ffmpeg)?.catch(() => undefined);
  const repeatFrames = known === undefined ? VIDEO_FORMAT.holdFrames : 0;
  const stills = missing.filter((i) => units[i]?.kind === 'still');
  const fades = missing.filter((i) => units[i]?.kind === 'fade');
  const pick = (indices: number[]): EncodedUnit[] => indices.flatMap((i) => (units[i] ? [units[i]] : []));
  const [stillFrames, fadeFrames] = await Promise.all([
    encodeRun(pick(stills), repeatFrames, join(options.dir, 'stills.h264'), options),
    encodeRun(pick(fades), 0, join(options.dir, 'fades.h264'), options),
  ]);
  const result: Buffer[][] = units.map((_, i) => cached[i] ?? []);
  let stillAt = 0;
  for (const i of stills) result[i] = stillFrames.slice(stillAt, ++stillAt);
  let fadeAt = 0;
  for (const i of fades) {
    const unit = units[i];
    const count = unit?.kind === 'fade' ? unit.frames : 0;
    result[i] = fadeFrames.slice(fadeAt, (fadeAt += count));
  }
  let repeats = known;
  if (repeats === undefined) {
    repeats = repeatsOf(stillFrames.slice(stillAt));
    repeatsByEncoder.set(options.binaries.ffmpeg, Promise.resolve(repeats));
  }
  if (cacheDir !== undefined && missing.length > 0) {
    await mkdir(cacheDir, { recursive: true });
    // Written beside, then renamed: a reader never sees half a unit.
    // Two units may have the same content (two files of one picture): one write per key.
    const firstOfKey = missing.filter((i) => missing.find((j) => keys[j] === keys[i]) === i);
    await Promise.all(
      firstOfKey.map(async (i) => {
        const temp = `${cachePath(i)}.${process.pid}.tmp`;
        await writeFile(temp, packFrames(result[i] ?? []));
        await rename(temp, cachePath(i));
      }),
    );
  }
  return { units: result, repeats };
}
