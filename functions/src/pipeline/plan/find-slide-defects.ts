/**
 * What a viewer would notice is wrong with a slide plan, whoever wrote it (the built-in planner, a
 * model, a user's edit): leftovers of the PDF, bullets that stop mid-clause or say nothing, pointers into a paper the
 * viewer does not have, empty titles, and slides outside the talk's shape. Pure: the same plan always
 * gives the same defects, so the planners can be measured with it and a model's answer repaired by it.
 */
import type { SlidesPlan } from '../../shared/slide-plan.js';
import { countWords, splitSentences, usesCjkScript } from '../text/index.js';
import { normalizeVisualId } from '../figure-reference.js';
import { isReadingLine } from '../../shared/reading-line.js';
import { plannerPhrases } from './planner-phrases.js';
import { PAPER_POINTER } from './paper-pointers.js';
import { isProblemTitle, statesOwnContribution } from './own-contribution.js';
import { CJK_DANGLING_END } from './shorten-bullet.js';
import { endsUnfinished, STARTS_MID_CLAUSE } from './bullet-from-sentence.js';
import { statesMethodStep } from './select-sentences.js';
import { EMPTIED_FORMULA, WEB_ADDRESS } from './is-usable-sentence.js';

export const SLIDE_DEFECT_KINDS = [
  'debris',
  'cut_bullet',
  'long_bullet',
  'paper_reference',
  'vague_bullet',
  'empty_title',
  'capital_after_connector',
  'contribution_on_problem',
  'method_on_problem',
  'method_on_takeaways',
  'script_length',
  'bullet_count',
] as const;

export type SlideDefectKind = (typeof SLIDE_DEFECT_KINDS)[number];

export interface SlideDefect {
  /** One-based slide number. */
  slide: number;
  kind: SlideDefectKind;
  /** Where on the slide: "title", "bullet 2", "script". */
  where: string;
  /** A sentence a writer (or a model in its repair round) can act on. */
  message: string;
}

export const SLIDE_SHAPE = { maxBulletWords: 12, maxBulletChars: 30, minBullets: 3, maxBullets: 5 } as const;

const DEBRIS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\[\s*\d+(?:\s*[-–,;]\s*\d+)*\s*\]/, 'a numeric citation'],
  [
    /\(\s*[A-Z][\p{L}'’-]+(?:\s+(?:et\s+al\.?|and|&)\s*(?:[A-Z][\p{L}'’-]+)?)?,?\s+(?:19|20)\d{2}[a-z]?\s*[;)]/u,
    'an author-year citation',
  ],
  [/\bet\s+al\b/, 'a citation ("et al.")'],
  [/\\cite|\[[a-z][\w-]*(?:19|20)\d{2}[\w-]*\]|\b[a-z]+(?:19|20)\d{2}[a-z]+\b/, 'a reference key'],
  [
    /\b(?:see|cf\.?)(?:\s+(?:for\s+example|e\.g\.|also|for\s+(?:a\s+)?(?:more\s+)?(?:detailed\s+)?(?:discussion|review|details|overview)))?\s*[.,;)]/i,
    'a pointer to a citation that is no longer there ("see for example.")',
  ],
  [EMPTIED_FORMULA, 'a sentence whose formula is missing ("is defined as where a is …")'],
  [
    /\b(?!(?:that|it|they|he|she|this)\b)[\p{L}-]+\s+(?:is|are|was|were)\.(?=\s|$)/u,
    'a sentence that stops at its verb ("The architecture of these networks is.")',
  ],
  [/[\w.+-]+@[\w-]+\.[\w.-]+/, 'an e-mail address'],
  [WEB_ADDRESS, 'a web address'],
];

/** Words a complete bullet does not end on. */
const DANGLING_END =
  /\b(?:a|an|the|of|in|on|at|to|for|from|by|with|without|into|onto|via|over|under|between|among|through|about|as|than|and|or|but|nor|except|that|which|who|whose|where|when|while|because|if|is|are|was|were|be|its|their|our|this|these|such|e\.g|i\.e|vs)\.?\s*$/i;

/**
 * Words a title does not end on: a title may end on its verb ("What sparse networks are"), never on
 * an article, a preposition or a conjunction ("More results: 85% when").
 */
