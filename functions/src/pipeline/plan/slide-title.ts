import { countWords, isBalanced, spokenLanguage, usesCjkScript } from '../text/index.js';
import {
  DANGLING,
  isAuxiliary,
  REPORTING_VERB,
  isBaseVerb,
  looksLikeAdjectiveOrAdverb,
  needsItsComplement,
  removeParentheticals,
} from './bullet-from-sentence.js';
import type { Candidate } from './candidate.js';
import { documentedName, namesOnlyItsKind } from './document-kind.js';
import { titleBreaksOff } from './find-slide-defects.js';
import { endsOnFunctionWord } from './function-words.js';
import { statesOwnContribution } from './own-contribution.js';
import { namesDifficulty } from './select-sentences.js';
import type { PlannerPhrases } from './planner-phrases.js';
import type { SlideRole } from './slide-role.js';

/** Headings that only name the part of the paper, which the default title says better. */
const GENERIC =
  /^(?:(?:materials?|methods?|methodology|approach|experiments?|experimental|results?|evaluation|discussion|analysis|findings|setup|set-up|and|the|of|our|proposed|study|design|introduction|background|conclusions?|summary|main|related|prior|previous|work|literature)\s*)+$|^(?:研究|实验|结果|方法|讨论|分析|与|和|及|总结|结论|引言|概述)+$/i;
const ROLES_TITLED_BY_HEADING: ReadonlySet<SlideRole> = new Set([
  'approach',
  'details',
  'analysis',
  'more-results',
]);
/** The opening slide shows the paper's own title; only a very long one is cut to its part before the colon. */
const MAX_TITLE_WORDS = 25;
const MAX_CJK_TITLE_CHARS = 30;

/** What the planner knows about the whole paper that a title can use. */
export interface TitleContext {
  /** The method's own name as the paper writes it ("the Transformer", "ResNet"); '' when none. */
  methodName: string;
  /** How specific a phrase is to a few sentences of the paper (higher is more specific). */
  rarity(phrase: string): number;
  /** What the paper is about in a few of its title's words ("heat stress"); '' when none. */
  topic: string;
}

const NO_CONTEXT: TitleContext = { methodName: '', rarity: () => 1, topic: '' };
const MAX_SLIDE_TITLE_WORDS = 8;
/** A paper title this short names its subject ("Generative Adversarial Nets") and may stand in for a method name. */
const MAX_SUBJECT_WORDS = 4;
/** Words that never start or end a key phrase. */
const PHRASE_STOP = new Set(
  `we our us they them it propose proposed present presented introduce introduced demonstrate using used based show shows shown paper work study results result method methods approach
model models data figure table section et al also however thus well first second new different given way number
large small high low many much more most other each every such several various same further here there able
case cases use set sets respectively order terms term part therefore moreover furthermore nevertheless
considering including regarding according following thereby whereby hence instead pertaining comprising
consisting containing involving concerning relating corresponding see fig figs eq sec make makes sure you
your now called named inside outside else`.split(/\s+/),
);
/** Words that name a problem or a task in general: a phrase of them alone ("challenging problem") names no topic. */
const VAGUE_TOPIC =
  /^(?:additional|major|main|key|significant|particular|specific|common|problems?|challenges?|challenging|difficult(?:y|ies)?|important|issues?|tasks?|open|hard|interesting|general|approach(?:es)?|active|areas?|fields?|research|topics?|questions?|ongoing|current)$/i;
/** Verbs in -s that need no object, which end a clause rather than a topic ("the solver works"). */
const INTRANSITIVE_VERB =
  /^(?:works|fails|helps|holds|applies|matters|remains|exists|occurs|suffices|converges|diverges|degrades|performs|succeeds|increases|decreases|grows|drops|rises|falls)$/i;
/** Verbs whose forms are also nouns ("temperature increases", "user needs"). */
const NOUN_TOO =
  /^(?:increase|decrease|use|need|share|support|work|look|help|lack|limit|cause|yield|match|act|play|drop|rise|fall|reach|offer|lead|make|result|change|go|come|carry|take|show)$/i;
