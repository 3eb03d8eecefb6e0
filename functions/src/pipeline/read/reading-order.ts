import type { TextLine } from './page-text.js';

/**
 * Puts a page's lines in reading order and sets each line's column. With a gutter, the page is cut
 * into bands at lines that span both columns (titles, wide captions); inside a band the left column
 * is read before the right one.
 */
export function readingOrder(lines: readonly TextLine[], gutter: number | undefined): TextLine[] {
  const byTop = [...lines].sort((a, b) => a.top - b.top || a.x0 - b.x0);
  if (gutter === undefined) {
    for (const line of byTop) line.column = 0;
    return byTop;
  }
  const ordered: TextLine[] = [];
  let left: TextLine[] = [];
  let right: TextLine[] = [];
  const flush = (): void => {
    ordered.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const line of byTop) {
    if (line.x1 <= gutter + 2) {
      line.column = 0;
      left.push(line);
    } else if (line.x0 >= gutter - 2) {
      line.column = 1;
      right.push(line);
    } else {
      line.column = -1;
      flush();
      ordered.push(line);
    }
  }
  flush();
  return ordered;
}
