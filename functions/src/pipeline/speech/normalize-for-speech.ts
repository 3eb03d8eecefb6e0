/**
 * Rewrites a narration script into words every voice reads the same way, local or cloud: the one
 * place text becomes speech, applied once per slide before any synthesizer. Local voices say "e.g."
 * as "E G", skip "α" and other symbols, read "1e-5" as "one e minus five" and units as letters;
 * cloud voices guess at acronyms and formulas. Letters of any script, accents included, are kept.
 */
import type { Pronunciation } from '../../shared/parse-pronunciations.js';
import { spokenLanguage, stripCitations, toSpokenText, usesCjkScript } from '../text/index.js';
import { applyPronunciations } from './apply-pronunciations.js';
import { speakAcronyms } from './speak-acronyms.js';
import { speakScripts } from './speak-scripts.js';

const GREEK: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  ϵ: 'epsilon',
  ζ: 'zeta',
  η: 'eta',
  θ: 'theta',
  ι: 'iota',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  ν: 'nu',
  ξ: 'xi',
  π: 'pi',
  ρ: 'rho',
  σ: 'sigma',
  ς: 'sigma',
  τ: 'tau',
  υ: 'upsilon',
  φ: 'phi',
  ϕ: 'phi',
  χ: 'chi',
  ψ: 'psi',
  ω: 'omega',
  Γ: 'Gamma',
  Δ: 'Delta',
  Θ: 'Theta',
  Λ: 'Lambda',
  Ξ: 'Xi',
  Π: 'Pi',
  Σ: 'Sigma',
  Φ: 'Phi',
  Ψ: 'Psi',
  Ω: 'Omega',
};

/** Said only after a number, so "a 5 s delay" becomes seconds but "the s variable" stays. [singular, plural] */
const UNITS: Record<string, readonly [string, string]> = {
  ns: ['nanosecond', 'nanoseconds'],
  µs: ['microsecond', 'microseconds'],
  ms: ['millisecond', 'milliseconds'],
  s: ['second', 'seconds'],
  sec: ['second', 'seconds'],
  min: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  hrs: ['hours', 'hours'],
  Hz: ['hertz', 'hertz'],
  kHz: ['kilohertz', 'kilohertz'],
  MHz: ['megahertz', 'megahertz'],
  GHz: ['gigahertz', 'gigahertz'],
  KB: ['kilobyte', 'kilobytes'],
  kB: ['kilobyte', 'kilobytes'],
  MB: ['megabyte', 'megabytes'],
  GB: ['gigabyte', 'gigabytes'],
  TB: ['terabyte', 'terabytes'],
  nm: ['nanometer', 'nanometers'],
  µm: ['micrometer', 'micrometers'],
  mm: ['millimeter', 'millimeters'],
  cm: ['centimeter', 'centimeters'],
  m: ['meter', 'meters'],
  km: ['kilometer', 'kilometers'],
  'km/h': ['kilometer per hour', 'kilometers per hour'],
  'm/s': ['meter per second', 'meters per second'],
  mg: ['milligram', 'milligrams'],
  g: ['gram', 'grams'],
  kg: ['kilogram', 'kilograms'],
  mL: ['milliliter', 'milliliters'],
  ml: ['milliliter', 'milliliters'],
  L: ['liter', 'liters'],
  µL: ['microliter', 'microliters'],
  µl: ['microliter', 'microliters'],
  µg: ['microgram', 'micrograms'],
  mM: ['millimolar', 'millimolar'],
  µM: ['micromolar', 'micromolar'],
  nM: ['nanomolar', 'nanomolar'],
  mol: ['mole', 'moles'],
  mmol: ['millimole', 'millimoles'],
  ppm: ['part per million', 'parts per million'],
  kDa: ['kilodalton', 'kilodaltons'],
  W: ['watt', 'watts'],
  kW: ['kilowatt', 'kilowatts'],
  mW: ['milliwatt', 'milliwatts'],
  V: ['volt', 'volts'],
  mV: ['millivolt', 'millivolts'],
  mA: ['milliampere', 'milliamperes'],
  dB: ['decibel', 'decibels'],
  '°C': ['degree Celsius', 'degrees Celsius'],
  '°F': ['degree Fahrenheit', 'degrees Fahrenheit'],
  '°': ['degree', 'degrees'],
  fps: ['frame per second', 'frames per second'],
  pp: ['percentage point', 'percentage points'],
  x: ['times', 'times'],
  '×': ['times', 'times'],
  // Model and data sizes ("7B parameters", "1.5M images") are far commoner in papers than bytes or kelvin.
  k: ['thousand', 'thousand'],
  K: ['thousand', 'thousand'],
  M: ['million', 'million'],
  B: ['billion', 'billion'],
  bn: ['billion', 'billion'],
};

