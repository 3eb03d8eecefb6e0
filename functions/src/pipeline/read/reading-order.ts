import type { TextLine } from './page-text.js';

/** The lines between two full-width lines (or the page's edges), by column. */
interface Band {
  /** Full-width lines above the band: a title, a wide figure's labels or caption. */
  spans: TextLine[];
  left: TextLine[];
  right: TextLine[];
}

const ENDS_SENTENCE = /[.!?:。！？]["”’)]?$/;
const STARTS_LOWER = /^\p{Ll}/u;
/** Share of the column's width that a line inside a paragraph fills. */
const FULL_LINE = 0.7;
/** Points within which two lines' tops and baselines are one row. */
const SAME_ROW = 0.5;

/**
 * Whether the left column runs on below a full-width float before the right column starts: the
 * left column stops mid-sentence above the float, on a line that fills the column as a line of a
 * paragraph does (not a label of a figure or a cell of a table, which end anywhere), and its
 * sentence goes on below it, while the right column above the float starts a sentence of its own.
 */
function flowsOnBelow(above: Band, below: Band, leftWidth: number): boolean {
  const lastLeft = above.left.at(-1);
  const nextLeft = below.left[0];
  const firstRight = above.right[0];
  if (!lastLeft || !nextLeft || !firstRight || below.spans.length === 0) return false;
  if (lastLeft.x1 - lastLeft.x0 < leftWidth * FULL_LINE) return false;
  return (
    !ENDS_SENTENCE.test(lastLeft.text) &&
    STARTS_LOWER.test(nextLeft.text) &&
    !STARTS_LOWER.test(firstRight.text)
  );
}

/**
 * Lines from the top of the page down, and left to right along a row. A justified line cut into words
 * at its wide spaces keeps its words in order though their positions differ in the last bits
 * (positions worked out along a line do not land on exactly one value).
 */
function topToBottom(lines: readonly TextLine[]): TextLine[] {
  const rows: TextLine[][] = [];
  for (const line of [...lines].sort((a, b) => a.top - b.top || a.x0 - b.x0)) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (
      row &&
      first &&
      Math.abs(line.top - first.top) < SAME_ROW &&
      Math.abs(line.baseline - first.baseline) < SAME_ROW
    )
      row.push(line);
    else rows.push([line]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x0 - b.x0));
}

/**
 * Puts a page's lines in reading order and sets each line's column. With a gutter, the page is cut
 * into bands at lines that span both columns (titles, wide figures and captions); inside a band the
 * left column is read before the right one. Where a full-width float interrupts columns that flow
 * past it (the left column's sentence goes on below the float), both columns are read whole instead.
 */
export function readingOrder(lines: readonly TextLine[], gutter: number | undefined): TextLine[] {
  const byTop = topToBottom(lines);
  if (gutter === undefined) {
    for (const line of byTop) line.column = 0;
    return byTop;
  }
  const bands: Band[] = [{ spans: [], left: [], right: [] }];
  for (const line of byTop) {
    let band = bands.at(-1) as Band;
    if (line.x1 <= gutter + 2) {
      line.column = 0;
      band.left.push(line);
    } else if (line.x0 >= gutter - 2) {
      line.column = 1;
      band.right.push(line);
    } else {
      line.column = -1;
      if (band.left.length > 0 || band.right.length > 0) {
        band = { spans: [], left: [], right: [] };
        bands.push(band);
      }
      band.spans.push(line);
    }
  }
  const leftWidth = gutter - Math.min(...lines.map((l) => l.x0));
  const ordered: TextLine[] = [];
  let current: Band | undefined;
  const flush = (): void => {
    if (current) ordered.push(...current.spans, ...current.left, ...current.right);
  };
  for (const band of bands) {
    if (current && flowsOnBelow(current, band, leftWidth)) {
      // The float's own lines stay with the float, before the columns that flow around it.
      current = {
        spans: [...current.spans, ...band.spans],
        left: [...current.left, ...band.left],
        right: [...current.right, ...band.right],
      };
      continue;
    }
    flush();
    current = band;
  }
  flush();
  return ordered;
}
