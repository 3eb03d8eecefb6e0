import { joinLines } from './join-lines.js';
import { faceOf, type TextLine } from './page-text.js';

/**
 * Words of an affiliation, also inside a compound ("Wirtschaftsuniversität"), and disciplines
 * ("Computational Toxicology", "Genomics").
 */
const AFFILIATION =
  /univer[sz]|uniwersyt|institut|hochschule|[ée]cole|agency|ministry|bureau|\p{L}{2,}(?:ology|omics)\b|\p{L}{3,}istry\b|\b(society|association|consortium|council|commission|committee|board|bank|office|directorate|department|dept\.?|laborator|school|college|cent(er|re)|unit|division|faculty|hospital|academy|research|engineering|science|labs?\b|inc\.|corp|software|google|microsoft|facebook|deepmind|ibm|street|road|avenue|building|suite|floor|room|email|e-mail|correspond|equal contribution|country|usa|china|germany|france|canada|australia|japan|india|italy|austria|poland|united|kingdom|switzerland|netherlands|\d)/iu;
/**
 * A whole line that is an affiliation, address or date: its comma-separated pieces ("Coral Gables",
 * "Ann Arbor") would otherwise pass for names. Digits alone do not count: author lines carry
 * footnote numbers; postcodes and years have four or more.
 */
const AFFILIATION_LINE =
  /\b(?:universit\w*|institut\w*|department|dept|laborator\w*|labs?|inc|llc|ltd|corp\w*|school|college|cent(?:er|re)|hospital|research|faculty|academy|technolog\w*|foundation|e-?mail|usa|uk|china|germany|france|canada|australia|japan|india|italy|austria|poland|switzerland|netherlands|brazil|spain|korea|sweden|denmark|norway|finland|belgium|israel|singapore|united states|united kingdom|january|february|march|april|may|june|july|august|september|october|november|december)\b|@|\b\d{4,6}\b/i;
/**
 * Words of the tags a journal sets in capitals above or beside the title; the document's own words
 * ("REPORT", "PREPRINT", "CHAPTER") are no name however they are set (NOT_NAME_WORD).
 */
const HEADER_TAG_WORD =
  /^(?:OPEN|ACCESS|ARTICLE|ARTICLES|RESEARCH|ORIGINAL|REVIEW|LETTER|LETTERS|COMMUNICATION|PAPER|JOURNAL|VOLUME|ISSUE|PRESS|PROCEEDINGS|CONFERENCE|WORKSHOP|SYMPOSIUM|KEY|WORDS|KEYWORDS|ABSTRACT|SUMMARY|CASE|STUDY|SHORT|BRIEF|NOTE|NOTES|TECHNICAL|SPECIAL|SECTION|SUPPLEMENT|SUPPLEMENTARY|MATERIAL|ONLINE|FIRST|PUBLISHED|ACCEPTED|RECEIVED|REVISED|VIGNETTE)$/;
/**
 * Words naming the document or its kind of work ("Report Exercise 3, group C", "Milestone Report
 * #21"), a society's grade of member ("Fellow ASME") or a street ("700 North Frederick Ave."), which
 * a title page sets where names go but no name holds.
 */
const NOT_NAME_WORD =
  /^(?:fellow|member|report|exercise|assignment|homework|project|milestone|deliverable|tutorial|manual|handbook|lecture|chapter|appendix|thesis|dissertation|preprint|draft|version|revision|edition|worksheet|seminar|ave\.?|avenue|street|st\.|road|rd\.|drive|blvd\.?|boulevard|suite)$/i;
/** A generation suffix written in capitals ("John Smith III"), no surname in capitals. */
const GENERATION = /^(?:II|III|IV|VI{0,3}|Jr\.?|Sr\.?)$/;
const PARTICLE = /^(?:de|van|von|der|da|di|la|le|del|bin|al)$/;
const INITIAL = /^\p{Lu}\.$/u;
/** One initial or several written together ("G.K.M."). */
const INITIALS = /^(?:\p{Lu}\.)+$/u;
const CJK_AFFILIATION = /大学|学院|研究|实验室|公司|中心|医院|[（(]/;
const CJK_NAME = /^[\u4e00-\u9fff·]{2,4}$/;
const LATIN_NAME =
  /^(?:[\p{Lu}][\p{L}'’-]*\.?|(?:\p{Lu}\.){1,4}|de|van|von|der|da|di|la|le|del|bin|al)(?:\s+(?:[\p{Lu}][\p{L}'’-]*\.?|(?:\p{Lu}\.){1,4}|de|van|von|der|da|di|la|le|del|bin|al))*$/u;

/**
 * Author names from a title page's lines between the title and the abstract, in reading order. A
 * title page sets its names in one face: once a line has given names, lines in another face or size
 * are what goes with them (affiliations set as names are, "Debian Project", "Novartis Pharma AG") or
 * the body text beside the front matter ("… both Python and Julia. However, …").
 */
