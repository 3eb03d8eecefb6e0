import { repairHyphenation } from './repair-hyphenation.js';
import { spokenLanguage } from './spoken-language.js';
import { stripCitations } from './strip-citations.js';
import { usesCjkScript } from './uses-cjk-script.js';

/** Written-only abbreviations and what a presenter would say instead (no capturing groups: see toSpokenText). */
const SPOKEN_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\be\.\s?g\.,?/gi, 'for example,'],
  [/\bi\.\s?e\.,?/gi, 'that is,'],
  [/\bw\.\s?r\.\s?t\.?/gi, 'with respect to'],
  [/\bcf\.\s?/gi, 'compare '],
  [/\bvs\.?(?=\s)/gi, 'versus'],
  [/\betc\.(?=\s+\p{Ll})/giu, 'and so on'],
  [/\betc\./gi, 'and so on.'],
  [/\bapprox\.\s?/gi, 'approximately '],
  [/\bresp\.\s?/gi, 'respectively'],
  [/\bFigs\.\s*(?=\d)/g, 'Figures '],
  [/\bFig\.\s*(?=\d)/g, 'Figure '],
  [/\bSects?\.\s*(?=\d)/g, 'Section '],
  [/\bChaps?\.\s*(?=\d)/g, 'Chapter '],
  [/\bVol\.\s*(?=\d)/g, 'volume '],
  [/\bpp\.\s*(?=\d)/g, 'pages '],
  [/\bDr\.\s+(?=\p{Lu})/gu, 'Doctor '],
  [/\bProf\.\s+(?=\p{Lu})/gu, 'Professor '],
  [/\bw\/o\b/g, 'without'],
  [/\bFIG\.?\s*(?=\d)/g, 'Figure '],
  [/\bTab\.\s*(?=\d)/g, 'Table '],
  [/\bSecs?\.\s*(?=\d)/g, 'Section '],
  [/\bRefs?\.\s*/g, 'reference '],
  [/\bNo\.\s*(?=\d)/g, 'number '],
];

/** Symbols read aloud in running prose (not inside formulas, which are dropped earlier). */
const SPOKEN_SYMBOLS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s*≈\s*/g, ' approximately '],
  [/\s*±\s*/g, ' plus or minus '],
  [/\s+≤\s+|\s*≤\s*(?=\d)/g, ' at most '],
  [/\s+≥\s+|\s*≥\s*(?=\d)/g, ' at least '],
  [/\s+<\s+|\s*<\s*(?=\d|\.\d)/g, ' less than '],
  [/\s+>\s+|\s*>\s*(?=\d|\.\d)/g, ' greater than '],
  // "~5 ms" is about five; "ziformula~1" is a formula in code, no word of which is "about".
  [/(?<![\p{L}\p{N}_)\]])~\s*(?=\d)/gu, 'about '],
  [/(\d)\s*×\s*(?=\d)/g, '$1 by '],
  [/(\d)\s*[x×](?=\s|$)/g, '$1 times'],
  [/&/g, ' and '],
];

/**
 * A parenthetical a listener gains nothing from: a pointer to a figure, table, section or equation,
 * or a bare acronym being defined ("recurrent neural networks (RNNs)").
 */
const UNSPOKEN_PARENTHETICAL =
  /\s*\((?:[^()]*\b(?:Fig(?:ure)?s?|Tab(?:le)?s?|Sec(?:tion)?s?|Eqs?|Equations?|Appendix|Additional file|Supplementa\w*|Algorithm|Abb(?:ildung(?:en)?)?|Figuras?|Tablas?|Tabellen?|Tableaux?|Tabelle)\b\.?[^()]*|[Ss]ee\s[^()]*|[A-Z][A-Za-z]*[A-Z]s?|\d+)\)/g;

/**
 * TeX that survived text extraction: commands, math delimiters, braces, superscript marks. An
 * underscore stays: it marks an index ("p_data", "d_k"), which the narration says.
 */
const LATEX = /\\[a-zA-Z]+\*?|\$+|[{}]|\^/g;

/** A formula's argument list left in prose: "D(x; θd)" is said as "D". */
const MATH_ARGUMENTS = /\((?=[^()]*[;=θα-ωΑ-Ω])[^()]*\)/g;

/** Formula symbols left in prose by extraction; a voice would read them as noise or not at all. */
const STRAY_MATH = /[√∑∏∫∂∇∞∈∉∀∃⊂⊆∪∩⊙⊕‖]/g;

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** Super- and subscript characters the read stage writes for inline mathematics. */
const SCRIPT_CHARACTERS = /[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱᵀᵗᵏᵈˡ₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ]+/g;

