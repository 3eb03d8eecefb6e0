import { countWords, usesCjkScript } from '../../text/index.js';
import { plannerPhrases } from '../planner-phrases.js';

/** How long a slide's voice-over should be, in the units `countWords` counts for the language. */
export interface ScriptLength {
  /** The range the model is asked for: the extractive planner's own. */
  ask: { min: number; max: number };
  /** The range an answer must fall in: a model counts words loosely, so half to one and a half times. */
  accept: { min: number; max: number };
  /** "words", or "characters" for Chinese and Japanese. */
  unit: string;
}

export function scriptLength(language: string): ScriptLength {
  const { min, max } = plannerPhrases(language).length;
  return {
    ask: { min, max },
    accept: { min: Math.ceil(min * 0.5), max: Math.ceil(max * 1.5) },
    unit: usesCjkScript(language) ? 'characters' : 'words',
  };
}

/** The length of a script in the units of {@link scriptLength}. */
export function measureScript(script: string, language: string): number {
  return countWords(script, language);
}
