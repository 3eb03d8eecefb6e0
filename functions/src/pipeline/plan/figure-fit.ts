/**
 * Whether a figure or table fits a slide (docs/product.md: "the figure shown is the one that fits
 * the slide's point (by its caption and the text that cites it)"). A figure fits a slide when
 *
 * - its kind suits what the slide is for: a results table or plot belongs on a results or closing
 *   slide, never on the method slide, and a results table never on the problem slide (a plot that
 *   shows the problem, like a training curve that gets worse with depth, may open a talk); an
 *   architecture or overview figure belongs on the method slide, never on a results slide; and
 * - it is about the slide's point: its caption and the sentences that cite it share enough of the
 *   slide's distinctive terms (TF-IDF cosine at least `MIN_RELEVANCE`), and not much less than the
 *   figure that shares the most with it (a parsing table beside translation scores does not fit
 *   when the translation table is there). A slide whose sentences cite the figure shares those
 *   very sentences with it.
 *
 * The title slide shows the paper's title and byline, and no figure.
 *
 * One rule serves both the built-in planner, which shows on each slide a figure that fits, and the
 * quality report, which counts the slides of any plan that show a figure that does not fit.
 */
import type { PaperDocument, PaperFigure } from '../document.js';
import type { SlidePlanItem, SlidesPlan } from '../../shared/slide-plan.js';
import { splitSentences, termsOf } from '../text/index.js';
import { outlineFor } from './outline-for.js';
import type { SlideRole } from './slide-role.js';
import { createTfIdfVectorizer } from './tf-idf-vectorizer.js';

/** What a figure shows, as its caption says: the method's overview, measured results, or anything else. */
export type VisualKind = 'overview' | 'results' | 'other';

/** What one slide says, and what it is for. */
export interface SlideText {
  role: SlideRole;
  /** The slide's sentences as one text: what it shows and what it says. */
  text: string;
  /** What the slide leads with: its title and first point. On a results slide, the finding its figure should show. */
  lead?: string | undefined;
}

export interface FigureFit {
  /** `fits[slide][figure]`: whether the figure fits the slide. */
  fits: boolean[][];
  /** `relevance[slide][figure]`: how much the figure's caption and citing sentences share with the slide (0–1). */
  relevance: number[][];
  /**
   * `closeness[slide][figure]`: how closely the figure shows the slide's point, which ranks the figures
   * that fit: `relevance`, or on a results slide with a `lead`, its mean with the lead's when that is more.
   */
  closeness: number[][];
  kinds: VisualKind[];
}

/**
 * Below this a figure's caption and citing sentences share too little with a slide to illustrate
 * it. A figure whose kind is what the slide is about (an architecture figure on the method slide,
 * a results table on the results slide) needs less: its kind already says it shows the slide's point.
 */
export const MIN_RELEVANCE = 0.1;
export const MIN_RELEVANCE_OF_OWN_KIND = 0.06;
/** A fitting figure is about the slide at least this fraction as much as the best-fitting one. */
const NEAR_BEST = 0.5;

/**
 * Captions of measurements (scores, errors, comparisons, effects, statistics) and of qualitative
 * findings (themes, perceptions).
 */
const RESULTS_CAPTION =
  /\b(?:results?|accuracy|accuracies|errors?|scores?|bleu|psnr|auc|f1|precision|recall|performance|comparisons?|compared|versus|vs\.|improvements?|reduction|increase|decrease|damage|yield|likelihood|log-?likelihood|estimates|rank|ranks|rates?|anova|correlations?|coefficients|fold change|lc50|ic50|significant|significantly|outperforms?|achieves?|generali[sz]es|effects? of|heat ?map|standard deviations?|metrics?|findings|outcomes?|themes|emerging from|perceptions|responses)\b|\bmAP\b|±|结果|对比|比较|性能|准确|误差|时延|吞吐/i;
