import type { PaperDocument } from '../document.js';
import { PipelineError, throwIfCancelled } from '../errors.js';
import type { SlidePlanItem, SlidesPlan } from '../../shared/slide-plan.js';
import { countWords, repairHyphenation, stripCitations, usesCjkScript } from '../text/index.js';
import type { Candidate } from './candidate.js';
import { chooseVisuals } from './choose-visuals.js';
import { slideText } from './figure-fit.js';
import { nearlySame } from './check-plan.js';
import { collectCandidates } from './collect-candidates.js';
import { composeScript, type ScriptContext, withoutLinkAhead, withoutLinkBack } from './compose-script.js';
import { outlineFor } from './outline-for.js';
import { plannerPhrases } from './planner-phrases.js';
import { scoreCandidates } from './score-candidates.js';
import {
  canJoin,
  namesDifficulty,
  pointsBack,
  drawsOn,
  moreFor,
  selectSentences,
  statesFinding,
  statesMethodStep,
  tellsFindings,
  type SelectionState,
} from './select-sentences.js';
import { cjkBulletFromSentence, shortenBullet } from './shorten-bullet.js';
import { bulletFromSentence } from './bullet-from-sentence.js';
import { openingAuthors, personName, talkAuthors } from './author-byline.js';
import { documentNoun, namesOnlyItsKind } from './document-kind.js';
import { namesIn } from './names-in.js';
import { bulletDefects, findSlideDefects, SLIDE_SHAPE } from './find-slide-defects.js';
import { normalizeVisualId } from '../figure-reference.js';
import { pointersIn, withoutPointerAsides } from './paper-pointers.js';
import { shortenLongList } from './shorten-long-list.js';
import type { SlidePlanner, PlanRequest } from './slide-planner.js';
import type { SlideRole } from './slide-role.js';
import { slideTitle, type TitleContext } from './slide-title.js';
import { createTfIdfVectorizer } from './tf-idf-vectorizer.js';

/**
 * The order slides choose their sentences in: the talk's core first, so it gets the best ones. The
 * takeaway comes before the opening: a paper without a conclusion closes on what its abstract found,
 * and the opening sets the scene from what is left.
 */
const SELECTION_ORDER: readonly SlideRole[] = [
  'results-and-conclusion',
  'results',
  'approach',
  'problem',
  'conclusion',
  'opening',
  'details',
  'more-results',
  'analysis',
];
const MAX_BULLETS = 5;
/** Times the body writes a name before a manual titled only by its kind is taken to be about it. */
const MOST_WRITTEN_NAME = 3;

/**
 * The local planner: no network, no model, deterministic. It scores the paper's sentences as an
 * extractive summariser, gives each slide of a classic talk arc (motivation, problem, approach,
 * results, findings, takeaway) the best sentences from the matching sections, compresses them into
 * bullets, joins them into a spoken script, and picks the figure that fits each slide.
 */
export function createExtractivePlanner(): SlidePlanner {
  return {
    name: 'extractive',
    plan: (request) => Promise.resolve(planWithinContent(request)),
  };
}

/**
 * A paper too short for the slides asked for gets fewer, fuller ones rather than filler. A talk
 * longer than the five slides of its story adds slides (details, more results, further findings)
 * only where the paper has something of their own to tell: an added slide whose bullets mostly
 * come from parts of the paper it is not about is left out, and while some slide still has too few
 * bullets or too little to say, so is the last added one. What they would have said fills the others.
 * So does what a problem slide with next to nothing to say would have said, unless the talk would be
 * left with fewer than three slides.
 */
function planWithinContent(request: PlanRequest): SlidesPlan {
  const candidates = scoreCandidates(collectCandidates(request.document), request.document);
  if (candidates.length === 0) {
    throw new PipelineError(
      'no_text',
      'No readable sentences were found in the paper to build slides from; its text may be mostly formulas, tables or scanned images.',
    );
  }
  return planFrom(request, outlineFor(request.slideCount), candidates);
}

