/**
 * When each part of a slide appears: bullets as the narration reaches them, the figure when the
 * script first speaks of it. The video shows one picture per state; the PowerPoint animates the same.
 */
import { normalizeVisualId } from '../figure-reference.js';
import { splitSentences, stripCitations, termsOf } from '../text/index.js';

/** What is on screen from `atSec` (seconds into the slide) on. */
export interface RevealState {
  atSec: number;
  /** How many bullets show, counted from the first. */
  bullets: number;
  figure: boolean;
}

export interface RevealInput {
  bullets: readonly string[];
  script: string;
  /** The slide's figure reference ("Figure 2"); empty when it shows none. */
  figureId: string;
  durationSec: number;
  language: string;
  /**
   * Where each sentence of the script starts in its audio, when the voice reports it; otherwise the
   * sentences share the narration in proportion to their length, as the subtitles do.
   */
  sentenceStartsSec?: readonly number[] | undefined;
}

/** Sentence start times spread over the narration in proportion to sentence length. */
function estimateStarts(sentences: readonly string[], durationSec: number): number[] {
  const weights = sentences.map((s) => [...s].length);
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  let elapsed = 0;
  return weights.map((w) => {
    const start = (durationSec * elapsed) / total;
    elapsed += w;
    return start;
  });
}

/** Does `sentence` speak of the figure `figureId` ("Figure 2" also as "Fig. 2", "figure 2a")? */
function mentions(sentence: string, figureId: string): boolean {
  const pattern = /\b(fig(?:ure)?s?|tab(?:le)?s?)\.?\s*([A-Za-z]?\d+[A-Za-z]?)|(图|表)\s*(\d+)/gi;
  for (const match of sentence.normalize('NFKC').matchAll(pattern)) {
    const id = normalizeVisualId(`${match[1] ?? match[3] ?? ''} ${match[2] ?? match[4] ?? ''}`);
    if (
      id !== '' &&
      id.replace(/(\d)[a-z]$/i, '$1').toLowerCase() === figureId.replace(/(\d)[a-z]$/i, '$1').toLowerCase()
    )
      return true;
  }
  return false;
}

/**
 * The sentence each bullet is revealed with: the one sharing most content words with it, never
 * before the previous bullet's; a bullet the script does not echo is spread evenly between its
 * neighbours.
 */
function bulletSentences(
  bullets: readonly string[],
  sentences: readonly string[],
  language: string,
): number[] {
  const sentenceTerms = sentences.map((s) => new Set(termsOf(s, language)));
  const chosen: number[] = [];
  let from = 0;
  bullets.forEach((bullet, k) => {
    const terms = termsOf(bullet, language);
    let best = -1;
    let bestScore = 0;
    for (let s = from; s < sentences.length; s++) {
      const score = terms.filter((t) => sentenceTerms[s]?.has(t)).length / Math.max(1, terms.length);
      if (score > bestScore) {
        best = s;
        bestScore = score;
      }
    }
    // Too weak a match (one common word of many) is no match.
    const fallback = Math.max(
      from,
      Math.min(sentences.length - 1, Math.floor((k * sentences.length) / bullets.length)),
    );
    const sentence = best >= 0 && bestScore >= 0.3 ? best : fallback;
    chosen.push(sentence);
    from = sentence;
  });
  return chosen;
}

/**
 * The reveal states of one slide, in time order, the first at 0 s and the last showing everything.
 * A slide whose script is one sentence, or that has nothing to reveal, has a single state.
 * @example planReveals({ bullets: ['Attention only'], script: 'Intro. It uses attention only.', figureId: '', durationSec: 10, language: 'en' })
 *   // [{ atSec: 0, bullets: 0, figure: false }, { atSec: 2.7, bullets: 1, figure: false }]  (times by sentence length)
 */
export function planReveals(input: RevealInput): RevealState[] {
  const everything: RevealState = { atSec: 0, bullets: input.bullets.length, figure: input.figureId !== '' };
  const sentences = splitSentences(stripCitations(input.script), input.language);
  if (sentences.length < 2 || (input.bullets.length === 0 && input.figureId === '')) return [everything];
  const starts =
    input.sentenceStartsSec?.length === sentences.length
      ? [...input.sentenceStartsSec]
      : estimateStarts(sentences, input.durationSec);
  const at = (sentence: number): number => starts[sentence] ?? 0;
  const bulletAt = bulletSentences(input.bullets, sentences, input.language).map(at);
  // A figure the script never names is shown from the start: nothing would ever bring it in.
  const figureSentence = input.figureId === '' ? -1 : sentences.findIndex((s) => mentions(s, input.figureId));
  const figureAt = figureSentence < 0 ? 0 : at(figureSentence);
  const times = [...new Set([0, ...bulletAt, ...(input.figureId === '' ? [] : [figureAt])])].sort(
    (a, b) => a - b,
  );
  return times.map((atSec) => ({
    atSec,
    bullets: bulletAt.filter((t) => t <= atSec).length,
    figure: input.figureId !== '' && figureAt <= atSec,
  }));
}
