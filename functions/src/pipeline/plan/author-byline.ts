/** The title slide's line of authors. */
import type { PaperDocument } from '../document.js';
import { spokenLanguage, usesCjkScript } from '../text/index.js';
import { isThesis } from './document-kind.js';

/** More authors than this are cut to the first two and "et al.". */
const MAX_NAMED = 4;
const CJK_NAME = /^[\u3400-\u9fff]{2,4}$/;

/**
 * "Ashish Vaswani∗" → "Ashish Vaswani"; '' when the string does not look like a person's name (an
 * affiliation or a line of symbols the read stage took for one).
 */
export function personName(raw: string): string {
  const name = raw
    .replace(/[^\p{L}\s.'’-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    // A title page may close the name with a full stop ("Pedro J. Morales."); an initial or "Jr." keeps its own.
    .replace(/(?<=\p{L}{3})\.$/u, '');
  // Particles ("Mark A. van de Wiel") are no names of their own.
  const words = name.split(' ').filter((w) => w !== '' && !/^\p{Ll}/u.test(w));
  return CJK_NAME.test(name) || (words.length >= 2 && words.length <= 4) ? name : '';
}

/**
 * The document's authors as the talk names them: the names the read stage found, and for a thesis
 * only its first, its author (the other names on a thesis's title page are its supervisors).
 */
export function talkAuthors(document: PaperDocument): string[] {
  return isThesis(document) ? document.authors.slice(0, 1) : document.authors;
}

/**
 * A group that signs as an author ("R Development Core Team", "The CMS Collaboration"), or a company
 * or clinic the read stage took for one ("Space Systems Co.", "Raytheon ITSS", "Mayo Clinic"): no
 * person's name, so no initials.
 */
const GROUP =
  /\b(?:Team|Group|Consortium|Collaboration|Project|Committee|Society|Association|Council|Foundation|Initiative|Network|Contributors|Developers|Co|Corp|Corporation|Inc|Ltd|Company|Clinic|Hospital|Institute|University|Laborator(?:y|ies)|Cent(?:er|re)|\p{Lu}{3,})\.?$/u;

/**
 * "Aidan N. Gomez" → "A. N. Gomez": given names as initials (a hyphenated one keeps its hyphen,
 * "J.-P."), the family name whole from its first particle on ("L. van Beethoven", "P. Van Liedekerke").
 * A group's name stays whole.
 */
function initialled(name: string): string {
  if (CJK_NAME.test(name) || GROUP.test(name)) return name;
  const words = name.split(' ');
  // A particle may be capitalised ("Paul Van Liedekerke"), before the rest of the family name.
  const particle = words.findIndex(
    (word, i) =>
      i > 0 &&
      (/^\p{Ll}/u.test(word) ||
        (i < words.length - 1 && /^(?:Van|Von|Vander|De|Del|Della|Der|Den|Dos|Du|Ter|Ten)$/.test(word))),
  );
  const familyStart = particle > 0 ? particle : words.length - 1;
  const given = words.slice(0, familyStart).map((word) =>
    word
      .split('-')
      .map((part) => (part === '' ? '' : `${[...part][0] ?? ''}.`))
      .join('-'),
  );
  return [...given, ...words.slice(familyStart)].join(' ');
}

/**
 * The authors as a title slide shows them: every name with initials for up to four authors
 * ("K. He, X. Zhang, S. Ren and J. Sun"), the first two and "… et al." beyond ("A. Vaswani,
 * N. Shazeer, … et al."), with the "and" of the paper's language ("S. Nicolas et V. Prat"); Chinese names
 * whole, joined with "、" and "等". Empty when the read stage
 * found no name that reads as one, or fewer than half of them do.
 */
export function authorByline(authors: readonly string[], language: string): string {
  const names = authors.map(personName).filter((name) => name !== '');
  if (names.length === 0 || names.length < authors.length / 2) return '';
  const shown = names.map(initialled);
  const chinese = usesCjkScript(language) && shown.every((name) => CJK_NAME.test(name));
  if (chinese) return shown.length > MAX_NAMED ? `${shown.slice(0, 2).join('、')}等` : shown.join('、');
  if (shown.length > MAX_NAMED) return `${shown.slice(0, 2).join(', ')}, … et al.`;
  const and = AND[spokenLanguage(language)] ?? 'and';
  return shown.length === 1
    ? (shown[0] ?? '')
    : `${shown.slice(0, -1).join(', ')} ${and} ${shown.at(-1) ?? ''}`;
}

/** "and" between the last two names, in the languages the talk is told in. */
const AND: Readonly<Record<string, string>> = { es: 'y', fr: 'et', pt: 'e', it: 'e', de: 'und', nl: 'en' };

/**
 * Who the opening line says the talk is by: the first author, or both of two ("Torsten Hothorn and
 * Brian S. Everitt"), as a speaker names them; `coauthors` when there are more, said as "and
 * colleagues" in the talk's language.
 */
export function openingAuthors(
  names: readonly string[],
  language: string,
): { author: string; coauthors: boolean } {
  const [first = '', second] = names;
  if (names.length !== 2 || second === undefined) return { author: first, coauthors: names.length > 1 };
  const chinese = usesCjkScript(language) && names.every((name) => CJK_NAME.test(name));
  const and = chinese ? '和' : ` ${AND[spokenLanguage(language)] ?? 'and'} `;
  return { author: `${first}${and}${second}`, coauthors: false };
}