/** Units that are also ordinary endings ("1990s", "5m" for million) count only after a space. */
const UNITS_NEEDING_SPACE: ReadonlySet<string> = new Set(['s', 'm', 'g', 'L', 'V', 'W']);

/** Maths the text module would drop as stray symbols, said as a lecturer reads a formula aloud. */
const MATHS: ReadonlyArray<readonly [RegExp, string]> = [
  [/∑/g, ' the sum of '],
  [/∏/g, ' the product of '],
  [/∫/g, ' the integral of '],
  [/√/g, ' the square root of '],
  [/∂/g, ' partial '],
  [/∇/g, ' the gradient of '],
  [/\s*∞/g, ' infinity'],
  // The script ell of "ℓ₂ norm" and "ℓ layers" is the letter L.
  [/ℓ/g, 'L'],
  [/\s*∈\s*/g, ' in '],
  [/\s*∉\s*/g, ' not in '],
  [/∀\s*/g, ' for all '],
  [/∃\s*/g, ' there exists '],
  [/\s*[⊂⊆]\s*/g, ' a subset of '],
  [/\s*∪\s*/g, ' union '],
  [/\s*∩\s*/g, ' intersect '],
  [/\s*∝\s*/g, ' proportional to '],
  [/\s*⇒\s*/g, ' implies '],
  [/\s*[·⋅]\s*(?=[\p{L}\p{N}])/gu, ' times '],
  [/‖([^‖]{1,20})‖/g, ' the norm of $1 '],
  // Big-O: "O(n log n)" is "order n log n".
  [/\bO\(([^()]{1,30})\)/g, ' order $1 '],
  // "word(s)" and "process(es)" are said as the plural.
  [/(?<=\p{L})\((e?s)\)/gu, '$1'],
  // A panel or list label against a number or a word, "2(a)", "panel(b)", "step(ii)", is said after it.
  [/(?<=\p{N}|(?<![\p{L}\p{N}])\p{L}{3,})\(([a-h]|i{1,3}|iv|vi{0,3})\)/gu, ' $1 '],
  // A function of lower-case variables, "D(x)" or "pdata(x, y)", is "D of x".
  [/(?<![\p{L}\p{N}])(\p{L}[\p{L}\p{N}]{0,7})\(([a-z](?:,\s?[a-z]){0,3})\)/gu, '$1 of $2 '],
  // A slash against a bracket divides: "(a+b)/c", "p(x)/(p(x)+q(x))".
  [/(?<=\))\s*\/\s*|\s*\/\s*(?=\()/g, ' over '],
];

/** Accents a formula sets over a letter ("μ̃", "x̂"), as they are said after it. */
const ACCENTS: Readonly<Record<string, string>> = {
  '\u0302': 'hat',
  '\u0303': 'tilde',
  '\u0304': 'bar',
  '\u0305': 'bar',
  '\u0307': 'dot',
};

/** Currency signs before an amount, said after it as a reader would: "$5" is "5 dollars". */
const CURRENCIES: ReadonlyArray<readonly [string, string]> = [
  ['$', 'dollars'],
  ['€', 'euros'],
  ['£', 'pounds'],
  ['¥', 'yen'],
];

