import { namesStandardPart } from './classify-heading.js';
import { findStrayLines } from './find-stray-lines.js';
import { joinLines } from './join-lines.js';
import type { TextLine } from './page-text.js';

const NOT_A_TITLE =
  /^(arxiv|journal|proceedings|vol\.|volume|issn|doi|https?:|www\.|©|copyright|preprint|research article|original article|open access|technical report|article|received|published|citation|(?:version|release|revision)\s+v?\d)/i;

/**
 * A banner naming the article's type, after the journal's name or alone ("BIOINFORMATICS APPLICATIONS
 * NOTE", "Original Research", "SHORT COMMUNICATION"): often set larger than the title.
 */
const ARTICLE_TYPE_BANNER =
  /^(?:[\p{L}&.-]+\s+){0,3}(?:applications?\s+notes?|discovery\s+notes?|technical\s+notes?|software\s+(?:articles?|notes?)|data\s+notes?|research\s+(?:articles?|papers?|letters?|reports?)|original\s+(?:articles?|papers?|research|contributions?)|review\s+articles?|short\s+communications?|brief\s+(?:communications?|reports?)|case\s+reports?|letters?\s+to\s+the\s+editor|editorial|commentary)$/iu;

const FUNDING = /\b(?:funded|funding|grant\s+(?:no\b|number|agreement)|supported\s+by)/i;

function letterCount(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

/** A last word that leaves its line's phrase open. */
const OPEN_ENDING =
  /\b(?:of|for|and|or|using|with|in|on|to|the|a|an|from|by|via|toward|towards|into|under|over|between|through|at)$/i;

/** A connective set on a line of its own in a title ("for" between "A Tutorial" and "PARI / GP"). */
function isLoneConnective(text: string): boolean {
  return /^\p{L}+$/u.test(text.trim()) && OPEN_ENDING.test(text.trim());
}

/** A title's line in title case ("Conducting Meta-Analyses in R with the metafor" / "Package"): it goes on. */
function inTitleCase(line: string): boolean {
  return line
    .split(/\s+/)
    .slice(1)
    .some((word) => /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*$/u.test(word));
}

/**
 * The title: the largest text in the upper part of the first page (anywhere on a title page of a few
 * lines) that is not a journal banner,
 * arXiv stamp, version line, contents entry or logo letter, together with the lines right below it in the same size.
 * Returns the lines so the caller can keep them out of the author list and body.
 */
export function findTitle(lines: readonly TextLine[], pageHeight: number): TextLine[] {
  // A manual may open its contents on its first page, each chapter's entry set larger than the title.
  const stray = findStrayLines(lines);
  // A title page of a few lines may set its title anywhere, low on the page as well.
  const reach = lines.length <= 12 ? 0.9 : 0.6;
  const placed = lines.filter(
    (l) =>
      l.top < pageHeight * reach &&
      stray.get(l) !== 'contents' &&
      !NOT_A_TITLE.test(l.text) &&
      !ARTICLE_TYPE_BANNER.test(l.text.trim()) &&
      // A bar of links ("[ English Version | Japanese Version ]") or a list's item names no document.
      !/\S\s+\|\s+\S/.test(l.text) &&
      !/^[•♦▪◦●■□➢►‣⁃]\s/u.test(l.text) &&
      !/@/.test(l.text),
  );
  const candidates = placed.filter((l) => letterCount(l.text) >= 4);
  // A part's name ("Contents", "Abstract") never opens the title, though a title's second line may
  // be one of its words ("Customising spatial data classes and" / "methods").
  // Unless a connective on a line of its own goes on from it ("Introduction" / "to" / "parallel GP").
  const goesOn = (l: TextLine): boolean =>
    placed.some(
      (next) =>
        isLoneConnective(next.text) &&
        Math.abs(next.size - l.size) <= 0.6 &&
        next.baseline > l.baseline &&
        next.baseline - l.baseline <= l.size * 2.3,
    );
  const openers = candidates.filter((l) => !namesStandardPart(l.text) || goesOn(l));
  const largest = Math.max(0, ...openers.map((l) => l.size));
  const first = openers.filter((l) => l.size >= largest - 0.3).sort((a, b) => a.top - b.top)[0];
  if (!first) return [];
  const title = [first];
  const rest = placed
    .filter((l) => l !== first && Math.abs(l.size - first.size) <= 0.6)
    .sort((a, b) => a.top - b.top);
  for (const line of rest) {
    const last = title[title.length - 1];
    if (!last) break;
    const connective = isLoneConnective(line.text);
    // A line of few letters goes on only a title its last line leaves open ("… as of" / "Feb. 2005").
    if (letterCount(line.text) < 4 && !connective && !OPEN_ENDING.test(last.text.trim())) continue;
    // A project's funding set under the title in its size ("FP7 Funded / Project MONFISPOL Grant no.:
    // 225149") names no part of the title.
    if (FUNDING.test(line.text)) break;
    const sameRow = Math.abs(line.baseline - last.baseline) < last.size * 0.3;
    const gap = line.baseline - last.baseline;
    // A title set double-spaced goes on after a line that cannot end it ("… QUANTITIES USING"), and
    // to a connective set on a line of its own ("A Tutorial" / "for" / "PARI / GP").
    // Texinfo sets a subtitle in small print between a manual's name and its title ("LilyPond" / "The
    // music typesetter" / "Music Glossary").
    const overSubtitle = lines.some(
      (l) => l.baseline > last.baseline && l.baseline < line.baseline && l.size < last.size * 0.8,
    );
    const joined = connective || overSubtitle || OPEN_ENDING.test(last.text.trim());
    const nextRow =
      gap > 0 && (gap <= last.size * 1.7 || (gap <= last.size * 2.3 && line.font === last.font && joined));
    if (sameRow || nextRow) title.push(line);
    else if (line.top > last.bottom) break;
  }
  return title.sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
}

/**
 * The title's text from its lines, without the full stop some title pages close it with ("… in
 * LAMMPS."). An abbreviation keeps its stop: a botanical authority ("Phoenix paludosa Roxb."),
 * "Inc.", "et al.", "etc.".
 */
export function titleText(lines: readonly TextLine[]): string {
  // A name set between dashes as an ornament ("- mecaso -") is the name.
  const texts = lines.map((l) => l.text.trim().replace(/^[-–—]\s+(.+?)\s+[-–—]$/u, '$1'));
  // A line that ends on a small content word before one that opens on a capital ends the title where
  // a subtitle starts ("The SIunits package" / "Consistent application of SI units"): a title in
  // title case capitalises its last word unless it is a small word that leaves the line open.
  const parts: string[][] = [[]];
  texts.forEach((text, i) => {
    const previous = texts[i - 1];
    const [above, below] = [lines[i - 1], lines[i]];
    // A name set apart from the line below it is the name of what the title is part of ("LilyPond" /
    // "Music Glossary").
    const apart =
      previous !== undefined &&
      /^\S+$/.test(previous) &&
      above !== undefined &&
      below !== undefined &&
      below.baseline - above.baseline > above.size * 1.7 &&
      !OPEN_ENDING.test(previous) &&
      !isLoneConnective(text) &&
      /^\p{Lu}/u.test(text);
    const opensSubtitle =
      previous !== undefined &&
      /(?<![\p{L}-])\p{Ll}{3,}$/u.test(previous) &&
      !OPEN_ENDING.test(previous) &&
      !inTitleCase(previous) &&
      /^\p{Lu}\p{Ll}/u.test(text);
    if (opensSubtitle || apart) parts.push([]);
    parts.at(-1)?.push(text);
  });
  // A footnote's mark set in the title's size ("… as of Feb. 2005*") is no part of it.
  const title = parts
    .map((part) => joinLines(part))
    .join(': ')
    .replace(/(?<=[\p{L}\p{N}).])\s?[*†‡§¶]+$/u, '');
  if (/(?:\b\p{Lu}\p{Ll}{0,4}|\b(?:al|etc|vs|ed|eds)|\.\p{L}{1,3})\.$/u.test(title)) return title;
  return title.replace(/(?<=[\p{L}\p{N})])\.$/u, '');
}

