import type { VoiceId } from '../../../shared/voices.js';
import { MAX_MODEL_BULLETS } from './plan-schema.js';
import { scriptLength } from './script-length.js';

/** What the prompt needs to know besides the paper. @public */
export interface PromptSettings {
  slideCount: number;
  voice: VoiceId;
  language: string;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', zh: 'Chinese', ja: 'Japanese', ko: 'Korean', de: 'German', fr: 'French', es: 'Spanish', pt: 'Portuguese', it: 'Italian', ru: 'Russian' };

/**
 * The system instruction: the job, the talk's arc, and what each field of a slide holds, with the
 * limits the answer is checked against.
 * @public
 */
export function planInstructions({ slideCount, language }: PromptSettings): string {
  const length = scriptLength(language);
  const languageName = LANGUAGE_NAMES[language.toLowerCase().split(/[-_]/)[0] ?? ''] ?? `the paper's language (${language})`;
  return [
    `You plan a short narrated presentation of a research paper, the way one of its authors would give the talk. Write exactly ${slideCount} slides.`,
    'The talk follows the paper: the first slide opens with the paper\'s title and the problem it addresses; then the approach and the key results; the last slide gives the takeaway.',
    'Each slide is an object with these fields:',
    '- slide_title: a short heading (at most 8 words; the first slide may use the paper\'s title).',
    `- bullet_points: 2 to ${MAX_MODEL_BULLETS} short statements (at most 12 words each) taken from the paper.`,
    '- visual_identifier: the id of the one figure or table from the paper\'s list that this slide discusses, exactly as listed (e.g. "Figure 2"), or "" when none fits. Use each at most once and never invent one.',
    `- voiceover_script: what the narrator says while the slide is shown, ${length.ask.min} to ${length.ask.max} ${length.unit}, as spoken prose: full sentences, no lists, no citations, no Markdown.`,
    'Use only facts and numbers that the paper states. Text marked […] was left out for length; do not guess what it said.',
    `Write in ${languageName}.`,
    'Answer with JSON only, in the form {"slides": [ ... ]}.',
  ].join('\n');
}

/** The first message: the settings, then the paper as {@link fitPaper} wrote it. @public */
export function paperMessage(paperText: string, { slideCount, voice, language }: PromptSettings): string {
  return [`Settings: slide_count = ${slideCount}; voice = ${voice}; language = ${language}.`, '', 'The paper:', '', paperText].join('\n');
}

/** The repair round's message: what was wrong, and the request to answer again in full. @public */
export function repairMessage(problems: readonly string[], slideCount: number): string {
  return [
    'This plan cannot be used yet:',
    ...problems.map((problem) => `- ${problem}`),
    `Answer again with the whole corrected plan as JSON, {"slides": [ ... ]}, with exactly ${slideCount} slides.`,
  ].join('\n');
}
