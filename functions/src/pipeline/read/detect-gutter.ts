import type { TextLine } from './page-text.js';

/** Rows where a line ending left of `x` and a line starting right of it overlap vertically (columns need not share baselines). */
function sideBySide(lines: readonly TextLine[], x: number): number {
  const left = lines.filter((l) => l.x1 <= x + 1);
  const right = lines.filter((l) => l.x0 >= x - 1);
  let rows = 0;
  for (const l of left) if (right.some((r) => Math.abs(r.baseline - l.baseline) < l.size * 0.9)) rows += 1;
  return rows;
}

/**
 * Finds the vertical gap between two text columns: the x in the middle of the page crossed by the
 * fewest lines, accepted when enough wide lines sit fully on each side and few lines cross it, or,
 * on a page whose full-width title, abstract or floats cross it, when many rows hold a line on each
 * side. Undefined for a single-column page.
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
  if (left < 5 || right < 5) return undefined;
  if (best.crossing <= (left + right) * 0.35) return gutter;
  return sideBySide(wide, gutter) >= Math.max(8, best.crossing * 0.5) ? gutter : undefined;
}
