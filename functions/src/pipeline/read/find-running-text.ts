import type { PageText, TextLine } from './page-text.js';

/** Bare page numbers sit close to the edge; repeated running heads can sit lower (JCAP's at 13%). */
const NUMBER_MARGIN = 0.09;
const HEAD_MARGIN = 0.14;
const PAGE_NUMBER = /^(?:page\s*)?[-–]?\s*(?:\d{1,4}|[ivxlc]{1,6})\s*[-–]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/** Whether a line is a bare page number ("12", "- 3 -", "Page 4 of 10", "xii"). */
export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text.trim());
}

function signature(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/**
 * Running headers, footers and page numbers: lines in the top or bottom margin whose text (digits
 * ignored) recurs on other pages, and bare page numbers at the very top or bottom of those margins.
 * Lines of digits alone never count as recurring: with digits ignored every table cell and axis tick
 * ("28.07", "0.5") would, and a table at the top of a page would lose its first rows.
 */
export function findRunningText(pages: readonly PageText[]): Set<TextLine> {
  const inset = textInset(pages);
  const inMargin = (line: TextLine, page: PageText, margin: number): boolean =>
    line.bottom < page.height * margin + inset.top || line.top > page.height * (1 - margin) - inset.bottom;
  const marginLines = (page: PageText, margin = HEAD_MARGIN): TextLine[] =>
    page.lines.filter((l) => inMargin(l, page, margin));
  // Where each text sits on each page: a running head keeps its place, a table row that happens to
  // repeat does not.
  const places = new Map<string, { page: number; top: number }[]>();
  for (const page of pages) {
    for (const line of marginLines(page)) {
      const key = signature(line.text);
      if (!/\p{L}/u.test(key)) continue;
      places.set(key, [...(places.get(key) ?? []), { page: page.page, top: line.top }]);
    }
  }
  const pagesWith = (line: TextLine): number =>
    new Set(
      (places.get(signature(line.text)) ?? [])
        .filter((p) => Math.abs(p.top - line.top) <= 3)
        .map((p) => p.page),
    ).size;
  const needed = Math.max(2, Math.ceil(pages.length * 0.25));
  const running = new Set<TextLine>();
  for (const page of pages) {
    // Running text is the page's edge: walking in from the top (or up from the bottom), recurring
    // lines count until the first line that does not recur. A table's header row repeated on several
    // pages sits below the running head, not above it.
    const margin = marginLines(page);
    const recurs = (l: TextLine): boolean => pagesWith(l) >= needed;
    const fromEdge = (lines: TextLine[]): void => {
      for (const line of lines) {
        // The page number at the very edge (added below) does not end the running foot above it.
        if (isPageNumber(line.text)) continue;
        if (!recurs(line)) break;
        running.add(line);
      }
    };
    fromEdge(margin.filter((l) => l.top < page.height / 2).sort((a, b) => a.top - b.top));
    fromEdge(margin.filter((l) => l.top >= page.height / 2).sort((a, b) => b.bottom - a.bottom));
    // A page number is the outermost line: nothing of the page lies above a number at the top, or
    // below one at the bottom (a tick label of a figure or a cell of a table has text beyond it).
    for (const line of outermostNumbers(page, NUMBER_MARGIN, inMargin)) running.add(line);
  }
  // A page number set further in (LaTeX's article class prints it an eighth of the page up) counts
  // when it numbers the pages in step: its value less its page's is the same on enough pages.
  const numbered = pages.flatMap((page) =>
    outermostNumbers(page, HEAD_MARGIN, inMargin).flatMap((line) => {
      const offset = numberOffset(line, page);
      return offset === undefined ? [] : [{ line, offset }];
    }),
  );
  const pagesAt = new Map<number, number>();
  for (const { offset } of numbered) pagesAt.set(offset, (pagesAt.get(offset) ?? 0) + 1);
  const inStep = numbered
    .filter(({ offset }) => (pagesAt.get(offset) ?? 0) >= needed)
    .map(({ line }) => line);
  for (const line of inStep) running.add(line);
  // A page numbered out of step (a title page counted apart, "1" before the body's "1") still prints
  // its number where the others sit.
  const centre = (line: TextLine): number => (line.x0 + line.x1) / 2;
  for (const { line } of numbered)
    if (
      inStep.some(
        (other) =>
          Math.abs(other.baseline - line.baseline) <= 2 &&
          Math.abs(centre(other) - centre(line)) <= line.size,
      )
    )
      running.add(line);
  return running;
}

/**
 * Bare page numbers in `page`'s top or bottom `margin` that are its outermost line: nothing of the
 * page lies above a number at the top, or below one at the bottom (a tick label of a figure or a
 * cell of a table has text beyond it).
 */
function outermostNumbers(
  page: PageText,
  margin: number,
  inMargin: (line: TextLine, page: PageText, margin: number) => boolean,
): TextLine[] {
  const top = Math.min(...page.lines.map((l) => l.top));
  const bottom = Math.max(...page.lines.map((l) => l.bottom));
  return page.lines.filter((line) => {
    const outermost =
      line.top < page.height / 2
        ? line.top <= top + line.size * 0.5
        : line.bottom >= bottom - line.size * 0.5;
    return inMargin(line, page, margin) && outermost && PAGE_NUMBER.test(line.text);
  });
}

/**
 * How much further in than usual the pages' text starts, at the top and at the bottom: a book printed
 * on paper larger than its pages (a chapter's text block set in the middle of an A4 sheet) sets its
 * running heads a sixth of the way down. Usual is 6% of the page; the typical page's outermost line
 * (the median over the pages) says where this document starts.
 */
function textInset(pages: readonly PageText[]): { top: number; bottom: number } {
  const usual = 0.06;
  // A page of a few lines (a figure's, a chapter's last) says little of where the text block starts.
  const filled = pages.filter((page) => page.lines.length >= 10);
  const median = (values: number[]): number =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const top = median(filled.map((page) => Math.min(...page.lines.map((l) => l.top)) / page.height));
  const bottom = median(filled.map((page) => 1 - Math.max(...page.lines.map((l) => l.bottom)) / page.height));
  const height = median(filled.map((page) => page.height));
  const most = 0.1;
  return {
    top: Math.min(most, Math.max(0, top - usual)) * height,
    bottom: Math.min(most, Math.max(0, bottom - usual)) * height,
  };
}

/** How far an arabic page number is from its page's place in the file, or undefined for other text. */
function numberOffset(line: TextLine, page: PageText): number | undefined {
  const value = /^\s*(?:page\s*)?[-–]?\s*(\d{1,4})\s*[-–]?/i.exec(line.text)?.[1];
  return value === undefined ? undefined : Number(value) - page.page;
}
