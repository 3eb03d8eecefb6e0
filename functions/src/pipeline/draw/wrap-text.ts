/**
 * Greedy line breaking with a caller's measuring function: between words for spaced scripts, between
 * any two characters for Chinese, Japanese and Korean, never leaving a closing mark at a line start.
 */

/** Width of a string in pixels at the font being wrapped. */
export type MeasureWidth = (text: string) => number;

interface Token {
  text: string;
  /** Whether a space separates this token from the one before. */
  spaced: boolean;
}

const CJK_CHAR =
  /[\u1100-\u11FF\u2E80-\u2FDF\u3000-\u30FF\u3100-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]|[\u{20000}-\u{3134F}]/u;
/** Marks that must not begin a line (kinsoku): they stay with the character before. */
const NO_LINE_START = new Set([
  ...'，。、；：！？）」』】〉》〕’”…・ー々ゝゞっゃゅょァィゥェォッャュョ,.;:!?)]}%',
]);
/** Marks that must not end a line: they stay with the character after. */
const NO_LINE_END = new Set([...'（「『【〈《〔‘“([{']);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let word = '';
  let wordSpaced = false;
  let pendingSpace = false;
  let openers = '';
  const flushWord = (): void => {
    if (word !== '') tokens.push({ text: word, spaced: wordSpaced });
    word = '';
  };
  for (const char of text) {
    if (/\s/.test(char)) {
      flushWord();
      pendingSpace = tokens.length > 0 || openers !== '';
      continue;
    }
    const last = tokens.at(-1);
    if (NO_LINE_START.has(char) && word === '' && openers === '' && last && !pendingSpace) {
      last.text += char;
      continue;
    }
    if (CJK_CHAR.test(char) && !NO_LINE_START.has(char)) {
      if (NO_LINE_END.has(char)) {
        flushWord();
        if (openers === '') wordSpaced = pendingSpace;
        openers += char;
        pendingSpace = false;
        continue;
      }
      flushWord();
      tokens.push({ text: openers + char, spaced: openers === '' ? pendingSpace : wordSpaced });
      openers = '';
      pendingSpace = false;
      continue;
    }
    if (word === '') {
      wordSpaced = openers === '' ? pendingSpace : wordSpaced;
      word = openers;
      openers = '';
    }
    word += char;
    pendingSpace = false;
  }
  flushWord();
  if (openers !== '') tokens.push({ text: openers, spaced: wordSpaced });
  return tokens;
}

/** Splits a token wider than the line into pieces that each fit (a URL, a long formula). */
function breakToken(text: string, maxWidth: number, measure: MeasureWidth): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of text) {
    if (piece !== '' && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Breaks `text` into lines no wider than `maxWidth`. Runs of whitespace collapse to one space; a
 * single word wider than the line is split between characters so no line ever overflows.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureWidth): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokenize(text)) {
    const candidate = line === '' ? token.text : line + (token.spaced ? ' ' : '') + token.text;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    if (measure(token.text) <= maxWidth) {
      line = token.text;
      continue;
    }
    const pieces = breakToken(token.text, maxWidth, measure);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Marks `text` as cut short with an ellipsis, dropping characters until both fit `maxWidth`. */
export function ellipsize(text: string, maxWidth: number, measure: MeasureWidth): string {
  const chars = Array.from(text);
  while (chars.length > 0 && measure(`${chars.join('').trimEnd()}…`) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