/** The talk for `outline`, less the slides the paper has too little to say for. */
function planFrom(
  request: PlanRequest,
  start: readonly SlideRole[],
  candidates: readonly Candidate[],
): SlidesPlan {
  let outline = start;
  for (;;) {
    const talk = planExtractively(request, outline, candidates);
    const added = outline.filter((role) => ADDED_ROLES.has(role));
    const thin = thinSlides(talk.plan, request.document.language);
    if (added.length === 0 && statesNoProblem(talk, request.document.language)) {
      // A talk keeps its problem slide rather than shrink below three slides: two would be no talk.
      const without = planFrom(
        request,
        outline.filter((role) => role !== 'problem'),
        candidates,
      );
      if (without.length >= MIN_TALK_SLIDES) return without;
      return withMergedEnding(request, outline, candidates, talk, thin.length);
    }
    const drop = talk.fillers[0] ?? (thin.length > 0 ? added.at(-1) : undefined);
    if (drop === undefined || added.length === 0)
      return withMergedEnding(request, outline, candidates, talk, thin.length);
    outline = outline.filter((role) => role !== drop);
  }
}

/**
 * Whether the talk's problem slide has next to nothing to say (a bullet and a sentence or
 * two): a manual or a package's vignette that states no problem tells its story from the method
 * on, rather than open with a slide that asks a question it does not answer.
 */
function statesNoProblem(talk: PlannedTalk, language: string): boolean {
  const slide = talk.plan[talk.roles.indexOf('problem')];
  if (slide === undefined || slide.bullet_points.length > 1) return false;
  return countWords(slide.voiceover_script, language) < plannerPhrases(language).length.min;
}

/**
 * A paper with too little to say for a results slide and a closing slide of their own (a short
 * note without a conclusion, whose closing slide would show one bullet) tells its findings and its
 * takeaway on one slide, when the talk then has fewer than `thin` thin slides (the talk's own count).
 */
function withMergedEnding(
  request: PlanRequest,
  outline: readonly SlideRole[],
  candidates: readonly Candidate[],
  talk: PlannedTalk,
  thin: number,
): SlidesPlan {
  if (!outline.includes('results') || !outline.includes('conclusion')) return talk.plan;
  const nearlyEmpty = talk.plan.some((slide, index) => {
    const role = talk.roles[index];
    return (role === 'results' || role === 'conclusion') && slide.bullet_points.length < 2;
  });
  if (!nearlyEmpty) return talk.plan;
  const merged = outline
    .filter((role) => role !== 'conclusion')
    .map((role): SlideRole => (role === 'results' ? 'results-and-conclusion' : role));
  const shorter = planExtractively(request, merged, candidates).plan;
  return thinSlides(shorter, request.document.language).length < thin ? shorter : talk.plan;
}

/** Slides (1-based) after the first with too few bullets or too little to say. */
function thinSlides(plan: SlidesPlan, language: string): number[] {
  return findSlideDefects(plan, language)
    .filter(
      (defect) => defect.slide > 1 && (defect.kind === 'bullet_count' || defect.kind === 'script_length'),
    )
    .map((defect) => defect.slide);
}

/** The fewest slides a talk is cut to for want of something to say. */
const MIN_TALK_SLIDES = 3;

/** Slides a longer talk adds to its story; each must have its own part of the paper to tell. */
const ADDED_ROLES: ReadonlySet<SlideRole> = new Set(['details', 'more-results', 'analysis']);

interface PlannedTalk {
  plan: SlidesPlan;
  /** The added slides whose bullets mostly come from parts of the paper they are not about. */
  fillers: SlideRole[];
  /** The role of each slide of the plan. */
  roles: SlideRole[];
}