/** Characters a voice cannot say, as the words a reader would use. */
const SYMBOLS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s*≈\s*/g, ' approximately '],
  [/\s*≃\s*/g, ' approximately '],
  [/\s*±\s*/g, ' plus or minus '],
  [/\s*≤\s*/g, ' less than or equal to '],
  [/\s*≥\s*/g, ' greater than or equal to '],
  [/\s*≠\s*/g, ' not equal to '],
  [/\s*(?:→|->)\s*/g, ' to '],
  [/\s*<=\s*/g, ' less than or equal to '],
  [/\s*>=\s*/g, ' greater than or equal to '],
  [/\s*∼\s*|(?<=^|\s)~\s*(?=\d)/g, ' about '],
  [/(?<=\d)\s*×\s*(?=\d)/g, ' by '],
  [/\s*×\s*/g, ' times '],
  [/\s*<\s*/g, ' less than '],
  [/\s*>\s*/g, ' greater than '],
  [/\s*%/g, ' percent'],
  [/\s*@\s*/g, ' at '],
  [/\s*=\s*/g, ' equals '],
  [/\s*&\s*/g, ' and '],
  [/(?<=\d)\s*\+\s*(?=\d)/g, ' plus '],
  [/(?<=\w)\+(?=\s|$)/g, ' plus'],
  [/#(?=\d)/g, 'number '],
];

const NUMBER = String.raw`\d+(?:\.\d+)?`;

/** Plural unless the number is exactly one. */
function unitWord(number: string, unit: string): string {
  const forms = UNITS[unit];
  if (!forms) return unit;
  return number === '1' ? forms[0] : forms[1];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

// Longest first, so "km/h" wins over "km" and "ms" over "m".
const UNIT_PATTERN = new RegExp(
  String.raw`(?<![\w.])(${NUMBER})\s?(${Object.keys(UNITS)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\p{L}\p{N}])`,
  'gu',
);

/** "3.2 mg/kg" is "3.2 milligrams per kilogram"; only a pair of known units, so "and/or" stays. */
const UNIT_RATIO = new RegExp(
  String.raw`(?<![\w.])(${NUMBER})\s?(${Object.keys(UNITS)
    .filter((u) => /^[\p{L}µ°]+$/u.test(u))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\/(${Object.keys(UNITS)
    .filter((u) => /^[\p{L}µ]+$/u.test(u))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\p{L}\p{N}])`,
  'gu',
);

/** "400 µg/disc" is "400 micrograms per disc": a known unit per anything counted. */
const UNIT_PER_THING = new RegExp(
  String.raw`(?<![\w.])(${NUMBER})\s?(${Object.keys(UNITS)
    .filter((u) => /^[\p{L}µ°]+$/u.test(u))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\s?\/\s?(\p{Ll}{3,})(?![\p{L}\p{N}])`,
  'gu',
);

/** "$5" → "5 dollars", "€2.5M" → "2.5M euros"; before TeX clean-up, which takes "$" for maths. */
function speakCurrencies(text: string): string {
  let out = text;
  for (const [sign, name] of CURRENCIES) {
    const amount = new RegExp(
      String.raw`${escapeRegExp(sign)}\s?(${NUMBER}(?:,\d{3})*)(\s?(?:[kKMB]|bn|million|billion)\b)?(?!\s*\$)`,
      'g',
    );
    out = out.replace(
      amount,
      (_m, value: string, size: string | undefined) => `${value}${size ?? ''} ${name}`,
    );
  }
  return out;
}

function speakNumbers(text: string): string {
  return (
    text
      // Thousands separators: the local voices cope, but "1,000,000" is a list of numbers to others.
      .replace(/\b\d{1,3}(?:,\d{3})+(?!\d)/g, (m) => m.replace(/,/g, ''))
      .replace(
        new RegExp(String.raw`(${NUMBER})\s?[eE]([-−+]?)(\d+)\b`, 'g'),
        (_m, base: string, sign: string, exp: string) =>
          `${base} times 10 to the ${sign === '-' || sign === '−' ? 'minus ' : ''}${exp}`,
      )
      .replace(new RegExp(String.raw`(${NUMBER})\s?%`, 'g'), '$1 percent')
      // Ranges: "10–20", "2019-2021".
      .replace(new RegExp(String.raw`\b(${NUMBER})\s?[–—-]\s?(${NUMBER})\b`, 'g'), '$1 to $2')
      .replace(new RegExp(String.raw`(^|[\s(])[-−](${NUMBER})`, 'g'), '$1minus $2')
      .replace(/\b(\d+)\/(\d+)\b/g, '$1 over $2')
      .replace(
        UNIT_RATIO,
        (_m, number: string, unit: string, per: string) =>
          `${number} ${unitWord(number, unit)} per ${UNITS[per]?.[0] ?? per}`,
      )
      .replace(
        UNIT_PER_THING,
        (_m, number: string, unit: string, thing: string) =>
          `${number} ${unitWord(number, unit)} per ${thing}`,
      )
      .replace(UNIT_PATTERN, (match: string, number: string, unit: string) =>
        UNITS_NEEDING_SPACE.has(unit) && !/\s/.test(match) ? match : `${number} ${unitWord(number, unit)}`,
      )
  );
}

/**
 * Leaves letters (accents and all: "Élève" is a word the voice knows), digits and plain punctuation;
 * curly quotes become straight and any other symbol a pause-free space.
 */
function toSpeakableCharacters(text: string): string {
  return (
    text
      .replace(/[‘’ʼ′]/g, "'")
      .replace(/[“”″]/g, '"')
      // "Lemaître–Tolman", "Kullback–Leibler": a dash inside a compound name joins, it is no pause.
      .replace(/(?<=\p{L})–(?=\p{L})/gu, ' ')
      .replace(/\s*[—–]\s*/g, ', ')
      .replace(/…/g, '...')
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}\x20-\x7E\n]/gu, ' ')
  );
}