/** A verb's -s form that is no noun too: "includes", "provides" (but "temperature increases" may be a topic). */
function isVerbInS(word: string): boolean {
  return (
    /s$/i.test(word) &&
    [word.replace(/s$/i, ''), word.replace(/es$/i, '')].some(
      (base) => isBaseVerb(base) && !NOUN_TOO.test(base),
    )
  );
}
/** Words after which an -ed word opens a noun phrase ("the supervised model"), not a predicate. */
const NOUN_PHRASE_START =
  /^(?:a|an|the|of|in|on|at|for|with|by|from|to|into|via|and|or|its|their|our|this|these|those|that|each|every|both|semi|self|well)$/;
/** Numbers as a result states them, with their unit or metric. */
const HEADLINE_NUMBER =
  /\b(\d+(?:\.\d+)?)\s*(%|％|percent|BLEU|points?)(?:\s+(?:of\s+(?:the\s+)?)?(?!in\b|on\b|the\b|to\b|and\b|for\b|with\b|by\b)([a-z][a-z-]{2,}|[A-Z][A-Z0-9-]{1,})\b(?<!ed))?/;
/** Verbs papers use in "to …" phrases, which open no topic phrase. */
const INFINITIVE_VERB =
  /^(?:enable|make|allow|learn|improve|reduce|increase|use|provide|achieve|train|ease|label|fit|solve|address|capture|generate|predict|estimate|compute|find|identify|detect|classify|recogni[sz]e|segment|transform|map|encode|decode|produce|obtain|build|design|evaluate|measure|assess|explain|understand|determine|extract|combine|replace|handle|support|exploit|perform|apply|scale|speed|optimi[sz]e|minimi[sz]e|maximi[sz]e|compare|investigate|explore|establish|create|develop|construct|represent|describe|avoid|overcome|prevent|ensure|preserve|link|screen)$/i;
/** Words after which "to" introduces a verb ("known to cause", "able to learn"), not a noun. */
const VERB_BEFORE_TO =
  /^(?:known|able|unable|likely|unlikely|used|need|needs|needed|tend|tends|tended|aim|aims|aimed|seek|seeks|try|tries|tried|order|has|have|had|want|wants|designed|intended|expected|shown|said|reported|found|appears?|seems?|helps?|serves?|allows?|enables?)$/;
/** A modal verb: what follows it is a verb ("can offer", "may cause"). */
const MODAL = /^(?:can|could|may|might|will|would|should|must|cannot)$/;
/** A subject pronoun: what follows it is its verb ("we adopt", "they use"). */
const SUBJECT_PRONOUN = /^(?:we|they|it|which|who|i|you|he|she)$/;
const METRIC_OF = /\b([A-Z][A-Z0-9-]+[A-Za-z0-9-]*)\s(?:score\s)?of\s(\d+(?:\.\d+)?%?)/;
const BENCHMARK = /\b[Oo]n\s+(?:the\s+)?((?:[A-Z0-9§][\w-]*\s?){1,3})/;

/** The roles whose English titles name what the talk is about ("Results for …", "Takeaways on …"). */
const NAMED_ROLES: ReadonlySet<SlideRole> = new Set(['problem', 'results', 'more-results', 'conclusion']);

/** A title short enough to name the talk after a slide's role: two to four words, no question. */
function isShortSubject(title: string, language: string): boolean {
  if (namesOnlyItsKind(title)) return false;
  const words = countWords(title, language);
  return words >= 2 && words <= MAX_SUBJECT_WORDS && !/[:?]/.test(title);
}

/** A title without its asides ("The Biostrings 2 classes (work in progress)"), which name nothing. */
function withoutAsides(title: string): string {
  return title.replace(/\s*\([^()]*\)/g, '').trim();
}

/**
 * The paper's title, or a side of its colon or full stop ("Stochastic simulations with DYNARE. A
 * practical guide"), when short enough to name the talk; '' when none is. An aside in the title
 * ("(work in progress)") is no side.
 */
function shortTitleOf(paperTitle: string, language: string): string {
  const sides = withoutAsides(paperTitle).split(/:\s+|\.\s+(?=\p{Lu})/u);
  return (
    [paperTitle, ...(sides.length === 2 ? sides : [])]
      .map((t) => t.trim())
      .find((t) => isShortSubject(t, language)) ?? ''
  );
}

/**
 * The title of a slide, derived from its content and kept to about eight words: the paper's own
 * title (shortened) on the opening slide; elsewhere the slide's role with what it is about — the
 * headline number for results ("Results: 28.4 BLEU on WMT 2014"), the method's name for the
 * approach ("The Transformer: multi-head attention"), or the slide's most specific key phrase
 * ("The problem: sequential computation"). A specific section heading ("Model Architecture") titles
 * method and analysis slides; papers in other languages keep the heading or the role's own title. `taken`
 * prevents repeats.
 */
