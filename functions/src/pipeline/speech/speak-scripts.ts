/**
 * Superscripts and subscripts as a presenter says them: Unicode ones ("10⁻²⁶", "x₁") and the TeX-style
 * marks text extraction keeps for inline maths ("x^2", "10^{-4}", "h_t", "W_{ij}").
 */

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁺': '+',
  '⁻': '-',
  ⁿ: 'n',
  ⁱ: 'i',
  ᵀ: 'T',
};
const SUBSCRIPT: Readonly<Record<string, string>> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
  '₊': '+',
  '₋': '-',
  ᵢ: 'i',
  ⱼ: 'j',
  ₙ: 'n',
  ₖ: 'k',
  ₜ: 't',
  ₓ: 'x',
};
const SUPER_RUN = new RegExp(`[${Object.keys(SUPERSCRIPT).join('')}]+`, 'gu');
const SUB_RUN = new RegExp(`[${Object.keys(SUBSCRIPT).join('')}]+`, 'gu');

const AREA_UNITS: Readonly<Record<string, string>> = {
  mm: 'millimeters',
  cm: 'centimeters',
  m: 'meters',
  km: 'kilometers',
};

/** "2" is "squared", "3" "cubed", "T" "transposed", anything else "to the …". */
function power(exponent: string): string {
  const sign = /^[-−]/.test(exponent) ? 'minus ' : '';
  const value = exponent.replace(/^[-−+]/, '');
  if (sign === '' && value === '2') return ' squared';
  if (sign === '' && value === '3') return ' cubed';
  if (value === 'T' || value === '⊤' || value === 'top') return ' transposed';
  return ` to the ${sign}${value}`;
}

/**
 * @example speakScripts('a flux of 10⁻²⁶ over 3 m²') // 'a flux of 10 to the minus 26 over 3 square meters'
 */
export function speakScripts(text: string): string {
  return (
    text
      // A mass number before its element ("¹H NMR", "¹³C") is said before it: "1 H", not a power.
      .replace(
        /(?<![\p{L}\p{N}])([⁰¹²³⁴⁵⁶⁷⁸⁹]+)(?=\p{Lu})/gu,
        (run: string) => `${[...run].map((c) => SUPERSCRIPT[c] ?? '').join('')} `,
      )
      .replace(SUPER_RUN, (run) => `^{${[...run].map((c) => SUPERSCRIPT[c] ?? '').join('')}}`)
      .replace(SUB_RUN, (run) => `_{${[...run].map((c) => SUBSCRIPT[c] ?? '').join('')}}`)
      // Areas and volumes after a number: "3 m^2" is "3 square meters".
      .replace(
        /(\d)\s?(mm|cm|km|m)\^\{?([23])\}?(?![\p{L}\p{N}])/gu,
        (_m, digit: string, unit: string, p: string) =>
          `${digit} ${p === '2' ? 'square' : 'cubic'} ${AREA_UNITS[unit] ?? unit}`,
      )
      // A footnote or citation mark on a word ("shown¹²", "results^{3,4}") is not a power.
      .replace(/(?<=\p{L}{2,}[.,;:]?)\^\{[\d,–-]+\}/gu, '')
      .replace(
        /\^\{([^{}]{1,12})\}|\^([-−]?[\p{L}\p{N}]+)/gu,
        (_m, braced: string | undefined, bare: string | undefined) => power((braced ?? bare ?? '').trim()),
      )
      // Subscripts: a braced or single-character index ("x_{ij}", "h_t"); "learning_rate" is two words.
      .replace(
        /(?<=[\p{L}\p{N}])_\{([^{}]{1,12})\}|(?<=[\p{L}\p{N}])_([\p{L}\p{N}])(?![\p{L}\p{N}])/gu,
        (_m, braced: string | undefined, bare: string | undefined) => ` sub ${(braced ?? bare ?? '').trim()}`,
      )
  );
}
