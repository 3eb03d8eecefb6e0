/** The one rule for "this PDF has no text layer", shared by the read stage and the upload check. */
import { PipelineError } from '../errors.js';
import type { PageText } from './page-text.js';

/** Fewer visible characters per page than this means the pages are pictures of text. */
const MIN_CHARS_PER_PAGE = 20;

/** Visible characters on `pages`. */
const visibleChars = (pages: readonly PageText[]): number =>
  pages.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.text.replace(/\s/g, '').length, 0), 0);

/**
 * A text layer whose fonts map their glyphs to no known letters (old PDFs set in bitmap fonts) reads
 * as "TPSkOgf-TPS N v Npf mh". Judged by its tokens of four characters or more with a Latin letter,
 * leaving out acronyms: in any paper, even one of formulas, a quarter of them or more are words of
 * lower-case letters with a vowel ("model", "Carlo"); in such a layer hardly any. A text mostly in
 * another script (Russian with its formulas, Chinese) is not judged.
 */
const MIN_JUDGED_TOKENS = 150;
/** The first pages say it: a long paper need not be read twice. */
const JUDGED_PAGES = 8;
const MIN_WORD_SHARE = 0.05;
const LATIN_SHARE = 0.8;

/** Share of the judged tokens that are words, and how many tokens were judged. */
function latinWordShare(pages: readonly PageText[]): { tokens: number; share: number } {
  const text = pages
    .slice(0, JUDGED_PAGES)
    .flatMap((page) => page.lines.map((line) => line.text))
    .join(' ');
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin < letters * LATIN_SHARE) return { tokens: 0, share: 1 };
  let tokens = 0;
  let words = 0;
  for (const raw of text.split(/\s+/)) {
    const token = raw.replace(/^[("'“‘[]+|[)"'”’\].,;:!?]+$/gu, '');
    if (raw.length < 4 || !/[A-Za-z]/.test(raw) || /^[\p{Lu}\d\W_]+$/u.test(token)) continue;
    tokens += 1;
    if (/^\p{Lu}?\p{Ll}{3,}$/u.test(token) && /[aeiouyàáâäãåèéêëìíîïòóôöõøùúûü]/i.test(token)) words += 1;
  }
  return { tokens, share: tokens === 0 ? 1 : words / tokens };
}

/**
 * Throws `no_text` when `pages` (all read, or a sample) look like a scan, or when their text does
 * not decode to letters.
 */
export function requireTextLayer(pages: readonly PageText[]): void {
  if (visibleChars(pages) < MIN_CHARS_PER_PAGE * Math.max(1, pages.length)) {
    throw new PipelineError(
      'no_text',
      'This PDF has no selectable text; it looks like a scan. Scanned papers are not supported (there is no text recognition): please use a PDF with a text layer.',
    );
  }
  const { tokens, share } = latinWordShare(pages);
  if (tokens >= MIN_JUDGED_TOKENS && share < MIN_WORD_SHARE) {
    throw new PipelineError(
      'no_text',
      "This PDF's text cannot be decoded: its fonts do not say which letters they draw (common in old PDFs made with bitmap fonts). Please upload a PDF exported again from its source, or the publisher's version.",
    );
  }
}
