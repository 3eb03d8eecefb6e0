import type { Rect } from './rect.js';

/** An image as RGBA (what a canvas returns) or RGB (what mutool writes) bytes, row by row. */
export interface Pixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** Bytes per pixel: 4 with alpha, 3 without. Default 4. */
  channels?: 3 | 4 | undefined;
}

/** Whether the pixel at byte offset `i` is ink: opaque and not near-white. */
export function isInk(pixels: Pixels, i: number): boolean {
  if ((pixels.channels ?? 4) === 4 && (pixels.data[i + 3] ?? 0) < 32) return false;
  return Math.min(pixels.data[i] ?? 255, pixels.data[i + 1] ?? 255, pixels.data[i + 2] ?? 255) <= 225;
}

/**
 * The bounding box of the ink (non-white pixels) inside `area`, ignoring the `masks` (body-text lines
 * that must not stretch the box). All rectangles are in pixels. Undefined when the area is blank.
 * `step` samples every n-th pixel in both directions: a high-resolution render read as a low one.
 */
export function inkBounds(
  pixels: Pixels,
  area: Rect,
  masks: readonly Rect[] = [],
  step = 1,
): Rect | undefined {
  const x0 = Math.max(0, Math.floor(area.x0));
  const y0 = Math.max(0, Math.floor(area.y0));
  const x1 = Math.min(pixels.width, Math.ceil(area.x1));
  const y1 = Math.min(pixels.height, Math.ceil(area.y1));
  const relevant = masks.filter((m) => m.x1 > x0 && m.x0 < x1 && m.y1 > y0 && m.y0 < y1);
  const channels = pixels.channels ?? 4;
  let box: Rect | undefined;
  let count = 0;
  for (let y = y0; y < y1; y += step) {
    const rowMasks = relevant.filter((m) => y >= m.y0 && y < m.y1);
    for (let x = x0; x < x1; x += step) {
      if (!isInk(pixels, (y * pixels.width + x) * channels)) continue;
      if (rowMasks.some((m) => x >= m.x0 && x < m.x1)) continue;
      count += 1;
      if (!box) box = { x0: x, y0: y, x1: x + step, y1: y + step };
      else {
        box.x0 = Math.min(box.x0, x);
        box.x1 = Math.max(box.x1, x + step);
        box.y1 = y + step;
      }
    }
  }
  return count >= 4 && box
    ? { x0: box.x0, y0: box.y0, x1: Math.min(box.x1, x1), y1: Math.min(box.y1, y1) }
    : undefined;
}
