/** Function names and words that occur inside formulas without making a line prose. */
const MATH_WORDS = new Set([
  'exp',
  'log',
  'ln',
  'max',
  'min',
  'sup',
  'inf',
  'lim',
  'sin',
  'cos',
  'tan',
  'tanh',
  'arg',
  'argmax',
  'argmin',
  'det',
  'var',
  'cov',
  'diag',
  'softmax',
  'relu',
  'for',
  'and',
  'if',
  'otherwise',
  'with',
  'where',
  'all',
  'erf',
  'erfc',
  'def',
  'mod',
  'rank',
  'tr',
  'const',
  'sgn',
  'sign',
  'mean',
  'std',
]);
const RELATION = /[=<>≤≥≈≃≅∼∝≠≡∈∉⊂⊆→←↦⇒⇔]/g;
const OPERATOR = /[+−×·∑∏∫∮∂∇√±∞‖∣|]/g;

/**
 * Whether a line is a displayed formula rather than prose: a relation or operators with at most one
 * ordinary word, or an equation number "(12)" at its end with little else in words.
 */
export function isEquationLine(text: string): boolean {
  const t = text.trim();
  if (t.length < 3) return false;
  // Script letters ("yₖᵗ") are indices, not a word's letters.
  const words = (t.match(/(?:(?!\p{Lm})\p{L}){3,}/gu) ?? []).filter((w) => !MATH_WORDS.has(w.toLowerCase()));
  const relations = (t.match(RELATION) ?? []).length;
  const operators = (t.match(OPERATOR) ?? []).length;
  const numbered = /\(\s*(?:\d{1,3}|[A-Z]?\d{1,3}\.\d{1,3})[a-z]?\s*\)$/.test(t);
  const tokens = t.split(/\s+/).length;
  if (
    numbered &&
    (words.length <= 2 || words.length <= tokens * 0.25) &&
    (relations + operators > 0 || words.length === 0)
  )
    return true;
  if (words.length === 0 && relations > 0 && /\p{L}/u.test(t)) return true;
  if (words.length <= 1 && relations > 0 && relations + operators >= 2) return true;
  // A long formula spread over a line, with a function name or two among its symbols.
  return tokens >= 6 && words.length <= tokens * 0.15 && relations + operators >= 2;
}

/** Whether text holds a word that is not a function's name: three letters or more, script letters aside. */
export function hasProseWord(text: string): boolean {
  return (text.match(/(?:(?!\p{Lm})\p{L}){3,}/gu) ?? []).some((w) => !MATH_WORDS.has(w.toLowerCase()));
}

/** A word of prose: three or more letters, not a function name, not glued to brackets or indices. */
const PROSE_WORD = /^\p{L}\p{Ll}{2,}[,.;:]?$/u;
const MATH_MARK = /[=<>≤≥≈∼≠≡∈→+−×·∑∏∫∂∇√±∞‖()[\]{}_^|/\p{Script=Greek}\d\u2070-\u209f]/u;

/**
 * Whether a line could be one row of a displayed formula set over several lines (a fraction's
 * numerator, a limit under a sum, a stray subscript): no word of prose (in Latin letters or
 * Chinese) and something mathematical, or a symbol or two on their own.
 */
export function isFormulaFragment(text: string): boolean {
  const t = text.trim();
  if (t.length === 0 || t.length > 120) return false;
  // Two Chinese characters in a row are a word of prose.
  if (/[\u4e00-\u9fff]{2}/u.test(t)) return false;
  const prose = t
    .split(/\s+/)
    .filter((token) => PROSE_WORD.test(token) && !MATH_WORDS.has(token.replace(/[,.;:]$/, '').toLowerCase()));
  if (prose.length > 0) return false;
  // A function's name on its own row ("erfc" over a bracket's pieces), not a sentence's "and" or "where".
  const names = t
    .split(/\s+/)
    .every((token) => MATH_WORDS.has(token.toLowerCase()) && !CONNECTIVES.has(token.toLowerCase()));
  return t.length <= 3 || MATH_MARK.test(t) || names;
}

/** The words of MATH_WORDS that join a sentence rather than name a function. */
const CONNECTIVES = new Set(['for', 'and', 'if', 'otherwise', 'with', 'where', 'all']);
