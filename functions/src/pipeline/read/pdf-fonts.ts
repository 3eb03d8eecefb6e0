import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isCodeNamedText } from './code-named-glyphs.js';
import type { FontFacts } from './decode-run-text.js';
import { loadedFont } from './loaded-font.js';
import type { PageText, TextLine } from './page-text.js';
import { ligatureWords, withLigatures } from './type3-ligatures.js';

/** Runs of a font measured for its pitch: enough to tell a face, few enough to keep. */
const PITCH_SAMPLES = 200;
/** Distinct texts a monospace face must have shown: a running head repeated on every page is one. */
const MIN_PITCH_TEXTS = 5;
/**
 * Advance per character, in ems and over words with their spaces, of Latin text in any real face:
 * condensed faces come near the low end, typewriter and wide faces near the high one.
 */
const PLAUSIBLE_ADVANCE = { low: 0.25, high: 0.75 };
/** An advance no face has ("WWW" comes to 1): one run of it proves the size wrong. */
const IMPOSSIBLE_ADVANCE = { low: 0.12, high: 1.2 };
/** The advance of text in a typical face, which a face's corrected size gives its runs. */
const TYPICAL_ADVANCE = 0.45;

/**
 * What the PDF says of a document's fonts (name "CMMI10", widths) by pdfjs's name for them
 * ("g_d0_f3"). pdfjs hands a font to the caller only with a page's operator list, so a page pays for
 * one only when it brings a font not named before that a decoder may need (see `mayNeedDecoding`).
 * Needs `fontExtraProperties` on open. Which faces are monospace it learns from the text's own widths
 * (`notePitch`), which every page gives for free.
 */
export class PdfFonts {
  private readonly facts = new Map<string, FontFacts | undefined>();
  private readonly pitches = new Map<string, { advances: number[]; texts: Set<string> }>();
  private readonly scales = new Map<string, number>();
  /** Whether the document sets its text in Type 3 faces, decided on its first page with text. */
  private type3: boolean | undefined;
  /** Faces whose glyphs are named for their codes (see code-named-glyphs.ts). */
  private readonly codeNamed = new Set<string>();

  /** Learns the facts of `fonts` (pdfjs names of fonts used on `page`). */
  async learn(page: PDFPageProxy, fonts: Iterable<string>): Promise<void> {
    const fresh = [...new Set(fonts)].filter((font) => !this.facts.has(font));
    if (fresh.length === 0) return;
    try {
      await page.getOperatorList();
    } catch {
      // A page whose drawing cannot be read still has its text; its fonts stay unnamed.
    }
    for (const font of fresh) this.facts.set(font, factsOf(page, font));
  }

  /**
   * `lines` of `page` with the words its Type 3 faces set with a ligature written whole (see
   * type3-ligatures.ts). A document whose first page of text uses no Type 3 face pays for nothing more.
   */
  async withLigatures(page: PDFPageProxy, lines: TextLine[]): Promise<TextLine[]> {
    if (this.type3 === false || lines.length === 0) return lines;
    const found = await ligatureWords(page);
    this.type3 ??= found.type3;
    return withLigatures(lines, found.words);
  }

  /**
   * Learns which faces of a page's `runs` have glyphs named for their codes, judged by all the text
   * a face sets on the page. A face once found stays found: its later pages may hold only a word.
   */
  noteCodeNamedFaces(runs: readonly { str: string; fontName: string }[]): void {
    const texts = new Map<string, string[]>();
    for (const run of runs) {
      if (this.codeNamed.has(run.fontName)) continue;
      const text = texts.get(run.fontName) ?? [];
      texts.set(run.fontName, text);
      text.push(run.str);
    }
    const byWords = [...texts].filter(([, text]) => isCodeNamedText(text.join(' '), false));
    for (const [font] of byWords) this.codeNamed.add(font);
    if (this.codeNamed.size === 0) return;
    for (const [font, text] of texts)
      if (!this.codeNamed.has(font) && isCodeNamedText(text.join(' '), true)) this.codeNamed.add(font);
  }

  /** Whether `font`'s glyphs are named for their codes. */
  isCodeNamed(font: string): boolean {
    return this.codeNamed.has(font);
  }