/** The talk of `outline` from the paper's scored `candidates` (read only: each outline tried reuses them). */
function planExtractively(
  { document, signal }: PlanRequest,
  outline: readonly SlideRole[],
  candidates: readonly Candidate[],
): PlannedTalk {
  const language = document.language;
  const phrases = plannerPhrases(language);
  const vectorizer = createTfIdfVectorizer(candidates.map((c) => c.terms));
  // Strings the read stage took for authors but that are no names (an affiliation) are no colleagues.
  const authors = talkAuthors(document)
    .map(personName)
    .filter((name) => name !== '');
  const { author, coauthors } = openingAuthors(authors, language);
  const isName = namesIn(document);
  // A very long title is a mouthful; the talk says the short form the opening slide shows.
  const fullTitle = document.title.replace(/\s+/g, ' ').trim();
  const spokenTitle =
    countWords(fullTitle, language) > 20
      ? slideTitle('opening', [], fullTitle, phrases, language, new Set())
      : fullTitle;
  const context = (role: SlideRole, last: boolean): ScriptContext => ({
    role,
    phrases,
    language,
    title: spokenTitle,
    author,
    coauthors,
    noun: documentNoun(document),
    last,
    isName,
  });
  const state: SelectionState = {
    vectorizer,
    vectors: new Map(candidates.map((c) => [c.order, vectorizer.vector(c.terms)])),
    texts: new Map(candidates.map((c) => [c.order, c.text])),
    used: new Set(),
    // Measured as the slide will say it: in the talk's order, without pointer asides.
    scriptLength: (role, sentences) =>
      countWords(
        composeScript(
          spokenSentences(orderForTalk(role, sentences)),
          context(role, role === 'conclusion' || role === 'results-and-conclusion'),
        ),
        language,
      ),
    length: phrases.length,
    maxSentences: candidates.length,
  };
  const chosen = new Map<number, Candidate[]>();
  // Two rounds: every slide first gets enough to say, then each tops up towards its target, so
  // slides that share sources (opening and problem both draw on the introduction) share fairly.
  const lengthOf = (index: number): number =>
    state.scriptLength(outline[index] ?? 'opening', chosen.get(index) ?? []);
  for (const [goal, borrow] of [
    [phrases.length.min, false],
    [phrases.length.target, true],
  ] as const) {
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
        state.maxSentences =
          mine.length + Math.max(1, Math.floor((candidates.length - state.used.size) / waiting));
        chosen.set(index, selectSentences(role, candidates, state, mine, goal, borrow));
      }
    }
  }
  const slides = outline
    .map((role, index) => ({ role, sentences: orderForTalk(role, chosen.get(index) ?? []) }))
    .filter((slide) => slide.sentences.length > 0);
  // A document with next to nothing to say still opens on its title: its first slide is the opening.
  const first = slides[0];
  if (first !== undefined && first.role !== 'opening') slides[0] = { ...first, role: 'opening' };
  // A first choice of figures steers which sentences each slide keeps (none about another figure).
  const firstVisuals = chooseVisuals(
    slides.map((s) => ({ role: s.role, text: s.sentences.map((c) => c.text).join(' ') })),
    document,
  );
  // The top-up asks for the same sentences' bullets many times.
  const bulletCache = new Map<string, string | undefined>();
  const cachedBullet = (text: string): string | undefined => {
    if (!bulletCache.has(text)) bulletCache.set(text, bulletOf(text, language));
    return bulletCache.get(text);
  };
  const titles = new Set<string>();
  const titleContext: TitleContext = {
    methodName: methodNameOf(document),
    rarity: rarityIn(candidates.map((c) => c.text.toLowerCase())),
    topic: topicOf(document),
  };
  const items = slides.map((shown, index): SlidePlanItem & { sentences: Candidate[] } => {
    const visual = firstVisuals[index] ?? '';
    const last = index === slides.length - 1;
    const slideBullet = bulletFor(shown.role, cachedBullet);
    const topUp: TopUp = {
      candidates,
      bulletOf: slideBullet,
      state,
      language,
      scriptLength: (s) => state.scriptLength(shown.role, s),
    };
    const sentences = withEnoughContent(
      shown.role,
      aboutOwnVisual(shown.sentences, visual),
      visual,
      index === 0,
      topUp,
    );
    // A slide of findings is titled by what its bullets find; a sentence only said may find another thing.
    const bulleted = sentences.filter((c) => slideBullet(c.text) !== undefined);
    const titledBy = tellsFindings(shown.role) && bulleted.length > 0 ? bulleted : sentences;
    const title =
      sentences[0]?.theorem === true && !titles.has(phrases.mainTheorem)
        ? phrases.mainTheorem
        : slideTitle(shown.role, titledBy, document.title, phrases, language, titles, titleContext);
    titles.add(title);
    return {
      sentences,
      slide_title: title,
      visual_identifier: visual,
      bullet_points: bulletsFor(sentences, language, slideBullet),
      voiceover_script: composeScript(spokenSentences(sentences), {
        ...context(shown.role, last),
        leadsWithFinding:
          sentences[0] !== undefined &&
          (sentences[0].theorem === true || statesFinding(sentences[0].text) || sentences[0].hasNumber),
      }),
    };
  });
  // The figures are chosen again on what each slide finally says, as the quality report judges
  // them; a slide whose sentences name a figure shows that one or none.
  const visuals = chooseVisuals(
    items.map((item, index) => ({ role: slides[index]?.role ?? 'details', ...slideText(item) })),
    document,
    (index, figure) => (items[index]?.sentences ?? []).every((c) => namesOnlyVisual(c.text, figure.id)),
  );
  const fillers = slides
    .map((slide, index) => ({
      role: slide.role,
      shown: (items[index]?.sentences ?? []).filter((c) => cachedBullet(c.text) !== undefined),
    }))
    .filter(
      ({ role, shown }) =>
        ADDED_ROLES.has(role) && shown.filter((c) => drawsOn(role, c)).length * 2 < shown.length,
    )
    .map(({ role }) => role);
  const plan = items.map(({ sentences: _sentences, ...item }, index): SlidePlanItem => ({
    ...item,
    visual_identifier: visuals[index] ?? '',
  }));
  return { plan, fillers, roles: slides.map((slide) => slide.role) };
}