const TITLE_CUT_END =
  /\b(?:a|an|the|of|in|on|at|to|for|from|by|with|without|into|onto|via|over|under|between|among|through|as|than|and|or|but|nor|that|which|whose|when|while|because|if|its|their|our|such|e\.g|i\.e|vs)\.?\s*$/i;

/**
 * Two connectors in a row, or an auxiliary with no verb, where a cut left the joints: "as in and",
 * "of the and", "themes are and grouped".
 */
const BROKEN_JOIN =
  /\b(?:as|in|of|to|for|with|by|on|and|or|the|a|an|is|are|was|were|be|been|has|have|had)\s+(?:and|or|but)\b(?!\s+(?:so|then|more|less|others|without|out|off|after|post)\b)/i;

/**
 * A pointer to another place in the paper a bullet cannot show: "trained as above", "as
 * described", an equation's number ("differentiate (12) with respect to …"), "如式和式所示"
 * whose equation numbers were taken out, and "如下" (what follows: "流程如下", "假定如下场景").
 */
const POINTS_ELSEWHERE =
  /\bas\s+(?:above|below|follows|described|mentioned|discussed|stated|noted|before)\b|(?<=\p{Ll}\s)\(\d{1,3}\)(?!\s*%)|如[式图表](?:[和与及、][式图表])?所示|如下/iu;

/**
 * A Chinese phrase that only says on what basis or for what: "根据全维可定义的设计思路",
 * "针对异构标识空间互通和切换问题", "基于多模态网络环境" (without "的", so nothing it qualifies).
 */
const CJK_ONLY_ADVERBIAL =
  /^(?:(?:针对|根据|依据|依托|按照|鉴于|为了|随着)[^，,；;：:]*|基于[^，,；;：:的]*)$/;

/** Words that say nothing of the paper on their own; a title made only of these is empty. */
const NOT_CONTENT = new Set(
  (
    'a an the of in on at to for from by with and or but we our us it its this that these those is are was were be been ' +
    'propose proposed present presents presented introduce introduced show shows shown study studies paper work approach ' +
    'approaches method methods methodology results result findings conclusion conclusions introduction overview background ' +
    'motivation problem problems discussion summary future evaluation experiments experiment setup analysis contribution ' +
    'contributions related main key more further details detail part here how what why which'
  ).split(' '),
);

const CONNECTOR_THEN_CAPITAL =
  /\b(?:In addition|However|Moreover|Furthermore|Therefore|Thus|Hence|Also|Finally|Then|Next|Overall|In particular|For example|In contrast|As a result|Specifically|Instead|Similarly|Additionally|Second|Third|First),\s+(?:The|There|This|These|That|Those|It|We|Our|In|A|An|To|For|Of|On|Its|They|Their|When|While|As|Such|Each|Both|By|With|Most|Many|Some|All|Several|Other|Another|Here|Doing|Using|Since|Although|If|Because|After|Before|Given|Only|No|Not|Every|Now|So)\b|\b(?:is|was) that (?:Doing|Using|There|This|These|The|It|We|Our|In|A|An|Most|Many|Some|[A-Z][a-z]+ing)\b/;

/**
 * Words a bullet can say of any paper: with fewer than two others it states nothing ("This work was
 * motivated by recent results", "We use this noise model", "The time spent will be higher").
 */
const SAY_NOTHING = new Set(
  (
    'also all any are aspect aspects based be being both can case cases certain challenge challenges could data ' +
    'dataset datasets describe described different do does done each effect effects evaluate evaluated ' +
    'evaluation evidence example examples experiments fact few first follow following found general given ' +
    'good has have high higher important issue issues large less low lower make makes many may might model ' +
    'models most motivate motivated much must need new next novel now number obtain obtained one only other ' +
    'others performance point possible provide provides question questions recent recently same second set ' +
    'sets several should showed significant similar simple some spent step steps strategy strategies such ' +
    'system systems task tasks test tested than their them then there they thing things time train trained ' +
    'two type types use used uses using value values various very way ways well will would'
  ).split(' '),
);

/**
 * "This strategy is …", "Such models …", "The situation is reversed …", "… for this task": a bullet
 * that leans on what the sentence before it named.
 */
