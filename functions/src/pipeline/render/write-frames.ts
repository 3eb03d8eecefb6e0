/** Writes the final picture stream by repeating encoded frames as the frame plan says. */
import { open } from 'node:fs/promises';
import type { EncodedUnits } from './encode-units.js';
import type { UnitPiece } from './plan-frames.js';

/**
 * Writes to `path` each piece in order: for a fade, its first `frames` frames; for a still, its
 * keyframe followed by `frames − 1` repeat frames. The result is one raw H.264 stream at the
 * video's constant rate; every piece starts with a keyframe, so it is valid wherever it is cut.
 * @internal
 */
export async function writeFrames(
  path: string,
  pieces: readonly UnitPiece[],
  encoded: EncodedUnits,
): Promise<void> {
  const file = await open(path, 'w');
  try {
    for (const piece of pieces) {
      const frames = encoded.units[piece.unit] ?? [];
      const run =
        piece.frames <= frames.length
          ? frames.slice(0, piece.frames)
          : [...frames, ...encoded.repeats.slice(0, piece.frames - frames.length)];
      if (run.length < piece.frames)
        throw new RangeError(`Unit ${piece.unit} has ${run.length} frames, ${piece.frames} needed.`);
      await file.writev(run);
    }
  } finally {
    await file.close();
  }
}
