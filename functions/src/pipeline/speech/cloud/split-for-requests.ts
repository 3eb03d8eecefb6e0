/**
 * Cuts a script into pieces a provider accepts in one request, at sentence boundaries, so each
 * piece is spoken with natural intonation and the joins fall where a speaker pauses anyway.
 */
import { splitSentences } from '../../text/index.js';

/** How a provider counts its limit: characters (ElevenLabs) or UTF-8 bytes (Google). @internal */
export type MeasureText = (text: string) => number;

/** @internal */
export const countCharacters: MeasureText = (text) => [...text].length;

/** @internal */
export const countUtf8Bytes: MeasureText = (text) => Buffer.byteLength(text, 'utf8');

/**
 * Groups whole sentences into pieces of at most `limit` (as `measure` counts). A sentence longer
 * than the limit on its own is cut between words, and a word longer than the limit between
 * characters, so no piece is ever refused for its length.
 * @example splitForRequests('One. Two. Three.', 'en', 9) // ['One. Two.', 'Three.']
 * @internal
 */
export function splitForRequests(
  text: string,
  language: string,
  limit: number,
  measure: MeasureText = countCharacters,
): string[] {
  if (!(limit > 0)) throw new RangeError('The request limit must be positive.');
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (measure(trimmed) <= limit) return [trimmed];
  const joiner = /^(zh|ja)/.test(language) ? '' : ' ';
  const pieces: string[] = [];
  let current = '';
  const push = (unit: string): void => {
    const candidate = current === '' ? unit : `${current}${joiner}${unit}`;
    if (measure(candidate) <= limit) {
      current = candidate;
      return;
    }
    if (current !== '') pieces.push(current);
    current = unit;
  };
  for (const sentence of splitSentences(trimmed, language)) {
    for (const unit of measure(sentence) <= limit ? [sentence] : cutLongSentence(sentence, limit, measure))
      push(unit);
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** Between words (after a comma or semicolon when possible), then between characters. */
function cutLongSentence(sentence: string, limit: number, measure: MeasureText): string[] {
  const words = sentence.split(/(?<=\s)/);
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    if (measure(current + word) <= limit) {
      current += word;
      continue;
    }
    if (current.trim() !== '') out.push(current.trim());
    current = '';
    if (measure(word) <= limit) {
      current = word;
      continue;
    }
    let part = '';
    for (const char of word) {
      if (measure(part + char) > limit) {
        out.push(part);
        part = '';
      }
      part += char;
    }
    current = part;
  }
  if (current.trim() !== '') out.push(current.trim());
  return out;
}
