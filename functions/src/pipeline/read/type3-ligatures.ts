import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadedFont } from './loaded-font.js';
import type { TextLine } from './page-text.js';

/**
 * The ligatures of TeX's text fonts (the OT1 encoding of Computer Modern), by character code. The
 * bitmap fonts old TeX PDFs embed (Type 3, drawn by dvips) carry no Unicode for their glyphs: pdfjs
 * takes a glyph's code for its character, and codes 11–15 are control characters ("\f" for "fi")
 * that the text layer drops as white space, so "first" reads "rst", "modified" "modi ed" and
 * "effect" "e ect".
 */
const OT1_LIGATURES: Readonly<Record<number, string>> = {
  11: 'ff',
  12: 'fi',
  13: 'fl',
  14: 'ffi',
  15: 'ffl',
};

interface Glyph {
  unicode: string;
  width?: number;
}

function isGlyph(value: unknown): value is Glyph {
  return typeof value === 'object' && value !== null && typeof (value as Glyph).unicode === 'string';
}

/** The ligature a glyph of a Type 3 face stands for, or undefined. */
function ligatureOf(glyph: Glyph): string | undefined {
  const chars = [...glyph.unicode];
  return chars.length === 1 ? OT1_LIGATURES[chars[0]?.codePointAt(0) ?? -1] : undefined;
}

/**
 * The words a page sets with a ligature glyph of a Type 3 face, each under the form the text layer
 * gives it: "rst" → "first", "modi ed" → "modified". Read from the page's drawing, where the glyph
 * codes are. Words are told apart by the moves between glyphs: one wider than a third of the
 * glyphs' median width is a space, a narrower one a kern inside the word.
 */
export async function ligatureWords(
  page: PDFPageProxy,
): Promise<{ type3: boolean; words: Map<string, string> }> {
  const words = new Map<string, string>();
  const plain = new Set<string>();
  let type3 = false;
  let list: Awaited<ReturnType<PDFPageProxy['getOperatorList']>>;
  try {
    list = await page.getOperatorList();
  } catch {
    return { type3, words };
  }
  // Glyph widths are in the face's own units, TJ's moves in thousandths of the text's.
  let unit = 0;
  list.fnArray.forEach((fn, index) => {
    if (fn === OPS.setFont) {
      const name = (list.argsArray[index] as unknown[] | undefined)?.[0];
      const face = typeof name === 'string' ? type3Face(page, name) : undefined;
      unit = face?.unit ?? 0;
      type3 ||= face !== undefined;
      return;
    }
    if (fn !== OPS.showText || unit === 0) return;
    const shown = (list.argsArray[index] as unknown[][] | undefined)?.[0] ?? [];
    const widths = shown
      .filter(isGlyph)
      .map((g) => (g.width ?? 0) * unit)
      .filter((w) => w > 0)
      .sort((a, b) => a - b);
    const median = widths[Math.floor(widths.length / 2)] ?? 0;
    // Each word as its pieces between ligatures: ["modi", "ed"] around "fi".
    let pieces: string[] = [''];
    let ligatures: string[] = [];
    // A word right after a digit or a sign ("nd" of "2nd") is no word of its own.
    let attached = false;
    const close = (after: 'space' | 'symbol'): void => {
      if (ligatures.length > 0) {
        const whole = pieces.map((piece, i) => piece + (ligatures[i] ?? '')).join('');
        const broken = pieces
          .map((piece) => piece.trim())
          .filter((piece) => piece !== '')
          .join(' ');
        // A single letter ("t" of "fit") stands for the word only where the page sets no such letter
        // alone (a variable), as any fragment (below).
        if (/\p{L}/u.test(whole) && broken !== '' && broken !== whole) words.set(broken, whole);
      } else if (pieces[0] !== '' && !attached) plain.add(pieces[0] ?? '');
      pieces = [''];
      ligatures = [];
      attached = after === 'symbol';
    };
    for (const entry of shown) {
      if (typeof entry === 'number') {
        // A move right (negative in TJ's units, thousandths of the size) as wide as a space ends the word.
        if (-entry / 1000 > median / 3) close('space');
        continue;
      }
      if (!isGlyph(entry)) continue;
      const ligature = ligatureOf(entry);
      if (ligature !== undefined) {
        ligatures.push(ligature);
        pieces.push('');
        continue;
      }
      if (!/^[\p{L}\p{M}'’-]+$/u.test(entry.unicode)) {
        close(/^\s+$/.test(entry.unicode) ? 'space' : 'symbol');
        continue;
      }
      pieces[pieces.length - 1] += entry.unicode;
    }
    close('space');
  });
  // A fragment the page also sets as a word of its own ("le" in a French quotation) stays as it is.
  for (const broken of words.keys()) if (plain.has(broken)) words.delete(broken);
  return { type3, words };
}

/** The Type 3 face pdfjs calls `font` and the width of its unit in text space, or undefined for another face. */
function type3Face(page: PDFPageProxy, font: string): { unit: number } | undefined {
  const loaded = loadedFont(page, font);
  // The font matrix is a getter of pdfjs's font object, not one of its own keys.
  const isType3Font = loaded?.['isType3Font'];
  const fontMatrix = loaded?.['fontMatrix'];
  if (isType3Font !== true) return undefined;
  const scale = Array.isArray(fontMatrix) && typeof fontMatrix[0] === 'number' ? Math.abs(fontMatrix[0]) : 0;
  return { unit: scale > 0 ? scale : 0.001 };
}

/**
 * `lines` with the words `ligatureWords` found written whole again, wherever the text layer broke
 * them as a word of their own.
 */
export function withLigatures(lines: TextLine[], words: ReadonlyMap<string, string>): TextLine[] {
  if (words.size === 0) return lines;
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const broken = [...words.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${broken.map((b) => escape(b).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
  const wholeOf = (match: string): string => words.get(match.replace(/\s+/g, ' ')) ?? match;
  return lines.map((line) => {
    const text = line.text.replace(pattern, wholeOf);
    return text === line.text ? line : { ...line, text };
  });
}