/** Captions of the method's overview: its architecture, its parts and how they connect, its process. */
const OVERVIEW_CAPTION =
  /\b(?:architectures?|overview of (?:the|our)|framework|pipeline|(?:block|schematic) diagram|diagram of (?:the|our)|schematic|illustration|workflow|flow ?chart|process|procedure|building blocks?|structure of (?:the|our) (?:model|network|system|method|framework)|design of|system|algorithm|topology|[\w-]+-step|steps|stages)\b|框架|流程|架构|拓扑|示意|原理/i;

/**
 * What a figure shows, by its caption. A figure's first sentence names it ("Example network
 * architectures for ImageNet."); what follows describes its parts ("feature maps", "error bars").
 * A table is a results table when its caption names any measure ("Variations on the architecture …
 * All metrics are on …").
 */
export function visualKind(figure: PaperFigure): VisualKind {
  const caption = figure.caption.replace(/\s+/g, ' ').trim();
  const lead = figure.kind === 'table' ? caption : (/^.*?[.。](?=\s|$)/.exec(caption)?.[0] ?? caption);
  if (RESULTS_CAPTION.test(lead)) return 'results';
  if (OVERVIEW_CAPTION.test(lead)) return 'overview';
  return 'other';
}

/** The kind of figure that shows what a slide with `role` is about, if any kind does. */
function ownKind(role: SlideRole): VisualKind | undefined {
  if (role === 'approach' || role === 'details') return 'overview';
  if (
    role === 'results' ||
    role === 'more-results' ||
    role === 'analysis' ||
    role === 'results-and-conclusion'
  )
    return 'results';
  return undefined;
}

/** Whether a figure of `kind` (a table or a figure) may illustrate a slide with `role` at all. */
export function suitsRole(kind: VisualKind, figureKind: PaperFigure['kind'], role: SlideRole): boolean {
  switch (role) {
    case 'opening':
      // The title slide shows the paper's title, authors and venue: a figure there competes with them.
      return false;
    case 'problem':
      // The problem is the paper's motivation: a plot may show it, a results table shows the answer.
      return !(kind === 'results' && figureKind === 'table') && kind !== 'overview';
    case 'approach':
    case 'details':
      return kind !== 'results';
    case 'results':
    case 'more-results':
    case 'analysis':
      return kind !== 'overview';
    case 'conclusion':
    case 'results-and-conclusion':
      return true;
  }
}

/** How the text refers to a figure: "Figure 3", "Fig. 3", "Figs. 2 and 3" (first), "图3", "表 1". */
function mentionPattern(figure: PaperFigure): RegExp {
  const number = figure.number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const label =
    figure.kind === 'figure' ? String.raw`(?:fig(?:ure)?s?\.?|图)` : String.raw`(?:tab(?:le)?s?\.?|表)`;
  return new RegExp(String.raw`${label}\s*${number}(?![\d])`, 'i');
}

/** Sentences of the body that refer to the figure: what the authors say it shows. */
function mentionsOf(figure: PaperFigure, sentences: readonly string[]): string[] {
  const pattern = mentionPattern(figure);
  return sentences.filter((s) => pattern.test(s));
}

/**
 * What a slide of a finished plan says, as fit is judged on it: its title and its script (which
 * says every bullet), led by its title and first bullet. The planner judges its own slides on the
 * same text the quality report does.
 */
export function slideText(slide: SlidePlanItem): Omit<SlideText, 'role'> {
  return {
    text: `${slide.slide_title}. ${slide.voiceover_script}`,
    lead: `${slide.slide_title}. ${slide.bullet_points[0] ?? ''}`,
  };
}

/** The terms of each figure's caption and citing sentences, worked out once per document. */
const figureTermsCache = new WeakMap<PaperDocument, string[][]>();

function figureTermsOf(document: PaperDocument): string[][] {
  const cached = figureTermsCache.get(document);
  if (cached !== undefined) return cached;
  const language = document.language;
  const sentences = document.sections.flatMap((section) => splitSentences(section.text, language));
  const terms = document.figures.map((figure) =>
    termsOf(`${figure.caption} ${mentionsOf(figure, sentences).join(' ')}`, language),
  );
  figureTermsCache.set(document, terms);
  return terms;
}

