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
 * ignored) recurs on other pages, and bare page numbers anywhere in those margins.
 */
export function findRunningText(pages: readonly PageText[]): Set<TextLine> {
  const marginLines = (page: PageText, margin = HEAD_MARGIN): TextLine[] =>
    page.lines.filter((l) => l.bottom < page.height * margin || l.top > page.height * (1 - margin));
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(marginLines(page).map((l) => signature(l.text)))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(pages.length * 0.25));
  const running = new Set<TextLine>();
  for (const page of pages) {
    for (const line of marginLines(page)) {
      if ((counts.get(signature(line.text)) ?? 0) >= needed) running.add(line);
    }
    for (const line of marginLines(page, NUMBER_MARGIN)) {
      if (PAGE_NUMBER.test(line.text)) running.add(line);
    }
  }
  return running;
}
