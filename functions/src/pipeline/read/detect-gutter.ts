import type { TextLine } from './page-text.js';

/**
 * Finds the vertical gap between two text columns: the x in the middle of the page crossed by the
 * fewest lines, accepted only when enough wide lines sit fully on each side. Undefined for a
 * single-column page.
 */
export function detectGutter(lines: readonly TextLine[], pageWidth: number): number | undefined {
  const wide = lines.filter((l) => l.x1 - l.x0 > pageWidth * 0.2);
  if (wide.length < 10) return undefined;
  let best: { x: number; crossing: number; run: number } | undefined;
  let runStart = -1;
  let previousCrossing = -1;
  for (let x = Math.round(pageWidth * 0.35); x <= Math.round(pageWidth * 0.65); x += 1) {
    const crossing = wide.filter((l) => l.x0 < x - 1 && l.x1 > x + 1).length;
    if (crossing !== previousCrossing) runStart = x;
    previousCrossing = crossing;
    const run = x - runStart;
    if (!best || crossing < best.crossing || (crossing === best.crossing && run > best.run)) {
      best = { x: (x + runStart) / 2, crossing, run };
    }
  }
  if (!best) return undefined;
  const gutter = best.x;
  const left = wide.filter((l) => l.x1 <= gutter + 1).length;
  const right = wide.filter((l) => l.x0 >= gutter - 1).length;
  if (left < 5 || right < 5 || best.crossing > (left + right) * 0.35) return undefined;
  return gutter;
}