export function slideTitle(
  role: SlideRole,
  sentences: readonly Candidate[],
  paperTitle: string,
  phrases: PlannerPhrases,
  language: string,
  taken: ReadonlySet<string>,
  context: TitleContext = NO_CONTEXT,
): string {
  if (role === 'opening') return shortTitle(paperTitle, language) || phrases.titles.approach;
  const fallback = phrases.titles[role];
  const heading = specificHeading(role, sentences, language, taken);
  // The phrase rules below know English grammar; a paper in another language keeps its heading, or
  // names its part of the talk after a short title ("Conclusions : L’extension nicematrix").
  if (spokenLanguage(language) !== 'en') {
    const named = usesCjkScript(language) || !NAMED_ROLES.has(role) ? '' : shortTitleOf(paperTitle, language);
    const colon = spokenLanguage(language) === 'fr' ? ' : ' : ': ';
    return heading || (named === '' ? fallback : `${fallback}${colon}${named}`);
  }
  const texts = sentences.map((s) => removeParentheticals(s.text));
  // A problem slide is titled by what is wrong, not by the background around it.
  // ("This paper presents a method …, thereby solving both problems" is the answer, not the problem.)
  const focus =
    role === 'problem' ? texts.filter((t) => namesDifficulty(t) && !statesOwnContribution(t)) : [];
  const phrase = keyPhrase(focus.length > 0 ? focus : texts, context, taken);
  const name = context.methodName;
  // What the talk is about, for titles that would otherwise only name their part of the talk.
  // A title with a colon offers each side ("Drawing Phylogenies in R: Basic and Advanced Features
  // With ape", "Vegan: ecological diversity"), the main title first; when the paper's words name
  // no topic either, a longer title offers its object ("Enumeration and Simulation of Random Tree
  // Topologies").
  const bare = withoutAsides(paperTitle);
  const short = (t: string): boolean => isShortSubject(t, language);
  const shortPaperTitle = shortTitleOf(paperTitle, language) || undefined;
  // A title that opens on what is done names its subject as what is done to ("Integrating Asymptote
  // and TeXShop for Mac OS X", "Using the Columbus extension to Velvet"), or else after the purpose's
  // verb ("Using R to score personality scales").
  const done =
    /^\p{Lu}\p{Ll}+ing\s+(.+?)(?=\s+(?:for|in|on|with|via|using|to|from|into|by|through|at|as|under|within|across|over|against|towards?)\s|$)/u.exec(
      bare,
    )?.[1] ?? '';
  const purpose = /^\p{L}+ing\b.*?\bto\s+\p{Ll}+\s+(.+)$/u.exec(bare)?.[1] ?? '';
  const object = (short(done) ? done : '') || titleObject(bare, short) || (short(purpose) ? purpose : '');
  // A title of one word names its subject too ("Concordance").
  const word =
    /^\p{L}[\p{L}-]{4,}$/u.test(paperTitle.trim()) && !GENERIC.test(paperTitle) ? paperTitle.trim() : '';
  // A manual is about what it documents ("Tachyon User's Guide"), an introduction about what it
  // introduces ("Introduction to actuar").
  const documented = documentedName(paperTitle);
  // A guide to using a tool is about the tool ("Using XFig", "Using FAUST with ROS").
  const doneToName =
    /^Using\s/.test(bare) && (short(done) || /^\p{Lu}[\p{L}\d-]{2,}$/u.test(done)) ? done : '';
  const subject = (
    [
      name,
      documented,
      doneToName,
      shortPaperTitle ?? '',
      context.topic,
      short(bare) ? bare : '',
      object,
      word,
    ].find((s) => s !== '') ?? ''
  )
    // Said after "for" or "on", a title's article is a small word ("Results for the Biostrings 2 classes").
    .replace(/^(?:The|A|An)\s/, (article) => article.toLowerCase());
  const candidates: string[] = [];
  switch (role) {
    case 'problem':
      // Only a phrase from a sentence that names a difficulty can name the problem, and not by the
      // word the title already says ("The problem: problem Mingers notes").
      if (phrase !== '' && focus.length > 0 && !/\bproblems?\b/i.test(phrase))
        candidates.push(`The problem: ${phrase}`, `Why ${phrase} matters`);
      if (subject !== '') candidates.push(`The problem behind ${subject}`);
      break;
    case 'approach':
      if (name !== '' && phrase !== '' && !phrase.toLowerCase().includes(name.toLowerCase()))
        candidates.push(`${capitalize(name)}: ${phrase}`);
      if (heading !== '')
        candidates.push(
          name !== '' && !heading.toLowerCase().includes(name.toLowerCase())
            ? `${capitalize(name)}: ${heading}`
            : heading,
        );
      if (phrase !== '') candidates.push(`Approach: ${phrase}`);
      break;
    case 'details':
      candidates.push(heading, phrase === '' ? '' : `How it works: ${phrase}`);
      break;
    case 'analysis':
      candidates.push(heading, phrase === '' ? '' : `Findings: ${phrase}`);
      break;
    case 'results':
    case 'results-and-conclusion':
    case 'more-results': {
      const label = role === 'more-results' ? 'More results' : 'Results';
      const headline = headlineOf(texts);
      if (headline !== '') candidates.push(`${label}: ${headline}`);
      // Without a headline number a phrase says little ("Results: samples drawn"): keep the plain label.
      if (role === 'more-results') candidates.push(heading);
      // Or name what is measured: the method (or a short paper title) says more than "Key Results".
      if (subject !== '')
        candidates.push(role === 'more-results' ? `More results for ${subject}` : `Results for ${subject}`);
      break;
    }
    case 'conclusion':
      // A phrase picked from concluding sentences reads as noise ("Takeaway: bounding boxes"); the
      // closing slide is better named by what the talk was about.
      if (subject !== '') candidates.push(`Takeaways on ${subject}`);
      break;
  }
  const fits = candidates.find(
    (title) => title !== '' && countWords(title, language) <= MAX_SLIDE_TITLE_WORDS && !taken.has(title),
  );
  return fits ?? fallback;
}

