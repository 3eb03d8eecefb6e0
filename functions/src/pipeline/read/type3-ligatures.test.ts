import { describe, expect, it } from 'vitest';
import { assemblePdf } from '../../../../tests/fixtures/assemble-pdf.js';
import { firstPageLines } from './testing/first-page-lines.js';

/**
 * A page set in a Type 3 face as dvips draws TeX's bitmap fonts: its glyphs named by their codes, the
 * ligatures at codes 11 ("ff") and 12 ("fi"), and no Unicode for any of them.
 */
function type3Pdf(shown: string): Buffer {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const codes = [11, 12, ...[...letters].map((letter) => letter.charCodeAt(0))];
  const name = (code: number): string =>
    code < 32 ? `/#${code.toString(16).toUpperCase().padStart(2, '0')}` : `/${String.fromCharCode(code)}`;
  // Every glyph a box, the ligatures wider than a letter.
  const procs = codes.map((code) => {
    const width = code < 32 ? 556 : 500;
    const draw = `${width} 0 0 0 ${width - 40} 700 d1 20 0 ${width - 40} 700 re f`;
    return `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`;
  });
  const first = 11;
  const widths = Array.from({ length: 123 - first }, (_, i) =>
    i + first < 32 ? (i + first <= 12 ? 556 : 0) : 500,
  );
  const content = `BT /T3 10 Tf 72 700 Td [${shown}] TJ ET`;
  const procStart = 6;
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /T3 4 0 R >> >> >>',
      `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0]` +
        ` /CharProcs << ${codes.map((code, i) => `${name(code)} ${procStart + i} 0 R`).join(' ')} >>` +
        ` /Encoding << /Type /Encoding /Differences [11 /#0B /#0C 97 ${[...letters].map((l) => `/${l}`).join(' ')}] >>` +
        ` /FirstChar ${first} /LastChar 122 /Widths [${widths.join(' ')}] >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      ...procs,
    ].map((body) => Buffer.from(body, 'latin1')),
  );
}

describe('ligatures of Type 3 faces', () => {
  it('writes whole again the words whose ligature glyph the text layer dropped', async () => {
    const text = await firstPageLines(
      type3Pdf('(was) -333 (\\014rst) -333 (modi\\014ed) -333 (the) -333 (e\\013ect)'),
    );
    expect(text).toEqual(['was first modified the effect']);
  });

  it('leaves a fragment the page also sets as a word of its own', async () => {
    expect(await firstPageLines(type3Pdf('(le) -333 (mot) -333 (\\014le)'))).toEqual(['le mot le']);
    expect(await firstPageLines(type3Pdf('(at) -333 (time) -333 (t) -333 (we) -333 (\\014t)'))).toEqual([
      'at time t we t',
    ]);
    expect(
      await firstPageLines(type3Pdf('(we) -333 (\\014t) -333 (2) (nd) -333 (to) -333 (\\014nd)')),
    ).toEqual(['we fit 2nd to find']);
  });
});
