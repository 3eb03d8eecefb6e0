/** Turns a paper's caption into a line a slide can carry. */
import { stripCitations } from '../text/index.js';

/**
 * The caption's first sentence without citations, cut at a word boundary with an ellipsis when it is
 * still longer than `maxChars`. Captions often run to a paragraph; the slide only needs the gist.
 */
export function shortenCaption(caption: string, maxChars: number): string {
  const clean = stripCitations(caption.replace(/\s+/g, ' ').trim());
  // A sentence ends at ". " before a capital, or at the CJK full stop; "e.g. the" does not end one.
  const sentenceEnd = /(?<=[.!?])\s+(?=[A-Z])|(?<=[。！？])/u.exec(clean);
  const first = sentenceEnd ? clean.slice(0, sentenceEnd.index) : clean;
  const chars = Array.from(first);
  if (chars.length <= maxChars) return first;
  const cut = chars.slice(0, maxChars).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // Text without spaces (CJK) is cut at the character limit.
  const atWord = lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,;:.–-]+$/, '')}…`;
}