const POINTS_BACK =
  /^(?:this|these|those|such|that)\s+(?!(?:paper|work|study|article|thesis|report|review|survey|talk|chapter|research|project|dissertation|book)\b|is\s+the\s+first\b)\p{L}|^the\s+(?:situation|latter|former|same|above|following|results?|approach|method|difference|trend|effect)\s+(?:is|are|was|were|has|have|had|can|could|may|might|will|would|remains?|remained)\b|\b(?:for|in|on|to)\s+(?:this|these|that|those|such)\s+(?:task|tasks|case|cases|purpose|setting|settings|problem|end|reason|model|models|data)$/iu;

/** "Next we present the central theorem": an announcement of what the paper says next, not a point. */
const SIGNPOST =
  /^(?:(?:next|now|below|here|then|finally),?\s+we|we\s+(?:now|next|then|finally))\s+(?:present|describe|show|discuss|give|introduce|turn|consider|define|prove|review|explain|state|outline|summari[sz]e)\b/i;

/** A symbol's definition ("m 为模态种类维度", "N denotes the batch size"): notation, not a point. */
const DEFINES_SYMBOL = /^(?![AI]\s)\p{L}[\d₀-₉]*\s*(?:为|表示|denotes|stands for|is the number)/u;

/** Why a bullet says nothing a viewer can take away, or undefined when it says something. */
function vagueReason(bullet: string, cjk: boolean): string | undefined {
  if (DEFINES_SYMBOL.test(bullet)) return 'defines a symbol instead of making a point';
  if (cjk) return undefined;
  if (SIGNPOST.test(bullet)) return 'announces what the paper says next instead of saying it';
  if (POINTS_BACK.test(bullet)) return 'points back at something the slide does not say';
  const words = contentWords(bullet).filter((word) => !SAY_NOTHING.has(word));
  if (words.length < 2) return 'says nothing particular to this paper';
  return undefined;
}

/** "Multi-head attention" under the title "Multi-head attention": a bullet that only says the title again. */
function restatesTitle(bullet: string, title: string, cjk: boolean): string | undefined {
  if (cjk) return undefined;
  const titleWords = new Set(contentWords(title));
  const words = contentWords(bullet).filter((word) => !SAY_NOTHING.has(word));
  return words.length > 0 && words.every((word) => titleWords.has(word))
    ? 'only restates the title'
    : undefined;
}

function unbalanced(text: string): boolean {
  const pairs: ReadonlyArray<readonly [string, string]> = [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
    ['“', '”'],
  ];
  return (
    pairs.some(([open, close]) => text.split(open).length !== text.split(close).length) ||
    (text.split('"').length - 1) % 2 === 1
  );
}

function debrisIn(text: string): string | undefined {
  return DEBRIS.find(([pattern]) => pattern.test(text))?.[1];
}

function contentWords(title: string): string[] {
  return (title.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).filter(
    (word) => !NOT_CONTENT.has(word),
  );
}

/** Whether an English title ends mid-phrase, on an article, a preposition or a conjunction. */
export function titleBreaksOff(title: string): boolean {
  return TITLE_CUT_END.test(title);
}

/**
 * What is wrong with one bullet on its own: debris, a cut, a pointer into the paper (the planners
 * use it to leave such a bullet out).
 */
export function bulletDefects(bullet: string, language = 'en'): SlideDefectKind[] {
  const cjk = usesCjkScript(language);
  const kinds: SlideDefectKind[] = [];
  if (debrisIn(bullet) !== undefined) kinds.push('debris');
  if (cutReason(bullet, cjk) !== undefined) kinds.push('cut_bullet');
  if (PAPER_POINTER.test(bullet) || POINTS_ELSEWHERE.test(bullet)) kinds.push('paper_reference');
  if (vagueReason(bullet, cjk) !== undefined) kinds.push('vague_bullet');
  return kinds;
}

/** Verbs that lost their complement: "… led", "is used", "followed", "the need". */
const LOST_COMPLEMENT =
  /\b(?:led|refer|refers|referred|followed|pointed|aimed|(?:is|are|was|were|be|been|being)\s+(?:used|based|called|termed|referred)|the\s+need)\.?\s*$/i;