/** Subscript characters and the plain ones they stand for. */
const SUBSCRIPTS: Readonly<Record<string, string>> = Object.fromEntries(
  [...'₀₁₂₃₄₅₆₇₈₉₊₋₌ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ'].map((c, i) => [
    c,
    [...'0123456789+-=aehijklmnoprstuvxβγρφχ'][i] ?? '',
  ]),
);

const SUBSCRIPT_CHARACTERS = Object.keys(SUBSCRIPTS).join('');
/** A letter, digit or bracket and the subscripts after it. */
const SUBSCRIPTED = new RegExp(String.raw`([\p{L}\d)])([${SUBSCRIPT_CHARACTERS}]+)`, 'gu');
/** Subscripts in brackets: "ν[ₛ][ₜ]" is ν with the index [s][t]. */
const BRACKETED_INDEX = new RegExp(String.raw`([[(])([${SUBSCRIPT_CHARACTERS}]+)([\])])`, 'gu');

/**
 * An index written as a subscript ("dₖ", "hₜ₋₁") as the project writes indices: "d_k", "h_t-1", which
 * the narration says ("d sub k"); dropping it would leave "divide each by d" or "h feeds h".
 */
function writeIndices(text: string): string {
  const plain = (index: string): string => [...index].map((c) => SUBSCRIPTS[c] ?? '').join('');
  return (
    text
      .replace(SUBSCRIPTED, (_, base: string, index: string) => `${base}_${plain(index)}`)
      // An index in brackets keeps its brackets: "ν[s][t]".
      .replace(
        BRACKETED_INDEX,
        (_, open: string, index: string, close: string) => `${open}${plain(index)}${close}`,
      )
  );
}

/** The number superscript digits write: "²⁶" → "26". */
function superscriptNumber(digits: string): string {
  return [...digits].map((d) => String(SUPERSCRIPT_DIGITS.indexOf(d))).join('');
}

/**
 * A footnote's mark after a word ("clmm2¹ provide …", "models² are …"): no exponent, since powers sit
 * on a symbol or a unit of at most three letters ("x²", "cm³", "Mpc³").
 */
const FOOTNOTE_MARK = /(?<=\p{L}[\p{L}\d-]{3,})[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}(?=[\s,.;:)]|$)/gu;

/** A numeric exponent said the way a presenter says it: "x²" "x squared", "10⁻²⁶" "10 to the minus 26". */
function sayExponents(text: string): string {
  return text.replace(
    /([\p{L}\d)])([⁻⁺]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)(?![⁰-⁹ⁿᵀ])/gu,
    (_, base: string, sign: string, digits: string) => {
      const power = superscriptNumber(digits);
      if (sign === '' && power === '2') return `${base} squared`;
      if (sign === '' && power === '3') return `${base} cubed`;
      return `${base} to the ${sign === '⁻' ? 'minus ' : ''}${power}`;
    },
  );
}

/** A transposed matrix said as a presenter says it: "XᵀX" "X transpose X". */
function sayTransposes(text: string): string {
  return text.replace(/([\p{L}\d)\]])ᵀ(?=([\p{L}\d(])?)/gu, (_, base: string, next?: string) =>
    next === undefined ? `${base} transpose` : `${base} transpose `,
  );
}

/**
 * An isotope, its mass number written before the element ("¹H", "¹³C"), as it is said: "H-1", "C-13".
 * Only a superscript with no base before it: "x²" is an exponent.
 */
function writeIsotopes(text: string): string {
  return text.replace(
    /(?<![\p{L}\d)])([⁰¹²³⁴⁵⁶⁷⁸⁹]+)(\p{Lu}\p{Ll}?)(?!\p{L})/gu,
    (_, digits: string, element: string) => `${element}-${superscriptNumber(digits)}`,
  );
}

/**
 * Rewrites a written sentence as something a presenter would say: citations, URLs and TeX removed,
 * broken hyphenation repaired, "et al." said as "and colleagues", abbreviations spelled out
 * ("e.g." → "for example", "Fig. 3" → "Figure 3") and common symbols read as words. Numeric
 * exponents of inline mathematics are said ("10⁻²⁶" → "10 to the minus 26"), isotopes are written
 * as they are said ("¹³C" → "C-13"), a transpose is said ("XᵀX" → "X transpose X"), subscript
 * indices are written with an underscore ("hₜ₋₁" → "h_t-1"), and other superscripts are skipped. Chinese and Japanese text only loses citations and
 * TeX and stray spaces between characters.
 */
