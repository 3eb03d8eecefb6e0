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
});
