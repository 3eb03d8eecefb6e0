import { isInk, type Pixels } from './ink-bounds.js';
import type { Rect } from './rect.js';

/**
 * Grows an ink box left and right past the region it was found in, for as long as ink continues
 * with no white gap of `gap` pixels: a table whose rules run past the text block (the last column
 * empty on a continued page) or a graphic set into the margin. Text in `masks` does not count as ink.
 * Rectangles in pixels; `step` samples every n-th row.
 */
export function extendSideways(
  pixels: Pixels,
  box: Rect,
  masks: readonly Rect[],
  gap: number,
  step = 1,
): Rect {
  const channels = pixels.channels ?? 4;
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(pixels.height, Math.ceil(box.y1));
  const rows = masks.filter((m) => m.y1 > y0 && m.y0 < y1);
  const inkAt = (x: number): boolean => {
    for (let y = y0; y < y1; y += step) {
      if (!isInk(pixels, (y * pixels.width + x) * channels)) continue;
      if (!rows.some((m) => x >= m.x0 && x < m.x1 && y >= m.y0 && y < m.y1)) return true;
    }
    return false;
  };
  const reach = (from: number, direction: 1 | -1): number => {
    let edge = from;
    let blank = 0;
    for (let x = from + direction; x >= 0 && x < pixels.width && blank < gap; x += direction) {
      if (inkAt(x)) {
        edge = x;
        blank = 0;
      } else blank += 1;
    }
    return edge;
  };
  const x0 = reach(Math.max(0, Math.floor(box.x0)), -1);
  const x1 = reach(Math.min(pixels.width - 1, Math.ceil(box.x1) - 1), 1) + 1;
  return { ...box, x0: Math.min(box.x0, x0), x1: Math.max(box.x1, x1) };
}