/** Citation keys left by LaTeX sources ("\cite{smith2020deep}", "[smith2020deep]"), never spoken. */
const CITATION_KEYS =
  /\s*\\(?:cite[tp]?|ref|eqref|autoref)\{[^}]*\}|\s*\[(?:[a-z][\w-]*\d{2,4}[\w-]*)(?:\s*[,;]\s*[a-z][\w-]*\d{2,4}[\w-]*)*\]/g;

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:!?]|\.(?![\p{L}\d]))/gu, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/^[\s,;:]+/, '')
    .replace(/,(\s*[.!?])/g, '$1')
    .trim();
}

function normalizeEnglish(written: string): string {
  // Composed first, so a letter's own accent ("é") stays on it; what is left over a letter is maths.
  let text = written
    .normalize('NFC')
    // Maths letters ("𝑥", "𝛼", "𝐖", the italic h "ℎ") are said as the letters they style.
    .replace(/[\u{1D400}-\u{1D7FF}\u210E]/gu, (letter) => letter.normalize('NFKC'))
    .replace(/(?<=\p{L})([\u0302-\u0305\u0307])/gu, (accent: string) => ` ${ACCENTS[accent] ?? ''} `)
    .replace(/[\u0300-\u036F]/g, '');
  // Citations, hyphenation and abbreviations ("e.g.", "et al.", "Fig.") are the text module's job.
  // Powers, subscripts and maths first: the text module deletes "^", "_" and formula symbols as leftover TeX.
  text = text
    // The ring above ("35˚C") stands in for the degree sign in many papers.
    .replace(/˚/g, '°')
    // Day/night temperatures "35/28 °C" are two temperatures, not a fraction.
    .replace(/(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)\s?(?=°[CF])/g, '$1 and $2 ')
    // An interval "[0.7, 3.2]" or "(0, 1)" is read from one end to the other; "[4, 7]" is a citation.
    .replace(
      /[[(]\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*[\])]/g,
      (match: string, from: string, to: string) =>
        [from, to].some((end) => /^-|\.|^0$/.test(end)) ? `from ${from} to ${to}` : match,
    )
    // Dimensions "a 300Kx300K matrix", "640x480 pixels", before "300K" is read as a number
    // ("0x1F" is a number of its own, "3x10^-4" a power of ten).
    .replace(/(?<=\b(?!0x)\d+(?:\.\d+)?[kKM]?)x(?!10(?:\^|[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]))(?=\d+(?:\.\d+)?[kKM]?\b)/g, ' by ')
    // A prime ("α′", "x'") after a letter.
    .replace(/(?<=\p{L})(?:′′|″)/gu, ' double prime')
    .replace(/(?<=\p{L})′/gu, ' prime');
  // "3×10^-4" is "3 times 10 to the minus 4", not "3 by 10".
  let out = speakScripts(
    speakCurrencies(text).replace(/(\d)\s*[×x]\s*10(?=\^|[⁻⁰¹²³⁴⁵⁶⁷⁸⁹])/g, '$1 times 10'),
  ).replace(/_/g, ' ');
  // Leading-dot decimals (".5") are read as "dot five".
  out = out.replace(/(?<![\p{L}\p{N}.])\.(\d)/gu, '0.$1');
  for (const [pattern, words] of MATHS) out = out.replace(pattern, words);
  out = toSpokenText(out, 'en').replace(/[*`#](?!\d)/g, ' ');
  // Greek mu after a number is the micro prefix; the micro sign keeps it out of the Greek pass.
  out = out.replace(/(?<=\d\s?)μ(?=(?:s|m|L|l|g|M)\b)/g, 'µ');
  // "β-sitosterol" keeps its hyphen: "beta-sitosterol".
  out = out.replace(/[\u0370-\u03FF]/g, (letter) => ` ${GREEK[letter] ?? ''} `).replace(/ (?=-\p{L})/gu, '');
  out = speakNumbers(out);
  out = out.replace(/µ/g, ' mu ');
  for (const [pattern, words] of SYMBOLS) out = out.replace(pattern, words);
  out = speakAcronyms(out);
  out = out
    // A parenthetical is read as an aside, with the pauses a speaker would make.
    .replace(/\s*[([{]\s*/g, ', ')
    .replace(/\s*[)\]}]/g, ',')
    .replace(/\band\/or\b/g, 'and or')
    .replace(/(?<=\p{L})\/(?=\p{L})/gu, ' or ')
    .replace(/["|\\^~]/g, ' ');
  return tidy(toSpeakableCharacters(out).replace(/"/g, ' '));
}

/**
 * Makes `text` speakable in `language` (ISO 639-1, e.g. "en"): the user's `lexicon` first, then
 * citations and URLs dropped everywhere; for English also abbreviations, symbols, maths, units,
 * sub/superscripts, Greek letters, acronyms and number formats spelled out. Other languages keep
 * their text: their voices read their own numbers and symbols.
 * @example normalizeForSpeech('Accuracy rose 3.5% (e.g., on ImageNet) [12].', 'en')
 *   // 'Accuracy rose 3.5 percent, for example, on Image Net.'
 */
export function normalizeForSpeech(
  text: string,
  language: string,
  lexicon: readonly Pronunciation[] = [],
): string {
  const oneLine = applyPronunciations(text.replace(/\s+/g, ' '), lexicon).replace(CITATION_KEYS, '');
  const spoken = spokenLanguage(language);
  if (usesCjkScript(spoken)) return toSpokenText(oneLine, spoken);
  if (spoken !== 'en') return tidy(stripCitations(oneLine));
  return normalizeEnglish(oneLine);
}
