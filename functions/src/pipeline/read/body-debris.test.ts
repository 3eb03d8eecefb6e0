/**
 * Debris the body text must not carry, each on a small paper typeset here: a run-in label read as a
 * heading with the first words of its sentence.
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
const PROSE =
  'Widget networks route each input through a small subset of their gates, which keeps the cost of a forward pass low while the capacity of the model grows with the number of gates.';

type Page = (doc: PDFKit.PDFDocument) => void;

function typeset(pages: Page[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.registerFont('body', BODY);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  pages.forEach((page, index) => {
    if (index > 0) doc.addPage();
    page(doc);
  });
  doc.end();
  return done;
}

async function read(pdf: Buffer): Promise<PaperDocument> {
  const workDir = await makeTempDir('body-debris-test');
  workDirs.push(workDir);
  return extractDocument(pdf, { workDir, binaries: resolveBinaries() });
}

const workDirs: string[] = [];
afterAll(async () => {
  await Promise.all(workDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Numbered list items whose bold labels run into their sentences, as a review protocol sets them. */
const ITEMS: [string, string][] = [
  [
    '2.1. Sources Selection Criteria Definition:',
    'defines which criteria are going to be used to evaluate the sources of studies, that is, which characteristics make a source a candidate for the review.',
  ],
  [
    '2.2. Studies Languages and Regions Considered:',
    'the languages in which the primary studies must be written, and the regions whose venues are searched first.',
  ],
  [
    '2.3. Sources Identification and Search Strings:',
    'Research through web search engines with the strings the experts suggested for each source.',
  ],
];

describe('a run-in label', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('A Protocol for Widget Reviews', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Introduction', 72, 120);
          doc.font('body').fontSize(10).text(`${PROSE} ${PROSE}`, 72, 140, { width: 468, lineGap: 3 });
          doc.font('bold').fontSize(12).text('2 Sources Selection', 72, 230);
          doc.font('body').fontSize(10).text(PROSE, 72, 250, { width: 468, lineGap: 3 });
          let y = 310;
          for (const [label, sentence] of ITEMS) {
            doc.font('bold').fontSize(10).text(label, 90, y, { width: 450, lineGap: 3, continued: true });
            doc.font('body').text(` ${sentence}`);
            y = doc.y + 8;
          }
        },
      ]),
    );
  });

  it('stays in the paragraph it heads and never becomes a heading with its first words', () => {
    expect(document.sections.map((s) => s.heading)).toEqual(['1 Introduction', '2 Sources Selection']);
    const text = document.sections[1]?.text ?? '';
    for (const [label, sentence] of ITEMS) expect(text).toContain(`${label} ${sentence}`);
    expect(countDebris(document).gluedHeadings).toBe(0);
  });
});
