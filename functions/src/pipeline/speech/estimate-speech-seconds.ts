/** How long a text would take to read aloud, for slides that get silence instead of a voice. */
import { SPEECH_AUDIO } from './speech-audio-format.js';

const SECONDS_PER_WORD = 0.4; // 150 words a minute, a calm presenter's pace
const SECONDS_PER_IDEOGRAPH = 0.25; // about 4 characters a second in Chinese or Japanese

const IDEOGRAPHS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * Estimated reading time of `text`, never shorter than an empty slide's clip, so viewers can read a
 * slide whose narration could not be spoken.
 * @example estimateSpeechSeconds('深度学习') // 3 (the minimum)
 * @internal
 */
export function estimateSpeechSeconds(text: string): number {
  const ideographs = text.match(IDEOGRAPHS)?.length ?? 0;
  const words = text
    .replace(IDEOGRAPHS, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const seconds = ideographs * SECONDS_PER_IDEOGRAPH + words * SECONDS_PER_WORD;
  return Math.max(SPEECH_AUDIO.emptySlideSec, Math.round(seconds * 10) / 10);
}
