import { PipelineError } from '../errors.js';

const SIGNATURE = [0x25, 0x50, 0x44, 0x46]; // %PDF

/**
 * Rejects input that cannot be a PDF before any parser sees it: empty files, and files without the
 * "%PDF" signature in their first 1024 bytes (where readers accept it).
 */
export function checkPdfSignature(bytes: Uint8Array): void {
  if (bytes.length === 0)
    throw new PipelineError('empty_file', 'The file is empty. Please choose the PDF of your paper.');
  const end = Math.min(bytes.length, 1024) - SIGNATURE.length;
  for (let i = 0; i <= end; i += 1) {
    if (SIGNATURE.every((b, k) => bytes[i + k] === b)) return;
  }
  throw new PipelineError('not_pdf', 'This file is not a PDF. Please choose the PDF of your paper.');
}
