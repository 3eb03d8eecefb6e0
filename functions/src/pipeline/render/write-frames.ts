/** Writes the final picture stream by repeating encoded frames as the frame plan says. */
import { open } from 'node:fs/promises';
import type { UnitPiece } from './plan-frames.js';

/**
 * Writes to `path` the first `piece.frames` frames of each piece's unit, in order: one raw H.264
 * stream at the video's constant rate. Every piece starts with its unit's keyframe, so the copy is
 * valid wherever it is cut.
 * @internal
 */
export async function writeFrames(path: string, pieces: readonly UnitPiece[], units: readonly (readonly Buffer[])[]): Promise<void> {
  const file = await open(path, 'w');
  try {
    for (const piece of pieces) {
      const frames = units[piece.unit] ?? [];
      if (frames.length < piece.frames) throw new RangeError(`Unit ${piece.unit} has ${frames.length} frames, ${piece.frames} needed.`);
      await file.writev(frames.slice(0, piece.frames));
    }
  } finally {
    await file.close();
  }
}