export function toSpokenText(text: string, language: string): string {
  let spoken = sayIndexedRuns(
    writeIndices(
      sayExponents(
        sayTransposes(writeIsotopes(stripCitations(withEllipses(text)).replace(LATEX, ''))).replace(
          FOOTNOTE_MARK,
          '',
        ),
      ),
    ).replace(SCRIPT_CHARACTERS, ''),
  );
  if (usesCjkScript(language)) {
    return spoken
      .replace(/([\u3400-\u9fff，。；：！？、）])\s+(?=[\u3400-\u9fff（，。；：！？、])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim();
  }
  spoken = repairHyphenation(spoken);
  // What a presenter says for an abbreviation or a symbol is said in English; a paper in another
  // language keeps its own ("etc.", "&"), which its voice reads.
  if (spokenLanguage(language) !== 'en') return tidy(spoken.replace(UNSPOKEN_PARENTHETICAL, ''));
  spoken = spoken
    // At the end of a sentence the period of "al." is also the full stop.
    .replace(/\s+et\s+al\.(?=\s*$)/g, ' and colleagues.')
    .replace(/\s+et\s+al\.?/g, ' and colleagues')
    // ", where a is defined by relation (2)." names a formula the listener cannot see.
    .replace(
      /,\s+where\s+[^,;()]{1,40}?\s+(?:is|are)\s+(?:defined|given)\s+(?:by|in)\s+(?:relation|equation|eq\.?|expression|formula)(?:\s*\(?\d+(?:\.\d+)?\)?)?(?=\s*[.;]|\s*$)|\s*\(where\s+[^(),;]{1,40}?\s+(?:is|are)\s+(?:defined|given)\s+(?:by|in)\s+(?:relation|equation|eq\.?|expression|formula)(?:\s*\(?\d+(?:\.\d+)?\)?)?\)/gi,
      '',
    )
    // Before parentheticals go: "Eq. (4)" keeps its number.
    .replace(/\bEqs\.?\s*\(?(\d+)\)?/g, 'Equations $1')
    .replace(/\bEq\.?\s*\(?(\d+)\)?/g, 'Equation $1')
    .replace(UNSPOKEN_PARENTHETICAL, '')
    // The label of a list's item ("(ii) Which parameters …") belongs to the paper's list, not the talk.
    .replace(/^\((?:[ivx]{1,4}|[a-h])\)\s+(?=\p{Lu})/u, '');
  // "Following [12], we …" loses its citation and then its preposition's object: the opening goes.
  spoken = spoken.replace(
    /^(?:Following|Similar to|Similarly to|As in|Like|Unlike|According to|As suggested by|As proposed by),\s+(\p{L})/u,
    (_m, first: string) => first.toUpperCase(),
  );
  // "E.g., the fit …" opens its sentence as "For example, the fit …".
  for (const [pattern, replacement] of SPOKEN_FORMS)
    spoken = spoken.replace(pattern, (written: string, at: number, whole: string) =>
      /^\p{Lu}/u.test(written) &&
      /^\p{Ll}/u.test(replacement) &&
      /(?:^|[.!?]["”’)]?\s+)$/u.test(whole.slice(0, at))
        ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
        : replacement,
    );
  for (const [pattern, replacement] of SPOKEN_SYMBOLS) spoken = spoken.replace(pattern, replacement);
  return tidy(spoken);
}

/** An ellipsis, set as three stops apart (". . .", TeX's \ldots) or run together. */
const ELLIPSIS = /(,?)(\s*)(?:(?:\.\s*){2}\.|…)/g;
/** A term with an index ("X_1", "y_n", "k_i+1"), as `writeIndices` writes it. */
const INDEXED = String.raw`\p{L}{1,3}_[\p{L}\d+-]{1,4}`;
/** "X_1, . . . , X_n", "y_1, y_2, …, y_n": a run of indexed terms from its first to its last. */
const INDEXED_RUN = new RegExp(String.raw`(${INDEXED})(?:,\s*${INDEXED})*,\s*…\s*,?\s*(${INDEXED})`, 'gu');

/**
 * Every ellipsis as one character, which the tidying of stops and spaces leaves alone ("1, 2, . . ."
 * stays "1, 2, …", not "1, 2,.").
 */
function withEllipses(text: string): string {
  return text.replace(ELLIPSIS, (_, comma: string, space: string) =>
    comma === '' ? `${space}…` : `${comma} …`,
  );
}

/** A run of indexed terms said as a presenter says it: "X_1 to X_n". */
function sayIndexedRuns(text: string): string {
  return text.replace(INDEXED_RUN, '$1 to $2');
}

/** Without formula debris, empty brackets and the spaces and stops they leave. */
function tidy(spoken: string): string {
  return spoken
    .replace(MATH_ARGUMENTS, '')
    .replace(STRAY_MATH, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,;:!?]|\.(?![\p{L}\d]))/gu, '$1')
    .replace(/([.,;:!?])\1+/g, '$1')
    .replace(/,\./g, '.')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
