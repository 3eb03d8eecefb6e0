import type { PageText } from './page-text.js';
import { readingOrder } from './reading-order.js';

/**
 * Gives a two-column paper's gutter to the pages where it was not detected on its own (a page
 * mostly taken by a table or figure, a first page whose full-width abstract leaves the columns a few
 * lines at its foot), as long as almost no text line crosses it there or a few rows of it hold a
 * column's line on either side, and puts those pages' lines back in reading order.
 */
export function harmonizeGutters(pages: readonly PageText[]): PageText[] {
  const gutters = pages
    .map((p) => p.gutter)
    .filter((g): g is number => g !== undefined)
    .sort((a, b) => a - b);
  if (gutters.length < Math.max(1, pages.length / 2)) return [...pages];
  const gutter = gutters[Math.floor(gutters.length / 2)] ?? 0;
  return pages.map((page) => {
    if (page.gutter !== undefined || page.lines.length === 0) return page;
    const crossing = page.lines.filter((l) => l.x0 < gutter - 2 && l.x1 > gutter + 2).length;
    if (crossing > page.lines.length * 0.15 && columnRows(page, gutter) < 3) return page;
    return { ...page, gutter, lines: readingOrder(page.lines, gutter) };
  });
}

/**
 * Rows holding a line of each column: lines each at least a third of the page wide (a column's line;
 * a table's cells are narrower) on the two sides of the gutter, on one baseline.
 */
function columnRows(page: PageText, gutter: number): number {
  const wide = page.lines.filter((l) => l.x1 - l.x0 >= page.width * 0.3);
  const right = wide.filter((l) => l.x0 >= gutter - 2);
  return wide.filter(
    (l) => l.x1 <= gutter + 2 && right.some((r) => Math.abs(r.baseline - l.baseline) < l.size * 0.9),
  ).length;
}
