import type { PaperDocument } from '../document.js';
import { PipelineError, isPipelineError, throwIfCancelled } from '../errors.js';
import type { OnStageProgress } from '../progress.js';
import type { Binaries } from '../system/binaries.js';
import { analyzeLayout } from './analyze-layout.js';
import { checkPdfSignature } from './check-pdf-signature.js';
import { cropFigures } from './crop-figures.js';
import { openPdf } from './open-pdf.js';
import { PageRenderer } from './page-renderer.js';
import { parseCaption } from './parse-caption.js';
import type { PageText } from './page-text.js';
import { markMonospaceLines, PdfFonts } from './pdf-fonts.js';
import { readPageText } from './read-page-text.js';
import { requireTextLayer } from './text-layer.js';

/** Options of {@link extractDocument}. */
export interface ExtractDocumentOptions {
  /** Folder where figure/table PNG crops are written (the caller owns and removes it). */
  workDir: string;
  password?: string | undefined;
  /** mutool repairs damaged files. */
  binaries: Binaries;
  signal?: AbortSignal | undefined;
  /** done/total = pages processed. */
  onProgress?: OnStageProgress | undefined;
  /** Figure crop resolution, default 150 (never lower). */
  dpi?: number | undefined;
}

/** "1–5, 7" from [1, 2, 3, 4, 5, 7]. */
function pageRanges(pages: readonly number[]): string {
  const parts: string[] = [];
  let start = pages[0];
  let end = start;
  for (const page of [...pages.slice(1), undefined]) {
    if (page !== undefined && end !== undefined && page === end + 1) {
      end = page;
      continue;
    }
    if (start !== undefined && end !== undefined)
      parts.push(start === end ? String(start) : `${start}–${end}`);
    start = page;
    end = page;
  }
  return parts.join(', ');
}

/**
 * Reads a paper PDF: title, authors, abstract, sections in reading order, references, language, and
 * every figure and table cropped as a PNG into `workDir`. Bad input becomes a PipelineError with a
 * sentence for the user; damaged files are repaired and read as far as they go.
 */
export async function extractDocument(
  pdf: Uint8Array,
  options: ExtractDocumentOptions,
): Promise<PaperDocument> {
  const { signal, onProgress } = options;
  const dpi = Math.max(150, options.dpi ?? 150);
  checkPdfSignature(pdf);
  throwIfCancelled(signal);
  const opened = await openPdf(pdf, { password: options.password, binaries: options.binaries, signal });
  // Pages that may hold a figure start rendering while the rest of the text is read.
  const renderer = new PageRenderer(opened.bytes, {
    dpi,
    password: options.password,
    binaries: options.binaries,
    signal,
  });
  try {
    const { doc, repaired } = opened;
    const pageCount = doc.numPages;
    const pages: PageText[] = [];
    const fonts = new PdfFonts();
    const failed: number[] = [];
    for (let number = 1; number <= pageCount; number += 1) {
      throwIfCancelled(signal);
      try {
        const page = await doc.getPage(number);
        try {
          const text = await readPageText(page, number, fonts);
          pages.push(text);
          if (text.lines.some((l) => parseCaption(l.text))) renderer.request([number]);
        } finally {
          page.cleanup();
        }
      } catch (error) {
        if (isPipelineError(error)) throw error;
        failed.push(number);
      }
      onProgress?.({ done: number, total: pageCount });
    }

    // A rebuilt file keeps its page tree, but the pages past the damage come back empty.
    const readable = repaired ? pages.filter((p) => p.lines.length > 0) : pages;
    if (readable.length === 0 && (repaired || failed.length === pageCount)) {
      throw new PipelineError('damaged_pdf', 'This PDF is damaged and none of its pages could be read.');
    }
    requireTextLayer(pages);
    markMonospaceLines(pages, fonts);

    const warnings: string[] = [];
    const readNumbers = readable.map((p) => p.page);
    if (repaired || failed.length > 0) {
      warnings.push(
        readNumbers.length < pageCount
          ? `This PDF is damaged; only page${readNumbers.length === 1 ? '' : 's'} ${pageRanges(readNumbers)} of ${pageCount} could be read.`
          : 'This PDF was damaged and has been repaired; check that nothing is missing.',
      );
    }

    const layout = analyzeLayout(readable);
    if (layout.title === '') warnings.push('No title was found on the first page.');
    const figures = await cropFigures(doc, layout.figures, {
      workDir: options.workDir,
      dpi,
      signal,
      renderer,
    });
    return {
      title: layout.title,
      authors: layout.authors,
      venue: layout.venue,
      year: layout.year,
      link: layout.link,
      abstract: layout.abstract,
      language: layout.language,
      sections: layout.sections,
      references: layout.references,
      parts: layout.parts,
      figures,
      pageCount,
      pagesRead: readable.length,
      warnings,
    };
  } finally {
    await renderer.close();
    await opened.task.destroy();
  }
}
