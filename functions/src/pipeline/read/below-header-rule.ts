import { isInk, type Pixels } from './ink-bounds.js';
import type { Rect } from './rect.js';

/** How far below the running head's text its rule may sit, how thick it may be, and the white under it, in points. */
const REACH = 12;
const THICKNESS = 2.5;
const CLEARANCE = 4;

/**
 * A region that starts right under the running head often starts with the head's rule: a thin line
 * across the text block with white below it. Returns the region starting under that rule, or the
 * region unchanged when its top holds something else. Rectangles in pixels; `scale` is pixels per point.
 */
export function belowHeaderRule(pixels: Pixels, region: Rect, scale: number): Rect {
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
  const limit = Math.min(y1, y0 + Math.ceil(REACH * scale));
  let top = y0;
  while (top < limit && inkShare(top) === 0) top += 1;
  if (top >= limit) return region;
  let bottom = top;
  while (bottom < y1 && inkShare(bottom) > 0) bottom += 1;
  if (bottom - top > THICKNESS * scale) return region;
  // A rule runs across the region; a row of a graphic's tick marks or dots does not.
  let longest = 0;
  for (let y = top; y < bottom; y += 1) longest = Math.max(longest, inkShare(y));
  if (longest < 0.6) return region;
  for (let y = bottom; y < Math.min(y1, bottom + Math.ceil(CLEARANCE * scale)); y += 1) if (inkShare(y) > 0) return region;
  return { ...region, y0: bottom };
}
