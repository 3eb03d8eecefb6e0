import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { detectGutter } from './detect-gutter.js';
import { groupLines } from './group-lines.js';
import type { PageText, TextRun } from './page-text.js';
import { readingOrder } from './reading-order.js';

interface RawItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

function isTextItem(item: unknown): item is RawItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/**
 * A page's text layer as lines in reading order. Rotated text (arXiv stamps in the margin, rotated
 * table headers) is set aside in `marginal`: it is never part of the narrative.
 */
export async function readPageText(page: PDFPageProxy, pageNumber: number): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs: TextRun[] = [];
  const marginal: string[] = [];
  for (const item of content.items) {
    if (!isTextItem(item) || item.str.trim() === '') continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = Util.transform(viewport.transform, item.transform) as number[];
    if (Math.abs(b) > 1e-3 || Math.abs(c) > 1e-3 || a <= 0) {
      marginal.push(item.str);
      continue;
    }
    runs.push({ text: item.str, x: e, y: f, width: item.width, size: Math.abs(d), font: item.fontName });
  }
  const lines = groupLines(runs, pageNumber);
  const gutter = detectGutter(lines, viewport.width);
  return { page: pageNumber, width: viewport.width, height: viewport.height, lines: readingOrder(lines, gutter), gutter, marginal };
}
