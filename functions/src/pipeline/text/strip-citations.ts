/**
 * Removes what a listener cannot hear and a slide should not show: bracketed citation markers
 * ("[12]", "[3, 7–9]", "(Smith et al., 2020)"), footnote daggers, and URLs.
 */

const NUMERIC_BRACKETS = /\s*\[(?:\d+(?:\s*[-–,]\s*\d+)*)\]/g;
const AUTHOR_YEAR = /\s*\((?:see\s+)?(?:e\.g\.,?\s+)?[A-Z][A-Za-z'’-]+(?:\s+(?:et al\.?|and|&)\s*(?:[A-Z][A-Za-z'’-]+)?)?,?\s+\d{4}[a-z]?(?:\s*;\s*[A-Z][A-Za-z'’-]+(?:\s+(?:et al\.?|and|&)\s*(?:[A-Z][A-Za-z'’-]+)?)?,?\s+\d{4}[a-z]?)*\)/g;
const URL = /\s*(?:https?:\/\/|www\.)\S+/g;
const DAGGERS = /[†‡§¶]/g;

/**
 * @example stripCitations('as shown before [4, 7].') // 'as shown before.'
 * @public
 */
export function stripCitations(text: string): string {
  return text
    .replace(NUMERIC_BRACKETS, '')
    .replace(AUTHOR_YEAR, '')
    .replace(URL, '')
    .replace(DAGGERS, '')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