  /** The facts of the font pdfjs calls `font`, or undefined when they are not known. */
  get(font: string): FontFacts | undefined {
    return this.facts.get(font);
  }

  /**
   * Measures a run's advance per character. The text layer does not say which faces are monospace
   * (pdfjs's "monospace" follows a descriptor flag that TeX's typewriter fonts often lack, and that
   * Type 3 fonts carry wrongly), but widths do: every run of a monospace face advances the same per
   * character, while a proportional face's runs differ with their letters.
   */
  notePitch(font: string, text: string, width: number, size: number): void {
    const pitch = this.pitches.get(font) ?? { advances: [], texts: new Set<string>() };
    if (pitch.advances.length >= PITCH_SAMPLES || pitch.texts.has(text) || size <= 0) return;
    // Han and kana are set a full em each in any face: only Latin, Greek or Cyrillic tell a face's pitch.
    if ((text.match(/[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/gu) ?? []).length < 3) return;
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text)) return;
    this.pitches.set(font, pitch);
    pitch.texts.add(text);
    pitch.advances.push(width / ([...text].length * size));
  }

  /** Whether the runs measured of `font` say it is a monospace (typewriter) face. */
  isMonospace(font: string): boolean {
    const pitch = this.pitches.get(font);
    if (!pitch || pitch.texts.size < MIN_PITCH_TEXTS) return false;
    const sorted = [...pitch.advances].sort((a, b) => a - b);
    const median = medianOf(sorted);
    const even = sorted.filter((advance) => Math.abs(advance - median) <= median * 0.01).length;
    return even >= sorted.length * 0.9;
  }

  /**
   * What the text layer's size of `font` is to be multiplied by to be the size its letters are drawn
   * at: 1 for any face but one whose size the layer cannot know. A Type 3 face (the bitmap fonts of
   * old TeX PDFs) draws its glyphs in units of its own, which pdfjs turns into a size from the face's
   * bounding box or not at all, so one document's headings come out at a tenth of a point and its body
   * at two thirds of its size. The runs' widths are right, and an advance per character no real face
   * has says the size is wrong. Decided once per face, when its runs are proof enough, so that all its
   * pages agree.
   */
  sizeScale(font: string): number {
    const known = this.scales.get(font);
    if (known !== undefined) return known;
    const pitch = this.pitches.get(font);
    if (!pitch || pitch.advances.length === 0) return 1;
    const median = medianOf([...pitch.advances].sort((a, b) => a - b));
    const impossible = median > IMPOSSIBLE_ADVANCE.high || median < IMPOSSIBLE_ADVANCE.low;
    if (!impossible && pitch.texts.size < MIN_PITCH_TEXTS) return 1;
    const plausible = median >= PLAUSIBLE_ADVANCE.low && median <= PLAUSIBLE_ADVANCE.high;
    const scale = plausible ? 1 : median / TYPICAL_ADVANCE;
    this.scales.set(font, scale);
    return scale;
  }
}

function medianOf(sorted: readonly number[]): number {
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Flags the lines whose every letter and digit is set in a monospace face (code, a program's output),
 * once the whole document has been measured.
 */
export function markMonospaceLines(pages: readonly PageText[], fonts: PdfFonts): void {
  const faces = new Map<string, boolean>();
  const isMonospace = (font: string): boolean => {
    let known = faces.get(font);
    if (known === undefined) faces.set(font, (known = fonts.isMonospace(font)));
    return known;
  };
  const monospace = (line: TextLine): boolean => {
    const worded = (line.faces ?? [{ font: line.font, text: line.text }]).filter((face) =>
      /[\p{L}\p{N}]/u.test(face.text),
    );
    return worded.length > 0 && worded.every((face) => isMonospace(face.font));
  };
  for (const page of pages) for (const line of page.lines) if (monospace(line)) line.monospace = true;
}

function factsOf(page: PDFPageProxy, font: string): FontFacts | undefined {
  const loaded = loadedFont(page, font);
  if (loaded === undefined) return undefined;
  const { name, widths } = loaded as { name?: unknown; widths?: unknown };
  if (typeof name !== 'string') return undefined;
  return {
    name,
    widths: typeof widths === 'object' && widths !== null ? (widths as Record<number, number>) : undefined,
  };
}
