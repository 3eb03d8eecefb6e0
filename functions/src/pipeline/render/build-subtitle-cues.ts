/** Turns each slide's narration into timed subtitle cues. */
import { splitSentences, stripCitations } from '../text/index.js';

/** @public */
export interface SubtitleCue {
  startSec: number;
  endSec: number;
  /** One or two lines, joined by "\n". */
  text: string;
}

/** Characters per subtitle line: the common broadcast limit that stays readable on a phone. */
const LINE_CHARS = 42;
const MAX_LINES = 2;

/** Breaks `text` into lines of at most `width` characters at spaces (a longer word gets its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Cuts text without spaces (Chinese, Japanese) into pieces of at most `width` characters. */
function chunkCharacters(text: string, width: number): string[] {
  const chars = [...text];
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += width) lines.push(chars.slice(i, i + width).join(''));
  return lines;
}

/** Splits words into `count` runs of about equal length. */
function balance(words: readonly string[], count: number): string[] {
  const target = words.join(' ').length / count;
  const runs: string[] = [];
  let run = '';
  for (const word of words) {
    const longer = run === '' ? word : `${run} ${word}`;
    // Cut before the word that would overshoot the target more than stopping short undershoots it.
    if (run !== '' && runs.length < count - 1 && longer.length - target > target - run.length) {
      runs.push(run);
      run = word;
    } else run = longer;
  }
  if (run !== '') runs.push(run);
  return runs;
}

/**
 * Splits a sentence into cue texts of at most MAX_LINES wrapped lines each, balanced so that a long
 * sentence does not leave one orphan word as its own cue.
 */
function cueTexts(sentence: string): string[] {
  if (!sentence.includes(' ')) {
    const pieces = chunkCharacters(sentence, LINE_CHARS / 2);
    const texts: string[] = [];
    for (let i = 0; i < pieces.length; i += MAX_LINES) texts.push(pieces.slice(i, i + MAX_LINES).join('\n'));
    return texts;
  }
  const words = sentence.split(' ');
  for (let count = Math.ceil(wrap(sentence, LINE_CHARS).length / MAX_LINES); ; count++) {
    const runs = balance(words, count).map((run) => wrap(run, LINE_CHARS));
    if (runs.every((lines) => lines.length <= MAX_LINES) || count >= words.length) return runs.map((lines) => lines.join('\n'));
  }
}

/**
 * Cues for all slides: each script is split into sentences, long sentences into pieces of at most two
 * lines of ~42 characters, and each slide's time is shared among its cues in proportion to their
 * length, so a cue is on screen roughly while it is spoken. Slides without a script get no cue.
 * @public
 */
export function buildSubtitleCues(slides: ReadonlyArray<{ durationSec: number; script: string }>, language = 'en'): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  let slideStart = 0;
  for (const slide of slides) {
    const texts = splitSentences(stripCitations(slide.script), language).flatMap(cueTexts);
    const weights = texts.map((text) => [...text.replace(/\n/g, ' ')].length);
    const totalWeight = weights.reduce((sum, w) => sum + w, 0);
    let elapsed = 0;
    texts.forEach((text, i) => {
      const start = slideStart + (slide.durationSec * elapsed) / totalWeight;
      elapsed += weights[i] ?? 0;
      // The last cue ends exactly with the slide, whatever rounding did on the way.
      const end = i === texts.length - 1 ? slideStart + slide.durationSec : slideStart + (slide.durationSec * elapsed) / totalWeight;
      cues.push({ startSec: start, endSec: end, text });
    });
    slideStart += slide.durationSec;
  }
  return cues;
}
