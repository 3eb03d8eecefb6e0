const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '–': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  T: 'ᵀ',
  t: 'ᵗ',
  k: 'ᵏ',
  d: 'ᵈ',
  l: 'ˡ',
  '*': '*',
  '∗': '*',
  '′': '′',
};
const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '–': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  h: 'ₕ',
  i: 'ᵢ',
  j: 'ⱼ',
  k: 'ₖ',
  l: 'ₗ',
  m: 'ₘ',
  n: 'ₙ',
  o: 'ₒ',
  p: 'ₚ',
  r: 'ᵣ',
  s: 'ₛ',
  t: 'ₜ',
  u: 'ᵤ',
  v: 'ᵥ',
  x: 'ₓ',
  β: 'ᵦ',
  γ: 'ᵧ',
  ρ: 'ᵨ',
  φ: 'ᵩ',
  χ: 'ᵪ',
};

const SCRIPT_CHARACTERS = new Set([...Object.values(SUPERSCRIPT), ...Object.values(SUBSCRIPT)]);

function mapAll(text: string, table: Record<string, string>): string | undefined {
  if (text === '' || text.length > 8) return undefined;
  let out = '';
  for (const char of text.replace(/\s+/g, '')) {
    const mapped = table[char];
    if (mapped === undefined) return undefined;
    out += mapped;
  }
  return out;
}

/**
 * "−26" as "⁻²⁶"; undefined when a character has no superscript form, and for an ordinal's ending
 * ("10th", "1st"), which is a word's, not an exponent.
 */
export function toSuperscript(text: string): string | undefined {
  if (/^(?:st|nd|rd|th)$/.test(text.trim())) return undefined;
  return mapAll(text, SUPERSCRIPT);
}

/** Whether text ends on a script character: the base of a script set on a script ("10⁻" with "⁴"). */
export function endsInScript(text: string): boolean {
  const last = [...text].at(-1) ?? '';
  return SCRIPT_CHARACTERS.has(last);
}

/** "t−1" as "ₜ₋₁"; undefined when a character has no subscript form. */
export function toSubscript(text: string): string | undefined {
  return mapAll(text, SUBSCRIPT);
}