/** Which of the paper's figures fit which slide, and how closely each is about each slide. */
export function figureFit(slides: readonly SlideText[], document: PaperDocument): FigureFit {
  const language = document.language;
  const figureTerms = figureTermsOf(document);
  const slideTerms = slides.map((slide) => termsOf(slide.text, language));
  const vectorizer = createTfIdfVectorizer([...figureTerms, ...slideTerms]);
  const figureVectors = figureTerms.map((terms) => vectorizer.vector(terms));
  const kinds = document.figures.map(visualKind);
  const relevance = slideTerms.map((terms) => {
    const slideVector = vectorizer.vector(terms);
    return figureVectors.map((figureVector) => vectorizer.similarity(slideVector, figureVector));
  });
  const closeness = slides.map((slide, s) => {
    const whole = relevance[s] ?? [];
    if (slide.lead === undefined || ownKind(slide.role) !== 'results') return whole;
    // A results slide leads with its headline finding: among figures about the slide, the one
    // about its lead shows that finding (the ImageNet error table under "3.57% error on ImageNet",
    // not the detection table its second sentence is about). What a slide leads with never makes
    // a figure less close.
    const leadVector = vectorizer.vector(termsOf(slide.lead, language));
    return figureVectors.map((figureVector, f) =>
      Math.max(whole[f] ?? 0, ((whole[f] ?? 0) + vectorizer.similarity(leadVector, figureVector)) / 2),
    );
  });
  const fits = slides.map((slide, s) => {
    const about = document.figures.map(
      (figure, f) =>
        suitsRole(kinds[f] ?? 'other', figure.kind, slide.role) &&
        (relevance[s]?.[f] ?? 0) >=
          (kinds[f] === ownKind(slide.role) ? MIN_RELEVANCE_OF_OWN_KIND : MIN_RELEVANCE),
    );
    // "The one that fits": a figure far less about the slide than the paper's best one for it does not.
    const best = Math.max(0, ...about.map((ok, f) => (ok ? (relevance[s]?.[f] ?? 0) : 0)));
    return about.map((ok, f) => ok && (relevance[s]?.[f] ?? 0) >= best * NEAR_BEST);
  });
  return { fits, relevance, closeness, kinds };
}

/**
 * The most slides that can each show a different fitting figure (a maximum matching of slides to
 * figures): what "every slide gets one where the paper has one that fits" asks for.
 */
export function mostFittingSlides(fits: readonly (readonly boolean[])[]): number {
  const owner = new Map<number, number>();
  const claim = (slide: number, seen: Set<number>): boolean => {
    for (const [figure, fit] of (fits[slide] ?? []).entries()) {
      if (!fit || seen.has(figure)) continue;
      seen.add(figure);
      const holder = owner.get(figure);
      if (holder === undefined || claim(holder, seen)) {
        owner.set(figure, slide);
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (let slide = 0; slide < fits.length; slide += 1) if (claim(slide, new Set())) matched += 1;
  return matched;
}

/** How well a finished plan's figures fit its slides. */
export interface PlanFigureFit {
  /** Slides showing a figure that fits them. */
  fitting: number;
  /** The most slides that could each show a different fitting figure of the paper. */
  possible: number;
  /** The slides showing a figure that does not fit, as "slide 2: Table 4". */
  misfits: string[];
}

/**
 * Judges the figures of any planner's plan: each slide's role is its place in the talk's arc for
 * that many slides (outline-for.ts), its text what it says (`slideText`).
 */
export function planFigureFit(plan: SlidesPlan, document: PaperDocument): PlanFigureFit {
  const roles = outlineFor(plan.length);
  const fit = figureFit(
    plan.map((slide, index) => ({ role: roles[index] ?? 'details', ...slideText(slide) })),
    document,
  );
  let fitting = 0;
  const misfits: string[] = [];
  plan.forEach((slide, index) => {
    const figure = document.figures.findIndex((f) => f.id === slide.visual_identifier);
    if (figure < 0) return;
    if (fit.fits[index]?.[figure] === true) fitting += 1;
    else misfits.push(`slide ${index + 1}: ${slide.visual_identifier}`);
  });
  return { fitting, possible: mostFittingSlides(fit.fits), misfits };
}
