import type { Rect } from './rect.js';

/** An RGBA image as a canvas returns it. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The bounding box of the ink (non-white pixels) inside `area`, ignoring the `masks` (body-text lines
 * that must not stretch the box). All rectangles are in pixels. Undefined when the area is blank.
 * `step` samples every n-th pixel in both directions: a high-resolution render read as a low one.
 */
export function inkBounds(pixels: Pixels, area: Rect, masks: readonly Rect[] = [], step = 1): Rect | undefined {
  const x0 = Math.max(0, Math.floor(area.x0));
  const y0 = Math.max(0, Math.floor(area.y0));
  const x1 = Math.min(pixels.width, Math.ceil(area.x1));
  const y1 = Math.min(pixels.height, Math.ceil(area.y1));
  const relevant = masks.filter((m) => m.x1 > x0 && m.x0 < x1 && m.y1 > y0 && m.y0 < y1);
  let box: Rect | undefined;
  let count = 0;
  for (let y = y0; y < y1; y += step) {
    const rowMasks = relevant.filter((m) => y >= m.y0 && y < m.y1);
    for (let x = x0; x < x1; x += step) {
      const i = (y * pixels.width + x) * 4;
      const alpha = pixels.data[i + 3] ?? 0;
      if (alpha < 32) continue;
      const darkest = Math.min(pixels.data[i] ?? 255, pixels.data[i + 1] ?? 255, pixels.data[i + 2] ?? 255);
      if (darkest > 225) continue;
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
  return count >= 4 && box ? { x0: box.x0, y0: box.y0, x1: Math.min(box.x1, x1), y1: Math.min(box.y1, y1) } : undefined;
}
