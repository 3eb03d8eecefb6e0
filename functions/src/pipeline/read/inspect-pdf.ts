/**
 * A quick look at an uploaded PDF before any job is made: does it open, without a password, with a
 * text layer on its first pages? The sentences are the read stage's own, so an upload refused here
 * says exactly what reading it later would have said.
 */
import { PipelineError } from '../errors.js';
import type { Binaries } from '../system/binaries.js';
import { checkPdfSignature } from './check-pdf-signature.js';
import { openPdf } from './open-pdf.js';
import type { PageText } from './page-text.js';
import { PdfFonts } from './pdf-fonts.js';
import { readPageText } from './read-page-text.js';
import { requireTextLayer } from './text-layer.js';

export interface InspectPdfOptions {
  binaries: Binaries;
  password?: string | undefined;
  /** How many leading pages are read for text; a paper has its abstract on the first. Default 3. */
  samplePages?: number | undefined;
  signal?: AbortSignal | undefined;
}

export interface PdfInspection {
  pageCount: number;
}

/**
 * The page count of a PDF that the read stage can open and that has text, or the PipelineError
 * (not_pdf, empty_file, password_required, wrong_password, damaged_pdf, no_text) that explains why not.
 */
export async function inspectPdf(bytes: Uint8Array, options: InspectPdfOptions): Promise<PdfInspection> {
  checkPdfSignature(bytes);
  const opened = await openPdf(bytes, {
    binaries: options.binaries,
    password: options.password,
    signal: options.signal,
  });
  try {
    const { doc } = opened;
    const sample = Math.min(doc.numPages, Math.max(1, options.samplePages ?? 3));
    const pages: PageText[] = [];
    const fonts = new PdfFonts();
    for (let number = 1; number <= sample; number += 1) {
      try {
        const page = await doc.getPage(number);
        try {
          pages.push(await readPageText(page, number, fonts));
        } finally {
          page.cleanup();
        }
      } catch {
        // A damaged page is the read stage's to report ("only pages … could be read").
      }
    }
    if (pages.every((page) => page.lines.length === 0) && (opened.repaired || pages.length === 0)) {
      throw new PipelineError('damaged_pdf', 'This PDF is damaged and none of its pages could be read.');
    }
    requireTextLayer(pages);
    return { pageCount: doc.numPages };
  } finally {
    await opened.task.destroy();
  }
}
