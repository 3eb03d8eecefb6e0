/**
 * Text of a PDF text run as a reader would write it. TeX's maths fonts (Computer Modern, Latin
 * Modern, the AMS symbols) are often embedded without a Unicode map, and glyph names outside Adobe's
 * list ("epsilon1", "lessorequalslant") leave pdfjs with the raw character code: ε arrives as U+000F
 * and ⩽ as "6". The code is the glyph's slot in the font's encoding, so the font's name says what it
 * is — unless the producer re-encoded the font, which the widths the PDF gives each code tell.
 */

/** What the PDF says of a font. */
export interface FontFacts {
  /** Its PDF name, with or without the six-letter subset tag ("ABCDEF+CMMI10"). */
  name: string;
  /** Advance widths by character code, in thousandths of the font size, where the PDF gives them. */
  widths?: Readonly<Record<number, number>> | undefined;
}

/** A slot of an encoding: its character and the glyph's width in the 10-point design. */
type Slot = readonly [character: string, width: number];

/** TeX's maths italic encoding (OML: cmmi, LMMathItalic), slots 0x00–0x1F: Greek. */
const MATH_ITALIC_LOW: readonly Slot[] = [
  ['Γ', 615.3],
  ['Δ', 833.3],
  ['Θ', 762.8],
  ['Λ', 694.4],
  ['Ξ', 742.4],
  ['Π', 831.3],
  ['Σ', 779.9],
  ['Υ', 583.3],
  ['Φ', 666.7],
  ['Ψ', 612.2],
  ['Ω', 772.4],
  ['α', 639.7],
  ['β', 565.6],
  ['γ', 517.7],
  ['δ', 444.4],
  ['ε', 405.9],
  ['ζ', 437.5],
  ['η', 496.5],
  ['θ', 469.4],
  ['ι', 353.9],
  ['κ', 576.2],
  ['λ', 583.3],
  ['μ', 602.6],
  ['ν', 494],
  ['ξ', 437.5],
  ['π', 570],
  ['ρ', 517],
  ['σ', 571.4],
  ['τ', 437.2],
  ['υ', 540.3],
  ['φ', 595.8],
  ['χ', 625.7],
];

/** TeX's maths symbol encoding (OMS: cmsy, LMMathSymbols), slots 0x00–0x1F: operators, relations. */
const MATH_SYMBOLS_LOW: readonly Slot[] = [
  ['−', 777.8],
  ['·', 277.8],
  ['×', 777.8],
  ['∗', 500],
  ['÷', 777.8],
  ['⋄', 500],
  ['±', 777.8],
  ['∓', 777.8],
  ['⊕', 777.8],
  ['⊖', 777.8],
  ['⊗', 777.8],
  ['⊘', 777.8],
  ['⊙', 777.8],
  ['◯', 1000],
  ['∘', 500],
  ['•', 500],
  ['≍', 777.8],
  ['≡', 777.8],
  ['⊆', 777.8],
  ['⊇', 777.8],
  ['≤', 777.8],
  ['≥', 777.8],
  ['⪯', 777.8],
  ['⪰', 777.8],
  ['∼', 777.8],
  ['≈', 777.8],
  ['⊂', 777.8],
  ['⊃', 777.8],
  ['≪', 1000],
  ['≫', 1000],
  ['≺', 777.8],
  ['≻', 777.8],
];

/**
 * The AMS symbol font A (msam), whose every slot holds a symbol, so any letter or digit pdfjs reports
 * in it is a code. Its slanted ⩽ and ⩾ are written as the ≤ and ≥ they mean.
 */
const AMS_SYMBOLS_A: Readonly<Record<number, Slot>> = {
  0x03: ['□', 777.8],
  0x04: ['■', 777.8],
  0x10: ['↠', 1000],
  0x26: ['≳', 777.8],
  0x29: ['∴', 666.7],
  0x2a: ['∵', 666.7],
  0x2c: ['≜', 777.8],
  0x2e: ['≲', 777.8],
  0x35: ['≦', 777.8],
  0x36: ['≤', 777.8],
  0x3d: ['≧', 777.8],
  0x3e: ['≥', 777.8],
  0x5c: ['∠', 722.2],
};

/**
 * Design sizes draw a glyph up to about a sixth wider (cmmi7's ε against cmmi10's); a re-encoded
 * font's code that names another glyph is usually further off (≫ in the slot of ×).
 */
const WIDTH_TOLERANCE = 0.2;

/**
 * The printable characters that, alone, make a run's font worth naming: cmsy's negation slash and
 * msam's ⩽ ("6"), msam's ⩾ (">"), cmmi's ℓ ("`"). msam's rarer symbols are decoded in a font named
 * for these; lone punctuation, which every maths line has, would name every font of every page.
 */
const DECODED_ASCII: ReadonlySet<string> = new Set(['6', '>', '`']);

/** A font's name without the six-letter subset tag ("ABCDEF+CMMI10" is "CMMI10"). */
export function baseFontName(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, '');
}

/** A code's slot, or '' to drop the code, or undefined to keep what pdfjs read. */
type Decoder = (code: number) => Slot | '' | undefined;

/**
 * An encoding's slots 0x00–0x1F, and those of its slots above whose TeX glyph names are not Adobe's
 * and whose codes no other glyph of the encoding is read as (cmmi's ℓ as "`", cmsy's negation slash
 * as "6").
 */
const texSlots =
  (low: readonly Slot[], named: Readonly<Record<number, Slot>>): Decoder =>
  (code) =>
    low[code] ?? named[code];

