import type { VoiceId } from '../../../shared/voices.js';
import { MAX_MODEL_BULLETS } from './plan-schema.js';
import { scriptLength } from './script-length.js';

/** What the prompt needs to know besides the paper. */
export interface PromptSettings {
  slideCount: number;
  voice: VoiceId;
  language: string;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  it: 'Italian',
  ru: 'Russian',
};

/** What each part of a research talk holds, in the order a talk tells them. */
const STORY = {
  opening:
    "the paper's title as slide_title; the one-line claim in the script; the title slide's bullets are replaced by the authors, venue and year as the paper states them",
  problem: 'the problem and why it matters: what fails today, for whom, and what it costs',
  method:
    "the method, showing the paper's method or architecture figure if it has one: the key idea and how it works",
  methodDepth: 'the method in more depth: the part of the design that makes it work',
  results:
    "the results: the paper's own headline numbers against the baselines, showing its main results table or plot",
  resultsDepth: 'more results: a second experiment, an ablation or an analysis, with its numbers',
  analysis: 'what the results mean: where the method helps most, and its limits as the paper states them',
  conclusion:
    "the conclusion: the takeaway in one sentence, what it enables, and what comes next; a line with the paper's link is added after its bullets",
  problemAndOpening:
    "the paper's title as slide_title, and the problem it solves and why it matters in the script; the title slide's bullets are replaced by the authors, venue and year",
  resultsAndConclusion:
    "the paper's own headline numbers, showing its main results table or plot, then the takeaway",
} as const;

/**
 * The talk's slides in order for `slideCount` (3 to 8): title, problem, method, results, conclusion at
 * five; fewer slides merge the ends, more add depth to the method, then the results, then their meaning.
 */
export function storyOutline(slideCount: number): string[] {
  const {
    opening,
    problem,
    method,
    methodDepth,
    results,
    resultsDepth,
    analysis,
    conclusion,
    problemAndOpening,
    resultsAndConclusion,
  } = STORY;
  if (slideCount <= 3) return [problemAndOpening, method, resultsAndConclusion];
  if (slideCount === 4) return [opening, problem, method, resultsAndConclusion];
  const extra = [methodDepth, resultsDepth, analysis].slice(0, slideCount - 5);
  const middle = [
    method,
    ...(extra.includes(methodDepth) ? [methodDepth] : []),
    results,
    ...extra.filter((part) => part !== methodDepth),
  ];
  return [opening, problem, ...middle, conclusion];
}

/**
 * The system instruction: the job, the talk's story slide by slide, and what each field of a slide
 * holds, with the limits the answer is checked against (see find-slide-defects.ts).
 */
export function planInstructions({ slideCount, language }: PromptSettings): string {
  const length = scriptLength(language);
  const languageName =
    LANGUAGE_NAMES[language.toLowerCase().split(/[-_]/)[0] ?? ''] ?? `the paper's language (${language})`;
  return [
    `You plan a short narrated presentation of a research paper, the way one of its authors would give the talk at a conference. Write exactly ${slideCount} slides, telling this story in this order:`,
    ...storyOutline(slideCount).map((part, index) => `${index + 1}. ${part}.`),
    'Each slide is an object with these fields:',
    '- slide_title: at most 8 words that state the slide\'s point ("Attention alone beats recurrence", not "Results" or "Approach: we propose"); the first slide uses the paper\'s title.',
    `- bullet_points: 3 to ${MAX_MODEL_BULLETS} statements of at most 12 words each, each a complete phrase that does not stop mid-clause and states something particular to this paper (not "This strategy works well", "The results are reported", "Next we present the theorem"). Never point at the paper ("as shown in Figure 2", "see Section 4.2", "Eq. 3", citations, "et al."): say the content itself. No URLs, e-mail addresses or reference keys.`,
    '- visual_identifier: the id of the one figure or table from the paper\'s list that this slide discusses, exactly as listed (e.g. "Figure 2"), or "" when none fits. Use each at most once and never invent one.',
    `- voiceover_script: what the narrator says while the slide is shown, ${length.ask.min} to ${length.ask.max} ${length.unit} of spoken sentences that a listener follows without reading: full sentences, each slide opening with a transition from the one before ("To fix this, …", "How well does it work?"), no lists, no citations, no section or equation numbers, no Markdown. It may name only the figure or table this slide shows.`,
    "A result is the paper's finding set against what came before (its headline number against the baseline, or what it proves), never a step of the procedure that happens to have a number. A mathematics paper states its main theorem in words; a thesis tells the story chapter by chapter.",
    'Start every sentence after a connecting phrase in lowercase ("In addition, the model …", not "In addition, The model …"), and never end a bullet on a word that needs more ("led", "is used", "the need").',
    "Use only facts and numbers that the paper states; give the results as the paper's own numbers. Text marked […] was left out for length; do not guess what it said.",
    `Write in ${languageName}.`,
    'Answer with JSON only, in the form {"slides": [ ... ]}.',
  ].join('\n');
}

/** The first message: the settings, then the paper as {@link fitPaper} wrote it. */
export function paperMessage(paperText: string, { slideCount, voice, language }: PromptSettings): string {
  return [
    `Settings: slide_count = ${slideCount}; voice = ${voice}; language = ${language}.`,
    '',
    'The paper:',
    '',
    paperText,
  ].join('\n');
}

/** The repair round's message: what was wrong, and the request to answer again in full. */
export function repairMessage(problems: readonly string[], slideCount: number): string {
  return [
    'This plan cannot be used yet:',
    ...problems.map((problem) => `- ${problem}`),
    `Answer again with the whole corrected plan as JSON, {"slides": [ ... ]}, with exactly ${slideCount} slides.`,
  ].join('\n');
}
