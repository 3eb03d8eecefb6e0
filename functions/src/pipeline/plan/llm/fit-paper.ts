import type { PaperDocument } from '../../document.js';
import { splitSentences } from '../../text/index.js';
import { classifySections } from '../classify-sections.js';
import { collectCandidates } from '../collect-candidates.js';
import { scoreCandidates } from '../score-candidates.js';
import { estimateTokens } from './estimate-tokens.js';

/** Marks text left out of a section, where it was left out. */
export const OMISSION = '[…]';
/** Half the text budget is shared out evenly, so every section is heard from before the best sentences compete. */
const EVEN_SHARE = 0.5;
const CAPTION_CHARS = 400;

/** The paper as a model reads it. */
export interface FittedPaper {
  /** Title, authors, abstract, the list of figures and tables with their ids, the outline and the section text. */
  text: string;
  /** Share of the sections' text that was sent, 0 to 1. */
  keptShare: number;
  /** Headings of the sections none of whose text was sent. */
  leftOut: string[];
  /** For the user when text was left out, e.g. "The paper is too long for the AI planner to read whole: …". */
  notice: string | undefined;
}

interface Sentence {
  section: number;
  paragraph: number;
  text: string;
  tokens: number;
  score: number;
  kept: boolean;
}

/**
 * Writes the paper for a model with a context of `budgetTokens`. A paper that fits goes whole (without
 * references, acknowledgements and appendices, which a talk does not need). A longer one keeps its
 * whole structure — title, abstract, every caption with its id, every heading — and as much of the
 * text as fits, chosen sentence by sentence: first an even share for each section, then the most
 * informative sentences anywhere (the extractive planner's scores), in reading order with `[…]` where
 * text was left out. It never cuts the paper off at some page.
 */
export function fitPaper(document: PaperDocument, budgetTokens: number): FittedPaper {
  const sections = classifySections(document.sections);
  const narrative = sections
    .map((section, index) => ({ ...section, index }))
    .filter((section) => section.role !== 'skip');
  const header = headerOf(
    document,
    sections.map((section) => section.heading),
  );
  const whole = [
    header,
    ...narrative.map((section) => sectionText(section.heading, section.text.trim())),
  ].join('\n\n');
  if (estimateTokens(whole) <= budgetTokens)
    return { text: whole, keptShare: 1, leftOut: [], notice: undefined };

  const scores = new Map(
    scoreCandidates(collectCandidates(document), document).map((c) => [
      `${c.sectionIndex}\u0000${c.text}`,
      c.score,
    ]),
  );
  const sentences: Sentence[] = narrative.flatMap((section) =>
    section.text.split(/\n\s*\n/).flatMap((paragraph, paragraphIndex) =>
      splitSentences(paragraph, document.language).map((text) => ({
        section: section.index,
        paragraph: paragraphIndex,
        text,
        tokens: estimateTokens(text) + 1,
        score: scores.get(`${section.index}\u0000${text}`) ?? 0,
        kept: false,
      })),
    ),
  );
  const headings = narrative.reduce(
    (sum, section) => sum + estimateTokens(sectionText(section.heading, OMISSION)),
    0,
  );
  let room = Math.max(0, budgetTokens - estimateTokens(header) - headings);
  const take = (candidates: readonly Sentence[], limit: number): void => {
    let used = 0;
    for (const sentence of [...candidates].sort((a, b) => b.score - a.score)) {
      if (sentence.kept || sentence.tokens > room || used + sentence.tokens > limit) continue;
      sentence.kept = true;
      used += sentence.tokens;
      room -= sentence.tokens;
    }
  };
  const evenShare = (room * EVEN_SHARE) / Math.max(1, narrative.length);
  for (const section of narrative)
    take(
      sentences.filter((s) => s.section === section.index),
      evenShare,
    );
  take(sentences, Infinity);

  const body = narrative.map((section) =>
    sectionText(section.heading, keptText(sentences.filter((s) => s.section === section.index))),
  );
  const total = sentences.reduce((sum, s) => sum + s.text.length, 0);
  const kept = sentences.reduce((sum, s) => sum + (s.kept ? s.text.length : 0), 0);
  const keptShare = total === 0 ? 1 : kept / total;
  const leftOut = narrative
    .filter((section) => !sentences.some((s) => s.section === section.index && s.kept))
    .map((s) => s.title || s.heading);
  return { text: [header, ...body].join('\n\n'), keptShare, leftOut, notice: noticeFor(keptShare, leftOut) };
}

function headerOf(document: PaperDocument, headings: readonly string[]): string {
  const figures = document.figures.map(
    (figure) => `- ${figure.id}: ${clip(figure.caption.replace(/\s+/g, ' ').trim(), CAPTION_CHARS)}`,
  );
  return [
    `Title: ${document.title}`,
    document.authors.length > 0 ? `Authors: ${document.authors.join(', ')}` : '',
    `Abstract: ${document.abstract.replace(/\s+/g, ' ').trim()}`,
    `Figures and tables (the only valid visual_identifier values):\n${figures.length > 0 ? figures.join('\n') : '- none: leave visual_identifier empty'}`,
    `Outline:\n${headings.map((heading) => `- ${heading}`).join('\n')}`,
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}

function sectionText(heading: string, text: string): string {
  return `## ${heading}\n${text}`;
}

/** The kept sentences in reading order, paragraphs apart, with a mark wherever sentences were dropped. */
function keptText(sentences: readonly Sentence[]): string {
  const paragraphs: string[] = [];
  let line: string[] = [];
  let paragraph = -1;
  let gap = false;
  for (const sentence of sentences) {
    if (sentence.paragraph !== paragraph && line.length > 0) {
      paragraphs.push(line.join(' '));
      line = [];
    }
    paragraph = sentence.paragraph;
    if (!sentence.kept) {
      gap = true;
      continue;
    }
    if (gap) line.push(OMISSION);
    gap = false;
    line.push(sentence.text);
  }
  if (gap) line.push(OMISSION);
  if (line.length > 0) paragraphs.push(line.join(' '));
  return paragraphs.join('\n\n') || OMISSION;
}

function noticeFor(keptShare: number, leftOut: readonly string[]): string {
  const percent = Math.max(1, Math.floor(keptShare * 100));
  const sections =
    leftOut.length === 0 ? '' : `; nothing was read from ${listOf(leftOut.map((title) => `"${title}"`))}`;
  return `The paper is too long for the AI planner to read whole, so it planned from the outline, every caption and the most informative ${percent}% of the text${sections}.`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const shown = items.length > 4 ? [...items.slice(0, 3), `${items.length - 3} more sections`] : items;
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

function clip(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars - 1).replace(/\s+\S*$/, '')}…`;
}