/** A chapter's opening line: "CHAPTER 11", "Chapter 3", "Chapter IV". */
const CHAPTER_OPENER = /^(?:chapter|chapitre|kapitel|cap[íi]tulo|capitolo)\s+(?:\d{1,3}|[ivxlc]{1,6})$/i;

/**
 * The title of the one chapter a document holds, when it is a chapter printed alone from a book: its
 * first page is the book's title page (its title and authors, no paragraph), and the first page with
 * text after it opens with "CHAPTER 11" over the chapter's title set larger than the body. The talk is
 * about the chapter, not the book. Returns the opener and the title lines; empty when the document
 * opens some other way, holds more than one chapter (a thesis, a whole book) or only its first (a
 * report of one chapter, whose title page is its own).
 * `content` holds each page's lines without running heads, in reading order.
 */
export function findChapterTitle(
  content: readonly (readonly TextLine[])[],
  bodySize: number,
): { opener: TextLine; title: TextLine[] } | undefined {
  const [titlePage, ...rest] = content;
  if (!titlePage || titlePage.length === 0 || titlePage.length > 8) return undefined;
  if (titlePage.some((l) => l.text.length > 90)) return undefined;
  const openers = content.flatMap((lines) => {
    const first = [...lines].sort((a, b) => a.top - b.top)[0];
    return first && CHAPTER_OPENER.test(first.text.trim()) ? [first] : [];
  });
  const next = rest.find((lines) => lines.length > 0);
  const opener = openers[0];
  if (openers.length !== 1 || !opener || !next?.includes(opener)) return undefined;
  // A report of a single chapter opens on "Chapter 1" after its own title page; a book's chapter
  // printed alone is one of many.
  if (/\s(?:0*1|i)$/i.test(opener.text.trim())) return undefined;
  const below = next.filter((l) => l.top > opener.bottom - 1).sort((a, b) => a.top - b.top);
  const first = below[0];
  if (!first || first.size < bodySize * 1.3) return undefined;
  const title: TextLine[] = [];
  for (const line of below) {
    const last = title.at(-1);
    if (Math.abs(line.size - first.size) > 0.6) break;
    if (last && line.baseline - last.baseline > last.size * 1.7) break;
    title.push(line);
  }
  return { opener, title };
}
