import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The font object pdfjs loaded for `font` (its name for a face, "g_d0_f3") while drawing `page`, or
 * undefined: a face of the text layer that the drawing never loads (an annotation's) has none.
 * Available once the page's operator list has been read.
 */
export function loadedFont(page: PDFPageProxy, font: string): Record<string, unknown> | undefined {
  let loaded: unknown;
  try {
    loaded = page.commonObjs.get(font);
  } catch {
    return undefined;
  }
  return typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>) : undefined;
}
