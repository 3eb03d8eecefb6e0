import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FontFacts } from './decode-run-text.js';

/**
 * What the PDF says of a document's fonts (name "CMMI10", widths) by pdfjs's name for them
 * ("g_d0_f3"). pdfjs hands a font to the caller only with a page's operator list, so a page pays for
 * one only when it brings a font not named before that a decoder may need (see `mayNeedDecoding`).
 * Needs `fontExtraProperties` on open.
 */
export class PdfFonts {
  private readonly facts = new Map<string, FontFacts | undefined>();

  /** Learns the facts of `fonts` (pdfjs names of fonts used on `page`). */
  async learn(page: PDFPageProxy, fonts: Iterable<string>): Promise<void> {
    const fresh = [...new Set(fonts)].filter((font) => !this.facts.has(font));
    if (fresh.length === 0) return;
    try {
      await page.getOperatorList();
    } catch {
      // A page whose drawing cannot be read still has its text; its fonts stay unnamed.
    }
    for (const font of fresh) this.facts.set(font, factsOf(page, font));
  }

  /** The facts of the font pdfjs calls `font`, or undefined when they are not known. */
  get(font: string): FontFacts | undefined {
    return this.facts.get(font);
  }
}

function factsOf(page: PDFPageProxy, font: string): FontFacts | undefined {
  let loaded: unknown;
  try {
    loaded = page.commonObjs.get(font);
  } catch {
    // Fonts of the text layer that the drawing never loads (annotations' faces) have no object.
    return undefined;
  }
  if (typeof loaded !== 'object' || loaded === null) return undefined;
  const { name, widths } = loaded as { name?: unknown; widths?: unknown };
  if (typeof name !== 'string') return undefined;
  return {
    name,
    widths: typeof widths === 'object' && widths !== null ? (widths as Record<number, number>) : undefined,
  };
}
