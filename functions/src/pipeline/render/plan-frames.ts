/**
 * The frame plan of a video: which pictures and cross-fades the encoder makes, and how the final
 * stream is assembled from them. Kept free of ffmpeg so the timing rules can be tested on their own.
 */

/** A picture shown from `atSec` into its slide until the next picture or the slide's end. */
export interface PlannedPicture {
  imagePath: string;
  atSec: number;
}

/** @internal */
export interface FramePlanSlide {
  durationSec: number;
  /** In time order; the first starts at 0. */
  pictures: readonly PlannedPicture[];
}

/**
 * One encoded unit: a still (one keyframe, held by following it with frames that repeat it), or a
 * cross-fade between two stills over `frames`.
 */
export type EncodedUnit =
  { kind: 'still'; imagePath: string } | { kind: 'fade'; fromPath: string; toPath: string; frames: number };

/** The first `frames` frames of unit `unit` (for a still: its keyframe, then repeats), in playing order. */
export interface UnitPiece {
  unit: number;
  frames: number;
}

/** @internal */
export interface FramePlan {
  units: EncodedUnit[];
  pieces: UnitPiece[];
  totalFrames: number;
}

interface Run {
  imagePath: string;
  frames: number;
  /** Cross-fade from this picture over the run's first frames, at a slide change. */
  fadeFrom?: string | undefined;
}

/**
 * Runs of whole frames. Every boundary is rounded down from the absolute time, so rounding never
 * accumulates and a picture is on screen at its chapter start (at most one frame early).
 */
function toRuns(slides: readonly FramePlanSlide[], fps: number): Run[] {
  // The micro-frame absorbs binary fractions: 0.28 s × 25 must be frame 7, not 6.999….
  const frameAt = (sec: number): number => Math.floor(sec * fps + 1e-6);
  const runs: Run[] = [];
  let startSec = 0;
  for (const [s, slide] of slides.entries()) {
    // The last picture lasts to the end of the narration, never shorter.
    const endSec = startSec + slide.durationSec;
    const endFrame = s === slides.length - 1 ? Math.ceil(endSec * fps - 1e-6) : frameAt(endSec);
    const pictures = [...slide.pictures].sort((a, b) => a.atSec - b.atSec);
    pictures.forEach((picture, i) => {
      const from = i === 0 ? frameAt(startSec) : frameAt(startSec + Math.max(0, picture.atSec));
      const next = pictures[i + 1];
      const to =
        next === undefined ? endFrame : Math.min(endFrame, frameAt(startSec + Math.max(0, next.atSec)));
      const frames = to - Math.min(from, to);
      if (frames <= 0) return;
      const last = runs[runs.length - 1];
      const fadeFrom =
        i === 0 && last !== undefined && last.imagePath !== picture.imagePath ? last.imagePath : undefined;
      if (last !== undefined && last.imagePath === picture.imagePath && fadeFrom === undefined)
        last.frames += frames;
      else runs.push({ imagePath: picture.imagePath, frames, fadeFrom });
    });
    startSec += slide.durationSec;
  }
  return runs;
}

/**
 * Cuts `frames` into pieces of at most `unit` frames. A lone one-frame remainder is avoided (the last
 * two pieces become unit−1 and 2), as two keyframes in a row are the one thing a byte-for-byte repeat
 * could make that some decoders dislike.
 */
function cut(frames: number, unit: number): number[] {
  const pieces: number[] = Array.from({ length: Math.floor(frames / unit) }, () => unit);
  const rest = frames % unit;
  if (rest === 1 && pieces.length > 0 && unit >= 3) pieces.splice(-1, 1, unit - 1, 2);
  else if (rest > 0) pieces.push(rest);
  return pieces;
}

/**
 * Plans a video of `slides` at `fps`: each distinct still is encoded once, as a keyframe, and shown
 * in pieces of at most `holdFrames` frames, each starting with that keyframe; each slide change
 * cross-fades over `fadeFrames` (less when the first picture of the slide is shorter). Cross-fades
 * only happen between slides; pictures within a slide cut.
 * @example planFrames([{ durationSec: 1, pictures: [{ imagePath: 'a.png', atSec: 0 }] }], { fps: 25, holdFrames: 12, fadeFrames: 8 })
 *   // { units: [{ kind: 'still', imagePath: 'a.png' }], totalFrames: 25,
 *   //   pieces: [{ unit: 0, frames: 12 }, { unit: 0, frames: 11 }, { unit: 0, frames: 2 }] }
 * @internal
 */
export function planFrames(
  slides: readonly FramePlanSlide[],
  options: { fps: number; holdFrames: number; fadeFrames: number },
): FramePlan {
  const runs = toRuns(slides, options.fps);
  const units: EncodedUnit[] = [];
  const stillUnit = new Map<string, number>();
  const still = (imagePath: string): number => {
    let unit = stillUnit.get(imagePath);
    if (unit === undefined) {
      unit = units.push({ kind: 'still', imagePath }) - 1;
      stillUnit.set(imagePath, unit);
    }
    return unit;
  };
  const pieces: UnitPiece[] = [];
  let totalFrames = 0;
  for (const run of runs) {
    const fade = run.fadeFrom === undefined ? 0 : Math.min(options.fadeFrames, run.frames);
    if (fade > 0 && run.fadeFrom !== undefined) {
      pieces.push({ unit: units.length, frames: fade });
      units.push({ kind: 'fade', fromPath: run.fadeFrom, toPath: run.imagePath, frames: fade });
    }
    if (run.frames > fade) {
      const unit = still(run.imagePath);
      for (const frames of cut(run.frames - fade, options.holdFrames)) pieces.push({ unit, frames });
    }
    totalFrames += run.frames;
  }
  return { units, pieces, totalFrames };
}
