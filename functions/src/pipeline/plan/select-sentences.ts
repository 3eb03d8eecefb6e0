import type { Candidate } from './candidate.js';
import { resultNumbersIn } from './has-measured-number.js';
import { asksQuestion } from './is-usable-sentence.js';
import { proposesContribution, statesOwnContribution } from './own-contribution.js';
import { pointsBeyondVisuals, withoutPointerAsides } from './paper-pointers.js';
import type { SectionRole } from './section-role.js';
import type { SlideRole } from './slide-role.js';
import type { TermVector, TfIdfVectorizer } from './tf-idf-vectorizer.js';

/** Where each slide looks for sentences, and how much it trusts each part of the paper. */
const SOURCES: Record<SlideRole, ReadonlyArray<readonly [SectionRole, number]>> = {
  opening: [
    ['abstract', 1],
    ['intro', 0.9],
  ],
  problem: [
    ['intro', 1],
    ['abstract', 0.7],
    ['related', 0.5],
  ],
  approach: [
    ['method', 1],
    ['abstract', 0.8],
    ['intro', 0.6],
  ],
  details: [['method', 1]],
  results: [
    ['results', 1],
    ['abstract', 0.8],
    ['discussion', 0.5],
  ],
  'more-results': [
    ['results', 1],
    ['discussion', 0.6],
  ],
  analysis: [
    ['discussion', 1],
    ['results', 0.7],
  ],
  conclusion: [
    ['conclusion', 1],
    ['discussion', 0.6],
    ['abstract', 0.5],
  ],
  'results-and-conclusion': [
    ['results', 1],
    ['abstract', 0.8],
    ['conclusion', 0.9],
  ],
};

/** Parts of the paper a slide may borrow from when its own sources run dry. */
const NEIGHBOURS: Record<SlideRole, readonly SectionRole[]> = {
  opening: ['intro', 'related'],
  problem: ['related', 'intro', 'discussion'],
  approach: ['abstract', 'intro', 'method'],
  details: ['abstract', 'results'],
  results: ['discussion', 'conclusion', 'abstract'],
  'more-results': ['abstract', 'conclusion'],
  analysis: ['conclusion', 'abstract'],
  conclusion: ['abstract', 'intro'],
  'results-and-conclusion': ['discussion', 'abstract'],
};

const CONTRIBUTION =
  /\b(?:we (?:\w+ly\s+)?(?:propose|present|introduce|develop|design|describe|reformulate|formulate|recast|reframe)|our (?:method|approach|model|framework|system)|is (?:based|built) on)\b|(?:本文|我们)(?:提出|设计|构建|实现)|提出了?一种/i;
const FINDING =
  /\b(?:show|find|found|outperform|achiev|improv|reach|significant|reduc|increas|better|demonstrat|reveal|identif(?:y|ies|ied|ying|ication))\w*|表明|优于|提高|降低|显著|发现|验证|成功|可以看出|证明了|复杂度为/i;
const PROBLEM =
  /\b(?:however|challeng|difficult|limit|problem|lack|costly|expensive|bottleneck|fail|unclear|little is known|remains|gap|unsolved|sequential|precludes|insufficient|barrier)\w*|然而|挑战|问题|不足|难以|局限|瓶颈/i;
/**
 * A competition, which "challenge" also names: "RNNs have won handwriting recognition challenges and
 * Kaggle challenges", "the challenge organized by the NIH".
 */
const COMPETITION =
  /\b(?:won|wins?|winning|winners?|organi[sz]ed|entered|hosted)\b[^.;]{0,60}?\bchallenges?\b|\b(?!(?:The|A|An|This|These|That|Those|Our|Its|Their|One|Another|Main|Key|Major|Central|Open|Such|Each|Every)\b)(?:\p{Lu}[\w-]*|\d{4})\s+challenges?\b|\bchallenges?\s+(?:organi[sz]ed|hosted|winners?|leaderboards?)\b/gu;

/** Whether `text` names a difficulty: what is wrong, missing or limited, or what fails. */
export function namesDifficulty(text: string): boolean {
  return PROBLEM.test(text.replace(COMPETITION, ' ').replace(NAMED_PROBLEM, ' ').replace(OTHER_WAY, ' '));
}

/**
 * "However, rather than fitting a separate discriminative model, …": "however" that turns to
 * another way of doing a thing, not to what is wrong.
 */
const OTHER_WAY = /\bhowever,?\s+(?:rather than|instead of|unlike|in contrast to|as opposed to)\b/gi;

/** "Problem" in a name the paper gives a step or a field: "the Problem Formulation", "Problem Solving". */
const NAMED_PROBLEM = /(?<=\S\s+)Problems?\s+\p{Lu}\p{Ll}+/gu;

/** A sentence that names a difficulty as such: "… is a key challenge in many tasks", "remains an open problem". */
const STATES_CHALLENGE =
  /\b(?:is|are|remains?|remained|has been|have been)\s+(?:still\s+)?(?:a|an|the|one of the)\s+(?:[\w-]+\s+){0,2}(?:challenges?|problems?|difficult(?:y|ies)|bottlenecks?|obstacles?|open questions?)\b/i;
