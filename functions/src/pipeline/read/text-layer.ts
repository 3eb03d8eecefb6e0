/** The one rule for "this PDF has no text layer", shared by the read stage and the upload check. */
import { PipelineError } from '../errors.js';
import type { PageText } from './page-text.js';

/** Fewer visible characters per page than this means the pages are pictures of text. */
const MIN_CHARS_PER_PAGE = 20;

/** Visible characters on `pages`. */
const visibleChars = (pages: readonly PageText[]): number =>
  pages.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.text.replace(/\s/g, '').length, 0), 0);

/** Throws `no_text` when `pages` (all read, or a sample) look like a scan. */
export function requireTextLayer(pages: readonly PageText[]): void {
  if (visibleChars(pages) < MIN_CHARS_PER_PAGE * Math.max(1, pages.length)) {
    throw new PipelineError(
      'no_text',
      'This PDF has no selectable text; it looks like a scan. Scanned papers are not supported (there is no text recognition): please use a PDF with a text layer.',
    );
  }
}
