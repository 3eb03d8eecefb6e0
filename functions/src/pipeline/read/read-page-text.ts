import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readGlyphCodes } from './code-named-glyphs.js';
import { decodeRunText, mayNeedDecoding } from './decode-run-text.js';
import { withoutLineNumbers } from './without-line-numbers.js';
import { detectGutter } from './detect-gutter.js';
import type { PdfFonts } from './pdf-fonts.js';
import { groupLines } from './group-lines.js';
import type { PageText, PageTurn, TextRun } from './page-text.js';
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

/** Text too little to tell a page's direction by: a few sideways words are a stamp, not a page. */
const MIN_TURNED_CHARACTERS = 150;

type PageViewport = ReturnType<PDFPageProxy['getViewport']>;

/** The items' characters that read left to right in `viewport`, and those that do not. */
function countUpright(
  items: readonly RawItem[],
  viewport: PageViewport,
): { upright: number; sideways: number } {
  let upright = 0;
  let sideways = 0;
  for (const item of items) {
    const [a = 0, b = 0, c = 0] = Util.transform(viewport.transform, item.transform) as number[];
    const length = item.str.trim().length;
    if (Math.abs(b) > 1e-3 || Math.abs(c) > 1e-3 || a <= 0) sideways += length;
    else upright += length;
  }
  return { upright, sideways };
}

/**
 * The turn that makes a page printed sideways read upright, or undefined when most of its text
 * already does: a landscape table or figure set rotated on a portrait page is read, and cropped,
 * turned.
 */
function pageTurn(page: PDFPageProxy, items: readonly RawItem[]): PageTurn | undefined {
  const { upright, sideways } = countUpright(items, page.getViewport({ scale: 1 }));
  if (sideways < MIN_TURNED_CHARACTERS || sideways < upright * 2) return undefined;
  const turns: PageTurn[] = [90, 270];
  const best = turns
    .map((turn) => ({
      turn,
      upright: countUpright(items, page.getViewport({ scale: 1, rotation: turnedRotation(page, turn) }))
        .upright,
    }))
    .sort((x, y) => y.upright - x.upright)[0];
  return best && best.upright > upright ? best.turn : undefined;
}

/** The rotation to give pdfjs for a page turned by `turn` (on top of the page's own /Rotate). */
export function turnedRotation(page: PDFPageProxy, turn: PageTurn | undefined): number {
  return (page.rotate + (turn ?? 0)) % 360;
}

/**
 * A page's text layer as lines in reading order. Rotated text (arXiv stamps in the margin, rotated
 * table headers) is set aside in `marginal`: it is never part of the narrative. A page whose text is
 * mostly sideways is read turned (see {@link pageTurn}). `fonts` holds what the document says of its fonts,
 * learnt page by page, which decode maths set in TeX's fonts.
 */
export async function readPageText(
  page: PDFPageProxy,
  pageNumber: number,
  fonts: PdfFonts,
): Promise<PageText> {
  const content = await page.getTextContent();
  const raw: RawItem[] = [];
  for (const item of content.items as unknown[]) if (isTextItem(item)) raw.push(item);
  fonts.noteCodeNamedFaces(raw);
  for (const [i, item] of raw.entries())
    if (fonts.isCodeNamed(item.fontName)) raw[i] = { ...item, str: readGlyphCodes(item.str) };
  await fonts.learn(
    page,
    raw.filter((item) => mayNeedDecoding(item.str)).map((item) => item.fontName),
  );
  const items: RawItem[] = [];
  for (const item of raw) {
    const str = decodeRunText(item.str, fonts.get(item.fontName));
    if (str.trim() !== '') items.push(str === item.str ? item : { ...item, str });
  }
  const turn = pageTurn(page, items);
  const viewport = page.getViewport({ scale: 1, rotation: turnedRotation(page, turn) });
  const upright: TextRun[] = [];
  const marginal: string[] = [];
  for (const item of items) {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = Util.transform(
      viewport.transform,
      item.transform,
    ) as number[];
    if (Math.abs(b) > 1e-3 || Math.abs(c) > 1e-3 || a <= 0) {
      marginal.push(item.str);
      continue;
    }
    upright.push({ text: item.str, x: e, y: f, width: item.width, size: Math.abs(d), font: item.fontName });
    fonts.notePitch(item.fontName, item.str, item.width, Math.abs(d));
  }
  const runs = upright.map((run) => {
    const scale = fonts.sizeScale(run.font);
    return scale === 1 ? run : { ...run, size: run.size * scale };
  });
  const text = withoutLineNumbers(runs);
  const grouped = groupLines(text, pageNumber);
  const gutter = detectGutter(grouped, viewport.width);
  // Columns set close together share a row where their baselines meet; once the gutter is known,
  // a gap over it parts them.
  const lines = await fonts.withLigatures(
    page,
    gutter !== undefined && grouped.some((l) => l.x0 < gutter && l.x1 > gutter)
      ? groupLines(text, pageNumber, gutter)
      : grouped,
  );
  return {
    page: pageNumber,
    width: viewport.width,
    height: viewport.height,
    lines: readingOrder(lines, gutter),
    gutter,
    marginal,
    ...(turn ? { turn } : {}),
  };
}