/** A finding set against something else: the baseline, the previous best, a control. */
const COMPARISON =
  /\b(?:than|compared (?:to|with)|baselines?|state[- ]of[- ]the[- ]art|outperform\w*|versus|vs\.?|relative (?:improvement|reduction)|previous(?:ly)? best|prior best|best (?:reported|published)|control (?:group|plants|condition))\b|优于|相比|对比|基线/i;
/**
 * "Gaussian noise was added", "activations were reset", "the abstracts were read": a step of the
 * procedure, however numbered.
 */
const PASSIVE_STEP =
  /\b(?:was|were)\s+(?:\w+ly\s+)?(?:\w+(?:ed|en)|read|run|set|put|cut|built|made|held|kept|done|sent|split|spent)\b/i;

/**
 * Whether a sentence states a finding of the paper (what it shows, set against what came before),
 * rather than how the work was done: what a results slide leads with.
 */
export function statesFinding(text: string): boolean {
  // "… added to the inputs to improve generalisation": a purpose is no finding.
  // "Examples can be found by typing ?plot" says where something is, not what was found.
  // "press the Copy button as shown" points at a picture; "Rather than explaining the commands, …"
  // and "more than one" compare nothing with what came before.
  const claims = text
    .replace(/\b(?:to|in order to)\s+(?:\w+ly\s+)?\w+/gi, ' ')
    .replace(/\b(?:can|could|may|might|will)\s+(?:also\s+)?be\s+found\b/gi, ' ')
    .replace(
      /\bas\s+shown\b|\bshown\s+(?:below|above|here)\b|^rather\s+than\b|\bother\s+than\b|\bmore\s+than\s+one\b/gi,
      ' ',
    );
  const procedure = describesProcedure(text);
  // "We evaluate residual nets … 8 times deeper than VGG nets": a comparison in what was set up
  // is no finding unless the sentence also says what came of it.
  if (COMPARISON.test(claims)) return !procedure || FINDING.test(claims);
  return FINDING.test(claims) && !procedure;
}

/**
 * What the study obtained: "Lupeol (1), epilupeol (2) and β-sitosterol (3) were isolated from the
 * leaves", natural-product chemistry's finding when its abstract or results say it; the method
 * section's "DNA was isolated from the leaves" is how the material was prepared.
 */
const REPORTS_ISOLATION = /\b(?:was|were|been)\s+(?:\w+ly\s+)?isolated\b/i;

/** Whether candidate `c` states a finding of the paper, judged by its words and where the paper says it. */
function findsSomething(c: Candidate): boolean {
  return statesFinding(c.text) || (c.role !== 'method' && REPORTS_ISOLATION.test(c.text));
}

/**
 * A step of the set-up: "noise was added", "satisfaction was further divided", "the σ parameter
 * was obtained by cross validation", and what the data are: "the data consists of 182 supernovae".
 */
const STEP =
  /\b(?:was|were|has been|have been)\s+(?:(?:\w+ly|further|then|first|also|subsequently)\s+)?(?:added|reset|set|chosen|included|fed|initiali[sz]ed|normali[sz]ed|trained|taken|collected|recorded|sampled|split|divided|fixed|tuned|selected|obtained|computed|calculated|expressed|fractionated|extracted|partitioned|purified|eluted|filtered|evaporated|concentrated|dried|washed|dissolved|diluted|centrifuged|incubated|stained|homogeni[sz]ed|macerated|suspended|stored|harvested|ground|powdered|transferred|mixed|heated|cooled|frozen|irradiated|subjected|transcribed|coded|randomi[sz]ed|administered|injected|deposited)\b|\b(?:is|are)\s+(?:\w+ly\s+)?(?:optimi[sz]ed|tuned|initiali[sz]ed|normali[sz]ed)\b|\b(?:data(?:\s?sets?)?|samples?|corpus|corpora|cohort|benchmarks?|database)\s+(?:consists?|consisted|comprises?|comprised|contains?|contained)\b|\b(?:was|were)\s+(?:\w+ly\s+)?\w+ed\s+by\s+(?:\w+ly\s+)?\w+ing\b|\bduring training\b|\bin total\b|\btotal of\b/i;

/**
 * How a compound or a structure was identified rather than what was found: "The identity of 1 was
 * further substantiated by Co-TLC", "TLC with authentic samples further confirmed its
 * identification", "The spectrum also displayed seven singlets at δ 0.95".
 */
const IDENTIFICATION_DETAIL =
  /\bidentit(?:y|ies)\s+of\b.*\b(?:was|were)\s+(?:\w+ly\s+|further\s+|also\s+)?(?:confirmed|substantiated|established|verified|corroborated)\b|\b(?:confirm|substantiat|corroborat)\w*\s+(?:its|their|the|this)\s+(?:identification|identity|structure|assignment)\b|\b(?:spectrum|spectra|chromatogram)\s+(?:\w+\s+){0,2}(?:displayed|showed|exhibited|gave|contained)\b|δ\s?\d/i;

