/** The lines a hand-written test PDF's first page reads as, for read-stage tests. */
import { resolveBinaries } from '../../system/binaries.js';
import { openPdf } from '../open-pdf.js';
import { PdfFonts } from '../pdf-fonts.js';
import { readPageText } from '../read-page-text.js';

/** The text of each line of `pdf`'s first page, in reading order. */
export async function firstPageLines(pdf: Buffer): Promise<string[]> {
  const opened = await openPdf(pdf, { binaries: resolveBinaries() });
  try {
    const page = await readPageText(await opened.doc.getPage(1), 1, new PdfFonts());
    return page.lines.map((l) => l.text);
  } finally {
    await opened.task.destroy();
  }
}
