import { describe, expect, it } from 'vitest';
import { assemblePdf } from '../../../../tests/fixtures/assemble-pdf.js';
import { resolveBinaries } from '../system/binaries.js';
import { openPdf } from './open-pdf.js';
import { PdfFonts } from './pdf-fonts.js';
import { readPageText } from './read-page-text.js';

describe('readPageText', () => {
  it('keeps two columns set closer than a word space apart where their baselines meet', async () => {
    // Courier advances 6 pt a letter at 10 pt: each left line of 36 letters ends at x = 288, and the
    // right column starts at x = 297, nine points on (a word space is at most eleven). The columns'
    // baselines are apart at the top of the page and meet at its foot.
    const left = Array.from(
      { length: 24 },
      (_, i) => `left column, line ${String(i).padStart(2, '0')}, running texts.`,
    );
    const right = Array.from(
      { length: 24 },
      (_, i) => `right column, line ${String(i).padStart(2, '0')}, more text.`,
    );
    const show = (x: number, y: number, text: string): string => `BT /C 10 Tf ${x} ${y} Td (${text}) Tj ET`;
    const content = [
      ...left.map((text, i) => show(72, 700 - i * 12, text)),
      ...right.map((text, i) => show(297, 700 - i * 12 - (i < 16 ? 6 : 0), text)),
    ].join('\n');
    const pdf = assemblePdf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>',
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R' +
          ' /Resources << /Font << /C 3 0 R >> >> >>',
      ].map((body) => Buffer.from(body, 'latin1')),
    );
    const opened = await openPdf(pdf, { binaries: resolveBinaries() });
    try {
      const page = await readPageText(await opened.doc.getPage(1), 1, new PdfFonts());
      expect(page.gutter).toBeGreaterThan(288);
      expect(page.gutter).toBeLessThan(297);
      expect(page.lines.map((l) => l.text)).toEqual([...left, ...right]);
      expect(page.lines.every((l) => l.column !== -1)).toBe(true);
    } finally {
      await opened.task.destroy();
    }
  });

  it('sizes text in a Type 3 face by how far its letters advance, as the layer cannot', async () => {
    // Old TeX PDFs draw each letter as a bitmap glyph in pixel units (FontMatrix [1 0 0 1 0 0]) and
    // select the face at a fraction of a point, so the text layer says 0.12 pt where 10 pt are drawn
    // (a glyph 42 pixels wide, 5 pt). A heading face set at 0.2 pt draws 17 pt letters.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const glyphs = [...letters]
      .map((ch) => `/${ch} ${letters.length + 6 + letters.indexOf(ch)} 0 R`)
      .join(' ');
    const widths = [...letters].map(() => 42).join(' ');
    const face = `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 0 0] /FontMatrix [1 0 0 1 0 0] /CharProcs << ${glyphs} >> /Encoding << /Type /Encoding /Differences [97 ${[...letters].map((ch) => `/${ch}`).join(' ')}] >> /FirstChar 97 /LastChar 122 /Widths [${widths}] >>`;
    const body = [
      'the body is set in bitmap letters',
      'which the layer sizes wrongly',
      'and its widths are right',
      'so its size follows from them',
      'line after line of it',
    ];
    const content = [
      'BT /H 0.2 Tf 72 720 Td (bitmap headings) Tj ET',
      ...body.map((text, i) => `BT /B 0.12 Tf 72 ${690 - i * 13} Td (${text}) Tj ET`),
    ].join('\n');
    const pdf = assemblePdf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
        face,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R' +
          ' /Resources << /Font << /B 3 0 R /H 3 0 R >> >> >>',
        ...[...letters].map(() => '<< /Length 8 >>\nstream\n42 0 d0\nendstream'),
      ].map((body) => Buffer.from(body, 'latin1')),
    );
    const opened = await openPdf(pdf, { binaries: resolveBinaries() });
    try {
      const page = await readPageText(await opened.doc.getPage(1), 1, new PdfFonts());
      const sizeOf = (text: string): number => page.lines.find((l) => l.text === text)?.size ?? 0;
      expect(sizeOf('the body is set in bitmap letters')).toBeGreaterThan(9);
      expect(sizeOf('the body is set in bitmap letters')).toBeLessThan(14);
      expect(sizeOf('bitmap headings')).toBeGreaterThan(sizeOf('line after line of it') * 1.4);
    } finally {
      await opened.task.destroy();
    }
  });
});