const mathItalic = texSlots(MATH_ITALIC_LOW, { 0x60: ['ℓ', 416.7] });
const mathSymbols = texSlots(MATH_SYMBOLS_LOW, { 0x36: ['\u0338', 0] });

/** msam's slots not known here are dropped rather than read as the letter pdfjs guessed. */
const amsSymbolsA: Decoder = (code) =>
  code < 0x80 && code !== 0x20 ? (AMS_SYMBOLS_A[code] ?? '') : undefined;

/**
 * The decoder of a font by its base name. Only characters a working Unicode map never yields are
 * decoded (control codes, the few ASCII codes above, any character of msam), so a font that has its
 * map keeps its text.
 */
function decoderOf(font: string): Decoder | undefined {
  if (/^CMMIB?\d|Maths?[_ -]?Italic/i.test(font)) return mathItalic;
  if (/^CMB?SY\d|Maths?[_ -]?Symbols/i.test(font)) return mathSymbols;
  if (/^MSAM\d/.test(font)) return amsSymbolsA;
  return undefined;
}

/** Whether the width the PDF gives `code` is that of the slot's glyph (or not given). */
function widthFits(slot: Slot, code: number, widths: FontFacts['widths']): boolean {
  const width = widths?.[code];
  if (width === undefined) return true;
  return Math.abs(width - slot[1]) <= slot[1] * WIDTH_TOLERANCE;
}

/**
 * Control codes left over (a symbol font's bullet with no name) and the pieces of tall brackets,
 * which pdfjs maps to Adobe's private-use slots: no font on a slide can draw them, nor voice say them.
 */
// eslint-disable-next-line no-control-regex -- control codes are exactly what must go
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\uf8e5-\uf8fe]/g;
const UNREADABLE_TEST = new RegExp(UNREADABLE.source);

/**
 * A maths font without a Unicode map names its letters after their code points ("u1D44E", 𝑎), and
 * pdfjs keeps only the low 16 bits of a code point above U+FFFF: 𝑎 arrives as the Hangul syllable
 * U+D44E. The Mathematical Alphanumeric Symbols (U+1D400–U+1D7FF) land in U+D400–U+D7FF, which no
 * maths font holds, so in a font named for maths they are those letters.
 */
const CUT_MATH_LETTER = /[\uD400-\uD7FF]/g;
const CUT_MATH_LETTER_TEST = new RegExp(CUT_MATH_LETTER.source);

function restoreMathLetters(text: string, font: FontFacts | undefined): string {
  if (font === undefined || !/math/i.test(baseFontName(font.name))) return text;
  return text.replace(CUT_MATH_LETTER, (ch) => String.fromCodePoint(0x10000 + (ch.codePointAt(0) ?? 0)));
}

/**
 * Whether a run's text may hold what a maths font without a Unicode map leaves: a control code, a
 * maths letter cut to 16 bits, or alone (maths sets its symbols one by one) one of the other
 * characters a decoder reads anew.
 * Only such runs' fonts need their names, which cost a page's operator list, so pages of prose and
 * figures do not pay for them.
 */
export function mayNeedDecoding(text: string): boolean {
  const trimmed = text.trim();
  return (
    (trimmed.length === 1 && DECODED_ASCII.has(trimmed)) ||
    UNREADABLE_TEST.test(text) ||
    CUT_MATH_LETTER_TEST.test(text)
  );
}

/** The ligature in a code's slot: ff, fi, fl, ffi, ffl from 0x0B (OT1) and from 0x1B (T1). */
const LIGATURE_SLOTS = ['ff', 'fi', 'fl', 'ffi', 'ffl'];
// eslint-disable-next-line no-control-regex -- the slots are control codes
const LIGATURE_CODE = /(?<=\p{L})[\u000b-\u000f\u001b-\u001f]|[\u000b-\u000f\u001b-\u001f](?=\p{L})/gu;
/** T1's quotation marks (slots 0x10, 0x11) opening and closing a word; in OT1 the slots hold dotless ı and ȷ. */
// eslint-disable-next-line no-control-regex -- the slots are control codes
const T1_QUOTE = /(?<=^|[\s([])\u0010(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}.,;:!?])\u0011(?=$|[\s.,;:!?)\]])/gu;

/**
 * A text font that reached pdfjs without glyph names nor a Unicode map (TeX's fonts drawn as Type 3
 * bitmaps by dvips) leaves the raw slots of its encoding: "signi\u001ccance" is T1's ﬁ, "e\u000bect"
 * OT1's ﬀ, "\u0010dating\u0011" T1's quotes. Inside a word, a slot either encoding gives a ligature
 * is that ligature (the other encoding has Greek capitals or accents there, which stand apart or
 * before a letter set with them); everything else stays a code, dropped as unreadable.
 */
function readTextFontSlots(text: string): string {
  return text
    .replace(LIGATURE_CODE, (code) => LIGATURE_SLOTS[(code.charCodeAt(0) - 0x0b) % 0x10] ?? code)
    .replace(T1_QUOTE, (code) => (code === '\u0010' ? '“' : '”'));
}

/** `text` of a run set in `font`, decoded and without unreadable codes. */
export function decodeRunText(raw: string, font: FontFacts | undefined): string {
  const text = restoreMathLetters(raw, font);
  const decoder = font === undefined ? undefined : decoderOf(baseFontName(font.name));
  if (decoder === undefined) return readTextFontSlots(text).replace(UNREADABLE, '');
  let decoded = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const slot = decoder(code);
    if (slot === undefined) decoded += ch;
    else if (slot !== '' && widthFits(slot, code, font?.widths)) decoded += slot[0];
  }
  return decoded.replace(UNREADABLE, '');
}