/** Whether every figure or table `text` names is the one the slide shows ("Figure 2a" counts as "Figure 2"). */
function namesOnlyVisual(text: string, visual: string): boolean {
  const own = normalizeVisualId(visual).replace(/(\d)[a-z]$/i, '$1');
  return pointersIn(spokenFormOf(text)).every(
    (pointer) => own !== '' && normalizeVisualId(pointer).replace(/(\d)[a-z]$/i, '$1') === own,
  );
}

/** A sentence about another figure or table than the slide shows goes (one sentence always stays). */
function aboutOwnVisual(sentences: readonly Candidate[], visual: string): Candidate[] {
  const kept = sentences.filter((c) => namesOnlyVisual(c.text, visual));
  return kept.length > 0 ? kept : [...sentences];
}

/**
 * A slide's sentences as its script says them (see spokenFormOf); one that leans on a sentence the
 * script does not say just before it ("Therefore, …", "Second, …") loses that opening, and so does a
 * list's first item ("First, …") whose next item the script does not say after it.
 */
function spokenSentences(sentences: readonly Candidate[]): string[] {
  const said: string[] = [];
  sentences.forEach((c, index) => {
    // The sentence before it in the paper is said just before it only when it was a candidate too.
    const follows = sentences[index - 1]?.order === c.order - 1 && c.afterGap !== true;
    const linked = withoutLinkBack(spokenFormOf(c.text), follows ? said[index - 1] : undefined);
    said.push(sentences[index + 1]?.order === c.order + 1 ? linked : withoutLinkAhead(linked));
  });
  return said;
}

/**
 * A sentence as the talk says it: without its asides that only point into the paper, and a list
 * too long to follow by ear said by its first items.
 */
function spokenFormOf(text: string): string {
  return shortenLongList(withoutPointerAsides(text));
}

interface TopUp {
  candidates: readonly Candidate[];
  bulletOf(text: string): string | undefined;
  state: SelectionState;
  language: string;
  scriptLength(sentences: readonly Candidate[]): number;
}

/**
 * A slide short of bullets, or of words to say, says more of its best remaining sentences (for
 * bullets, those with a clean short form), giving up sentences it shows no bullet for when the
 * script would run too long: a slide of three to five bullets, each of them said, and a script of
 * the talk's length. The title slide shows the byline instead of bullets.
 */
