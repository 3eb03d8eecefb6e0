import type { PaperDocument, PaperFigure } from '../document.js';
import { splitSentences, termsOf } from '../text/index.js';
import type { SlideRole } from './slide-role.js';
import { createTfIdfVectorizer } from './tf-idf-vectorizer.js';

export interface SlideContent {
  role: SlideRole;
  /** The sentences the slide shows and speaks, as the paper writes them. */
  sentences: readonly string[];
}

const OVERVIEW =
  /architecture|overview|framework|pipeline|structure|diagram|illustrat|schematic|workflow|model|design|system|flow|架构|框架|结构|流程|模型|示意/i;
const RESULTS =
  /result|comparison|compar|performance|accuracy|score|error|bleu|versus|vs\.|baseline|effect|significant|结果|对比|比较|性能|准确/i;
/** Below this a figure is no better than none: the slide shows text alone. */
const THRESHOLD = 0.1;

/**
 * Picks for each slide the figure or table that best illustrates it, or '' for none: the one whose
 * caption and in-text mentions share the most with the slide's sentences, preferring one a sentence
 * points to, an overview figure on method slides and a results table on results slides. Each figure
 * is used at most once; the best-matching pairs are settled first.
 */
export function chooseVisuals(slides: readonly SlideContent[], document: PaperDocument): string[] {
  const language = document.language;
  const figureTerms = document.figures.map((figure) =>
    termsOf(`${figure.caption} ${mentionsOf(figure, document).join(' ')}`, language),
  );
  const slideTerms = slides.map((slide) => termsOf(slide.sentences.join(' '), language));
  const vectorizer = createTfIdfVectorizer([...figureTerms, ...slideTerms]);
  const pairs: { slide: number; figure: number; score: number }[] = [];
  slides.forEach((slide, s) => {
    const slideVector = vectorizer.vector(slideTerms[s] ?? []);
    document.figures.forEach((figure, f) => {
      let score = vectorizer.similarity(slideVector, vectorizer.vector(figureTerms[f] ?? []));
      if (slide.sentences.some((sentence) => mentionPattern(figure).test(sentence))) score += 0.3;
      if (
        (slide.role === 'approach' || slide.role === 'details') &&
        figure.kind === 'figure' &&
        OVERVIEW.test(figure.caption)
      )
        score += 0.15;
      if (/results/.test(slide.role) && (figure.kind === 'table' || RESULTS.test(figure.caption)))
        score += 0.1;
      // Opening and closing slides speak about the whole paper and match every caption a little.
      if (slide.role === 'opening' || slide.role === 'conclusion') score *= 0.7;
      if (score >= THRESHOLD) pairs.push({ slide: s, figure: f, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score || a.slide - b.slide || a.figure - b.figure);
  const chosen = slides.map(() => '');
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (chosen[pair.slide] !== '' || taken.has(pair.figure)) continue;
    chosen[pair.slide] = document.figures[pair.figure]?.id ?? '';
    taken.add(pair.figure);
  }
  return chosen;
}

/** How the text refers to a figure: "Figure 3", "Fig. 3", "Figs. 2 and 3" (first), "图3", "表 1". */
function mentionPattern(figure: PaperFigure): RegExp {
  const number = figure.number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const label =
    figure.kind === 'figure' ? String.raw`(?:fig(?:ure)?s?\.?|图)` : String.raw`(?:tab(?:le)?s?\.?|表)`;
  return new RegExp(String.raw`${label}\s*${number}(?![\d])`, 'i');
}

/** Sentences of the body that refer to the figure: what the authors say it shows. */
function mentionsOf(figure: PaperFigure, document: PaperDocument): string[] {
  const pattern = mentionPattern(figure);
  return document.sections.flatMap((section) =>
    splitSentences(section.text, document.language).filter((s) => pattern.test(s)),
  );
}