/**
 * What a title's preposition takes, short enough to name the talk: all that follows it ("… of Random
 * Tree Topologies", "… for Partition of Variation") or the phrase up to the next preposition ("… in
 * Robust Regression for Small Samples"), the earliest that fits; a gerund's phrase ("for Sharpening
 * Wald-type Inference") names an action, not a subject.
 */
function titleObject(title: string, fits: (phrase: string) => boolean): string {
  // Pieces alternate with the prepositions between them: [head, " of ", object, " in ", …].
  const pieces = title.split(/(\s+(?:of|for|in|on|with|via|using)\s+)/i);
  for (let k = 2; k < pieces.length; k += 2) {
    for (const phrase of [pieces.slice(k).join(''), pieces[k] ?? '']) {
      const tail = phrase.trim();
      if (tail !== '' && fits(tail) && !/^\p{L}+ing\b/iu.test(tail)) return tail;
    }
  }
  return '';
}

/** The heading most of a slide's sentences come from, when it says more than "Results". */
function specificHeading(
  role: SlideRole,
  sentences: readonly Candidate[],
  language: string,
  taken: ReadonlySet<string>,
): string {
  if (!ROLES_TITLED_BY_HEADING.has(role)) return '';
  const counts = new Map<string, number>();
  for (const s of sentences)
    if (!s.fromAbstract) counts.set(s.sectionTitle, (counts.get(s.sectionTitle) ?? 0) + 1);
  const [heading] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
  // "1.What is a Systematic Review", "Extraction and Isolation. The powdered leaves": the heading
  // without its number and without the text glued to it.
  const cleaned = heading
    .replace(/^\d+(?:\.\d+)*\.?\s*/, '')
    .replace(/\.\s+\p{Lu}.*$/u, '')
    .replace(/[.:：]+$/, '')
    .trim();
  const cjk = usesCjkScript(language);
  const fits = cjk
    ? cleaned.length <= 16
    : countWords(cleaned, language) <= 7 && countWords(cleaned, language) >= 2;
  // One-word headings ("Attention") name a topic, not what the slide says.
  // "The XString class and its subsetting operator [" is a heading the slide cannot show whole, and
  // "I ll is", the words of a formula taken for a heading, ends where no heading does.
  // A title the planner writes may end on its verb ("What sparse networks are"); a heading the paper
  // set does not end on an auxiliary either.
  const last = cleaned.split(/\s+/).at(-1) ?? '';
  const spoken = spokenLanguage(language);
  const open =
    spoken === 'en' ? titleBreaksOff(cleaned) || isAuxiliary(last) : endsOnFunctionWord(last, spoken);
  if (cleaned === '' || !fits || open || GENERIC.test(cleaned) || taken.has(cleaned) || !isBalanced(cleaned))
    return '';
  return cleaned;
}

