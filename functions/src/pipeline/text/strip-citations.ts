/**
 * Citation markers — what a listener cannot hear and a slide should not show: numeric brackets
 * ("[12]", "[3, 7–9]", "[3, Theorem 2]", Chinese "[1-2]"), alphanumeric keys ("[Sar06]",
 * "[BPSTJ89, Proposition 4]") and author–year citations ("[Smith et al., 2020]",
 * "(Smith et al., 2020; Doe and Roe, 2019a)").
 */

const POINTER = String.raw`(?:Theorem|Lemma|Proposition|Corollary|Definition|Section|Sec\.|Chapter|Ch\.|Appendix|Eq\.|Equation|Table|Fig\.|Figure|Algorithm|p\.|pp\.)\s*[\w.–-]{1,12}`;
const NUMERIC_BRACKETS = new RegExp(
  String.raw`\s*[[［](?:\d+(?:\s*[-–—,，;；]\s*\d+)*)(?:\s*,\s*${POINTER})?[\]］]`,
  'g',
);
/** A key of letters (authors' initials) and a two- or four-digit year, "+" for "and others". */
const KEY = String.raw`\p{Lu}[\p{L}+]{0,7}(?:\d{2}|\d{4})[a-z]?`;
const REFERENCE_KEYS = new RegExp(String.raw`\s*\[${KEY}(?:\s*[,;]\s*(?:${KEY}|${POINTER}))*\]`, 'gu');
const AUTHOR = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+(?:et\s+al\.?|and|&)\s*(?:\p{Lu}[\p{L}'’-]+)?)?,?\s+\d{4}[a-z]?`;
const AUTHOR_LIST = String.raw`(?:(?:see|cf\.|e\.g\.),?\s+)?${AUTHOR}(?:\s*[;,]\s*${AUTHOR})*`;
const AUTHOR_YEAR_PARENS = new RegExp(String.raw`\s*\(${AUTHOR_LIST}\)`, 'gu');
const AUTHOR_YEAR_BRACKETS = new RegExp(String.raw`\s*\[${AUTHOR_LIST}\]`, 'gu');
/**
 * A citation LaTeX could not resolve, printed as "?": "R (?) is an extensible system", "see the
 * manual? for details" (a question mark before a lower-case word ends no question), "[?]" in a
 * numeric style.
 */
const UNRESOLVED =
  /\s*\((?:see\s+|e\.g\.,?\s+)?\?(?:\s*[,;]\s*\?)*\)|\s*\[\?(?:\s*[,;]\s*\?)*\]|(?<=\p{L})\s?\?(?=\s+\p{Ll})/gu;
const CITATIONS = [NUMERIC_BRACKETS, REFERENCE_KEYS, AUTHOR_YEAR_PARENS, AUTHOR_YEAR_BRACKETS, UNRESOLVED];
/** A URL, without the punctuation that ends the sentence around it. */
const URL = /\s*(?:https?:\/\/|www\.)\S+?(?=[.,;:!?)]*(?:\s|$))/g;
const DAGGERS = /[†‡§¶∗]/g;
/** A preposition whose object a citation is: "in [6]", "proposed by [12]", "similar to [3]". */
const CITING_PREPOSITION = String.raw`\b(?:in|by|of|from|to|than|following|like|with)`;
const CITED_AS_OBJECT = new RegExp(`${CITING_PREPOSITION}$`, 'i');
/** What a citation the sentence needs is said as. */
const CITED_WORK = 'earlier work';
const CLOSES_ON_CITED_WORK = new RegExp(`${CITING_PREPOSITION}\\s+${CITED_WORK}[.!?]$`, 'i');
/** A pointer whose citation was removed or never extracted: "exact solutions, see for example." */
const ORPHAN_POINTER =
  /,?\s*\b(?:see|cf\.?)(?:\s+(?:for\s+example|e\.g\.|also|for\s+(?:a\s+)?(?:more\s+)?(?:detailed\s+)?(?:discussion|review|details|overview)))?(?=\s*[.;)])/gi;
/** What is left of "(see [4])" or "(e.g., [3, 5])" once the markers are gone. */
const EMPTY_PARENS = /\s*\(\s*(?:(?:see|cf\.|e\.g\.|i\.e\.),?\s*)?\)/g;

function tidy(text: string): string {
  return text
    .replace(ORPHAN_POINTER, '')
    .replace(EMPTY_PARENS, '')
    .replace(/\s+([,;:!?。，；：！？]|\.(?![\p{L}\d]))/gu, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** Text without its citation markers, and the markers as printed, in order. */
export interface SplitCitations {
  text: string;
  citations: string[];
}

/**
 * Takes the citation markers out of a piece of running text, keeping them.
 * @example splitCitations('as shown [4, 7] and [Sar06].') // { text: 'as shown and.', citations: ['[4, 7]', '[Sar06]'] }
 */
export function splitCitations(text: string): SplitCitations {
  const found: { at: number; text: string }[] = [];
  let rest = text;
  for (const pattern of CITATIONS) {
    rest = rest.replace(pattern, (match: string, offset: number) => {
      found.push({ at: offset, text: match.trim() });
      // Same length, so the offsets of later patterns still order the markers.
      return '\uffff'.repeat(match.length);
    });
  }
  // A citation the sentence needs ("opposite to those in [6] since …", "as in [3] and [5]") is
  // said as what it stands for, or the preposition would be left hanging.
  const cleaned = rest.replace(/\uffff+(?:\s*(?:,|;|and|&)\s*\uffff+)*/g, (_, offset: number) =>
    CITED_AS_OBJECT.test(rest.slice(0, offset).trimEnd()) ? ` ${CITED_WORK}` : '',
  );
  if (found.length === 0) return { text, citations: [] };
  return { text: tidy(cleaned), citations: found.sort((a, b) => a.at - b.at).map((c) => c.text) };
}

/**
 * Whether citation-free text closes on the work a citation stood for ("… similar to earlier work."):
 * a sentence that leans on the work it cites.
 */
export function closesOnCitedWork(text: string): boolean {
  return CLOSES_ON_CITED_WORK.test(text);
}

/**
 * Removes citation markers, footnote daggers and URLs.
 * @example stripCitations('as shown before [4, 7].') // 'as shown before.'
 */
export function stripCitations(text: string): string {
  return tidy(splitCitations(text).text.replace(URL, '').replace(DAGGERS, ''));
}
