import { faceOf, type TextLine } from './page-text.js';

/**
 * Words of an affiliation, also inside a compound ("Wirtschaftsuniversität"), and disciplines
 * ("Computational Toxicology", "Genomics").
 */
const AFFILIATION =
  /universit|institut|hochschule|[ée]cole|agency|ministry|bureau|\p{L}{2,}(?:ology|omics)\b|\p{L}{3,}istry\b|\b(department|dept\.?|laborator|school|college|cent(er|re)|faculty|hospital|academy|research|engineering|science|labs?\b|inc\.|corp|google|microsoft|facebook|deepmind|ibm|street|road|avenue|email|e-mail|correspond|equal contribution|country|usa|china|germany|france|canada|australia|japan|india|italy|austria|poland|united|kingdom|switzerland|netherlands|\d)/iu;
/**
 * A whole line that is an affiliation, address or date: its comma-separated pieces ("Coral Gables",
 * "Ann Arbor") would otherwise pass for names. Digits alone do not count: author lines carry
 * footnote numbers; postcodes and years have four or more.
 */
const AFFILIATION_LINE =
  /\b(?:universit\w*|institut\w*|department|dept|laborator\w*|labs?|inc|llc|ltd|corp\w*|school|college|cent(?:er|re)|hospital|research|faculty|academy|technolog\w*|foundation|e-?mail|usa|uk|china|germany|france|canada|australia|japan|india|italy|austria|poland|switzerland|netherlands|brazil|spain|korea|sweden|denmark|norway|finland|belgium|israel|singapore|united states|united kingdom|january|february|march|april|may|june|july|august|september|october|november|december)\b|@|\b\d{4,6}\b/i;
/** Words of the tags a journal sets in capitals above or beside the title. */
const HEADER_TAG_WORD =
  /^(?:OPEN|ACCESS|ARTICLE|ARTICLES|RESEARCH|ORIGINAL|REVIEW|REPORT|LETTER|LETTERS|COMMUNICATION|PAPER|JOURNAL|VOLUME|ISSUE|PRESS|PREPRINT|DRAFT|VERSION|PROCEEDINGS|CONFERENCE|WORKSHOP|SYMPOSIUM|KEY|WORDS|KEYWORDS|ABSTRACT|SUMMARY|CASE|STUDY|SHORT|BRIEF|NOTE|NOTES|TECHNICAL|SPECIAL|SECTION|CHAPTER|APPENDIX|SUPPLEMENT|SUPPLEMENTARY|MATERIAL|ONLINE|FIRST|PUBLISHED|ACCEPTED|RECEIVED|REVISED|VIGNETTE)$/;
const PARTICLE = /^(?:de|van|von|der|da|di|la|le|del|bin|al)$/;
const CJK_AFFILIATION = /大学|学院|研究|实验室|公司|中心|医院|[（(]/;
const CJK_NAME = /^[\u4e00-\u9fff·]{2,4}$/;
const LATIN_NAME =
  /^(?:[\p{Lu}][\p{L}'’-]*\.?|[\p{Lu}]\.|de|van|von|der|da|di|la|le|del|bin|al)(?:\s+(?:[\p{Lu}][\p{L}'’-]*\.?|[\p{Lu}]\.|de|van|von|der|da|di|la|le|del|bin|al))*$/u;

/**
 * Author names from a title page's lines between the title and the abstract, in reading order. A
 * title page sets its names in one face: once a line has given names, lines in another face or size
 * are what goes with them (affiliations set as names are, "Debian Project", "Novartis Pharma AG") or
 * the body text beside the front matter ("… both Python and Julia. However, …").
 */
export function authorNames(lines: readonly TextLine[]): string[] {
  const namesLine = lines.find((line) => parseAuthors([line.text]).length > 0);
  if (!namesLine) return [];
  return parseAuthors(lines.filter((line) => faceOf(line) === faceOf(namesLine)).map((line) => line.text));
}

/**
 * Author names from the lines between the title and the abstract: names are split at commas,
 * semicolons and "and"; lines with e-mail addresses, affiliations, addresses or dates, and footnote
 * marks are dropped; what remains must look like a personal name.
 */
export function parseAuthors(lines: readonly string[]): string[] {
  const names: string[] = [];
  for (const line of lines) {
    if (/https?:|www\./.test(line) || AFFILIATION_LINE.test(line) || CJK_AFFILIATION.test(line)) continue;
    const parts = line
      .replace(/[∗*†‡§¶☯✉⋆]+/g, ',')
      .replace(/\(\s*\)/g, '')
      // "Texas A&M" is one name: an ampersand separates names only with spaces around it.
      .split(/\s*(?:[,;，、]|\band\b|\s&\s)\s*/i)
      .flatMap((part) => namesSetSideBySide(part.trim()) ?? [part]);
    for (const raw of parts) {
      const part = raw.replace(/^\d+|\d+$/g, '').trim();
      if (part === '') continue;
      if (CJK_NAME.test(part)) {
        names.push(part);
        continue;
      }
      const words = part.split(/\s+/);
      // A personal name: two to four capitalised words (initials count), plus particles ("van", "de").
      const capitalised = words.filter((w) => !PARTICLE.test(w)).length;
      if (capitalised < 2 || capitalised > 4 || AFFILIATION.test(part) || !LATIN_NAME.test(part)) continue;
      // "WU Wirtschafts-[universität]": a word broken at the line's end is no name's.
      if (words.some((w) => w.endsWith('-'))) continue;
      if (words.every((w) => w === w.toUpperCase() && w.length > 2)) {
        // A title page may set its authors in capitals ("ROGER KOENKER"), but a header's tag
        // ("OPEN ACCESS", "RESEARCH ARTICLE") is no name.
        if (words.some((w) => HEADER_TAG_WORD.test(w))) continue;
        names.push(words.map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join(' '));
        continue;
      }
      names.push(part);
    }
  }
  return [...new Set(names)];
}

const INITIAL = /^\p{Lu}\.$/u;

/**
 * Names set side by side without commas, spaced apart as a journal's title page sets them ("Martin
 * Mächler Benjamin M. Bolker Steven C. Walker"): read as given name, initials, surname each, when a
 * middle initial shows the line is names and every word falls into one; undefined otherwise.
 */
function namesSetSideBySide(part: string): string[] | undefined {
  const words = part.split(/\s+/);
  if (words.length < 5 || !words.slice(1, -1).some((w) => INITIAL.test(w))) return undefined;
  const names: string[] = [];
  for (let at = 0; at < words.length;) {
    let end = at + 1;
    while (end < words.length && INITIAL.test(words[end] ?? '')) end += 1;
    while (end < words.length && PARTICLE.test(words[end] ?? '')) end += 1;
    const surname = words[end];
    if (surname === undefined || INITIAL.test(surname) || INITIAL.test(words[at] ?? '')) return undefined;
    names.push(words.slice(at, end + 1).join(' '));
    at = end + 1;
  }
  return names.length > 1 ? names : undefined;
}