/**
 * How a study was done, which is method even when it carries numbers ("grown at 25 °C", "we
 * evaluate residual nets on ImageNet", "values are expressed as mean ± SD", "results are reported as
 * word error rate", "we averaged the last 20 checkpoints", "we increased the maximum output length
 * to input length + 300").
 */
const PROCEDURE =
  /\b(?:we|were|was) (?:(?:also|then|first|further|additionally)\s+)?(?:grew|grown|used|measured|trained|train|collected|recruited|conducted|performed|applied|evaluated|sampled|recorded|estimated|compared)\b|\bwe (?:derive|draw|construct|build|create|generate)\s+(?:the\s+|our\s+)?(?:training|test|validation)\b|\bwe (?:(?:first|then|also|now)\s+)?(?:build|construct|compute|extract|implement|populate)\b|\bwe (?:(?:first|then|also|now|can)\s+)?(?:use|evaluate|estimate|measure|collect|adopt|assume|do not assume|sanity-?check|sanitycheck|tune|define|choose|select|learn|train|compare|rank|ranked|test|tested)\b|\bwe (?:(?:first|then|also|now)\s+)?(?:vary|varied|average|averaged|repeat|repeated|restrict|restricted|replace|replaced|modify|modified|remove|removed|omit|omitted)\b|\bwe (?:(?:first|then|also)\s+)?(?:increased?|decreased?|raised?|lowered?|set|fixed|limited)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:maximum|minimum|size|length|width|depth|dimensions?|dimensionality|temperature|threshold|dose|concentration)\b|\b(?:is|are|was|were) (?:expressed|reported|given|presented) as\b|\b(?:dropout|learning rate|batch size|optimi[sz]er|hyper-?parameters?|epochs?)\b/i;

/**
 * What others found, as the paper recalls it: "pipecolate has also been shown to be an
 * osmolyte", "previous studies reported …", "邬江兴院士团队提出了…". Not this paper's finding.
 */
const OTHERS_FOUND =
  /\b(?:has|have|had)\s+(?:also\s+|previously\s+|recently\s+|already\s+|often\s+)?been\s+(?:shown|reported|demonstrated|suggested|found|proposed|observed|described)\b|\b(?:previous|prior|earlier|early|initial|other|some|several|many)\s+(?:studies|works?|reports|research(?:ers)?)\b|\bit is (?:well )?known\b|\b(?:is|are)\s+(?:well\s+|widely\s+)?known\s+to\b|\b(?:has|have)\s+been\s+(?:widely|commonly|extensively|frequently|often)\s+(?:used|applied|adopted|studied)\b|\b(?:has|have)\s+(?:not|never)\s+(?:yet\s+)?been\s+able\s+to\b|\b(?:has|have)\s+yet\s+to\b|\bthere\s+(?:is|are|exists?)\s+(?:already\s+|now\s+)?(?:a|an)\s+(?:\w+\s+)?(?:literature|body\s+of\s+(?:work|research|literature))\b|团队提出|已有研究|前人/i;
/**
 * A sentence whose subject is other authors, named as the text cites them once their year is gone:
 * "Gómez and Maravall implemented …", "Salib and Hillier report …", "Liu proposed …". Two names or
 * "et al." take any verb of doing; one capitalised word only a verb of proposing or arguing, which a
 * method's name ("ResNet achieves") never takes.
 */
