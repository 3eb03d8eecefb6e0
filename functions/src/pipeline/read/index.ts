/** The read stage: a paper PDF in, a PaperDocument (text, structure, cropped figures) out. */
export { extractDocument } from './extract-document.js';
export type { ExtractDocumentOptions } from './extract-document.js';
export { inspectPdf, type InspectPdfOptions, type PdfInspection } from './inspect-pdf.js';
export { writeReadDocument } from './write-read-document.js';
export type { ReadDocument, ReadFigure } from './write-read-document.js';
export { sharpenFigures, figuresToSharpen, type SharpenFiguresOptions } from './sharpen-figures.js';
