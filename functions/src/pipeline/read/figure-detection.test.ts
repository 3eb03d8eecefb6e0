import { readFile, rm } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import type { PaperDocument, PaperFigure } from '../document.js';
import { resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { extractDocument } from './extract-document.js';
import { sharpenFigures } from './sharpen-figures.js';
import { slideDisplaySize } from './slide-display-size.js';

/**
 * Each figure failure seen on real papers, rebuilt as a small PDF: pages of one-column prose under a
 * running head with a rule, and the figure or table that went wrong.
 */

type Doc = PDFKit.PDFDocument;
const LEFT = 72;
const RIGHT = 540;
const SENTENCE =
  'The method compares the measured values with the predicted ones and reports where they differ most across all the runs of the study. ';

const binaries = resolveBinaries();
let workDir = '';
beforeAll(async () => {
  workDir = await makeTempDir('figure-test');
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Prose lines from `top` to `bottom`, in the body face. */
function prose(doc: Doc, top: number, bottom: number): void {
  doc.font('Times-Roman').fontSize(10).fillColor('black');
  let offset = 0;
  for (let y = top; y + 12 <= bottom; y += 12) {
    const text = (SENTENCE + SENTENCE).slice(offset % SENTENCE.length, (offset % SENTENCE.length) + 96);
    doc.text(text, LEFT, y, { lineBreak: false });
    offset += 37;
  }
}

/** Running head with its rule, and the page number at the foot. */
function furniture(doc: Doc, page: number): void {
  doc.font('Times-Italic').fontSize(8).text('A Study of Measured Things', LEFT, 40, { lineBreak: false });
  doc.moveTo(LEFT, 52).lineTo(RIGHT, 52).lineWidth(0.5).stroke();
  doc.font('Times-Roman').fontSize(9).text(String(page), 302, 750, { lineBreak: false });
}

/** A caption: the label in bold, the rest in the caption face. */
function caption(doc: Doc, label: string, rest: string, y: number): void {
  doc.font('Helvetica-Bold').fontSize(9).text(label, LEFT, y, { lineBreak: false, continued: true });
  doc.font('Helvetica').text(` ${rest}`, { lineBreak: false });
}

/** A table of `rows` (the first is the header) at `top` with rules above, under the header and below. */
function table(
  doc: Doc,
  rows: readonly string[][],
  top: number,
  options: { size?: number; x1?: number } = {},
): number {
  const size = options.size ?? 9;
  const x1 = options.x1 ?? RIGHT;
  const pitch = size * 1.4;
  const width = (x1 - LEFT) / (rows[0]?.length ?? 1);
  doc.moveTo(LEFT, top).lineTo(x1, top).lineWidth(0.8).stroke();
  rows.forEach((row, r) => {
    doc.font(r === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    row.forEach((cell, c) => doc.text(cell, LEFT + 4 + c * width, top + 3 + r * pitch, { lineBreak: false }));
    if (r === 0)
      doc
        .moveTo(LEFT, top + pitch + 1)
        .lineTo(x1, top + pitch + 1)
        .lineWidth(0.4)
        .stroke();
  });
  const bottom = top + 4 + rows.length * pitch;
  doc.moveTo(LEFT, bottom).lineTo(x1, bottom).lineWidth(0.8).stroke();
  return bottom;
}

/** A bar chart filling [x0, y0, x1, y1]. */
function chart(doc: Doc, box: [number, number, number, number]): void {
  const [x0, y0, x1, y1] = box;
  doc
    .rect(x0, y0, x1 - x0, y1 - y0)
    .lineWidth(1)
    .stroke();
  for (let i = 0; i < 6; i += 1) {
    const h = (y1 - y0 - 10) * (0.3 + 0.1 * i);
    doc.rect(x0 + 10 + i * ((x1 - x0 - 20) / 6), y1 - h, (x1 - x0 - 20) / 6 - 8, h).fill('#3b6ea5');
  }
  doc.fillColor('black');
}

async function pdfOf(pages: ((doc: Doc) => void)[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  // A title page first, as papers have: the title finder must not take a caption for the title.
  const title = (d: Doc): void => {
    d.font('Helvetica-Bold')
      .fontSize(18)
      .text('Measured Things and How They Differ', LEFT, 90, { lineBreak: false });
    d.font('Helvetica-Bold').fontSize(12).text('1 Introduction', LEFT, 140, { lineBreak: false });
    prose(d, 160, 720);
  };
  [title, ...pages].forEach((draw, index) => {
    doc.addPage();
    furniture(doc, index + 1);
    draw(doc);
  });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

async function read(pages: ((doc: Doc) => void)[]): Promise<PaperDocument> {
  return extractDocument(await pdfOf(pages), { workDir, binaries });
}

function byId(document: PaperDocument, id: string): PaperFigure {
  const figure = document.figures.find((f) => f.id === id);
  if (!figure) throw new Error(`${id} not found among ${document.figures.map((f) => f.id).join(', ')}`);
  return figure;
}

const NUMBERS = [
  ['Model', 'top-1 err.', 'top-5 err.'],
  ['Baseline', '28.07', '9.33'],
  ['Wider', '27.94', '9.15'],
  ['Deeper', '24.27', '7.38'],
  ['Both', '21.43', '5.71'],
];

describe('figure and table detection', () => {
  it('keeps the first rows of tables set at the top of pages (numbers there are not page numbers)', async () => {
    const names = [
      ['Baseline', 'Wider', 'Deeper', 'Both'],
      ['Plain', 'Residual', 'Gated', 'Mixed'],
      ['Small', 'Medium', 'Large', 'Huge'],
    ];
    const page = (n: number) => (doc: Doc) => {
      const rows = NUMBERS.map((row, r) => (r === 0 ? row : [names[n - 1]?.[r - 1] ?? '', ...row.slice(1)]));
      const top = 54 + 8 * n;
      const bottom = table(doc, rows, top);
      caption(doc, `Table ${n}.`, 'Error rates on the validation set.', bottom + 8);
      prose(doc, bottom + 30, 720);
    };
    const document = await read([page(1), page(2), page(3)]);
    [1, 2, 3].forEach((n) => {
      const { box } = byId(document, `Table ${n}`);
      expect(box[1]).toBeLessThanOrEqual(54 + 8 * n + 2);
      expect(box[3]).toBeGreaterThan(54 + 8 * n + 5 * 12.6);
    });
  });

  it('starts a figure under the running head below the head’s rule', async () => {
    const document = await read([
      (doc) => {
        chart(doc, [150, 80, 460, 260]);
        caption(doc, 'Figure 1:', 'Throughput of each variant.', 272);
        prose(doc, 300, 720);
      },
      (doc) => prose(doc, 70, 720),
    ]);
    const { box } = byId(document, 'Figure 1');
    expect(box[1]).toBeGreaterThan(70);
    expect(box[0]).toBeGreaterThan(140);
    expect(box[2]).toBeLessThan(470);
  });

  it('ends a table above its notes and its link', async () => {
    let bottom = 0;
    const document = await read([
      (doc) => {
        prose(doc, 70, 300);
        caption(doc, 'Table 2.', 'Fixed effects of the treatment.', 312);
        bottom = table(doc, NUMBERS, 326);
        doc
          .font('Helvetica')
          .fontSize(9)
          .text('* significant at P < 0.05; NS, not significant', LEFT, bottom + 14, { lineBreak: false });
        doc.text('https://doi.org/10.1371/journal.pone.0000000.t002', LEFT, bottom + 30, {
          lineBreak: false,
        });
        prose(doc, bottom + 60, 720);
      },
      (doc) => prose(doc, 70, 720),
    ]);
    const { box } = byId(document, 'Table 2');
    expect(box[1]).toBeLessThanOrEqual(327);
    expect(box[3]).toBeGreaterThanOrEqual(bottom - 1);
    expect(box[3]).toBeLessThan(bottom + 10);
  });

  it('crops nothing rather than the blank side of a caption whose table it cannot find', async () => {
    // The table under the caption was read as prose, and above it the page is empty to the head.
    const document = await read([
      (doc) => {
        caption(doc, 'Table 3.', 'Names of the output files of the program.', 160);
        prose(doc, 176, 720);
      },
    ]);
    expect(document.figures.map((figure) => figure.id)).not.toContain('Table 3');
  });

  it('keeps the rules of a table that run past the text block', async () => {
    const document = await read([
      (doc) => {
        prose(doc, 70, 300);
        caption(doc, 'Table 4.', 'Themes raised by each group (continued on a wider sheet).', 312);
        table(doc, NUMBERS, 326, { x1: 590 });
        prose(doc, 440, 720);
      },
      (doc) => prose(doc, 70, 720),
    ]);
    expect(byId(document, 'Table 4').box[2]).toBeGreaterThanOrEqual(589);
  });

  it('reads chapter-numbered, Roman-numbered and lower-case captions, and continued tables', async () => {
    const document = await read([
      (doc) => {
        chart(doc, [150, 70, 460, 220]);
        caption(doc, 'Figure 3.1:', 'Growth per chapter.', 230);
        prose(doc, 250, 400);
        caption(doc, 'TABLE II', 'Settings used.', 410);
        table(doc, NUMBERS, 424);
        prose(doc, 540, 720);
      },
      (doc) => {
        chart(doc, [150, 70, 460, 220]);
        caption(doc, 'Figure 4.', 'illustration of the forward pass.', 230);
        prose(doc, 250, 400);
        caption(doc, 'TABLE II', '(continued) Settings used.', 410);
        table(doc, NUMBERS, 424);
        prose(doc, 540, 720);
      },
    ]);
    expect(document.figures.map((f) => `${f.id}@${f.page}`)).toEqual([
      'Figure 3.1@2',
      'Table II@2',
      'Figure 4@3',
      'Table II (continued)@3',
    ]);
  });

  it('draws the figures a plan shows sharp enough for a 1080p slide, leaves the others, and flags tables too small to read there', async () => {
    const many = [
      ['Data set', 'N', 'SNN', 'MS', 'BN', 'WN', 'LN', 'HW', 'RN'],
      ...Array.from({ length: 60 }, (_, i) => [
        `set-${i}`,
        '120',
        '0.88',
        '0.87',
        '0.86',
        '0.85',
        '0.84',
        '0.83',
        '0.82',
      ]),
    ];
    const pdf = await pdfOf([
      (doc) => {
        caption(doc, 'Table 1.', 'Error rates.', 62);
        table(doc, NUMBERS, 76);
        chart(doc, [200, 180, 440, 330]);
        caption(doc, 'Figure 1:', 'A small chart.', 340);
        prose(doc, 370, 720);
      },
      (doc) => {
        caption(doc, 'Table 2.', 'Every data set.', 62);
        table(doc, many, 76, { size: 5 });
        prose(doc, 520, 720);
      },
    ]);
    const document = await extractDocument(pdf, { workDir, binaries });
    const largest = (figure: PaperFigure): number => {
      const [x0, y0, x1, y1] = figure.box;
      return slideDisplaySize(x1 - x0, y1 - y0).width;
    };
    // At page resolution the small chart is too coarse for a slide: that is what sharpening is for.
    const coarse = byId(document, 'Figure 1');
    expect(coarse.width).toBeLessThan(2 * largest(coarse));
    const before = await readFile(byId(document, 'Table 2').imagePath);

    const figures = await sharpenFigures(pdf, document.figures, ['Fig. 1', 'Table 1', 'figure 1'], {
      binaries,
    });
    expect(figures.map((f) => f.id)).toEqual(document.figures.map((f) => f.id));
    for (const id of ['Figure 1', 'Table 1']) {
      const figure = figures.find((f) => f.id === id)!;
      expect(figure.sharp, id).toBe(true);
      expect(figure.width, id).toBeGreaterThanOrEqual(2 * largest(figure) * 0.95);
      const image = await loadImage(await readFile(figure.imagePath));
      expect([image.width, image.height], id).toEqual([figure.width, figure.height]);
    }
    const untouched = figures.find((f) => f.id === 'Table 2')!;
    expect(untouched).toBe(byId(document, 'Table 2'));
    expect(untouched.sharp).toBeUndefined();
    expect(await readFile(untouched.imagePath)).toEqual(before);
    // Sharp figures are never drawn again.
    const again = await sharpenFigures(pdf, figures, ['Figure 1'], { binaries });
    expect(again.find((f) => f.id === 'Figure 1')).toBe(figures.find((f) => f.id === 'Figure 1'));

    expect(byId(document, 'Table 1').dense).toBeUndefined();
    expect(byId(document, 'Table 2').dense).toBe(true);
    expect(byId(document, 'Figure 1').dense).toBeUndefined();
  });
});
