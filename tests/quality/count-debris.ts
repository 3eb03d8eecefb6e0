/**
 * Counts what should have been kept out of a paper's body text (the abstract and the sections'
 * text) and was not: citation markers, e-mail addresses, back-matter statements, abbreviation lists,
 * headings glued to their first sentence, symptoms of columns read in the wrong order, and text
 * from inside figures. Pure: it reads the document, nothing else.
 */
import type { PaperDocument } from '../../functions/src/pipeline/document.js';

/** Every kind of debris counted, in the order a report lists them. */
export const DEBRIS_KINDS = [
  'numericCitations',
  'referenceKeys',
  'authorYearCitations',
  'emails',
  'statements',
  'abbreviationLists',
  'gluedHeadings',
  'interleavedColumns',
  'figureText',
] as const;

export type DebrisKind = (typeof DEBRIS_KINDS)[number];
export type DebrisCounts = Record<DebrisKind, number>;

const NUMERIC_CITATION = /[[［]\d{1,3}(?:\s*[-–—,，]\s*\d{1,3})*[\]］]/g;
/** "[Sar06]", "[BPSTJ89, Proposition 4]", "[KW+13]". */
const REFERENCE_KEY = /\[[A-Z][A-Za-z+]{0,7}\d{2}[a-z]?(?:[,;][^\]]{0,40})?\]/g;
const AUTHOR = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+(?:et\s+al\.?|and\s+\p{Lu}[\p{L}'’-]+|&\s+\p{Lu}[\p{L}'’-]+))?,?\s+(?:19|20)\d{2}[a-z]?`;
const AUTHOR_YEAR = new RegExp(
  String.raw`[([](?:(?:see|cf\.|e\.g\.),?\s+)?${AUTHOR}(?:\s*[;,]\s*${AUTHOR})*[)\]]`,
  'gu',
);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** The opening words of statements that belong in the back matter, not the talk. */
const STATEMENT =
  /\b(?:acknowledg(?:e|ement|ements|ments)\b|we (?:thank|are grateful|gratefully)|(?:was|were|is|are) funded by|funding:|grant (?:no|number)|competing interests|conflicts? of interest|declare(?:s)? (?:that )?(?:they have )?no|authors?[’'] contributions|author contributions|all authors (?:read|approved|contributed)|data (?:availability|are available)|availability of data)/gi;
/**
 * Support from a funder ("was supported by the National Science Foundation", "by grant 12345"); a
 * claim "supported by many other observations" is not a statement.
 */
const SUPPORTED_BY =
  /\b(?:was|were|is|are) (?:partly |partially )?supported (?:in part )?by (?:the |a |an )?(?:\p{Lu}|grants?\b|funds?\b)/gu;
const STATEMENT_HEADING =
  /acknowledg|funding|competing interests|conflicts? of interest|contributions|availability|abbreviations|declarations?/i;
/** A run of "ABC: expansion;" pairs, or the heading of such a list. */
const ABBREVIATION_LIST =
  /(?:\b[A-Z][A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*\s*[:,]\s+[a-z][^;:]{2,60};\s*){3,}|^abbreviations?\b/gim;
/** Six or more bare numbers in a row: axis ticks and table cells read as text. */
const NUMBER_RUN = /(?:(?<![\p{L}.])[-−+]?\d+(?:[.,]\d+)?%?\s+){5,}[-−+]?\d+(?:[.,]\d+)?%?(?![\p{L}])/gu;
/**
 * A word broken at a line end whose continuation went missing: the other column came in between. A
 * stem the paper uses as a word of its own ("stationary phase- silica gel", "some- times" printed
 * so) is the paper's own spelling, not a broken word.
 */
const DANGLING_HYPHEN = /(\p{Ll}{2,})- (?!(?:and|or|to|as|nor)\b)\p{Ll}/gu;

function count(text: string, pattern: RegExp): number {
  return (text.match(pattern) ?? []).length;
}

function headingTitle(heading: string): string {
  return heading.replace(/^(?:(?:\d{1,2}\.)*\d{1,2}\.?|[IVX]{1,5}\.|[A-H](?:\.\d{1,2})*\.?)\s*/, '').trim();
}

/** A numbered run-in label closed by its colon ("1.1. Question Focus: To identify…"): prose, not a heading. */
const RUN_IN_LABEL = /^(?:\d{1,2}\.){1,3}\d{0,2}\.?\s*\p{Lu}[^.:;!?\n]{1,80}:\s/u;
/**
 * A heading that runs on into its sentence: four words or more after its colon, the first in lower case
 * (a subtitle as short as "data sets: detailed results" is a title), or a last word no title ends on.
 */
const HEADING_WITH_SENTENCE =
  /[:：]\s+\p{Ll}\S*(?:\s+\S+){3,}$|\s(?:the|a|an|of|to|in|on|at|be|is|are|by|and|or|which|that|whose)$/u;

/**
 * A paragraph opening with its section's title again, or with a numbered heading of its own; and a
 * heading that took in the first words of the sentence it heads.
 */
function gluedHeadings(heading: string, paragraphs: readonly string[]): number {
  const title = headingTitle(heading).toLowerCase();
  let glued = HEADING_WITH_SENTENCE.test(heading.trim()) ? 1 : 0;
  paragraphs.forEach((paragraph, index) => {
    // The title again, then a new sentence ("Generation Generation of a…"); a sentence that merely opens
    // with the title's words ("Generation of a two-word sequence…") is not glued.
    if (
      index === 0 &&
      title.length >= 4 &&
      paragraph.toLowerCase().startsWith(`${title} `) &&
      /^\p{Lu}/u.test(paragraph.slice(title.length + 1))
    )
      glued += 1;
    else if (
      !RUN_IN_LABEL.test(paragraph) &&
      /^(?:\d{1,2}\.){1,3}\d{0,2}\.?\s+\p{Lu}[\p{Ll}-]+(?:\s+\p{Lu}?[\p{Ll}-]+){0,5}\s+\p{Lu}\p{Ll}/u.test(
        paragraph,
      )
    )
      glued += 1;
    // "Participants Participants in this study…": a run-in heading repeated by the sentence it heads.
    else if (/^(\p{Lu}\p{Ll}{3,}(?:\s+\p{Ll}+){0,3})\s+\1\b/u.test(paragraph)) glued += 1;
  });
  return glued;
}

/** Paragraphs cut mid-sentence and continued elsewhere, and words broken across another column's text. */
function interleaved(paragraphs: readonly string[], words: ReadonlySet<string>): number {
  let symptoms = 0;
  for (let i = 0; i + 1 < paragraphs.length; i += 1) {
    const ends = paragraphs[i]?.trim() ?? '';
    const next = paragraphs[i + 1]?.trim() ?? '';
    if (!/[.!?:;)\]"”。！？]$/.test(ends) && /^\p{Ll}/u.test(next)) symptoms += 1;
  }
  const broken = (p: string): number =>
    [...p.matchAll(DANGLING_HYPHEN)].filter((m) => !words.has(m[1]?.toLowerCase() ?? '')).length;
  return symptoms + paragraphs.reduce((n, p) => n + broken(p), 0);
}

/** How many pieces of each kind of debris the document's body text still holds. */
export function countDebris(document: Pick<PaperDocument, 'abstract' | 'sections'>): DebrisCounts {
  const counts = Object.fromEntries(DEBRIS_KINDS.map((kind) => [kind, 0])) as DebrisCounts;
  const blocks = [{ heading: 'Abstract', text: document.abstract }, ...document.sections];
  const words = new Set(
    blocks.flatMap((b) => b.text.toLowerCase().match(/(?<![\p{L}-])\p{L}+(?![\p{L}-])/gu) ?? []),
  );
  for (const block of blocks) {
    const text = block.text;
    const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '');
    counts.numericCitations += count(text, NUMERIC_CITATION);
    counts.referenceKeys += count(text, REFERENCE_KEY);
    counts.authorYearCitations += count(text, AUTHOR_YEAR);
    counts.emails += count(text, EMAIL);
    counts.statements +=
      count(text, STATEMENT) + count(text, SUPPORTED_BY) + (STATEMENT_HEADING.test(block.heading) ? 1 : 0);
    counts.abbreviationLists +=
      count(text, ABBREVIATION_LIST) + (/^abbreviations?$/i.test(headingTitle(block.heading)) ? 1 : 0);
    counts.gluedHeadings += gluedHeadings(block.heading, paragraphs);
    counts.interleavedColumns += interleaved(paragraphs, words);
    counts.figureText += count(text, NUMBER_RUN);
  }
  return counts;
}