/**
 * "by more than 2.0 BLEU", "by about 5%": a number that says how far the result is ahead of
 * another, not the result itself.
 */
const MARGIN_BEFORE =
  /\bby\s+(?:(?:more than|over|about|around|nearly|almost|roughly|approximately|up to|at least|as much as|a further|an additional|another)\s+)?$/i;

/**
 * The number a sentence states as its result: its first number with a unit, unless that is a
 * margin ("outperforms … by more than 2.0 BLEU, establishing a new state-of-the-art BLEU score of
 * 28.4") and the sentence also gives the result itself in the same unit.
 */
function resultNumberIn(plain: string): {
  unit: RegExpExecArray | null;
  metric: RegExpExecArray | null;
} {
  const unit = HEADLINE_NUMBER.exec(plain);
  const metric = METRIC_OF.exec(plain);
  if (unit === null || !MARGIN_BEFORE.test(plain.slice(0, unit.index))) return { unit, metric };
  const sameUnit = (name: string | undefined): boolean =>
    (name ?? '').toLowerCase() === (unit[2] ?? '').toLowerCase();
  const later = plain.slice(unit.index + unit[0].length);
  const offset = unit.index + unit[0].length;
  for (const match of later.matchAll(new RegExp(HEADLINE_NUMBER.source, 'g'))) {
    const index = offset + (match.index ?? 0);
    if (sameUnit(match[2]) && !MARGIN_BEFORE.test(plain.slice(0, index))) {
      const found = HEADLINE_NUMBER.exec(plain.slice(index));
      return { unit: found, metric: null };
    }
  }
  const absolute = METRIC_OF.exec(later);
  // "BLEU score of 28.4" says the result in the margin's unit: it is told as "28.4 BLEU".
  if (absolute !== null && sameUnit(absolute[1]))
    return { unit: HEADLINE_NUMBER.exec(`${absolute[2] ?? ''} ${absolute[1] ?? ''}`), metric: null };
  return { unit, metric };
}

/** What a number that only picks out a group follows: "with less than", "having at least", "aged over". */
const DEFINES_GROUP =
  /\b(?:with|having|aged|of)\s+(?:(?:less|more|fewer|greater)\s+than|at\s+(?:least|most)|over|under|above|below|up\s+to)\s*$/i;

/** "28.4 BLEU on WMT 2014", "3.57% error": the first measured result of the slide with its unit. */
function headlineOf(texts: readonly string[]): string {
  for (const text of texts) {
    const plain = text.replace(/\b(?:19|20)\d{2}\b(?!\s*[%])/g, (year) => `§${year}`);
    const { unit, metric } = resultNumberIn(plain);
    let headline = '';
    if (
      metric !== null &&
      (unit === null || metric.index < unit.index) &&
      !/^(?:The|A|An|This|Our)$/.test(metric[1] ?? '')
    )
      headline = `${metric[1] ?? ''} ${metric[2] ?? ''}`;
    else if (unit !== null) {
      const percent = /^[%％]$/.test(unit[2] ?? '');
      // "45% liked …" says nothing without its noun, nor "28% relative" without what is relative.
      // Nor "85% when", cut before what happened.
      if (
        unit[3] !== undefined &&
        (looksLikeAdjectiveOrAdverb(unit[3].toLowerCase()) || DANGLING.has(unit[3].toLowerCase()))
      )
        continue;
      if (percent && unit[3] === undefined) continue;
      // "95% confidence [boundaries]", "a 90% credible interval": the level of an interval, not a finding.
      if (percent && /^(?:confidence|credible|CI|CIs|prediction|significance)$/i.test(unit[3] ?? ''))
        continue;
      // "59% of respondents" says who, not what was found about them.
      const of = /\bof\s/.test(unit[0]) ? 'of ' : '';
      if (percent && of !== '') continue;
      // "stands with less than 40% canopy [show …]": the number sets apart a group; it is no result.
      if (DEFINES_GROUP.test(plain.slice(0, unit.index))) continue;
      headline = `${unit[1] ?? ''}${percent ? '%' : ` ${unit[2] ?? ''}`} ${of}${unit[3] ?? ''}`.trim();
    }
    if (headline === '') continue;
    const benchmark = BENCHMARK.exec(plain)?.[1]?.trim() ?? '';
    return (benchmark === '' ? headline : `${headline} on ${benchmark}`).replace(/§/g, '');
  }
  return '';
}

