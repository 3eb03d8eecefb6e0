/**
 * A landscape table printed sideways on a portrait page is found, cropped upright and drawn sharp
 * upright; its cells never reach the body text. On a two-page paper typeset here.
 */
import { readFile, rm } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaperDocument } from '../document.js';
import { resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { extractDocument } from './extract-document.js';
import { sharpenFigures } from './sharpen-figures.js';

const BODY = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf';
const PROSE =
  'Widget networks route each input through a small subset of their gates, which keeps the cost of a forward pass low while the capacity of the model grows with the number of gates. Table 1 compares every router on six collections.';

const ROWS = [
  ['Router', 'Gates', 'Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'],
  ['Uniform', '64', '71.2', '68.4', '80.1', '77.9', '62.3', '70.0'],
  ['Greedy', '64', '73.5', '69.9', '81.4', '78.2', '64.8', '71.7'],
  ['Balanced', '64', '76.8', '72.1', '83.0', '80.6', '67.2', '74.4'],
  ['Balanced', '256', '78.1', '73.9', '84.2', '81.3', '69.5', '75.8'],
];

let pdf: Buffer;
function typeset(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.registerFont('body', BODY);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc
    .font('bold')
    .fontSize(18)
    .text('Balanced Routing in Widget Networks', 72, 60, { width: 468, align: 'center' });
  doc.font('bold').fontSize(12).text('1 Introduction', 72, 120);
  doc.font('body').fontSize(10).text(`${PROSE} ${PROSE} ${PROSE}`, 72, 140, { width: 468, lineGap: 3 });

  // Page 2: the table set as if the page were landscape, turned a quarter anticlockwise.
  doc.addPage();
  doc.save();
  doc.rotate(-90, { origin: [0, 0] });
  doc.translate(-792, 0);
  // In this frame the page is 792 wide and 612 high.
  doc
    .font('body')
    .fontSize(10)
    .text('Table 1: Accuracy of every router on the six collections, by number of gates.', 80, 90, {
      width: 632,
    });
  let y = 120;
  doc
    .moveTo(80, y - 4)
    .lineTo(712, y - 4)
    .lineWidth(1)
    .stroke();
  for (const [index, row] of ROWS.entries()) {
    row.forEach((cell, column) =>
      doc
        .font(index === 0 ? 'bold' : 'body')
        .fontSize(10)
        .text(cell, 80 + column * 80, y, { lineBreak: false }),
    );
    y += 18;
    if (index === 0)
      doc
        .moveTo(80, y - 4)
        .lineTo(712, y - 4)
        .lineWidth(0.5)
        .stroke();
  }
  doc.moveTo(80, y).lineTo(712, y).lineWidth(1).stroke();
  doc.restore();
  doc.end();
  return done;
}

let workDir = '';
let document: PaperDocument;
beforeAll(async () => {
  workDir = await makeTempDir('turned-page-test');
  pdf = await typeset();
  document = await extractDocument(pdf, { workDir, binaries: resolveBinaries() });
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('a table printed sideways', () => {
  it('is found on its page with its caption, in the turned page’s frame', () => {
    const table = document.figures.find((f) => f.id === 'Table 1');
    expect(table).toBeDefined();
    expect(table?.page).toBe(2);
    expect(table?.turn).toBeDefined();
    expect(table?.caption).toMatch(/^Accuracy of every router/);
    const [x0, y0, x1, y1] = table?.box ?? [0, 0, 0, 0];
    // Landscape: much wider than tall, the rows' width of about 600 points.
    expect(x1 - x0).toBeGreaterThan(500);
    expect(y1 - y0).toBeLessThan(150);
  });

  it('is cropped upright, and drawn again upright when sharpened', async () => {
    const table = document.figures.find((f) => f.id === 'Table 1');
    if (!table) throw new Error('Table 1 was not found');
    const crop = pngSize(await readFile(table.imagePath));
    expect(crop.width).toBeGreaterThan(crop.height * 3);
    const [sharp] = await sharpenFigures(pdf, [table], ['Table 1']);
    const drawn = pngSize(await readFile(sharp?.imagePath ?? ''));
    expect(drawn.width).toBeGreaterThan(drawn.height * 3);
    expect(drawn.width).toBeGreaterThan(crop.width);
  });

  it('keeps its cells out of the body text', () => {
    const body = document.sections.map((s) => s.text).join('\n');
    expect(body).toContain('Table 1 compares every router');
    expect(body).not.toMatch(/Epsilon|76\.8/);
  });
});
