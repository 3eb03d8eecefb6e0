/**
 * Lines that are neither prose nor a captioned float stay out of the body text: a formula set over
 * several lines, the rows of a table continued from the page before without its caption, and a table of
 * contents; appendix headings numbered "A1", "A2.1" and unnumbered headings set like the numbered ones
 * open sections. On a two-page paper typeset here.
 */
import { rm } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDebris } from '../../../../tests/quality/count-debris.js';
import type { PaperDocument } from '../document.js';
import { resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { extractDocument } from './extract-document.js';

const BODY = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf';
const LEFT = 72;
const WIDTH = 468;
const SIZE = 10;

const PROSE = [
  'Widget networks route each input through a small subset of their gates, which keeps the cost of a forward pass low while the capacity of the model grows with the number of gates.',
  'We study how the routing behaves when the number of gates is large and the inputs are drawn from many different sources, a setting common in practice and rarely analysed.',
  'Our analysis shows that the load on every gate stays balanced when the router is trained with the penalty described below, and we confirm this on six benchmark collections.',
];

function typeset(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    info: { Title: 'Balanced Routing in Widget Networks' },
  });
  doc.registerFont('body', BODY);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const para = (text: string, y: number): number => {
    doc.font('body').fontSize(SIZE).text(text, LEFT, y, { width: WIDTH, lineGap: 3 });
    return doc.y + 8;
  };
  const heading = (text: string, y: number): number => {
    doc.font('bold').fontSize(12).text(text, LEFT, y, { width: WIDTH });
    return doc.y + 6;
  };

  doc
    .font('bold')
    .fontSize(18)
    .text('Balanced Routing in Widget Networks', LEFT, 60, { width: WIDTH, align: 'center' });
  doc
    .font('body')
    .fontSize(11)
    .text('Ada Example and Ben Sample', LEFT, doc.y + 6, { width: WIDTH, align: 'center' });
  let y = heading('Abstract', doc.y + 16);
  y = para(`${PROSE[0]} ${PROSE[1]}`, y);
  y = heading('Contents', y + 4);
  for (const [title, page] of [
    ['1 Introduction', '1'],
    ['2 Routing penalty', '1'],
    ['A1 Background', '2'],
    ['A2 Proofs', '2'],
  ] as const) {
    doc
      .font('body')
      .fontSize(SIZE)
      .text(`${title} ${'. '.repeat(30)}`, LEFT, y, { width: WIDTH - 40, lineBreak: false });
    doc.text(page, LEFT + WIDTH - 20, y, { lineBreak: false });
    y += SIZE + 5;
  }
  y = heading('1 Introduction', y + 10);
  y = para(`${PROSE[1]} ${PROSE[2]}`, y);
  y = heading('2 Routing penalty', y + 4);
  y = para(`${PROSE[2]} For a router with weights w over n gates we define the penalty`, y);
  // A fraction: numerator, the line with the bar and the equation number, denominator.
  const centre = LEFT + WIDTH / 2;
  doc
    .font('body')
    .fontSize(SIZE)
    .text('n  x  w  +  1', centre - 10, y, { lineBreak: false });
  doc.text('P(w)  =  ——————', centre - 60, y + 12, { lineBreak: false });
  doc.text('(2)', LEFT + WIDTH - 20, y + 12, { lineBreak: false });
  doc.text('2  +  n', centre - 4, y + 24, { lineBreak: false });
  y = para(
    'where n is the number of gates and w the weight of the busiest gate, so that a balanced router pays the least.',
    y + 42,
  );
  y = heading('Routing in Practice', y + 4);
  y = para(PROSE[0] ?? '', y);

  doc.addPage();
  y = heading('Appendix', 72);
  y = para(PROSE[1] ?? '', y);
  y = heading('A1 Background', y + 4);
  y = para(PROSE[2] ?? '', y);
  // The rest of a table whose caption and header were on an earlier page: rows of cells, mostly numbers.
  for (const [name, ...cells] of [
    ['abalone', '4177', '9', '0.6657', '0.6284', '0.6427', '0.6550', '0.6541'],
    ['adult', '48842', '15', '0.8476', '0.8487', '0.8453', '0.8484', '0.8478'],
    ['annealing', '898', '32', '0.7600', '0.7100', '0.9200', '0.8600', '0.7600'],
    ['arrhythmia', '452', '263', '0.6549', '0.6372', '0.6283', '0.6460', '0.6018'],
  ] as const) {
    doc.font('body').fontSize(9).text(name, LEFT, y, { lineBreak: false });
    cells.forEach((cell, index) => doc.text(cell, LEFT + 110 + index * 50, y, { lineBreak: false }));
    y += 14;
  }
  y = heading('A2 Proofs', y + 10);
  y = para(`${PROSE[0]} ${PROSE[2]}`, y);
  y = heading('Author details', y + 4);
  para('Department of Widget Science, Example University, 12 Sample Road, Lisbon, Portugal.', y);
  doc.end();
  return done;
}

let workDir = '';
let document: PaperDocument;
let body = '';
beforeAll(async () => {
  workDir = await makeTempDir('stray-lines-test');
  document = await extractDocument(await typeset(), { workDir, binaries: resolveBinaries() });
  body = [document.abstract, ...document.sections.map((s) => `${s.heading}\n${s.text}`)].join('\n\n');
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const partsOf = (kind: string): string =>
  (document.parts ?? [])
    .filter((p) => p.kind === kind)
    .map((p) => p.text)
    .join(' ');

describe('lines that are not prose', () => {
  it('keeps every row of a formula set over several lines apart, and the sentence around it whole', () => {
    expect(partsOf('equation')).toMatch(/P\(w\)/);
    expect(partsOf('equation')).toMatch(/2 {1,2}\+ {1,2}n/);
    expect(body).not.toMatch(/P\(w\)|n {1,2}x {1,2}w/);
    expect(body).toMatch(/we define the penalty where n is the number of gates/);
  });

  it('keeps a table continued without its caption apart', () => {
    expect(partsOf('figure-text')).toMatch(/0\.6657/);
    expect(body).not.toMatch(/0\.6657|arrhythmia/);
  });

  it('keeps a table of contents apart, its entries never opening sections', () => {
    expect(partsOf('contents')).toMatch(/Routing penalty/);
    expect(body).not.toMatch(/\. \. \. \./);
    expect(document.sections.filter((s) => s.heading === '1 Introduction')).toHaveLength(1);
  });

  it('opens a section at an unnumbered heading set like the paper’s numbered ones', () => {
    expect(document.sections.map((s) => s.heading)).toContain('Routing in Practice');
  });

  it('keeps the authors’ details apart as affiliations', () => {
    expect(partsOf('affiliation')).toContain('Example University');
    expect(body).not.toContain('Example University');
  });

  it('opens sections at appendix headings numbered A1, A2', () => {
    expect(document.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining(['Appendix', 'A1 Background', 'A2 Proofs']),
    );
  });

  it('leaves no interleaved sentences or figure text in the body', () => {
    const counts = countDebris(document);
    expect(counts.interleavedColumns).toBe(0);
    expect(counts.figureText).toBe(0);
  });
});