/**
 * The slide's most telling two- or three-word phrase ("sequential computation", "residual
 * learning"): repeated across its sentences, specific to them within the paper, and neither
 * starting nor ending on a function word or an adjective.
 */
function keyPhrase(texts: readonly string[], context: TitleContext, taken: ReadonlySet<string>): string {
  const scores = new Map<string, { score: number; surface: string; seen: Set<number> }>();
  texts.forEach((text, index) => {
    const raw = text.split(/\s+/);
    const words = raw.map((w) => w.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/g, ''));
    for (let n = 2; n <= 3; n += 1) {
      for (let i = 0; i + n <= words.length; i += 1) {
        const gram = words.slice(i, i + n);
        // A phrase never spans punctuation ("task, considering"), and a run of capitals is a name or debris.
        if (
          raw.slice(i, i + n - 1).some((w) => /[.,;:!?)"”’]$/.test(w)) ||
          gram.every((w) => /^\p{Lu}/u.test(w))
        )
          continue;
        if (
          gram.some(
            (w) =>
              !/^\p{L}[\p{L}-]{1,}$/u.test(w) ||
              // A symbol with its index ("sₖ") is maths, not a word.
              /[\u1d62-\u1d6a\u2070-\u209c]/u.test(w) ||
              DANGLING.has(w.toLowerCase()) ||
              PHRASE_STOP.has(w.toLowerCase()),
          )
        )
          continue;
        if (gram.every((w) => VAGUE_TOPIC.test(w))) continue;
        // "[the] solver works [to some extent]", "[the] method fails": a singular noun and its verb.
        if (
          INTRANSITIVE_VERB.test(gram[n - 1] ?? '') &&
          !/s$/i.test(gram[n - 2] ?? '') &&
          !/^(?:of|and|or|for|in|on|with)$/i.test(gram[n - 2] ?? '')
        )
          continue;
        // A quotation or aside opening inside the phrase: "[under heading] ‘registered diagnosis".
        if (raw.slice(i + 1, i + n).some((w) => /^[("'“‘[]/.test(w))) continue;
        // "[to] enable high-level abstract", "[to] fit cosmological observations", "[is known to]
        // cause adverse effects", "[we] adopt Faster R-CNN": a verb's phrase, no topic.
        const previous = raw[i - 1]?.toLowerCase();
        if (
          previous === 'to' &&
          (INFINITIVE_VERB.test(gram[0] ?? '') || VERB_BEFORE_TO.test(raw[i - 2]?.toLowerCase() ?? ''))
        )
          continue;
        // After its subject or a modal, a phrase is a verb's: "we adopt …", "[the macOS can] offer additional challenges".
        if (previous !== undefined && (SUBJECT_PRONOUN.test(previous) || MODAL.test(previous))) continue;
        // "[convolutional networks] avoid computational difficulties", "[can] improve accuracy".
        if (
          INFINITIVE_VERB.test(gram[0] ?? '') &&
          previous !== undefined &&
          (/[^s]s$/.test(previous) || /^(?:also|not)$/.test(previous))
        )
          continue;
        // "[each] pot contained", "interviewees concurred": a topic never ends on a past verb, and
        // "significantly outperform", "considerably lower" are what something does, not a topic.
        if (/[^e]ed$/i.test(gram[n - 1] ?? '') && !/^(?:hundred|kindred|sacred)$/i.test(gram[n - 1] ?? ''))
          continue;
        if (gram.some((w) => /\p{L}{3,}ly$/u.test(w) && !/(?:amily|upply|nomaly|ssembly|eply|oly)$/i.test(w)))
          continue;
        // "[this study] identified profound deficiencies": a verb after its subject ("the supervised
        // model", "with supervised learning" keep their adjective).
        const before = raw[i - 1]?.toLowerCase().replace(/[^\p{L}]/gu, '');
        if (/ed$/i.test(gram[0] ?? '') && before !== undefined && !NOUN_PHRASE_START.test(before)) continue;
        const last = (gram[n - 1] ?? '').toLowerCase();
        // "[the functions described in the] Overview Vignette require": a verb that is never a noun
        // ends no topic.
        if (isBaseVerb(last) && !NOUN_TOO.test(last)) continue;
        // "[the integrative and] systematic review presents [its potentials]", "[a] character string
        // naming [the family]": a word in -s, -ed or -ing before a determiner is the verb that takes it.
        if (
          /(?:[^s]s|ed|ing)$/.test(last) &&
          /^(?:its|their|the|a|an|our|his|her|this|these|those|each|every|some|no)$/i.test(raw[i + n] ?? '')
        )
          continue;
        if (looksLikeAdjectiveOrAdverb(last) || /ly$/.test((gram[0] ?? '').toLowerCase())) continue;
        // "[the] genotypes showed similar [trends]": a plural subject and its past verb, and an
        // adjective that waits for what it is like; "[lowers the barrier for] programmers wanting
        // [to combine …]": a plural noun and the participle that says which of them.
        if (gram.some((w, k) => k > 0 && /[^e]ed$/i.test(w) && /[^s]s$/i.test(gram[k - 1] ?? ''))) continue;
        if (/ing$/i.test(last) && /[^s]s$/i.test(gram[n - 2] ?? '')) continue;
        if (needsItsComplement(last)) continue;
        // "Rost argues", "[the] analysis suggests": who says something and the verb that reports it
        // ("Mingers notes"; but "group means", "field notes" are things).
        if (
          /s$/.test(last) &&
          REPORTING_VERB.test(last) &&
          (!/^(?:means|notes|reports|finds)$/.test(last) || /^\p{Lu}/u.test(gram[n - 2] ?? ''))
        )
          continue;
        // "[two-dimensional] projections look", "deSolve includes [integrators]", "parallel processing
        // depend [on …]": a subject and its verb.
        if (
          gram.some(
            (w, k) => isVerbInS(w) || (k > 0 && isBaseVerb(w) && /[^s]s$/i.test(gram[k - 1] ?? '')),
          ) ||
          (isBaseVerb(last) && /ing$/i.test(gram[n - 2] ?? ''))
        )
          continue;
        // Surface form: a sentence's capitalised first word is lowered; names keep their capital.
        const surface = gram
          .map((w, k) => (i === 0 && k === 0 && /^\p{Lu}[\p{Ll}-]+$/u.test(w) ? w.toLowerCase() : w))
          .join(' ');
        const key = surface.toLowerCase();
        const entry = scores.get(key) ?? { score: 0, surface, seen: new Set<number>() };
        entry.seen.add(index);
        entry.score = entry.seen.size * (n === 3 ? 1.15 : 1) + (index === 0 ? 0.3 : 0);
        scores.set(key, entry);
      }
    }
  });
  const takenText = [...taken].join(' ').toLowerCase();
  const ranked = [...scores.entries()]
    .filter(([key]) => !takenText.includes(key))
    .map(([key, entry]) => ({ surface: entry.surface, score: entry.score * context.rarity(key) }))
    .sort((a, b) => b.score - a.score || a.surface.localeCompare(b.surface));
  return ranked[0]?.surface ?? '';
}

/** "the Transformer" opens a title as "The Transformer"; a name written in lower case ("brms", "ctree") keeps its case. */
function capitalize(text: string): string {
  return text.replace(/^the\s/, 'The ');
}

/** A title short enough for a slide: the part before a colon when that is long enough to stand alone. */
function shortTitle(title: string, language: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (usesCjkScript(language)) {
    if (clean.length <= MAX_CJK_TITLE_CHARS) return clean;
    const head = clean.split(/[：:—]/)[0] ?? '';
    return head.length >= 4 && head.length <= MAX_CJK_TITLE_CHARS
      ? head
      : clean.slice(0, MAX_CJK_TITLE_CHARS);
  }
  if (countWords(clean, language) <= MAX_TITLE_WORDS) return clean;
  const head = clean.split(/:\s|\s[—–-]\s/)[0] ?? clean;
  const base = countWords(head, language) >= 2 ? head : clean;
  const words = base.split(' ').slice(0, MAX_TITLE_WORDS);
  while (
    words.length > 3 &&
    /^(?:a|an|the|of|to|in|on|for|with|and|or|by|at|from|into|via)$/i.test(words[words.length - 1] ?? '')
  )
    words.pop();
  return words.join(' ').replace(/[,;:]$/, '');
}
