/** Puts the lexicon's spoken forms in place of the written ones, before any other rule sees the text. */
import type { Pronunciation } from '../../shared/parse-pronunciations.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Replaces whole-word occurrences of each written form (case sensitive, longest first so "GPT-4o"
 * wins over "GPT"). A written form that starts or ends with a symbol ("C++") matches at that edge
 * without a word boundary.
 * @example applyPronunciations('GLUE and SuperGLUE', [{ written: 'GLUE', spoken: 'glue' }]) // 'glue and SuperGLUE'
 */
export function applyPronunciations(text: string, lexicon: readonly Pronunciation[]): string {
  if (lexicon.length === 0) return text;
  const spokenFor = new Map(lexicon.map((entry) => [entry.written, entry.spoken]));
  const alternatives = [...spokenFor.keys()]
    .sort((a, b) => b.length - a.length)
    .map((written) => {
      const start = /^[\p{L}\p{N}]/u.test(written) ? String.raw`(?<![\p{L}\p{N}])` : '';
      const end = /[\p{L}\p{N}]$/u.test(written) ? String.raw`(?![\p{L}\p{N}])` : '';
      return `${start}${escapeRegExp(written)}${end}`;
    });
  const pattern = new RegExp(alternatives.join('|'), 'gu');
  return text.replace(pattern, (match) => spokenFor.get(match) ?? match);
}
