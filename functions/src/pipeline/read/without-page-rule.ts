import { isInk, type Pixels } from './ink-bounds.js';
import type { Rect } from './rect.js';

/** How far below the running head's text its rule may sit, how thick it may be, and the white under it, in points. */
const REACH = 12;
const THICKNESS = 2.5;
const CLEARANCE = 4;

/**
 * A region that starts right under the running head often starts with the head's rule: a thin line
 * across the text block with white below it (and one that ends at the running foot, with the foot's
 * rule). Returns the region without that rule, or unchanged when its `edge` holds something else.
 * Rectangles in pixels; `scale` is pixels per point.
 */
export function withoutPageRule(
  pixels: Pixels,
  region: Rect,
  scale: number,
  edge: 'top' | 'bottom' = 'top',
): Rect {
  const channels = pixels.channels ?? 4;
  const x0 = Math.max(0, Math.floor(region.x0));
  const x1 = Math.min(pixels.width, Math.ceil(region.x1));
  const y0 = Math.max(0, Math.floor(region.y0));
  const y1 = Math.min(pixels.height, Math.ceil(region.y1));
  const width = x1 - x0;
  if (width <= 0) return region;
  const inkShare = (y: number): number => {
    let count = 0;
    for (let x = x0; x < x1; x += 1) if (isInk(pixels, (y * pixels.width + x) * channels)) count += 1;
    return count / width;
  };
  // Rows walked from the edge inwards.
  const dir = edge === 'top' ? 1 : -1;
  const from = edge === 'top' ? y0 : y1 - 1;
  const inRegion = (y: number): boolean => y >= y0 && y < y1;
  const reach = Math.ceil(REACH * scale);
  let start = from;
  while (Math.abs(start - from) < reach && inRegion(start) && inkShare(start) === 0) start += dir;
  if (Math.abs(start - from) >= reach || !inRegion(start)) return region;
  let end = start;
  while (inRegion(end) && inkShare(end) > 0) end += dir;
  if (Math.abs(end - start) > THICKNESS * scale) return region;
  // A rule runs across the region; a row of a graphic's tick marks or dots does not.
  let longest = 0;
  for (let y = start; y !== end; y += dir) longest = Math.max(longest, inkShare(y));
  if (longest < 0.6) return region;
  for (let y = end; inRegion(y) && Math.abs(y - end) < Math.ceil(CLEARANCE * scale); y += dir)
    if (inkShare(y) > 0) return region;
  return edge === 'top' ? { ...region, y0: end } : { ...region, y1: end + 1 };
}
