const CJK_CHAR = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/**
 * Free-standing words that typically form the second half of a hyphenated compound
 * ("sequence-aligned", "layer-wise", "large-scale"): after a line-end hyphen they keep it.
 */
const COMPOUND_TAILS = new Set([
  'aligned',
  'aware',
  'based',
  'bound',
  'centered',
  'centred',
  'conditioned',
  'connected',
  'dependent',
  'driven',
  'efficient',
  'free',
  'independent',
  'invariant',
  'level',
  'like',
  'looking',
  'made',
  'order',
  'oriented',
  'related',
  'scale',
  'sized',
  'specific',
  'step',
  'style',
  'term',
  'time',
  'trained',
  'tuned',
  'type',
  'wide',
  'wise',
]);

/** Ordinary words that merely end in one of the tails above; a line-end hyphen inside them is a break. */
const CLOSED_WORDS = new Set([
  'otherwise',
  'likewise',
  'clockwise',
  'counterclockwise',
  'unlike',
  'alike',
  'worldwide',
  'nationwide',
  'unbound',
  'outbound',
  'inbound',
]);

/** What may stand before a hyphen and a capital: a name or acronym, or a prefix ("non-Euclidean"). */
const COMPOUND_HEAD =
  /^(?:\p{Lu}[\p{L}-]*|non|anti|pre|post|pseudo|quasi|semi|multi|self|cross|inter|intra|sub|super|co)$/u;

/**
 * Whether a line-end hyphen between `prefix` and the next line (whose first word is `word`,
 * followed by `rest`) belongs to the text rather than to the typesetting.
 */
function keepsHyphen(prefix: string, word: string, rest: string, vocabulary: ReadonlySet<string>): boolean {
  const joined = `${prefix}${word}`.toLowerCase();
  if (prefix.includes('-') || rest.startsWith('-')) return true;
  if (vocabulary.has(`${prefix}-${word}`.toLowerCase()) && !vocabulary.has(joined)) return true;
  // The document spelling the joined word elsewhere outweighs the guesses below.
  if (vocabulary.has(joined) || CLOSED_WORDS.has(joined)) return false;
  // "English-to-German", "Wasserstein-based": a capitalised stem that is a word of its own is rarely
  // where a word breaks ("Specifi-" is not a word, so "Specifically" joins).
  const stemIsWord = vocabulary.size === 0 || vocabulary.has(prefix.toLowerCase());
  if (/^\p{Lu}\p{Ll}+$/u.test(prefix) && prefix.length >= 3 && stemIsWord) return true;
  // Short stems ("mis-", "pre-") are prefixes that close up.
  return prefix.length >= 4 && COMPOUND_TAILS.has(word.toLowerCase());
}

/**
 * Joins the lines of one paragraph into running text. A word broken at the line end
 * ("repre-" + "sentation") is rejoined; compounds keep their hyphen ("state-of-" + "the-art",
 * "English-" + "to-German", "sequence-" + "aligned"), and so does a word the document spells with
 * a hyphen elsewhere (`vocabulary`, lower-case words of the document).
 */
export function joinLines(lines: readonly string[], vocabulary: ReadonlySet<string> = new Set()): string {
  let text = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (text === '') {
      text = line;
      continue;
    }
    // Only the end of the text can hold the broken word; matching all of it made long paragraphs quadratic.
    const broken = /([\p{L}]+(?:-[\p{L}]+)*)-$/u.exec(text.slice(-160));
    const next = /^[\p{Ll}][\p{L}]*/u.exec(line);
    if (broken && next) {
      const keep = keepsHyphen(broken[1] ?? '', next[0], line.slice(next[0].length), vocabulary);
      text = keep ? `${text}${line}` : `${text.slice(0, -1)}${line}`;
    } else if (broken && /^\p{Lu}/u.test(line) && COMPOUND_HEAD.test(broken[1] ?? '')) {
      // Before a capital the hyphen is the compound's ("Runge-" + "Kutta", "non-" + "Euclidean"), unless
      // the document writes the word whole ("Bib-" + "TeX" where it also says "BibTeX"). A lower-case
      // stem before a capital ("equa-" + "A …") is a word whose end the reading order put elsewhere.
      const word = /^\p{L}+/u.exec(line)?.[0] ?? '';
      const whole = vocabulary.has(`${broken[1] ?? ''}${word}`.toLowerCase());
      text = whole ? `${text.slice(0, -1)}${line}` : `${text}${line}`;
    } else if (CJK_CHAR.test(text.at(-1) ?? '') && CJK_CHAR.test(line[0] ?? '')) {
      text += line;
    } else {
      text += ` ${line}`;
    }
  }
  return text;
}