function cutReason(bullet: string, cjk: boolean): string | undefined {
  if (!cjk && (DANGLING_END.test(bullet) || LOST_COMPLEMENT.test(bullet) || endsUnfinished(bullet)))
    return 'ends mid-clause';
  if (!cjk && STARTS_MID_CLAUSE.test(bullet)) return 'starts mid-clause';
  if (cjk && CJK_DANGLING_END.test(bullet.replace(/[。！？；，、：.!?;,:\s]+$/, '')))
    return 'ends mid-clause';
  if (cjk && CJK_ONLY_ADVERBIAL.test(bullet.replace(/[。！？；，、：.!?;,:\s]+$/, '')))
    return 'has no main clause';
  if (unbalanced(bullet)) return 'has an unclosed bracket or quote';
  if (!cjk && BROKEN_JOIN.test(bullet)) return 'has a broken joint between clauses';
  return undefined;
}

/**
 * Every defect of `plan`, slide by slide, for a talk in `language` (ISO 639-1). A figure or table
 * the slide itself shows may be named in its script ("Figure 2 shows…"); any other is a pointer.
 * @example findSlideDefects([{ slide_title: 'Approach: we propose', … }], 'en')
 *   // [{ slide: 1, kind: 'empty_title', where: 'title', message: 'The title … says nothing …' }, …]
 */