function withEnoughContent(
  role: SlideRole,
  sentences: readonly Candidate[],
  visual: string,
  titleSlide: boolean,
  topUp: TopUp,
): Candidate[] {
  const { candidates, state, language, scriptLength } = topUp;
  const { min, max } = state.length;
  let current = [...sentences];
  const bulleted = (c: Candidate): boolean => topUp.bulletOf(c.text) !== undefined;
  const statesProblem = (c: Candidate): number => (role === 'problem' && namesDifficulty(c.text) ? 1 : 0);
  const needsBullets = (): boolean =>
    !titleSlide && bulletsFor(current, language, topUp.bulletOf).length < SLIDE_SHAPE.minBullets;
  for (const extra of moreFor(role, candidates, state.used)) {
    const short = scriptLength(current) < min;
    if (!short && !needsBullets()) break;
    if (!namesOnlyVisual(extra.text, visual) || !canJoin(extra, current, state)) continue;
    if (!short && !bulleted(extra)) continue;
    let next = orderForTalk(role, [...current, extra]);
    // Too long: the longest sentence the slide shows no bullet for makes room, unless the one
    // after it points back to it; on a problem slide, one that says what the problem is goes last.
    while (scriptLength(next) > max) {
      const spare = next
        .filter(
          (c) => c !== extra && !bulleted(c) && !next.some((o) => o.order === c.order + 1 && pointsBack(o)),
        )
        .sort((a, b) => statesProblem(a) - statesProblem(b) || b.text.length - a.text.length)[0];
      if (spare === undefined) break;
      next = next.filter((c) => c !== spare);
    }
    const length = scriptLength(next);
    if (length > max || (length < min && !short)) continue;
    for (const c of current) if (!next.includes(c)) state.used.delete(c.order);
    state.used.add(extra.order);
    current = next;
  }
  return current;
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

/**
 * One bullet per sentence that has a complete short form; a sentence without one stays in the
 * script only. A slide whose sentences all lack one shows its first sentence cut short.
 */
function bulletsFor(
  sentences: readonly Candidate[],
  language: string,
  bulletOfText: (text: string) => string | undefined,
): string[] {
  const bullets: string[] = [];
  for (const sentence of sentences) {
    const bullet = bulletOfText(sentence.text);
    if (bullet !== undefined && !bullets.some((kept) => nearlySame(kept, bullet))) bullets.push(bullet);
  }
  const first = sentences[0];
  if (bullets.length === 0 && first !== undefined)
    bullets.push(shortenBullet(cleanForBullet(first.text), language));
  return bullets.slice(0, MAX_BULLETS);
}

/**
 * The bullets a slide of `role` shows: a results or closing slide shows what was found, so a
 * sentence whose short form keeps only its set-up ("We sanitycheck the two spaces on MEN" from a
 * sentence that goes on to say what came of it) is said, not shown.
 */
function bulletFor(
  role: SlideRole,
  bulletOfText: (text: string) => string | undefined,
): (text: string) => string | undefined {
  if (!tellsFindings(role) && role !== 'conclusion') return bulletOfText;
  return (text) => {
    const bullet = bulletOfText(text);
    return bullet !== undefined && statesMethodStep(bullet) ? undefined : bullet;
  };
}

function cleanForBullet(text: string): string {
  return repairHyphenation(stripCitations(spokenFormOf(text)));
}

/**
 * The bullet a sentence makes, or undefined when it has no complete short form: one left cut by a
 * removed citation ("as in and") or pointing into the paper stays in the script only.
 */
function bulletOf(text: string, language: string): string | undefined {
  const clean = cleanForBullet(text);
  const cjk = usesCjkScript(language);
  const short = cjk ? cjkBulletFromSentence(clean) : bulletFromSentence(clean, language);
  // Judged as the slide will show it: the plan check shortens a Chinese bullet once more ("本文依托…" → "依托…").
  const bullet = cjk && short !== undefined ? shortenBullet(short, language) : short;
  if (bullet === undefined || bulletDefects(bullet, language).length > 0 || countWords(bullet, language) < 3)
    return undefined;
  // A formula ("outside of Supp ∪ Supp") reads as noise on a slide.
  if (/[=∪∩∈∉∑∏∫√≤≥≈⊂⊆→]/.test(bullet)) return undefined;
  // "They are kinematically equivalent …": a bullet stands alone, without the sentence that says
  // who "they" are (the script says both).
  if (BARE_PRONOUN_SUBJECT.test(bullet)) return undefined;
  return bullet;
}

const BARE_PRONOUN_SUBJECT =
  /^they\s|^it\s(?!(?:is|was|has|had|remains|seems)\s+(?:not\s+)?(?:been\s+)?(?:\w+ly\s+)?(?:possible|impossible|difficult|hard|easy|necessary|unclear|known|crucial|important|essential|challenging|feasible|infeasible|costly|expensive)\s+(?:to|that|whether|how)\b)|^(?:this|these|those)\s+(?!is\s+the\s+first\b)(?:(?:also|then|thus|therefore|still|only)\s+)?(?:is|are|was|were|has|have|had|can|could|may|might|will|would|should|must|means|meant|shows?|showed|suggests?|implies|allows?|makes?|gives?|leads?)\b/i;

/** How many times `body` writes `name` as a whole word, in its case. */
function timesWritten(name: string, body: string): number {
  return body.match(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'))?.length ?? 0;
}

/**
 * The method's own name: what the abstract introduces in apposition ("an architecture, the
 * Transformer, based on …") or a mixed-case name built from a title word ("ResNet" for "Residual"),
 * or the title's acronym ("GAN") when the paper uses it; '' when there is none.
 */
function methodNameOf(document: PaperDocument): string {
  const body = [document.abstract, ...document.sections.map((s) => s.text)].join(' ');
  const uses = (name: string): number => timesWritten(name, body);
  const apposition = /,\s+(?:the|called|named|dubbed)\s+([A-Z][A-Za-z0-9-]+)\s*,/.exec(
    document.abstract,
  )?.[1];
  if (apposition !== undefined && uses(apposition) >= 3) return `the ${apposition}`;
  // The word a title sets beside "package" names the software ("The coin Package", "the R Package
  // brms", "Package deSolve: …", "The tallymer software"), unless the other side of its colon names
  // the talk in a few words ("Automatic Time Series Forecasting: the forecast Package for R").
  const sides = document.title.split(/:\s+/);
  const namedBySide =
    sides.length === 2 &&
    sides.some((side) => !/\bpackage\b/i.test(side) && /^\S+(?:\s+\S+){1,3}$/.test(side.trim()));
  const packaged = namedBySide
    ? undefined
    : [
        /\bpackage\s+([\p{L}][\p{L}\d.]*)/giu,
        /\b([\p{L}][\p{L}\d.]*)\s+package\b/giu,
        // "The tallymer software for …": a name, not a word of the title's phrase ("Analysis Toolbox").
        /\b(\p{Ll}[\p{L}\d.]*|\p{Lu}{2,}[\p{L}\d.]*|\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d.]*)\s+(?:software|toolbox|toolkit|library)\b/gu,
      ]
        .flatMap((pattern) => [...document.title.matchAll(pattern)].map((match) => match[1] ?? ''))
        // Not a word of the phrase around it ("An MCMC Package for R", "mcmc Package Ver. 0.9") nor a
        // class system ("An S4 Package"): a name the body uses.
        .find(
          (word) =>
            !/^(?:r|the|an?|this|our|software|new|for|of|in|on|to|with|and|by|from|that|which|s\d)$/i.test(
              word,
            ) && Math.max(uses(word), uses(word.toLowerCase())) >= 3,
        );
  // So does one word before the title's colon or dash ("Rcpp: Seamless R and C++ Integration", "ctree:
  // Conditional Inference Trees", "kernlab – An S4 Package …", "TREE-PUZZLE - Maximum likelihood
  // analysis …"); either is said as the body writes it.
  const lead = /^([\p{L}][\p{L}\d.+-]*)(?::|\s+[-–—])\s/u.exec(document.title)?.[1] ?? packaged;
  if (lead !== undefined) {
    const written = [lead, lead.toLowerCase()].sort((a, b) => uses(b) - uses(a))[0] ?? lead;
    if (uses(written) >= 3) return written;
  }
  const titleWords = document.title
    .split(/\s+/)
    .map((w) => w.replace(/\P{L}+$/u, ''))
    .filter((w) => /^\p{Lu}\p{Ll}{3,}/u.test(w));
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
  // The acronym of the whole title ("GAN"), of its part before a colon ("CTC") or of the name before
  // the document's kind ("SDL" of "Score Description Library Reference Manual").
  const named = document.title.replace(DOCUMENT_KIND_AFTER_NAME, '');
  const acronyms = [document.title, ...document.title.split(/:\s/).slice(0, 1), named].map((part) =>
    part
      .split(/\s+/)
      .filter((w) => /^\p{Lu}\p{Ll}{3,}/u.test(w))
      .map((w) => w.charAt(0))
      .join(''),
  );
  return acronyms.find((acronym) => acronym.length >= 3 && uses(acronym) + uses(`${acronym}s`) >= 3) ?? '';
}

/** A manual's kind after the name it documents: "… Reference Manual", "… User's Guide", "… Tutorial". */
const DOCUMENT_KIND_AFTER_NAME =
  /\s+(?:(?:reference|user['’]?s?|programmer['’]?s?|developer['’]?s?|installation|quick|short|technical)\s+)?(?:manual|guide|handbook|tutorial|reference|documentation|primer)$/i;

/** Words that neither open nor close a topic phrase taken from a title. */
const TOPIC_EDGE =
  /^(?:a|an|the|of|in|on|at|to|for|from|by|with|and|or|via|using|towards?|into|under|over|its|their|new|novel|based|following|understanding|paper|case|comparative|some|two|three|setting|up|is|are|all|you|need|how|what|why|make|making|package|packages|vignette|software|version|R)$/i;
/** Words that may close a topic ("systematic review") but not open one ("review of …"). */
const TOPIC_HEAD = /^(?:study|studies|analysis|investigations?|approach|method|methods|review)$/i;

/**
 * What the paper is about in two to four of its title's words ("quality improvement", "heat
 * stress", "average accelerations"): the phrase the body repeats most; '' when none is repeated.
 */
function topicOf(document: PaperDocument): string {
  if (usesCjkScript(document.language)) return '';
  const written = [document.abstract, ...document.sections.map((s) => s.text)].join(' ');
  // The main title names the subject; a subtitle after the colon only where it says more.
  const [main = '', ...subtitle] = document.title.split(/:\s/);
  const topic = topicIn(main, written.toLowerCase()) || topicIn(subtitle.join(' '), written.toLowerCase());
  if (topic === '')
    return (
      capitalisedNameIn(document.title, written) ||
      (namesOnlyItsKind(document.title) ? mostWrittenName(written) : '')
    );
  // Title case is for the title: mid-sentence the phrase reads as the paper writes it ("heat
  // stress", but "Phoenix paludosa").
  const isName = namesIn(document);
  return topic
    .split(' ')
    .map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) && !isName(w) ? w.toLowerCase() : w))
    .join(' ');
}

/**
 * A name the title spells in capitals ("The CFN format", "JAGS Developers Manual") that the body goes
 * on using: what a document whose title offers no topic phrase is about; '' when none. A title set
 * all in capitals has no such name.
 */
function capitalisedNameIn(title: string, body: string): string {
  const words = title.split(/[\s(),:;]+/).filter((w) => /\p{L}/u.test(w));
  if (words.every((w) => !/\p{Ll}/u.test(w))) return '';
  return (
    words
      .filter(
        (w) =>
          /^\p{Lu}[\p{Lu}\d]*(?:-\p{Lu}[\p{Lu}\d]*)*$/u.test(w) && (w.match(/\p{Lu}/gu) ?? []).length >= 2,
      )
      .filter((w) => !/^[IVXLC]+$/.test(w))
      .map((w) => ({ w, n: timesWritten(w, body) }))
      .sort((a, b) => b.n - a.n)
      .find(({ n }) => n >= 3)?.w ?? ''
  );
}

/**
 * The body's most written name in mixed case ("PreviSat", "ExaML"): a program's name, where an
 * acronym in capitals is as often a term it uses ("TLE"); '' when none is frequent.
 */
function mostWrittenName(body: string): string {
  const counts = new Map<string, number>();
  for (const [name] of body.matchAll(/(?<![\p{L}\d])\p{L}[\p{L}\d]*\p{Lu}[\p{L}\d]*(?![\p{L}\d])/gu))
    if (/\p{Ll}/u.test(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best !== undefined && best[1] >= MOST_WRITTEN_NAME ? best[0] : '';
}

function topicIn(title: string, body: string): string {
  const words = title.split(/[\s:?,;()]+/).filter((w) => w !== '');
  let best = { phrase: '', score: 0 };
  for (let n = 2; n <= 4; n += 1) {
    for (let i = 0; i + n <= words.length; i += 1) {
      const gram = words.slice(i, i + n);
      if (
        TOPIC_EDGE.test(gram[0] ?? '') ||
        TOPIC_HEAD.test(gram[0] ?? '') ||
        TOPIC_EDGE.test(gram[n - 1] ?? '') ||
        gram.some((w) => !/^\p{L}[\p{L}-]*$/u.test(w))
      )
        continue;
      const phrase = gram.join(' ');
      // "average accelerations" is also said "average acceleration".
      const uses = body.split(phrase.toLowerCase().replace(/s$/, '')).length - 1;
      const score = uses * (1 + 0.25 * (n - 2));
      if (uses >= 2 && score > best.score) best = { phrase, score };
    }
  }
  return best.phrase;
}

/** How rare a phrase is among the paper's sentences: phrases every section repeats title nothing. */
function rarityIn(texts: readonly string[]): (phrase: string) => number {
  return (phrase) => {
    const frequency = texts.filter((text) => text.includes(phrase)).length;
    return Math.log((texts.length + 1) / (frequency + 1)) + 0.5;
  };
}
