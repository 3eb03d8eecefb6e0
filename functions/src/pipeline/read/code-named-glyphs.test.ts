import { describe, expect, it } from 'vitest';
import { assemblePdf } from '../../../../tests/fixtures/assemble-pdf.js';
import { isCodeNamedText, readGlyphCodes } from './code-named-glyphs.js';
import { firstPageLines } from './testing/first-page-lines.js';

/** The dingbats Adobe's glyph list names after the codes of a few ASCII characters. */
const DINGBAT_OF: Readonly<Record<string, number>> = {
  G: 0x25cf,
  I: 0x25a0,
  a: 0x275b,
  d: 0x275e,
  e: 0x2761,
  g: 0x2763,
  h: 0x2764,
  i: 0x2710,
  n: 0x2665,
  o: 0x2666,
  w: 0x2707,
  '0': 0x2735,
  '6': 0x273b,
};

/**
 * A page as Ghostscript writes a PostScript file that dvips drew in Type 3 bitmap faces: each glyph
 * named "a" and its code, and a Unicode map from those names, which Adobe's list gives to dingbats.
 * Face /T holds the text, face /L only a figure's label.
 */
function ghostscriptPdf(text: string, label: string): Buffer {
  const face = (shown: string, procStart: number): { font: string; procs: string[] } => {
    const codes = [...new Set([...shown].filter((ch) => ch !== ' '))].map((ch) => ch.charCodeAt(0));
    const mapped = codes.filter((code) => DINGBAT_OF[String.fromCharCode(code)] !== undefined);
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapType 2 def',
      '1 begincodespacerange <00> <ff> endcodespacerange',
      `${mapped.length} beginbfchar`,
      ...mapped.map(
        (code) =>
          `<${code.toString(16)}> <${DINGBAT_OF[String.fromCharCode(code)]!.toString(16).padStart(4, '0')}>`,
      ),
      'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    const draw = '500 0 0 0 460 700 d1 20 0 440 700 re f';
    const first = Math.min(...codes, 32);
    const last = Math.max(...codes);
    const font =
      `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0]` +
      ` /CharProcs << ${codes.map((code, i) => `/a${code} ${procStart + i} 0 R`).join(' ')} >>` +
      ` /Encoding << /Type /Encoding /Differences [${codes.map((code) => `${code} /a${code}`).join(' ')}] >>` +
      ` /FirstChar ${first} /LastChar ${last} /Widths [${Array.from({ length: last - first + 1 }, () => 500).join(' ')}]` +
      ` /ToUnicode ${procStart + codes.length} 0 R >>`;
    const procs = [
      ...codes.map(() => `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`),
      `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
    ];
    return { font, procs };
  };
  const content = `BT /T 10 Tf 72 700 Td (${text}) Tj ET BT /L 8 Tf 300 500 Td (${label}) Tj ET`;
  const textFace = face(text, 7);
  const labelFace = face(label, 7 + textFace.procs.length);
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /T 5 0 R /L 6 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      textFace.font,
      labelFace.font,
      ...textFace.procs,
      ...labelFace.procs,
    ].map((body) => Buffer.from(body, 'latin1')),
  );
}

describe('glyphs named for their codes', () => {
  it('reads the faces Ghostscript names by code as their codes, a figure label’s face with them', async () => {
    const lines = await firstPageLines(ghostscriptPdf('Getting started with this', '60'));
    expect(lines).toEqual(['Getting started with this', '60']);
  });

  it('leaves a page of one such label alone: it holds no word to judge by', async () => {
    const lines = await firstPageLines(ghostscriptPdf('Go', '60'));
    expect(lines).toEqual(['●♦', '✻✵']);
  });

  it('puts back the dingbats of a text', () => {
    expect(readGlyphCodes('●❡tt✐♥❣ st❛rt❡❞ ✇✐t❤ s♣❛tst❛t')).toBe('Getting started with spatstat');
    expect(readGlyphCodes('✈❡rs✐♦♥ ✸✳✵✲✸✱ ✶✾✾✵④✶✾✾✺')).toBe('version 3.0-3, 1990–1995');
  });

  it('reads TeX’s quotation marks in prose, and leaves a typewriter face’s ASCII', () => {
    expect(readGlyphCodes('❛ s❡r✐❡s ♦❢ ❭✉♥✐ts✧ ❛♥❞ ❵❛r❡❛s✬')).toBe('a series of “units” and ‘areas’');
    expect(readGlyphCodes('r❡❛❞✳❝s✈✭✧♠②☞❧❡✳❝s✈✧✮')).toBe('read.csv("my\u000cle.csv")');
  });

  it('tells such a face from one of real dingbats', () => {
    expect(isCodeNamedText('●❡tt✐♥❣ st❛rt❡❞ ✇✐t❤ s♣❛tst❛t', false)).toBe(true);
    expect(isCodeNamedText('■♥tr♦❞✉❝t✐♦♥', false)).toBe(true);
    expect(isCodeNamedText('✓ Install ✓ Configure ✓ Run ✓ Check', false)).toBe(false);
    expect(isCodeNamedText('① ② ③ ④ ⑤', false)).toBe(false);
    expect(isCodeNamedText('♠ A K Q ♥ J 10 ♦ 9 8 ♣ 7 6', false)).toBe(false);
    expect(isCodeNamedText('❶ ❷ ❸ ❹', false)).toBe(false);
    // A face of figures is taken only in a document whose prose faces were found so.
    expect(isCodeNamedText('✻✵ ✹✵ ✷✵', false)).toBe(false);
    expect(isCodeNamedText('✻✵ ✹✵ ✷✵', true)).toBe(true);
    expect(isCodeNamedText('✓', true)).toBe(false);
  });
});