export function findSlideDefects(plan: SlidesPlan, language = 'en'): SlideDefect[] {
  const cjk = usesCjkScript(language);
  const length = plannerPhrases(language).length;
  const defects: SlideDefect[] = [];
  plan.forEach((slide, index) => {
    const add = (kind: SlideDefectKind, where: string, message: string): void => {
      defects.push({ slide: index + 1, kind, where, message });
    };
    const title = slide.slide_title;
    const titleDebris = debrisIn(title);
    if (titleDebris !== undefined) add('debris', 'title', `The title contains ${titleDebris}; remove it.`);
    if (PAPER_POINTER.test(title))
      add('paper_reference', 'title', 'The title points at a part of the paper; say the point instead.');
    // "SNN: we propose" names the method and then says nothing: what follows a colon must say something.
    const point = title.split(/:\s+/).at(-1) ?? '';
    if (!cjk && (contentWords(title).length === 0 || contentWords(point).length === 0))
      add(
        'empty_title',
        'title',
        `The title "${title}" says nothing about this paper; state the slide's point.`,
      );
    else if (!cjk && titleBreaksOff(point))
      add('empty_title', 'title', `The title "${title}" breaks off mid-phrase; state the slide's point.`);

    // The title slide's lines are the authors, venue and year, and the closing slide's link is an
    // address on purpose (see frame-talk.ts): neither is a statement to check.
    const titleSlide = index === 0 && plan.length > 1;
    const statements = titleSlide ? [] : slide.bullet_points.filter((bullet) => !isReadingLine(bullet));
    const count = statements.length;
    if (!titleSlide && (count < SLIDE_SHAPE.minBullets || count > SLIDE_SHAPE.maxBullets)) {
      add(
        'bullet_count',
        'bullets',
        `The slide has ${count} bullet point${count === 1 ? '' : 's'}; give ${SLIDE_SHAPE.minBullets} to ${SLIDE_SHAPE.maxBullets}.`,
      );
    }
    statements.forEach((bullet, bulletIndex) => {
      const where = `bullet ${bulletIndex + 1}`;
      const debris = debrisIn(bullet);
      if (debris !== undefined)
        add('debris', where, `Bullet ${bulletIndex + 1} contains ${debris}; remove it.`);
      const cut = cutReason(bullet, cjk);
      if (cut !== undefined)
        add('cut_bullet', where, `Bullet ${bulletIndex + 1} ${cut}: "${bullet}"; write a complete phrase.`);
      const size = cjk ? [...bullet.replace(/\s/g, '')].length : countWords(bullet, language);
      const most = cjk ? SLIDE_SHAPE.maxBulletChars : SLIDE_SHAPE.maxBulletWords;
      if (size > most)
        add(
          'long_bullet',
          where,
          `Bullet ${bulletIndex + 1} has ${size} ${cjk ? 'characters' : 'words'}; at most ${most}.`,
        );
      if (PAPER_POINTER.test(bullet) || POINTS_ELSEWHERE.test(bullet))
        add(
          'paper_reference',
          where,
          `Bullet ${bulletIndex + 1} points at a part of the paper; state the content instead.`,
        );
      // A cut bullet is counted once, as cut.
      const vague =
        cut === undefined ? (vagueReason(bullet, cjk) ?? restatesTitle(bullet, title, cjk)) : undefined;
      if (vague !== undefined)
        add(
          'vague_bullet',
          where,
          `Bullet ${bulletIndex + 1} ${vague}: "${bullet}"; state the point itself.`,
        );
      if (CONNECTOR_THEN_CAPITAL.test(bullet))
        add(
          'capital_after_connector',
          where,
          `Bullet ${bulletIndex + 1} has a capital letter after a connecting phrase.`,
        );
    });

    // The problem slide says what is wrong; what the paper does about it is the method slide's point.
    const problemSlide = !titleSlide && isProblemTitle(title);
    if (problemSlide)
      statements.forEach((bullet, bulletIndex) => {
        if (statesOwnContribution(bullet))
          add(
            'contribution_on_problem',
            `bullet ${bulletIndex + 1}`,
            `Bullet ${bulletIndex + 1} states the paper's own contribution on the problem slide: "${bullet}"; say what is wrong and why it matters, and leave the contribution to the method slide.`,
          );
        else if (statesMethodStep(bullet))
          add(
            'method_on_problem',
            `bullet ${bulletIndex + 1}`,
            `Bullet ${bulletIndex + 1} is a step of the method on the problem slide: "${bullet}"; say what is wrong and why it matters, and leave how the work was done to the method slide.`,
          );
      });

    // The closing slide says what was found; how the work was done is the method slide's.
    if (!titleSlide && isTakeawayTitle(title))
      statements.forEach((bullet, bulletIndex) => {
        if (statesMethodStep(bullet))
          add(
            'method_on_takeaways',
            `bullet ${bulletIndex + 1}`,
            `Bullet ${bulletIndex + 1} is a step of the method on the closing slide: "${bullet}"; say what the paper found and why it matters, and leave how the work was done to the method slide.`,
          );
      });

    const script = slide.voiceover_script;
    if (problemSlide) {
      const said = splitSentences(script, language).find(statesOwnContribution);
      if (said !== undefined)
        add(
          'contribution_on_problem',
          'script',
          `The problem slide's script states the paper's own contribution ("${said}"); leave it to the method slide.`,
        );
    }
    const scriptDebris = debrisIn(script);
    if (scriptDebris !== undefined)
      add('debris', 'script', `The script contains ${scriptDebris}; remove it.`);
    const pointer = scriptPointer(script, slide.visual_identifier);
    if (pointer !== undefined)
      add(
        'paper_reference',
        'script',
        `The script mentions "${pointer}", which the viewer cannot see; say what it shows instead.`,
      );
    if (CONNECTOR_THEN_CAPITAL.test(script))
      add('capital_after_connector', 'script', 'The script has a capital letter after a connecting phrase.');
    const spoken = countWords(script, language);
    if (spoken < length.min || spoken > length.max) {
      add(
        'script_length',
        'script',
        `The script has ${spoken} ${cjk ? 'characters' : 'words'}; write ${length.min} to ${length.max}.`,
      );
    }
  });
  return defects;
}

/**
 * Whether a slide title says the slide closes the talk ("Takeaways on the Transformer",
 * "Conclusions", "Summary", "结论"). "Results and Takeaways" closes it too.
 */
function isTakeawayTitle(title: string): boolean {
  return /^(?:takeaways?|conclusions?|concluding|summary|in summary|wrap-up|final remarks)\b|\btakeaways?\b|^(?:结论|总结)/iu.test(
    title.trim(),
  );
}

/** The first pointer in a script that is not the slide's own figure or table ("Figure 2a" counts as "Figure 2"). */
function scriptPointer(script: string, visual: string): string | undefined {
  const own = normalizeVisualId(visual).replace(/(\d)[a-z]$/i, '$1');
  for (const match of script.matchAll(new RegExp(PAPER_POINTER.source, 'gi'))) {
    const named = normalizeVisualId(match[0]).replace(/(\d)[a-z]$/i, '$1');
    if (own !== '' && named === own) continue;
    return match[0];
  }
  return undefined;
}
