import { describe, expect, it } from 'vitest';
import { assemblePdf } from '../../../../tests/fixtures/assemble-pdf.js';
import { resolveBinaries } from '../system/binaries.js';
import { openPdf } from './open-pdf.js';
import type { PageText, TextLine } from './page-text.js';
import { markMonospaceLines, PdfFonts } from './pdf-fonts.js';
import { readPageText } from './read-page-text.js';

/** A run of `text` in a face that advances `advance` ems per character whatever the letters. */
function noteFixed(fonts: PdfFonts, font: string, text: string, advance = 0.525): void {
  fonts.notePitch(font, text, text.length * advance * 10, 10);
}

function line(text: string, font: string, faces?: TextLine['faces']): TextLine {
  return {
    text,
    page: 1,
    x0: 72,
    x1: 300,
    top: 100,
    bottom: 111,
    baseline: 108,
    size: 10,
    font,
    faces,
    neighbours: 0,
    column: 0,
  };
}

describe('PdfFonts pitch', () => {
  it('tells a typewriter face by runs that all advance the same per character', () => {
    const fonts = new PdfFonts();
    for (const text of ['R> fit <- lm(y ~ x)', 'summary(fit)', 'Coefficients:', 'Residuals', '(Intercept)'])
      noteFixed(fonts, 'tt', text);
    // A proportional face: "ill" is narrow, "WWW" wide.
    const widths: [string, number][] = [
      ['illicit little lilies', 0.32],
      ['WWW MMM OWNS', 0.78],
      ['the model is fitted', 0.45],
      ['Mixture regression', 0.5],
      ['and so on', 0.43],
    ];
    for (const [text, advance] of widths) fonts.notePitch('rm', text, text.length * advance * 10, 10);
    expect(fonts.isMonospace('tt')).toBe(true);
    expect(fonts.isMonospace('rm')).toBe(false);
  });

  it('takes neither a running head repeated on every page nor Chinese set a full em each for typewriter', () => {
    const fonts = new PdfFonts();
    for (let page = 0; page < 10; page += 1)
      noteFixed(fonts, 'head', 'Journal of Statistical Software', 0.46);
    for (const text of [
      '多模态网络环境',
      '异构标识空间管控',
      '架构研究与实现',
      '标识解析系统',
      '原型系统功能',
    ])
      noteFixed(fonts, 'cjk', text, 1);
    expect(fonts.isMonospace('head')).toBe(false);
    expect(fonts.isMonospace('cjk')).toBe(false);
  });

  it('flags a line only when all its letters and digits are in typewriter faces', () => {
    const fonts = new PdfFonts();
    for (const text of ['R> fit <- lm(y ~ x)', 'summary(fit)', 'Coefficients:', 'Residuals', '(Intercept)'])
      noteFixed(fonts, 'tt', text);
    const output = line('0.4856032 1.9700786', 'tt');
    const mixed = line('The lm function fits the model.', 'rm', [
      { font: 'rm', text: 'The ' },
      { font: 'tt', text: 'lm' },
      { font: 'rm', text: ' function fits the model.' },
    ]);
    const prompt = line('R> plot(fit)', 'tt', [
      { font: 'sym', text: '' },
      { font: 'tt', text: 'R> plot(fit)' },
    ]);
    const page: PageText = {
      page: 1,
      width: 612,
      height: 792,
      lines: [output, mixed, prompt],
      gutter: undefined,
    };
    markMonospaceLines([page], fonts);
    expect([output.monospace, mixed.monospace, prompt.monospace]).toEqual([true, undefined, true]);
  });

  it('measures a PDF page: its Courier listing is typewriter, its Times prose is not', async () => {
    const code = [
      '> x <- rnorm(10)',
      '> class(x) <- "foo"',
      '> summary(x)',
      '   Min. 1st Qu.  Median',
      '> plot(x)',
    ];
    const prose = [
      'Building classes of the first kind is simple. Suppose we want an object',
      'of a new class, which the methods below then print and plot.',
    ];
    const show = (y: number, font: string, text: string): string =>
      `BT /${font} 10 Tf 72 ${y} Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
    const content = [
      ...prose.map((text, i) => show(700 - i * 12, 'R', text)),
      ...code.map((text, i) => show(670 - i * 12, 'C', text)),
    ].join('\n');
    const pdf = assemblePdf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [6 0 R] /Count 1 >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>',
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R' +
          ' /Resources << /Font << /R 3 0 R /C 4 0 R >> >> >>',
      ].map((body) => Buffer.from(body, 'latin1')),
    );
    const opened = await openPdf(pdf, { binaries: resolveBinaries() });
    try {
      const fonts = new PdfFonts();
      const page = await readPageText(await opened.doc.getPage(1), 1, fonts);
      markMonospaceLines([page], fonts);
      const flagged = page.lines.filter((l) => l.monospace).map((l) => l.text);
      expect(flagged).toContain('> x <- rnorm(10)');
      expect(flagged).toContain('> plot(x)');
      expect(flagged.some((text) => text.startsWith('Building'))).toBe(false);
      expect(page.lines.filter((l) => !l.monospace).map((l) => l.text)).toEqual(prose);
    } finally {
      await opened.task.destroy();
    }
  });
});
