import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { encodeOpaquePng } from '../system/encode-opaque-png.js';
import type { PageTurn } from './page-text.js';
import { turnedRotation } from './read-page-text.js';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/**
 * Renders one rectangle of a page (in points, origin top-left) from the PDF's vectors at `scale`
 * pixels per point, straight into a PNG: only the rectangle is rasterised, so a small figure can be
 * drawn at many times the page render's resolution without drawing the whole page that large. A page
 * read turned (`turn`) is drawn turned, as its boxes were measured.
 */
export async function renderRegion(
  doc: PDFDocumentProxy,
  pageNumber: number,
  box: readonly [number, number, number, number],
  scale: number,
  turn?: PageTurn | undefined,
): Promise<{ png: Promise<Buffer>; width: number; height: number }> {
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale, rotation: turnedRotation(page, turn) });
    const width = Math.max(1, Math.round((box[2] - box[0]) * scale));
    const height = Math.max(1, Math.round((box[3] - box[1]) * scale));
    const canvas = createCanvas(width, height);
    // pdfjs types its parameters with DOM canvases; @napi-rs/canvas is what pdfjs itself uses in Node.
    const parameters = {
      canvas,
      viewport,
      background: '#ffffff',
      transform: [1, 0, 0, 1, -box[0] * scale, -box[1] * scale],
    } as unknown as RenderParameters;
    await page.render(parameters).promise;
    // Opaque (drawn over white), so the quick RGB encoder will do: these crops are the largest pictures made.
    return { png: encodeOpaquePng(canvas.data(), width, height), width, height };
  } finally {
    page.cleanup();
  }
}