export function authorNames(lines: readonly TextLine[]): string[] {
  // A form's field set beside its label ("Program Title:  Mensuration Services Program", "Prepared
  // For:  National …") is its value, not a name, unless the label asks for authors.
  const labelled = (line: TextLine): boolean =>
    lines.some(
      (label) =>
        label !== line &&
        label.x1 < line.x0 &&
        Math.abs(label.baseline - line.baseline) < line.size * 0.3 &&
        /:$/.test(label.text.trim()) &&
        !/^(?:authors?|by|written by)\s*:$/i.test(label.text.trim()),
    );
  const unlabelled = lines.filter((line) => !labelled(line));
  const namesLine = unlabelled.find((line) => parseAuthors([line.text]).length > 0);
  if (!namesLine) return [];
  return parseAuthors(
    unlabelled.filter((line) => faceOf(line) === faceOf(namesLine)).map((line) => line.text),
  );
}

/**
 * The names that are people's: a "name" all of whose words the document also writes in lower case,
 * as ordinary words of its sentences, is a subtitle's words set where names go ("Graph and Network
 * Routines" → "Network Routines", "Referencia del Lenguaje"); a person's name has a word no sentence
 * of the document uses, however common its other word is ("David Long").
 */
export function namesOfPeople(authors: readonly string[], text: string): string[] {
  if (authors.length === 0) return [];
  // Words of prose only: "john.stone@gmail.com" writes a name in lower case, not a word.
  const lowerCase = new Map<string, number>();
  for (const token of text.split(/\s+/)) {
    const word = token.replace(/^[("“‘]+|[)"”’,;:.!?]+$/gu, '');
    if (/^\p{Ll}[\p{Ll}'’-]*$/u.test(word)) lowerCase.set(word, (lowerCase.get(word) ?? 0) + 1);
  }
  // A word counts with its singular or plural ("Routines" is ordinary where "the routine" is said).
  const uses = (word: string): number =>
    (lowerCase.get(word) ?? 0) +
    (lowerCase.get(word.replace(/s$/, '')) ?? 0) +
    (lowerCase.get(`${word}s`) ?? 0);
  return authors.filter((name) => {
    const words = name.split(/\s+/).filter((word) => /^\p{Lu}\p{Ll}{2,}$/u.test(word));
    return words.length === 0 || words.some((word) => uses(word.toLowerCase()) < 2);
  });
}

/** The label of a title page's reference to the paper itself: "ACM Reference Format:", "To cite this article:". */
const CITE_AS =
  /^(?:ACM Reference Format|Reference Format|(?:Please )?cite this (?:article|paper)(?: as)?|To cite this (?:article|paper)|How to cite(?: this (?:article|paper))?|Cite as)\s*:\s*/i;

/**
 * The authors as the paper asks to be cited ("ACM Reference Format: Ben Trovato, G.K.M. Tobin, and
 * Julius P. Kumquat. 2018. The Name of the Title …"): every name, in order and in the case it is
 * written, where the title page sets names among affiliations. Only when the citation leads to the
 * title and every piece before it is a name in full; a citation of surnames and initials ("Trovato B,
 * Tobin G") or none gives [].
 */
export function authorsCitedAs(lines: readonly TextLine[], title: string): string[] {
  const at = lines.findIndex((line) => CITE_AS.test(line.text));
  const label = lines[at];
  if (label === undefined) return [];
  const block = [label];
  for (const line of lines.slice(at + 1, at + 6)) {
    const last = block[block.length - 1]!;
    if (line.top < last.top || line.top - last.bottom > last.size || line.x0 > last.x1 || line.x1 < last.x0)
      break;
    block.push(line);
  }
  const citation = joinLines(block.map((line) => line.text)).replace(CITE_AS, '');
  const titleWords = title.match(/\p{L}+/gu)?.slice(0, 4) ?? [];
  if (titleWords.length < 2) return [];
  const start = new RegExp(titleWords.join('\\P{L}+'), 'iu').exec(citation)?.index ?? -1;
  const byline = citation
    .slice(0, Math.max(0, start))
    .replace(/[\s.,]*\(?(?:19|20)\d{2}[a-z]?\)?[\s.,:]*$/, '')
    .replace(/[\s.,]+$/, '');
  const parts = namesOf(byline);
  const names = parts.map(personalName);
  const complete = names.every((name, i) => name !== undefined && !/\p{Lu}\.?$/u.test(parts[i] ?? ''));
  return parts.length > 0 && complete ? (names as string[]) : [];
}

/**
 * Author names from the lines between the title and the abstract: names are split at commas,
 * semicolons and "and"; lines with e-mail addresses, affiliations, addresses or dates, labelled
 * fields ("Keywords: …") and footnote marks are dropped; what remains must look like a personal name.
 * A line that goes on to an affiliation keeps the names it opens with (see `namesBeforeAffiliation`).
 */
export function parseAuthors(lines: readonly string[]): string[] {
  const names: string[] = [];
  for (const written of lines) {
    const label = FIELD_LABEL.exec(written);
    if (label && !/^authors?$/i.test(label[1] ?? '')) continue;
    // A byline may open with "by" ("by David Meyer"); a name may carry its address as e-mail writes
    // it ("David Gibson <dwg@au1.ibm.com>").
    const line = (label ? written.slice(label[0].length) : written)
      .replace(/^by\s+(?=\p{Lu})/iu, '')
      .replace(/\s*<[^<>\s]+@[^<>\s]+>/g, '');
    if (/https?:|www\./.test(line) || CJK_AFFILIATION.test(line)) continue;
    if (AFFILIATION_LINE.test(line)) {
      names.push(...namesBeforeAffiliation(line));
      continue;
    }
    for (const part of namesOf(line)) {
      const name = personalName(part);
      if (name !== undefined) names.push(name);
    }
  }
  return [...new Set(names)];
}

/** A field's label opening a line ("Keywords:", "Additional Key Words and Phrases:", "Authors:"). */
const FIELD_LABEL = /^(\p{L}[\p{L} ]{1,40}):\s*/u;

/** A line's pieces that may each be a name, footnote marks taken for separators. */
function namesOf(line: string): string[] {
  return (
    line
      .replace(/[∗*†‡§¶☯✉⋆]+/g, ',')
      .replace(/\(\s*\)/g, '')
      // "Texas A&M" is one name: an ampersand separates names only with spaces around it.
      .split(/\s*(?:[,;，、]|\band\b|\s&\s)\s*/i)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .flatMap((part) => namesSetSideBySide(part) ?? [part])
  );
}

/**
 * A personal name as the title page writes it, or undefined: two to four capitalised words (initials
 * count), plus particles ("van", "de"); a name in capitals is title-cased. Footnote numbers and the
 * letters set with them ("Author1a") go.
 */
function personalName(raw: string): string | undefined {
  const part = raw
    .replace(/^\d+|\d+$/g, '')
    .replace(/(?<=\p{Ll})\d+\p{Ll}{0,2}(?=\s|$)/gu, '')
    .trim();
  if (part === '') return undefined;
  if (CJK_NAME.test(part)) return part;
  const words = part.split(/\s+/);
  const capitalised = words.filter((w) => !PARTICLE.test(w)).length;
  if (
    capitalised < 2 ||
    capitalised > 4 ||
    AFFILIATION.test(part) ||
    !LATIN_NAME.test(part) ||
    words.some((w) => NOT_NAME_WORD.test(w))
  )
    return undefined;
  // An organisation ("The Kumquat Consortium"), or a word broken at the line's end ("WU Wirtschafts-").
  if (/^the$/i.test(words[0] ?? '') || words.some((w) => w.endsWith('-'))) return undefined;
  const spelled = words.filter((w) => !w.includes('.'));
  if (spelled.length > 0 && spelled.every((w) => w === w.toUpperCase() && w.length > 2)) {
    // A title page may set its authors in capitals ("ROGER KOENKER"), but a header's tag
    // ("OPEN ACCESS", "RESEARCH ARTICLE") is no name.
    if (words.some((w) => HEADER_TAG_WORD.test(w))) return undefined;
    return words.map((w) => (w.includes('.') ? w : titleCased(w))).join(' ');
  }
  // A surname set in capitals after a given name that is not ("Yann ORLAREY"), as some
  // proceedings set every name.
  return words
    .map((w) =>
      w.length > 2 && w === w.toUpperCase() && !w.includes('.') && !GENERATION.test(w) ? titleCased(w) : w,
    )
    .join(' ');
}

/** "KOENKER" → "Koenker"; a hyphenated name keeps a capital after each hyphen ("JEAN-LUC" → "Jean-Luc"). */
function titleCased(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, mark: string, letter: string) => mark + letter.toUpperCase());
}

/** Words naming an institution, which an author's own line may go on to ("…, Tsinghua University"). */
const INSTITUTION =
  /\b(?:universit\w*|institut\w*|laborator\w*|labs?|academy|college|school|hospital|department|cent(?:er|re)|inc|corp\w*|group|consortium|company)\b/i;

/**
 * The names a line opens with before the affiliation it goes on to, as conference and ACM journal
 * title pages set them ("A. N. Author, H. Coauthor, Name of Institute, City, Country"; "HUIFEN CHAN,
 * Tsinghua University, China"). An address's opening piece also looks like a name ("Ann Arbor, MI
 * 48109"), so the names count only when they show they are names — an initial, or capitals where the
 * affiliation is not — or when an institution follows them directly.
 */
function namesBeforeAffiliation(line: string): string[] {
  const parts = namesOf(line);
  const names: string[] = [];
  let at = 0;
  for (; at < parts.length; at++) {
    const name = personalName(parts[at] ?? '');
    if (name === undefined) break;
    names.push(name);
  }
  if (names.length === 0 || at === parts.length) return [];
  const rest = parts.slice(at).join(', ');
  const shown = parts.slice(0, at).every((part) => {
    const words = part.split(/\s+/);
    return (
      words.some((w) => INITIALS.test(w)) || (part === part.toUpperCase() && rest !== rest.toUpperCase())
    );
  });
  return shown || INSTITUTION.test(parts[at] ?? '') ? names : [];
}

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
