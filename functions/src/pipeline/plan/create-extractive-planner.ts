import type { PaperDocument } from '../document.js';
import { PipelineError, throwIfCancelled } from '../errors.js';
import type { SlidePlanItem, SlidesPlan } from '../../shared/slide-plan.js';
import { countWords, repairHyphenation, stripCitations, usesCjkScript } from '../text/index.js';
import type { Candidate } from './candidate.js';
import { chooseVisuals } from './choose-visuals.js';
import { collectCandidates } from './collect-candidates.js';
import { composeScript, type ScriptContext } from './compose-script.js';
import { outlineFor } from './outline-for.js';
import { plannerPhrases } from './planner-phrases.js';
import { scoreCandidates } from './score-candidates.js';
import { selectSentences, type SelectionState } from './select-sentences.js';
import { shortenBullet } from './shorten-bullet.js';
import { bulletFromSentence } from './bullet-from-sentence.js';
import { personName } from './author-byline.js';
import { bulletDefects } from './find-slide-defects.js';
import type { SlidePlanner, PlanRequest } from './slide-planner.js';
import type { SlideRole } from './slide-role.js';
import { slideTitle, type TitleContext } from './slide-title.js';
import { createTfIdfVectorizer } from './tf-idf-vectorizer.js';

/** The order slides choose their sentences in: the talk's core first, so it gets the best ones. */
const SELECTION_ORDER: readonly SlideRole[] = [
  'results-and-conclusion', 'results', 'approach', 'problem', 'opening', 'conclusion', 'details', 'more-results', 'analysis',
];
const MAX_BULLETS = 5;

/**
 * The local planner: no network, no model, deterministic. It scores the paper's sentences as an
 * extractive summariser, gives each slide of a classic talk arc (motivation, problem, approach,
 * results, findings, takeaway) the best sentences from the matching sections, compresses them into
 * bullets, joins them into a spoken script, and picks the figure that fits each slide.
 * @public
 */
export function createExtractivePlanner(): SlidePlanner {
  return {
    name: 'extractive',
    plan: (request) => Promise.resolve(planExtractively(request)),
  };
}

function planExtractively({ document, slideCount, signal }: PlanRequest): SlidesPlan {
  const language = document.language;
  const phrases = plannerPhrases(language);
  const candidates = scoreCandidates(collectCandidates(document), document);
  if (candidates.length === 0) {
    throw new PipelineError('no_text', 'No readable sentences were found in the paper to build slides from; its text may be mostly formulas, tables or scanned images.');
  }
  const vectorizer = createTfIdfVectorizer(candidates.map((c) => c.terms));
  const author = personName(document.authors[0] ?? '');
  const isName = namesIn(document);
  // A very long title is a mouthful; the talk says the short form the opening slide shows.
  const fullTitle = document.title.replace(/\s+/g, ' ').trim();
  const spokenTitle = countWords(fullTitle, language) > 20 ? slideTitle('opening', [], fullTitle, phrases, language, new Set()) : fullTitle;
  const context = (role: SlideRole, last: boolean): ScriptContext => ({
    role, phrases, language, title: spokenTitle, author, coauthors: document.authors.length > 1, last,
    isName,
  });
  const outline = outlineFor(slideCount);
  const state: SelectionState = {
    vectorizer,
    vectors: new Map(candidates.map((c) => [c.order, vectorizer.vector(c.terms)])),
    texts: new Map(candidates.map((c) => [c.order, c.text])),
    used: new Set(),
    scriptLength: (role, sentences) => countWords(composeScript(sentences.map((s) => s.text), context(role, role === 'conclusion' || role === 'results-and-conclusion')), language),
    length: phrases.length,
    maxSentences: candidates.length,
  };
  const chosen = new Map<number, Candidate[]>();
  // Two rounds: every slide first gets enough to say, then each tops up towards its target, so
  // slides that share sources (opening and problem both draw on the introduction) share fairly.
  const lengthOf = (index: number): number => state.scriptLength(outline[index] ?? 'opening', chosen.get(index) ?? []);
  for (const [goal, borrow] of [[phrases.length.min, false], [phrases.length.target, true]] as const) {
    // The second round serves the shortest scripts first.
    const order = outline
      .map((_, index) => index)
      .sort((a, b) => (borrow ? lengthOf(a) - lengthOf(b) : 0) || rankOf(outline[a]) - rankOf(outline[b]));
    for (const index of order) {
      throwIfCancelled(signal);
      const role = outline[index];
      if (role !== undefined) {
        // A short paper is shared out so that every slide gets something to say.
        const mine = chosen.get(index) ?? [];
        const waiting = outline.filter((_, i) => (chosen.get(i)?.length ?? 0) === 0).length || 1;
        state.maxSentences = mine.length + Math.max(1, Math.floor((candidates.length - state.used.size) / waiting));
        chosen.set(index, selectSentences(role, candidates, state, mine, goal, borrow));
      }
    }
  }
  const slides = outline
    .map((role, index) => ({ role, sentences: orderForTalk(role, chosen.get(index) ?? []) }))
    .filter((slide) => slide.sentences.length > 0);
  const visuals = chooseVisuals(slides.map((s) => ({ role: s.role, sentences: s.sentences.map((c) => c.text) })), document);
  const titles = new Set<string>();
  const titleContext: TitleContext = { methodName: methodNameOf(document), rarity: rarityIn(candidates.map((c) => c.text.toLowerCase())) };
  return slides.map((slide, index): SlidePlanItem => {
    const title = slideTitle(slide.role, slide.sentences, document.title, phrases, language, titles, titleContext);
    titles.add(title);
    return {
      slide_title: title,
      visual_identifier: visuals[index] ?? '',
      bullet_points: bulletsFor(slide.sentences, language),
      voiceover_script: composeScript(slide.sentences.map((c) => c.text), context(slide.role, index === slides.length - 1)),
    };
  });
}

