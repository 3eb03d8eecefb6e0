/**
 * Removes what a listener cannot hear and a slide should not show: bracketed citation markers
 * ("[12]", "[3, 7–9]", "[Smith et al., 2020]", "(Smith et al., 2020)", Chinese "[1-2]"), footnote
 * daggers, and URLs.
 */

const NUMERIC_BRACKETS = /\s*[[［](?:\d+(?:\s*[-–—,，]\s*\d+)*)[\]］]/g;
const AUTHOR = String.raw`[A-Z][A-Za-z'’-]+(?:\s+(?:et\s+al\.?|and|&)\s*(?:[A-Z][A-Za-z'’-]+)?)?,?\s+\d{4}[a-z]?`;
const AUTHOR_LIST = String.raw`(?:(?:see|cf\.|e\.g\.),?\s+)?${AUTHOR}(?:\s*[;,]\s*${AUTHOR})*`;
const AUTHOR_YEAR_PARENS = new RegExp(String.raw`\s*\(${AUTHOR_LIST}\)`, 'g');
const AUTHOR_YEAR_BRACKETS = new RegExp(String.raw`\s*\[${AUTHOR_LIST}\]`, 'g');
/** A URL, without the punctuation that ends the sentence around it. */
const URL = /\s*(?:https?:\/\/|www\.)\S+?(?=[.,;:!?)]*(?:\s|$))/g;
const DAGGERS = /[†‡§¶∗]/g;
/** A pointer whose citation was removed or never extracted: "exact solutions, see for example." */
const ORPHAN_POINTER =
  /,?\s*\b(?:see|cf\.?)(?:\s+(?:for\s+example|e\.g\.|also|for\s+(?:a\s+)?(?:more\s+)?(?:detailed\s+)?(?:discussion|review|details|overview)))?(?=\s*[.;)])/gi;
/** What is left of "(see [4])" or "(e.g., [3, 5])" once the markers are gone. */
const EMPTY_PARENS = /\s*\(\s*(?:(?:see|cf\.|e\.g\.|i\.e\.),?\s*)?\)/g;

/**
 * @example stripCitations('as shown before [4, 7].') // 'as shown before.'
 * @public
 */
export function stripCitations(text: string): string {
  return text
    .replace(NUMERIC_BRACKETS, '')
    .replace(AUTHOR_YEAR_PARENS, '')
    .replace(AUTHOR_YEAR_BRACKETS, '')
    .replace(URL, '')
    .replace(DAGGERS, '')
    .replace(ORPHAN_POINTER, '')
    .replace(EMPTY_PARENS, '')
    .replace(/\s+([.,;:!?。，；：！？])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
