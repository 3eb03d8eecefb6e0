import { describe, expect, it } from 'vitest';
import { TEX_MATHS_PDF_LINES, makeTexMathsPdf } from '../../../../tests/fixtures/index.js';
import { resolveBinaries } from '../system/binaries.js';
import { baseFontName, decodeRunText, mayNeedDecoding } from './decode-run-text.js';
import { openPdf } from './open-pdf.js';
import { PdfFonts } from './pdf-fonts.js';
import { readPageText } from './read-page-text.js';

describe('decodeRunText', () => {
  it("reads cmmi's and cmsy's control codes as the Greek and relations in those slots", () => {
    expect(decodeRunText('\u000f = 10⁻⁹', { name: 'LICAEO+CMMI10' })).toBe('ε = 10⁻⁹');
    expect(decodeRunText('\u001b\u0016', { name: 'CMMI7' })).toBe('σμ');
    expect(decodeRunText('P \u0014 0.05', { name: 'TeX_CM_Maths_Symbols' })).toBe('P ≤ 0.05');
    expect(decodeRunText('13.7\u0003\u0003', { name: 'LMMathSymbols10-Regular' })).toBe('13.7∗∗');
  });

  it("keeps what a font's Unicode map gave, and reads msam's codes as its symbols", () => {
    expect(decodeRunText('α + x < y', { name: 'ABCDEF+CMMI10' })).toBe('α + x < y');
    expect(decodeRunText('6 >', { name: 'APUZFZ+MSAM10' })).toBe('≤ ≥');
    // TeX-only glyph names of cmmi and cmsy whose codes no other glyph of theirs is read as
    expect(decodeRunText('`', { name: 'CMMI10', widths: { 96: 416.7 } })).toBe('ℓ');
    expect(decodeRunText('6', { name: 'CMSY10', widths: { 54: 0 } })).toBe('\u0338');
    expect(decodeRunText('1 6 x', { name: 'CMR10' })).toBe('1 6 x');
    // a slot not known is dropped, not read as the letter pdfjs guessed
    expect(decodeRunText('q', { name: 'MSAM10' })).toBe('');
  });

  it('leaves a code alone when the width the PDF gives it is not that of the slot (a re-encoded font)', () => {
    // ≫ (1000 wide) in the slot of × (778), and a zero-wide negation slash in the slot of ⊕
    const widths = { 2: 1000, 8: 0, 20: 777.8 };
    expect(decodeRunText('ρ \u0002 0, M \b= 0, P \u0014 1', { name: 'CMSY10', widths })).toBe(
      'ρ  0, M = 0, P ≤ 1',
    );
    expect(decodeRunText('\u000f', { name: 'CMMI7', widths: { 15: 469.2 } })).toBe('ε');
  });

  it('drops control codes of other fonts and the pieces of tall brackets', () => {
    expect(decodeRunText('\u000f the patient', { name: 'AdvP4C4E74' })).toBe(' the patient');
    expect(decodeRunText('God\u0002lowski', undefined)).toBe('Godlowski');
    expect(decodeRunText('\uf8eb x \uf8f6', { name: 'CMEX10' })).toBe(' x ');
  });

  it("reads the ligatures and quotes of a text font left as slots of TeX's encodings (T1, OT1)", () => {
    const type3 = { name: '' };
    expect(decodeRunText('a uni\u001ced approach to \u001ductuation tests', type3)).toBe(
      'a unified approach to fluctuation tests',
    );
    expect(decodeRunText('It o\u001bers coe\u001ecients, \u001crst', undefined)).toBe(
      'It offers coefficients, first',
    );
    expect(decodeRunText('the e\u000bect of \u000cnite ba\u000fing', { name: 'CMR10' })).toBe(
      'the effect of finite baffling',
    );
    expect(decodeRunText('known as \u0010dating\u0011, or \u0010no change\u0011.', undefined)).toBe(
      'known as “dating”, or “no change”.',
    );
    // A maths font's slot stays its own: cmmi's α before a subscript letter is no ligature.
    expect(decodeRunText('\u000bi', { name: 'CMMI10' })).toBe('αi');
  });

  it("reads a maths font's letters that pdfjs cut to 16 bits as the maths letters they are", () => {
    // STIX's italic a and b are named u1D44E and u1D44F; pdfjs gave U+D44E and U+D44F
    expect(decodeRunText('\uD44E\uD44F', { name: 'GAAKPR+STIXMath-Italic' })).toBe('𝑎𝑏');
    expect(decodeRunText('\uD6FC', { name: 'LatinModernMath-Regular' })).toBe('𝛼');
    // the same characters in any other font are what they say: Korean
    expect(decodeRunText('\uD55C\uAD6D', { name: 'NanumMyeongjo' })).toBe('한국');
    expect(mayNeedDecoding('\uD44E')).toBe(true);
  });

  it("asks for a run's font name only where a decoder could read its text anew", () => {
    expect(mayNeedDecoding('\u000f')).toBe(true);
    expect(mayNeedDecoding(' 6 ')).toBe(true);
    expect(mayNeedDecoding('`')).toBe(true);
    expect(mayNeedDecoding('.')).toBe(false);
    expect(mayNeedDecoding('66')).toBe(false);
    expect(mayNeedDecoding('the model')).toBe(false);
  });

  it('names a font without its subset tag', () => {
    expect(baseFontName('QBZBRS+CMMI10')).toBe('CMMI10');
    expect(baseFontName('CMSY10')).toBe('CMSY10');
  });
});

describe('a page whose maths is set in TeX fonts without a Unicode map', () => {
  it('reads ε and ≤ where pdfjs gave a control code and "6", and drops what it cannot know', async () => {
    const opened = await openPdf(makeTexMathsPdf(), { binaries: resolveBinaries() });
    try {
      const page = await opened.doc.getPage(1);
      const text = await readPageText(page, 1, new PdfFonts());
      expect(text.lines.map((line) => line.text)).toEqual(TEX_MATHS_PDF_LINES);
    } finally {
      await opened.task.destroy();
    }
  });
});