function rankOf(role: SlideRole | undefined): number {
  return role === undefined ? SELECTION_ORDER.length : SELECTION_ORDER.indexOf(role);
}

/** Results slides lead with their strongest (numbered) sentence; the others keep the paper's order. */
function orderForTalk(role: SlideRole, sentences: readonly Candidate[]): Candidate[] {
  return role === 'results' || role === 'results-and-conclusion' || role === 'more-results'
    ? [...sentences]
    : [...sentences].sort((a, b) => a.order - b.order);
}

/** An aside that only points into the paper: "(see Table 2)", ", as shown in Figure 3,". */
const POINTER_ASIDE =
  /\s*\((?:see\s+)?(?:Fig(?:ure)?s?\.?|Tables?|Sec(?:tion)?s?\.?|Eq(?:uation)?s?\.?)\s*[\d.,\s–-]+(?:and\s+\d+)?\)|,?\s+(?:as\s+)?(?:shown|seen|illustrated|reported|listed|summari[sz]ed|given|depicted|plotted)\s+in\s+(?:Fig(?:ure)?s?\.?|Tables?|Sec(?:tion)?s?\.?)\s*\d+(?:\.\d+)*[a-z]?(?:\s*(?:and|,)\s*\d+[a-z]?)*(?=[,.;]|\s|$)/g;

/**
 * One bullet per sentence that has a complete short form; a sentence without one stays in the
 * script only. A slide whose sentences all lack one shows its first sentence cut short.
 */
function bulletsFor(sentences: readonly Candidate[], language: string): string[] {
  const bullets: string[] = [];
  const clean = sentences.map((sentence) => repairHyphenation(stripCitations(sentence.text)).replace(POINTER_ASIDE, ''));
  for (const text of clean) {
    const bullet = usesCjkScript(language) ? shortenBullet(text, language) : bulletFromSentence(text, language);
    // A bullet left cut by a removed citation ("as in and") or pointing into the paper stays in the script only.
    if (bullet === undefined || bulletDefects(bullet, language).length > 0) continue;
    if (countWords(bullet, language) >= 3 && !bullets.includes(bullet)) bullets.push(bullet);
  }
  const first = clean[0];
  if (bullets.length === 0 && first !== undefined) bullets.push(shortenBullet(first, language));
  return bullets.slice(0, MAX_BULLETS);
}

/**
 * The method's own name: what the abstract introduces in apposition ("an architecture, the
 * Transformer, based on …") or a mixed-case name built from a title word ("ResNet" for "Residual"),
 * or the title's acronym ("GAN") when the paper uses it; '' when there is none.
 */
function methodNameOf(document: PaperDocument): string {
  const body = [document.abstract, ...document.sections.map((s) => s.text)].join(' ');
  const uses = (name: string): number => body.match(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'))?.length ?? 0;
  const apposition = /,\s+(?:the|called|named|dubbed)\s+([A-Z][A-Za-z0-9-]+)\s*,/.exec(document.abstract)?.[1];
  if (apposition !== undefined && uses(apposition) >= 3) return `the ${apposition}`;
  const titleWords = document.title.split(/\s+/).filter((w) => /^\p{Lu}\p{Ll}{3,}/u.test(w));
  // "Res" of "ResNet" abbreviates "Residual"; "Image" of "ImageNet" is a whole word, so a dataset.
  const abbreviates = (w: string): boolean => {
    const head = /^[A-Z][a-z]+/.exec(w)?.[0].toLowerCase() ?? '';
    return titleWords.some((t) => t.toLowerCase().startsWith(head) && t.length > head.length);
  };
  const mixed = [...new Set(body.match(/\b[A-Z][a-z]+[A-Z][A-Za-z]*\b/g) ?? [])]
    .filter(abbreviates)
    .map((w) => ({ w, n: uses(w) }))
    .sort((a, b) => b.n - a.n || a.w.localeCompare(b.w))[0];
  if (mixed !== undefined && mixed.n >= 3) return mixed.w;
  const acronym = titleWords.map((w) => w.charAt(0)).join('');
  return acronym.length >= 3 && uses(acronym) + uses(`${acronym}s`) >= 3 ? acronym : '';
}

/** How rare a phrase is among the paper's sentences: phrases every section repeats title nothing. */
function rarityIn(texts: readonly string[]): (phrase: string) => number {
  return (phrase) => {
    const frequency = texts.filter((text) => text.includes(phrase)).length;
    return Math.log((texts.length + 1) / (frequency + 1)) + 0.5;
  };
}

/** Names: words the paper never writes in lowercase ("Malawi", "Lukasz"), which keep their capital. */
function namesIn(document: PaperDocument): (word: string) => boolean {
  const text = [document.abstract, ...document.sections.map((s) => s.text)].join(' ');
  const lowercase = new Set(text.match(/(?<![\p{L}-])\p{Ll}[\p{Ll}-]*/gu) ?? []);
  return (word) => !lowercase.has(word.toLowerCase());
}
