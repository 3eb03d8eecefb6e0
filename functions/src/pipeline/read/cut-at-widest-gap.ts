import { isInk, type Pixels } from './ink-bounds.js';
import type { Rect } from './rect.js';

/**
 * When a region holds two graphics stacked vertically (a table right above the next figure), cuts
 * it at the widest run of blank rows and keeps the part on the caption's side. Rectangles are in
 * pixels; `masks` hide text that is not part of either graphic. Returns the area unchanged when
 * there is no blank run of at least `minGap` rows between ink.
 */
export function cutAtWidestGap(
  pixels: Pixels,
  area: Rect,
  keep: 'top' | 'bottom',
  masks: readonly Rect[],
  minGap: number,
): Rect {
  const x0 = Math.max(0, Math.floor(area.x0));
  const x1 = Math.min(pixels.width, Math.ceil(area.x1));
  const y0 = Math.max(0, Math.floor(area.y0));
  const y1 = Math.min(pixels.height, Math.ceil(area.y1));
  const channels = pixels.channels ?? 4;
  const inked: boolean[] = [];
  for (let y = y0; y < y1; y += 1) {
    const rowMasks = masks.filter((m) => y >= m.y0 && y < m.y1);
    let ink = false;
    for (let x = x0; x < x1 && !ink; x += 1) {
      if (!isInk(pixels, (y * pixels.width + x) * channels)) continue;
      if (rowMasks.some((m) => x >= m.x0 && x < m.x1)) continue;
      ink = true;
    }
    inked.push(ink);
  }
  const firstInk = inked.indexOf(true);
  const lastInk = inked.lastIndexOf(true);
  let best: { start: number; end: number } | undefined;
  let start = -1;
  for (let i = firstInk; i >= 0 && i <= lastInk; i += 1) {
    if (!inked[i]) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (!best || i - start > best.end - best.start) best = { start, end: i };
      start = -1;
    }
  }
  if (!best || best.end - best.start < minGap) return area;
  return keep === 'top' ? { ...area, y1: y0 + best.start } : { ...area, y0: y0 + best.end };
}
