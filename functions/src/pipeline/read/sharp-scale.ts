import { slideDisplaySize } from './slide-display-size.js';

/** A sharp crop has at least this many pixels per pixel it covers at its largest on a 1920×1080 slide. */
const SHARPNESS = 2;
/** Bounds on a crop drawn from the vectors: 720 dpi, and 16 megapixels. */
const MAX_SCALE = 720 / 72;
const MAX_PIXELS = 16_000_000;

/** Pixels per point a crop of `cut` (in points) needs to be sharp on a slide, within the bounds above. */
export function sharpScale(cut: readonly [number, number, number, number]): number {
  const width = Math.max(1e-3, cut[2] - cut[0]);
  const height = Math.max(1e-3, cut[3] - cut[1]);
  const shown = slideDisplaySize(width, height);
  return Math.min(MAX_SCALE, Math.sqrt(MAX_PIXELS / (width * height)), (SHARPNESS * shown.width) / width);
}