const CITED_SUBJECT =
  /^(?!(?:The|This|These|That|Those|Our|We|It|They|Table|Tables|Figure|Figures|Fig|Section|Equation|Appendix|Experiments?|Results?|Such|Each|All|Both|Most|Many|Some|Several)\b)\p{Lu}[\p{L}'’-]+(?:(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+|\s+et\s+al\.?|\s+and\s+colleagues)(?:\s*\([^)]*\))?\s+(?:have\s+|has\s+|had\s+)?(?:also\s+)?(?:proposed|implemented|reported|reports?|introduced|developed|suggested|suggests?|argued|argues?|noted|notes?|described|describes?|studied|investigated|examined|considered|recommended|found|finds?|showed|shows?|observed|demonstrated|used|applied|obtained)|(?:\s*\([^)]*\))?\s+(?:has\s+|had\s+)?(?:also\s+)?(?:proposed|implemented|reported|introduced|suggested|argued|argues|noted|notes|recommended|advocated|extended|developed|described|studied|investigated|presented|derived))\b/u;

/**
 * "Since a decade, machine learning methods have been used to …", "In recent years, …": what the
 * field has done over a span of time, the background to the paper rather than its finding.
 */
const FIELD_HISTORY =
  /^(?:since\s+(?:a|the\s+\w+)\s+decades?|for\s+(?:decades|years|many\s+years)|over\s+the\s+(?:past|last)\s+(?:\w+\s+)?(?:decades?|years)|in\s+(?:recent|the\s+(?:past|last)(?:\s+\w+)?)\s+(?:decades?|years))\b/i;

/** What other work found or did, which no slide of findings tells as the paper's. */
function reportsOtherWork(text: string): boolean {
  return OTHERS_FOUND.test(text) || CITED_SUBJECT.test(text) || FIELD_HISTORY.test(text);
}

/** How the experiments were run, which a method slide leaves out: cropping, batches, schedules. */
const IMPLEMENTATION_DETAIL =
  /\bwe (?:used|use|trained on|train on)\s+(?:the\s+)?(?:[\w-]+\s+){0,5}(?:datasets?|data sets?|corpus|corpora)\b|\b(?:crops?|cropped|resized?|rescaled?|augment\w*|horizontal(?:ly)? flip\w*|mini-?batch(?:es)?|batch sizes?|learning rates?|weight decay|momentum|epochs?|warm-?up|per-pixel mean|GPUs?)\b/i;

/** What the paper could not do: "Unfortunately, …", "we do not know of …". */
const LIMITATION =
  /^unfortunately\b|\b(?:we|it)\s+(?:do|does|did)\s+not\s+know\b|\bis\s+(?:still\s+)?not\s+known\b/i;
/**
 * What the authors mean to do next: "We plan to extend the Transformer to …", "Making generation
 * less sequential is another research goal of ours", "In future work, …", "We will also enlarge the
 * choice of fitting methods", "… will be added in a future version". A plan is no finding; "we will
 * show that …" promises one and is judged as any claim.
 */
const FUTURE_WORK =
  /\b(?:we|i)\s+(?:also\s+)?(?:plan|intend|hope|aim|would like|wish)\s+to\b|\b(?:we|i)\s+(?:will|shall)\s+(?:also\s+|further\s+|then\s+|next\s+)?(?!show|demonstrate|prove|see|find|argue|establish|present|describe|discuss|illustrate|explain|review|introduce|use|start|begin|first|now)[a-z]+\b|\b(?:future|next|upcoming|later)\s+(?:versions?|releases?)\b|\b(?:is|are)\s+(?:also\s+)?planned\b|\b(?:future|further)\s+(?:work|research|studies|directions?)\b|\bresearch\s+goals?\s+of\s+ours\b|\bin\s+the\s+future\b|今后|未来(?:的)?(?:工作|研究)|下一步/i;
/** A mechanism at work: "can then be trained with", "is computed using". */
const HOW_IT_WORKS =
  /\b(?:can|could|may|will|is|are)\s+(?:then\s+|now\s+|also\s+|simply\s+|easily\s+)?(?:be\s+)?\w+(?:ed|en)\s+(?:with|using|by|via|through)\b/i;
/**
 * A difficulty already answered: "Fortunately, …", "the problem can be solved with …",
 * "convolutional networks largely avoid these difficulties by …".
 */
const SOLVED =
  /^fortunately\b|\b(?:can|could|may|is|are|was|were)\s+(?:then\s+|easily\s+|efficiently\s+)?(?:be\s+)?(?:solved|overcome|resolved|circumvented|alleviated|avoided)\b|\b(?:avoids?|avoided|overcomes?|overcame|solves?|sidesteps?|circumvents?|alleviates?|resolves?|eliminates?)\s+(?:these|this|those|the|such|many|most|all|both)\s+(?:[\w-]+\s+){0,2}(?:difficult(?:y|ies)|problems?|limitations?|issues?|challenges?|bottlenecks?|drawbacks?|shortcomings?)\b/i;
/** Naming, not claiming: "we refer to X as Y", "which we call", "is termed". */
const TERMINOLOGY =
  /\bwe\s+(?:will\s+)?(?:refer\s+to|call|denote|term|use\s+the\s+term)\b|\b(?:is|are)\s+(?:called|termed|denoted|referred\s+to\s+as)\b/i;

/**
 * What the paper contains rather than what it found: "We also present analysis on CIFAR-10",
 * "本文主要针对决策计算时间复杂度进行分析" (the paper mainly analyses the time complexity).
 */
const ANNOUNCEMENT =
  /\bwe\s+(?:also\s+|further\s+|then\s+)?(?:present|provide|report|give|include|describe|discuss)\s+(?:an?\s+|some\s+|more\s+|further\s+|additional\s+)?(?:[\w-]+\s+)?(?:analys[ie]s|experiments?|results|evaluations?|comparisons?|studies|details|discussion)\b|本文(?:主要|将|还)?(?:针对|对|就)[^，。；]{1,30}进行(?:了)?(?:分析|讨论|介绍|阐述|说明)[。]?$/i;
const MAX_SENTENCES = 6;
/**
 * Sentences that point back to the one before: by their opening ("This makes …", "Unexpectedly,
 * such degradation …", "Besides these considerations, …", "In fact, they …", "Another approach …",
 * "It …") or by a bare pronoun for what it named ("We test this in a monolingual scenario",
 * "services such as these were …", "the same as that except …", "we can extend the above quantities",
 * "In abovementioned work, …", "The second is a step-wise algorithm …",
 * "However, because they require …", "All of them used …").
 */
const ANAPHORIC =
  /^(?:(?:however|nevertheless|nonetheless|moreover|furthermore|thus|therefore|hence|also|in addition|in contrast|similarly|consequently|indeed|yet|but|in fact|in particular|in turn|of course|in other words|that is|in practice|in general|as such|again|still|then|so|now|(?:more\s+|most\s+)?\p{L}+ly),?\s+|(?:besides|beyond|despite|given|from|with|for|in|on|under|after|unlike|like|due to|because of|owing to|thanks to|as a result of|in spite of|apart from)\s+)?(?:this|these|those|such|it|its|they|their|the latter|the former|both|another)\b(?!\s+(?:paper|work|study|article|talk|review|report)\b|\s+is\s+the\s+first\b)|^(?:该|此|这|那些|其|上述|前述|以上|由此|在此|据此|为此|对此|然后|随后|接着|其次|说明|由此可见|可见)|\b(?:we|they|one)\s+(?:\p{L}+\s+)?\p{L}+\s+(?:this|these|those)\s*(?:[,.]|\b(?:in|on|by|with|for|using|via|through|empirically|experimentally)\b)|\bsuch\s+as\s+(?:these|those|this)\b|\bthe\s+same\s+as\s+(?:that|this|those|these|above|before)\b|\bthe\s+(?:above|foregoing)\b|\b(?:above-?mentioned|afore-?mentioned)\b|^(?:[\p{L}\s]{0,25},\s+)?(?:because|since|although|though|while|when|if|as|unless|whereas)\s+(?:they|it|these|those|this)\b|^(?:\p{L}+,?\s+)?(?:all|each|some|most|none|many|both|several|few|one|two|three)\s+of\s+(?:them|these|those)\b|^the\s+(?:second|third|fourth|fifth|latter|former)\s+(?:is|was|are|were|has|have|had|can|could|will|would|does|did|one|ones|uses?|relies|builds?)\b/iu;
/** Two sentences this similar say the same thing; the talk says it once. */
const REDUNDANT = 0.5;

export interface SelectionState {
  vectorizer: TfIdfVectorizer;
  vectors: ReadonlyMap<number, TermVector>;
  /** Sentence text by order, to spot a number said twice. */
  texts: ReadonlyMap<number, string>;
  /** Orders of sentences already on a slide. */
  used: Set<number>;
  /** Length of a script made of these sentences, in the unit the phrases use. */
  scriptLength(role: SlideRole, sentences: readonly Candidate[]): number;
  length: { min: number; target: number; max: number };
  /** Most sentences this slide may take, so that slides chosen later still find some. */
  maxSentences: number;
}

/**
 * Adds to the sentences one slide speaks, best first, until its script reaches `goal` length:
 * candidates from the slide's sources, weighted by source and by what the slide is for (numbers for
 * results, contributions for the approach, gaps for the problem), skipping sentences already used
 * or saying what another chosen sentence says. With `borrow`, a slide whose own sources run dry
 * takes sentences from neighbouring parts of the paper (from anywhere when it has none at all), so a
 * paper with unusual structure still fills its slides.
 */
export function selectSentences(
  role: SlideRole,
  candidates: readonly Candidate[],
  state: SelectionState,
  already: readonly Candidate[],
  goal: number,
  borrow: boolean,
): Candidate[] {
  let chosen = fill(role, already, rankedFor(role, candidates, state.used), state, goal);
  const neighbours = new Set(NEIGHBOURS[role]);
  const borrowing = borrow
    ? [
        (c: Candidate) => neighbours.has(c.role) && (role !== 'conclusion' || isTakeaway(c)),
        (c: Candidate) => c.role !== 'related' && chosen.length === 0,
      ]
    : [];
  for (const accept of borrowing) {
    if (state.scriptLength(role, chosen) >= state.length.min) break;
    const rest = candidates
      .filter((c) => !state.used.has(c.order) && !chosen.includes(c) && accept(c) && fitsSlide(role, c))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    chosen = fill(role, chosen, rest, state, goal);
  }
  for (const c of chosen) state.used.add(c.order);
  return chosen;
}

/**
 * The sentences a slide of `role` may still say, best first, leaving out those in `used`: its own
 * sources ranked for what the slide is for, then the neighbouring parts of the paper by score,
 * then the rest. Where a slide short of bullets looks for more.
 */
export function moreFor(
  role: SlideRole,
  candidates: readonly Candidate[],
  used: ReadonlySet<number>,
): Candidate[] {
  const own = rankedFor(role, candidates, used);
  const neighbours = new Set(NEIGHBOURS[role]);
  const byScore = (a: Candidate, b: Candidate): number => b.score - a.score || a.order - b.order;
  const taken = new Set([...used, ...own.map((c) => c.order)]);
  const borrowed = candidates
    .filter((c) => !taken.has(c.order) && neighbours.has(c.role) && (role !== 'conclusion' || isTakeaway(c)))
    .sort(byScore);
  for (const c of borrowed) taken.add(c.order);
  // A paper without the usual parts (a report with no introduction) still fills the slide: a
  // problem and the scene are set early in a paper, anything else wherever it scores best.
  const resultsSlide = tellsFindings(role);
  const rest = candidates
    // A numbered result from elsewhere in the paper would anticipate the results slide.
    .filter(
      (c) =>
        !taken.has(c.order) && (resultsSlide || !c.hasNumber || (c.role === 'method' && !findsSomething(c))),
    )
    // The takeaway is never how the study was done, nor a result slide's point.
    .filter((c) =>
      role === 'conclusion'
        ? isTakeaway(c)
        : // Nor is the set-up ("The σ parameter was obtained by cross validation").
          !resultsSlide || !describesProcedure(c.text) || findsSomething(c),
    )
    .sort(role === 'problem' || role === 'opening' ? (a, b) => a.order - b.order : byScore);
  return [...own, ...borrowed, ...rest].filter((c) => fitsSlide(role, c));
}

const FINDINGS_SLIDES: ReadonlySet<SlideRole> = new Set([
  'results',
  'more-results',
  'results-and-conclusion',
  'analysis',
]);

/** Whether a slide of `role` tells what the paper found (a results or further-findings slide). */
export function tellsFindings(role: SlideRole): boolean {
  return FINDINGS_SLIDES.has(role);
}

/** Whether `c` comes from a part of the paper a slide of `role` tells: its own sources or their neighbours. */
export function drawsOn(role: SlideRole, c: Candidate): boolean {
  return SOURCES[role].some(([source]) => source === c.role) || NEIGHBOURS[role].includes(c.role);
}

/**
 * Whether a slide of `role` may say `c` at all: the problem slide states what is wrong and why it
 * matters, and leaves what the paper does about it to the method slide, which tells the idea
 * rather than how the experiments were run.
 */
/**
 * An item of a to-do list, set as a bare verb with no clause of its own: "Allow nesting of task
 * priorities to any depth", "Support force tasks in addition to motion tasks". What is still to be
 * done is neither a finding nor a takeaway.
 */
const TO_DO =
  /^(?:allow|treat|add|avoid|ensure|extend|implement|provide|include|enable|improve|reduce|replace|remove|insert|support|handle|integrate|investigate|explore|develop|document|port|refactor|optimi[sz]e|generali[sz]e|automate|expose|fix|merge|balance|rewrite|simplify|speed\s+up)\s+(?!(?:is|are|was|were|has|have|can|will|would|should|may|might|must)\b)/i;
const FINITE = /\b(?:is|are|was|were|has|have|had|can|could|will|would|should|may|might|must|does|do|did)\b/i;

function fitsSlide(role: SlideRole, c: Candidate): boolean {
  // "Allow nesting of task priorities": what is left to do finds nothing and concludes nothing.
  if ((role === 'conclusion' || tellsFindings(role)) && TO_DO.test(c.text) && !FINITE.test(c.text))
    return false;
  // The method slide tells the idea, not how the experiments were run ("A 224×224 crop is randomly sampled").
  if (role === 'approach') return !IMPLEMENTATION_DETAIL.test(c.text);
  // A question ("Do any short reads have a higher alignment score?") finds nothing: its answer does.
  if ((role === 'conclusion' || tellsFindings(role)) && asksQuestion(c.text)) return false;
  // The takeaway is what was found, never how ("The fraction was fractionated by column chromatography").
  if (role === 'conclusion') return !isMethodStep(c);
  // A result is the paper's finding: neither its set-up, nor what other work has (not) done, nor
  // what the authors plan next; so is what a further slide of findings says.
  if (tellsFindings(role))
    return (
      !isMethodStep(c) &&
      !reportsOtherWork(c.text) &&
      !FUTURE_WORK.test(c.text) &&
      // "We refer to this parameter as the volume deceleration parameter" names; it finds nothing.
      (!TERMINOLOGY.test(c.text) || findsSomething(c)) &&
      // "本文提出了一种…架构" / "We propose X" is the method slide's, unless it says what X achieved.
      (role === 'results-and-conclusion' || !proposesContribution(c.text) || findsSomething(c)) &&
      // Other work and the background ("Deep belief networks are hybrid models") are no result of the paper.
      c.role !== 'related' &&
      (c.role !== 'intro' || findsSomething(c) || statesOwnContribution(c.text)) &&
      // How the method works ("The decoder then generates an output sequence") is the method slide's.
      (c.role !== 'method' || findsSomething(c))
    );
  if (role !== 'problem') return true;
  // The method, results and conclusion are the next slides' to tell, unless they name what is wrong.
  if ((c.role === 'method' || c.role === 'results' || c.role === 'conclusion') && !namesDifficulty(c.text))
    return false;
  // How the paper's answer works ("the network can then be trained with backpropagation") and what
  // it calls things ("we refer to this task as temporal classification") say nothing of what is wrong.
  if (!namesDifficulty(c.text) && (HOW_IT_WORKS.test(c.text) || TERMINOLOGY.test(c.text))) return false;
  // "Fortunately the problem can be solved with dynamic programming" is the answer, not the problem,
  // and "we compared CTC with an HMM on a classification problem" is how it was tested.
  if (SOLVED.test(c.text) || describesProcedure(c.text)) return false;
  return !statesOwnContribution(c.text) && !isMethodStep(c);
}

/**
 * A step of how the study was done ("The ¹H NMR spectra were recorded …", "A situational analysis
 * was performed …"), wherever the paper says it: the method slide's to say, never why the work
 * matters.
 */
function isMethodStep(c: Candidate): boolean {
  return (
    statesMethodStep(c.text) || (PASSIVE_STEP.test(c.text) && !findsSomething(c) && !namesDifficulty(c.text))
  );
}

/**
 * Whether `text` (a sentence or a bullet) is a step of how the study was done ("TLC was conducted
 * on silica gel", "We train all models with Adam"), not a finding nor what is wrong.
 */
export function statesMethodStep(text: string): boolean {
  return describesProcedure(text) && !statesFinding(text) && !namesDifficulty(text);
}

/** Set-up, a step of the study or how a structure was identified ("We build a co-occurrence matrix"). */
function describesProcedure(text: string): boolean {
  return PROCEDURE.test(text) || STEP.test(text) || IDENTIFICATION_DETAIL.test(text);
}

/**
 * Whether a sentence borrowed from elsewhere in the paper can close the talk: not how the study was
 * done ("we learn two sets of networks"), unless it says what was found, and not what others found.
 */
function isTakeaway(c: Candidate): boolean {
  if (reportsOtherWork(c.text) || ANNOUNCEMENT.test(c.text)) return false;
  // The introduction's background ("One approach to image denoising is to …") is no takeaway; what
  // it says the paper found or brings is.
  if (c.role === 'intro' || c.role === 'related') return findsSomething(c) || statesOwnContribution(c.text);
  const done = describesProcedure(c.text) || PASSIVE_STEP.test(c.text);
  return !done || findsSomething(c);
}

function rankedFor(
  role: SlideRole,
  candidates: readonly Candidate[],
  used: ReadonlySet<number>,
): Candidate[] {
  const weights = new Map(SOURCES[role]);
  return candidates
    .filter((c) => !used.has(c.order))
    .map((c) => ({ c, rank: rankFor(role, c, weights.get(c.role) ?? 0) }))
    .filter((r) => r.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.c.order - b.c.order)
    .map((r) => r.c);
}

function fill(
  role: SlideRole,
  start: readonly Candidate[],
  pool: readonly Candidate[],
  state: SelectionState,
  goal: number,
): Candidate[] {
  const chosen = [...start];
  for (const candidate of pool) {
    if (
      chosen.length >= Math.min(MAX_SENTENCES, state.maxSentences) ||
      state.scriptLength(role, chosen) >= goal
    )
      break;
    if (!canJoin(candidate, chosen, state)) continue;
    if (state.scriptLength(role, [...chosen, candidate]) > state.length.max) continue;
    chosen.push(candidate);
  }
  return chosen;
}

/** Whether a sentence means nothing without the one before it in the paper. */
export function pointsBack(candidate: Candidate): boolean {
  return ANAPHORIC.test(candidate.text);
}

/**
 * Whether a slide that says `chosen` can also say `candidate`: not said elsewhere already, not
 * repeating what it says, not pointing back at a sentence it lacks, not pointing into the paper.
 */
export function canJoin(candidate: Candidate, chosen: readonly Candidate[], state: SelectionState): boolean {
  if (state.used.has(candidate.order) || isRedundant(candidate, chosen, state)) return false;
  // "This inherently sequential nature …" means nothing without the sentence it points back to.
  if (
    pointsBack(candidate) &&
    (candidate.afterGap === true || !chosen.some((c) => c.order === candidate.order - 1))
  )
    return false;
  // "We will show in Section 4.2 that …" sends the listener to a paper they do not hold.
  return !pointsBeyondVisuals(withoutPointerAsides(candidate.text));
}

function isRedundant(candidate: Candidate, chosen: readonly Candidate[], state: SelectionState): boolean {
  const vector = state.vectors.get(candidate.order);
  if (vector === undefined) return false;
  const others = [...chosen.map((c) => c.order), ...state.used];
  const numbers = resultNumbersIn(candidate.text);
  return others.some((order) => {
    const other = state.vectors.get(order);
    if (other !== undefined && state.vectorizer.similarity(vector, other) > REDUNDANT) return true;
    const text = state.texts.get(order) ?? '';
    return numbers.some((n) => text.includes(n));
  });
}

/** How much a slide wants a sentence; 0 means not at all. */
function rankFor(role: SlideRole, c: Candidate, weight: number): number {
  if (weight === 0 || !fitsSlide(role, c)) return 0;
  let rank = c.score * weight;
  switch (role) {
    case 'opening':
      if (c.role === 'intro' && c.position > 0.6) return 0;
      // The problem slide, when there is one, says what is wrong; the opening sets the scene.
      rank += 0.15 * (1 - c.position) - (c.hasNumber ? 0.25 : 0) - (namesDifficulty(c.text) ? 0.1 : 0);
      break;
    case 'problem':
      if (c.role === 'abstract' && !namesDifficulty(c.text)) return 0;
      rank += (namesDifficulty(c.text) ? 0.3 : 0) - (c.hasNumber ? 0.25 : 0);
      rank -= CONTRIBUTION.test(c.text) || FINDING.test(c.text) ? 0.2 : 0;
      break;
    case 'approach': {
      // An experimental paper's abstract sums up its design in the passive ("Heat stress was initiated
      // 10 days after anthesis"): the study's plan, above the method section's measurement schedules.
      // ("On ImageNet we evaluate residual nets" is an experiment, not the idea.)
      const design =
        c.role === 'abstract' &&
        !findsSomething(c) &&
        !namesDifficulty(c.text) &&
        PASSIVE_STEP.test(c.text) &&
        !/\bwe\b/i.test(c.text);
      if (c.role !== 'method' && !design && (!CONTRIBUTION.test(c.text) || c.hasNumber)) return 0;
      // "Learning long-range dependencies is a key challenge" is the problem slide's; the method
      // slide says it only when short of its own sentences (see moreFor).
      if (STATES_CHALLENGE.test(c.text) && !CONTRIBUTION.test(c.text)) return 0;
      // "Our big model achieves 41.0 BLEU" is the results slide's to say, and "Unfortunately, we do
      // not know of a tractable decoding algorithm" is a limitation, said only when short of the idea.
      if ((c.hasNumber && findsSomething(c)) || LIMITATION.test(c.text)) return 0;
      rank += CONTRIBUTION.test(c.text) ? 0.25 : 0;
      if (design) rank += 0.2;
      // The idea, not what the paper goes on to show ("We present comprehensive experiments on ImageNet").
      if (ANNOUNCEMENT.test(c.text)) rank *= 0.2;
      break;
    }
    case 'results':
    case 'results-and-conclusion':
      if (c.role === 'abstract' && !c.hasNumber && !FINDING.test(c.text) && !findsSomething(c)) return 0;
      // "We grew twelve lines at 25 °C and 35 °C": how the study was done comes last, if at all.
      if (PROCEDURE.test(c.text) && !findsSomething(c)) return 0;
      // A mathematics paper's finding is its main theorem.
      if (c.theorem === true) rank += 1;
      // The paper's finding (its number against the baseline), not any sentence with a number.
      rank +=
        (c.hasNumber ? 0.5 : 0) +
        (COMPARISON.test(c.text) ? 0.2 : 0) +
        (FINDING.test(c.text) ? 0.1 : 0) -
        (PROCEDURE.test(c.text) ? 0.4 : 0);
      // A step of the procedure says nothing about what was found: only a slide short of words takes one.
      if (!findsSomething(c) && (PASSIVE_STEP.test(c.text) || describesProcedure(c.text))) rank *= 0.3;
      if (reportsOtherWork(c.text)) rank *= 0.3;
      // "We also present analysis on CIFAR-10" says what the paper holds, not what it found.
      if (ANNOUNCEMENT.test(c.text)) rank *= 0.3;
      // "All admissions are through the short-stay ward" describes the setting: a sentence with neither
      // a measure nor a finding is said only when the findings run out.
      if (!c.hasNumber && c.theorem !== true && !findsSomething(c)) rank *= 0.6;
      // The paper's main finding leads; a side experiment is said only when there is room.
      if (c.headline === true) rank += 0.4;
      if (c.sideExperiment === true) rank -= 0.4;
      break;
    case 'more-results':
      rank += c.hasNumber ? 0.3 : 0;
      break;
    case 'conclusion':
      // The abstract opens on the background; what it found may come anywhere in it.
      if (c.role === 'abstract' && c.position < 0.5 && !findsSomething(c)) return 0;
      // The takeaway is this paper's: neither what others found nor how the study was done.
      if (reportsOtherWork(c.text)) rank *= 0.3;
      if (!findsSomething(c) && describesProcedure(c.text)) rank *= 0.3;
      // "We also present analysis on CIFAR-10" says what the paper holds, not what it found.
      if (ANNOUNCEMENT.test(c.text)) return 0;
      // Outside its own conclusion, a paper's takeaway is what it found (a paper cut before its
      // conclusion, or one without any, still closes on its findings, not its background).
      if (c.role !== 'conclusion' && findsSomething(c)) rank += 0.3;
      break;
    case 'details':
    case 'analysis':
      break;
  }
  return Math.max(rank, 0.001);
}
