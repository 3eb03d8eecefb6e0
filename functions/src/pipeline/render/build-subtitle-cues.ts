/** Turns each slide's narration into timed subtitle cues. */
import { splitSentences, stripCitations } from '../text/index.js';

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
    if (runs.every((lines) => lines.length <= MAX_LINES) || count >= words.length)
      return runs.map((lines) => lines.join('\n'));
  }
}

export interface SubtitleSlide {
  durationSec: number;
  script: string;
  /**
   * Where each sentence of the script starts in the slide's narration (see SlideAudio); without them,
   * the sentences share the narration in proportion to their length.
   */
  sentenceStartsSec?: readonly number[] | undefined;
}

/** Each cue's share of `[fromSec, toSec)`, in proportion to its length. */
function spread(texts: readonly string[], fromSec: number, toSec: number, cues: SubtitleCue[]): void {
  const weights = texts.map((text) => [...text.replace(/\n/g, ' ')].length);
  const totalWeight = weights.reduce((sum, w) => sum + w, 0) || 1;
  let elapsed = 0;
  texts.forEach((text, i) => {
    const start = fromSec + ((toSec - fromSec) * elapsed) / totalWeight;
    elapsed += weights[i] ?? 0;
    // The last cue ends exactly at the end, whatever rounding did on the way.
    const end = i === texts.length - 1 ? toSec : fromSec + ((toSec - fromSec) * elapsed) / totalWeight;
    cues.push({ startSec: start, endSec: end, text });
  });
}

/**
 * Cues for all slides: each script is split into sentences, long sentences into pieces of at most two
 * lines of ~42 characters. A sentence is on screen from where the voice starts it to where it starts
 * the next (its pieces share that time by length), so the caption shown is the sentence being spoken;
 * a slide whose sentence starts are unknown shares its time among its cues by length. Slides without
 * a script get no cue.
 */
export function buildSubtitleCues(slides: readonly SubtitleSlide[], language = 'en'): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  let slideStart = 0;
  for (const slide of slides) {
    const sentences = splitSentences(stripCitations(slide.script), language);
    const starts = slide.sentenceStartsSec;
    if (starts !== undefined && starts.length === sentences.length) {
      sentences.forEach((sentence, k) => {
        const from = Math.min(slide.durationSec, starts[k] ?? 0);
        const to =
          k === sentences.length - 1
            ? slide.durationSec
            : Math.min(slide.durationSec, Math.max(from, starts[k + 1] ?? from));
        // A sentence with no time of its own (nothing to say) is shown with the next.
        if (to > from || k === sentences.length - 1)
          spread(cueTexts(sentence), slideStart + from, slideStart + to, cues);
        else if (k + 1 < sentences.length) sentences[k + 1] = `${sentence} ${sentences[k + 1] ?? ''}`;
      });
    } else spread(sentences.flatMap(cueTexts), slideStart, slideStart + slide.durationSec, cues);
    slideStart += slide.durationSec;
  }
  return cues;
}
