import type { PageText, TextLine } from './page-text.js';

/** The body text's style, measured over the whole paper. */
export interface BodyStyle {
  size: number;
  font: string;
}

function words(text: string): number {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  return (text.match(/[\p{L}]{2,}/gu) ?? []).length + Math.floor(cjk / 2);
}

const extents = new WeakMap<readonly TextLine[], { x0: number; x1: number }>();

/** Left and right edges of all the page's text, measured once per page (every line asks). */
function textExtent(page: PageText): { x0: number; x1: number } {
  let extent = extents.get(page.lines);
  if (!extent) {
    extent = { x0: Math.min(...page.lines.map((l) => l.x0)), x1: Math.max(...page.lines.map((l) => l.x1)) };
    extents.set(page.lines, extent);
  }
  return extent;
}

/** Extent of the column a line belongs to, for measuring how much of it a line fills. */
export function columnWidth(page: PageText, line: TextLine): number {
  const { x0, x1 } = textExtent(page);
  if (page.gutter === undefined || line.column === -1) return x1 - x0;
  return line.column === 0 ? page.gutter - x0 : x1 - page.gutter;
}

/**
 * Finds the lines of running paragraphs on a page: body-sized lines of words filling most of their
 * column, plus the short first and last lines attached to them. Figure labels, table cells and
 * captions are not prose; this is what bounds a figure's region.
 */
export function markProse(page: PageText, body: BodyStyle): Set<TextLine> {
  const prose = new Set<TextLine>();
  const bodySized = (l: TextLine): boolean => l.size >= body.size * 0.8 && l.size <= body.size * 1.2;
  // Table cells share a baseline within a column; a line of the other column on the same baseline
  // says nothing about this one.
  const rowKey = (l: TextLine): string => `${l.column}:${Math.round(l.baseline)}`;
  const perRow = new Map<string, number>();
  for (const l of page.lines) perRow.set(rowKey(l), (perRow.get(rowKey(l)) ?? 0) + 1);
  const alone = (l: TextLine): boolean => l.neighbours === 0 || perRow.get(rowKey(l)) === 1;
  for (const line of page.lines) {
    const w = words(line.text);
    const letters = (line.text.match(/\p{L}/gu) ?? []).length;
    const wideEnough = line.x1 - line.x0 >= columnWidth(page, line) * 0.5;
    if (bodySized(line) && w >= 5 && wideEnough && alone(line) && letters >= line.text.length * 0.55)
      prose.add(line);
  }
  // Paragraphs start at their column's left edge (or one indent in); a wrapped table cell set far to
  // the right of it, alone on its row, is still part of the table.
  const edges = new Map<number, Map<number, number>>();
  for (const l of prose) {
    const counts = edges.get(l.column) ?? new Map<number, number>();
    counts.set(Math.round(l.x0), (counts.get(Math.round(l.x0)) ?? 0) + 1);
    edges.set(l.column, counts);
  }
  const rights = new Map<number, number>();
  for (const l of prose) rights.set(l.column, Math.max(rights.get(l.column) ?? -Infinity, l.x1));
  for (const l of [...prose]) {
    const left = [...(edges.get(l.column) ?? new Map<number, number>()).entries()].sort(
      (a, b) => b[1] - a[1],
    )[0]?.[0];
    const right = rights.get(l.column) ?? l.x1;
    // A block indented on both sides (an abstract, a quotation) stays prose.
    const centred = left !== undefined && Math.abs(l.x0 - left - (right - l.x1)) <= l.size * 2;
    if (left !== undefined && l.x0 - left > l.size * 4 && !centred) prose.delete(l);
  }
  // Paragraph first/last lines are short; they belong to the prose they touch.
  const sorted = [...page.lines].sort((a, b) => a.top - b.top);
  for (let pass = 0; pass < 2; pass += 1) {
    for (const line of sorted) {
      if (prose.has(line) || !bodySized(line) || words(line.text) < 1 || !alone(line)) continue;
      const touching = sorted.find(
        (p) =>
          prose.has(p) &&
          p.column === line.column &&
          Math.abs(p.baseline - line.baseline) <= line.size * 1.6 &&
          p.baseline !== line.baseline &&
          Math.abs(p.x0 - line.x0) <= line.size * 2,
      );
      if (touching) prose.add(line);
    }
  }
  return prose;
}
