/**
 * Debris the body text must not carry, each on a small paper typeset here: a run-in label read as a
 * heading with the first words of its sentence, the labels of a drawing without a caption, a mass
 * number read as a number of its own, statements in a margin box beside the second page's text, a
 * formula splitting its sentence in two, set in many pieces or going on over a page break, a
 * caption's sentence going on after a formula; and inline mathematics kept in its structure, which
 * narration says or skips: script characters (an exponent set in pieces, a script on an index), a
 * fraction as numerator/denominator, an accent on its Greek letter, TeX's maps-to arrow.
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
const SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
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

const RUN_IN = 'Plant material.';
const RUN_IN_SENTENCE =
  'leaves of the widget palm were collected in August and dried, and a voucher was deposited in the herbarium.';

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
          // Section headings in bold at the body's size, as the run-in labels are.
          doc.font('bold').fontSize(10).text('1 Introduction', 72, 120);
          doc.font('body').fontSize(10).text(`${PROSE} ${PROSE}`, 72, 140, { width: 468, lineGap: 3 });
          doc.font('bold').fontSize(10).text('2 Sources Selection', 72, 230);
          doc.font('body').fontSize(10).text(PROSE, 72, 250, { width: 468, lineGap: 3 });
          let y = 310;
          for (const [label, sentence] of ITEMS) {
            doc.font('bold').fontSize(10).text(label, 90, y, { width: 450, lineGap: 3, continued: true });
            doc.font('body').text(` ${sentence}`);
            y = doc.y + 8;
          }
          // A label closed by its full stop, with one word of its sentence before the line ends.
          doc
            .font('bold')
            .fontSize(10)
            .text(`${RUN_IN} `, 72, y + 10, { lineBreak: false });
          const labelWidth = doc.widthOfString(`${RUN_IN} `);
          doc.font('body').text('The', 72 + labelWidth, y + 10, { lineBreak: false });
          doc.font('body').text(RUN_IN_SENTENCE, 72, y + 23, { width: 468, lineGap: 3 });
        },
      ]),
    );
  });

  it('stays in the paragraph it heads and never becomes a heading with its first words', () => {
    expect(document.sections.map((s) => s.heading)).toEqual(['1 Introduction', '2 Sources Selection']);
    const text = document.sections[1]?.text ?? '';
    for (const [label, sentence] of ITEMS) expect(text).toContain(`${label} ${sentence}`);
    expect(text).toContain(`${RUN_IN} The ${RUN_IN_SENTENCE}`);
    expect(countDebris(document).gluedHeadings).toBe(0);
  });
});

const SHIFTS =
  '3.20 (1H, dd, J = 11.5, 5.03 Hz, H-3), 2.36 (1H, m, H-19), 1.67 (3H, s, H3-30), 0.95 (3H, s, H3-23).';

describe('the labels of a drawing without a caption', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Triterpenes of a Widget Palm', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Results', 72, 120);
          doc.font('body').fontSize(10).text(`${PROSE} ${PROSE}`, 72, 140, { width: 468, lineGap: 3 });
          // A ring drawn in lines, its atoms numbered around it, and the compound's number below.
          const ring: [number, number][] = [
            [260, 240],
            [300, 220],
            [340, 240],
            [340, 280],
            [300, 300],
            [260, 280],
          ];
          doc.moveTo(...ring[0]!);
          for (const point of ring.slice(1)) doc.lineTo(...point);
          doc.closePath().lineWidth(1).stroke();
          doc.font('body').fontSize(7);
          for (const [label, x, y] of [
            ['30', 296, 206],
            ['20 29', 344, 226],
            ['17 11 26 25 28 14', 350, 262],
            ['HO', 236, 282],
            ['24 23', 290, 306],
          ] as [string, number, number][])
            doc.text(label, x, y, { lineBreak: false });
          doc.font('bold').fontSize(10).text('1', 296, 330, { lineBreak: false });
          doc.font('body').fontSize(10).text(`${PROSE} ${PROSE}`, 72, 360, { width: 468, lineGap: 3 });
          // Spectral data set as a paragraph of its own: no word of three letters, yet text.
          doc.text(SHIFTS, 72, doc.y + 14, { width: 468, lineGap: 3 });
        },
      ]),
    );
  });

  it('are kept apart as figure text, and the paragraphs around the drawing stay whole', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).not.toMatch(/\b(?:HO|24 23|20 29)\b|17 11/);
    expect(text.split('\n\n')).toEqual([`${PROSE} ${PROSE}`, `${PROSE} ${PROSE}`, SHIFTS]);
    const figureText = (document.parts ?? []).filter((p) => p.kind === 'figure-text').map((p) => p.text);
    expect(figureText.join(' ')).toContain('HO');
    expect(countDebris(document).figureText).toBe(0);
  });
});

describe('a mass number before its element', () => {
  const REFERENCE =
    'Author, A.B., Writer, C.D. 2005. A study of widget compounds in palm leaves. J. Widget Chem. 19, 330-332.';
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Sterols of a Widget Palm', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Results', 72, 120);
          doc.font('body').fontSize(10).text(PROSE, 72, 140, { width: 468, lineGap: 3 });
          // "The ¹H NMR spectrum…", the "1" set small and raised between two runs.
          doc
            .font('body')
            .fontSize(10)
            .text('The spectral data of compound 3 matched the ', 72, 200, { lineBreak: false });
          const x = 72 + doc.widthOfString('The spectral data of compound 3 matched the ');
          doc.fontSize(7).text('1', x, 198, { lineBreak: false });
          const after = x + doc.widthOfString('1');
          doc
            .fontSize(10)
            .text('H NMR spectrum recorded for the reference sterol.', after, 200, { lineBreak: false });
          // After a semicolon, at a line's start, and after a justified line's wide space ("The ¹H").
          const line = (y: number, ...pieces: [string, number, number][]): void => {
            let at = 72;
            for (const [piece, size, space] of pieces) {
              at += space;
              doc.fontSize(size).text(piece, at, y - (size < 10 ? 2 : 0), { lineBreak: false });
              at += doc.widthOfString(piece);
            }
          };
          line(
            214,
            ['Lupeol (1): colorless crystalline mass; ', 10, 0],
            ['1', 7, 0],
            ['H NMR (400 MHz): δ 4.67.', 10, 0],
          );
          line(228, ['13', 7, 0], ['C NMR data of compound 3 agreed with those of the sterol, and', 10, 0]);
          line(242, ['so did the', 10, 0], ['1', 7, 8.5], ['H NMR data of compound 2.', 10, 0]);
          // The rest of the page is references in small print: its commonest size is not the body's.
          doc.font('bold').fontSize(12).text('References', 72, 270);
          doc.font('body').fontSize(8);
          for (let i = 0; i < 24; i += 1)
            doc.text(`${i + 1}. ${REFERENCE}`, 72, 292 + i * 20, { width: 468 });
        },
      ]),
    );
  });

  it('keeps its place as a superscript, and never becomes a number of its own in the sentence', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).toContain('matched the ¹H NMR spectrum recorded for the reference sterol.');
  });

  it('keeps it after a semicolon, at the start of a line and after a wide word space', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).toContain('colorless crystalline mass; ¹H NMR (400 MHz): δ 4.67.');
    expect(text).toContain(
      '¹³C NMR data of compound 3 agreed with those of the sterol, and so did the ¹H NMR data of compound 2.',
    );
  });
});

describe('statements in a margin box carried over to the second page', () => {
  const STATEMENT = [
    'Competing interests: The authors',
    'have declared that no competing',
    'interests exist and that the widget',
    'foundation had no role in the study.',
  ];
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc.font('bold').fontSize(18).text('Heat Stress in Widget Wheat', 200, 80, { width: 372 });
          doc.font('bold').fontSize(14).text('Abstract', 200, 130);
          doc.font('body').fontSize(10).text(`${PROSE} ${PROSE}`, 200, 150, { width: 372, lineGap: 3 });
          doc.font('body').fontSize(8);
          [
            'OPEN ACCESS',
            'Citation: Author A (2018) Heat',
            'stress in widget wheat. PLoS',
            'ONE 13: e0197919.',
          ].forEach((t, i) => doc.text(t, 36, 150 + i * 11, { lineBreak: false }));
          doc.font('bold').fontSize(12).text('Introduction', 200, 260);
          doc
            .font('body')
            .fontSize(10)
            .text(`${PROSE} ${PROSE} ${PROSE}`, 200, 280, { width: 372, lineGap: 3 });
        },
        (doc) => {
          doc.font('body').fontSize(8);
          STATEMENT.forEach((t, i) => doc.text(t, 36, 84 + i * 11, { lineBreak: false }));
          doc
            .font('body')
            .fontSize(10)
            .text(`${PROSE} ${PROSE} ${PROSE} ${PROSE} ${PROSE}`, 200, 80, { width: 372, lineGap: 3 });
        },
      ]),
    );
  });

  it('are kept apart as labelled statements, out of the paragraph beside them', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).not.toMatch(/competing|foundation had no role/i);
    const conflicts = (document.parts ?? []).filter((p) => p.kind === 'conflicts').map((p) => p.text);
    expect(conflicts.join(' ')).toContain('have declared that no competing interests exist');
    expect(countDebris(document).statements).toBe(0);
    expect(countDebris(document).interleavedColumns).toBe(0);
  });
});

describe('a formula set at the edge of its column', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Training Widget Networks', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Training', 72, 120);
          doc.font('body').fontSize(10).text(`${PROSE} Observing that`, 72, 140, { width: 468, lineGap: 3 });
          doc.text('∂ ln p(l|x) / ∂y = 1 / p(l|x) · ∂p(l|x) / ∂y', 72, doc.y + 10, { lineBreak: false });
          doc.text('we can set l = z and differentiate the objective function.', 72, doc.y + 24, {
            width: 468,
          });
        },
      ]),
    );
  });

  it('is kept apart as an equation, and the sentence around it stays one paragraph', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).toBe(`${PROSE} Observing that we can set l = z and differentiate the objective function.`);
    expect((document.parts ?? []).some((p) => p.kind === 'equation' && p.text.includes('∂y'))).toBe(true);
    expect(countDebris(document).interleavedColumns).toBe(0);
  });
});

const NMR = [
  '0.95 (3H, s, H3-23), 0.93 (3H, d, J = 6.4 Hz, H3-27), 0.84 (3H, s, H3-25),',
  '0.91 (3H, d, J = 6.4 Hz, H3-21), 0.85 (3H, d, J = 6.0 Hz, H3-29),',
  '0.83 (3H, d, J = 6.0 Hz, H3-26), 0.81 (3H, d, J = 6.0 Hz, H3-27)',
];

describe('a formula set in many pieces', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Bounds on Widget Networks', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Bounds', 72, 120);
          doc
            .font('body')
            .fontSize(10)
            .text(`${PROSE} Each derivative of the singular value is bounded as`, 72, 140, {
              width: 468,
              lineGap: 3,
            });
          // Bars down the column's edge, a fraction's rows and the equation's number, each set apart.
          const y = doc.y + 12;
          for (const [text, x, dy] of [
            ['∣', 72, 0],
            ['∣ ∂S ∣', 72, 10],
            ['H₂₁ − H₁₂', 190, 10],
            ['∣1', 120, 12],
            ['√', 150, 18],
            ['∣', 72, 22],
            ['(H₁₁ + H₂₂)² + (H₂₁ − H₁₂)²', 170, 26],
            ['∣ < 1', 420, 18],
            ['(77)', 500, 18],
            ['2.38392 + 2 · 1.055872 · 0.087653 + 2 · 0.104497² + 2 · 0.194035 < 2.63690,', 72, 38],
          ] as [string, number, number][])
            doc.text(text, x, y + dy, { lineBreak: false });
          doc.text('which follows from the lemmata above.', 72, y + 50, { width: 468 });
          // Spectral data: no word of prose, a relation, yet text to keep.
          doc.text('Lupeol (1): white powder; the spectrum showed', 72, y + 80, { width: 468 });
          for (const row of NMR) doc.text(row, 72, doc.y, { width: 468 });
          doc.text('and a broad singlet at δ 4.67.', 72, doc.y, { width: 468 });
        },
      ]),
    );
  });

  it('is kept apart as an equation, and the sentence it stands in stays whole', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).toBe(
      `${PROSE} Each derivative of the singular value is bounded as which follows from the lemmata above.\n\n` +
        `Lupeol (1): white powder; the spectrum showed ${NMR.join(' ')} and a broad singlet at δ 4.67.`,
    );
    expect(
      (document.parts ?? [])
        .filter((p) => p.kind === 'equation')
        .map((p) => p.text)
        .join(' '),
    ).toContain('H₂₁ − H₁₂');
    expect(countDebris(document).interleavedColumns).toBe(0);
  });
});

describe('a formula going on over a page break', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    // A displayed formula's pieces, each set apart as a typesetter places the rows of a large formula.
    const pieces = (doc: PDFKit.PDFDocument, y: number, rows: [string, number, number][]): void => {
      for (const [text, x, dy] of rows) doc.text(text, x, y + dy, { lineBreak: false });
    };
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Bounds on Widget Networks', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Bounds', 72, 120);
          doc.font('body').fontSize(10);
          for (let i = 0; i < 4; i += 1) doc.text(PROSE, 72, doc.y + 6, { width: 468, lineGap: 3 });
          doc.text('The derivative with respect to y is:', 72, 640, { width: 468 });
          pieces(doc, 660, [
            ['(', 150, 0],
            [')', 250, 0],
            ['5y + 7', 170, 8],
            ['erfc', 260, 14],
            ['√', 300, 14],
            ['−', 340, 14],
            ['(289)', 500, 14],
            ['2 7', 175, 22],
            ['5', 310, 22],
            ['(', 150, 40],
            ['√', 200, 40],
            [')', 250, 40],
            ['10e', 150, 54],
            ['5', 200, 60],
          ]);
        },
        (doc) => {
          doc.font('body').fontSize(10);
          // The rest of formula (289): no relation of its own and no number, only its last rows.
          pieces(doc, 72, [
            ['2 7 + 0.01·5', 172, 0],
            ['5 7 5 5 5 7 2 7', 200, 10],
            ['√', 254, 20],
            ['+ √', 374, 20],
            ['7', 263, 30],
            ['7π', 393, 30],
          ]);
          doc.text(
            'For the first inequality we applied the lemma on the error function, which is increasing.',
            72,
            124,
            { width: 468 },
          );
          doc.text('so the bound holds for every state of the gates:', 72, 190, { width: 468 });
          doc.text('‖J‖ ≤ 1.1 < 2', 250, 208, { lineBreak: false });
          doc.text('(290)', 500, 208, { lineBreak: false });
          // A list item named by a formula, right after the formula above it.
          doc.text('• ∂J₁₁/∂ν', 90, 230, { lineBreak: false });
          doc.text('We consider the term in brackets, which the lemma bounds from above.', 100, 246, {
            width: 440,
          });
          doc.text(PROSE, 72, 280, { width: 468, lineGap: 3 });
        },
      ]),
    );
  });

  it('keeps the rows at the top of the next page apart with the formula, and the text after it', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    // The capital after the formula opens a sentence of its own.
    expect(text).toContain('The derivative with respect to y is:\n\nFor the first inequality we applied');
    expect(text).not.toMatch(/0\.01·5|7π|5 7 5/);
    const equations = (document.parts ?? []).filter((p) => p.kind === 'equation').map((p) => p.text);
    expect(equations.join(' ')).toContain('0.01·5');
    expect(countDebris(document).figureText).toBe(0);
  });

  it('keeps a list item named by a formula in the text', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).toContain('• ∂J₁₁/∂ν We consider the term in brackets');
  });
});

describe('a caption with a fraction set small between its lines', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Adversarial Widget Networks', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Results', 72, 120);
          doc
            .font('body')
            .fontSize(10)
            .text(`${PROSE} Figure 1 shows the training.`, 72, 140, { width: 468, lineGap: 3 });
          doc.rect(150, 220, 300, 140).fillAndStroke('#dde', '#335');
          doc.fillColor('black').font('body').fontSize(9);
          doc.text('Figure 1: Training of the widget pair under the bound', 72, 380, { lineBreak: false });
          // A fraction 2e / π(x+2) set in the label's line, the line going on past it after a wide gap.
          doc.fontSize(6).text('2e', 342, 377, { lineBreak: false });
          doc.fontSize(6).text('π(x+2)', 336, 386, { lineBreak: false });
          doc.fontSize(9).text('(red), the', 380, 380, { lineBreak: false });
          doc.text('(a) The discriminator converges to D(x) =', 72, 392, { lineBreak: false });
          // The fraction pdata(x) / (pdata(x) + pg(x)) in 6-point type, above and below the line's middle.
          doc.fontSize(6).text('pdata(x)', 272, 387, { lineBreak: false });
          doc.fontSize(6).text('pdata(x)+pg(x)', 266, 397, { lineBreak: false });
          doc.fontSize(9).text('. (b) The generator follows.', 312, 392, { lineBreak: false });
          doc.text(
            '(c) After several steps of training the two distributions cannot be told apart.',
            72,
            404,
            {
              lineBreak: false,
            },
          );
          doc.font('body').fontSize(10).text(PROSE, 72, 440, { width: 468, lineGap: 3 });
        },
      ]),
    );
  });

  it('keeps every line of the caption in it, and none in the body text', () => {
    expect(document.figures[0]?.caption).toContain('under the bound (red), the (a) The discriminator');
    expect(document.figures[0]?.caption).toContain(
      '(c) After several steps of training the two distributions cannot be told apart.',
    );
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).not.toMatch(/After several steps|pdata|red|2e|π/);
  });
});

describe('a fraction set in a line of text', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Adversarial Widget Networks', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Results', 72, 120);
          doc
            .font('body')
            .fontSize(10)
            .text(`${PROSE} Figure 1 shows the training.`, 72, 140, { width: 468, lineGap: 3 });
          doc.rect(150, 220, 300, 140).fillAndStroke('#dde', '#335');
          doc.fillColor('black').font('body');
          // Runs placed by their baselines, as a typesetter sets them: a fraction's numerator about
          // half the line's size above its baseline, its denominator a third below, centred on each other.
          const at = (text: string, size: number, x: number, baseline: number): number => {
            doc.fontSize(size).text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
            return x + doc.widthOfString(text);
          };
          const fraction = (x: number, baseline: number, top: string, bottom: string): number => {
            doc.fontSize(6);
            const wide = Math.max(doc.widthOfString(top), doc.widthOfString(bottom));
            at(top, 6, x + (wide - doc.widthOfString(top)) / 2, baseline - 4.3);
            at(bottom, 6, x + (wide - doc.widthOfString(bottom)) / 2, baseline + 3);
            return x + wide;
          };
          let x = at('Figure 1: The discriminator converges to D*(x) = ', 9, 72, 390);
          x = fraction(x + 1, 390, 'pdata(x)', 'pdata(x)+pg(x)');
          x = at('. The two cannot be told apart, i.e. D(x) = ', 9, x + 1, 390);
          x = fraction(x + 2, 390, '1', '2');
          at('.', 9, x + 1, 390);
          doc.font('body').fontSize(10).text(PROSE, 72, 430, { width: 468, lineGap: 3 });
          // A symbol with an index and an exponent set one above the other is no fraction; nor are the
          // indices of two lines, one under the other.
          x = at('The loss sums the squares x', 10, 72, 500);
          at('2', 7, x, 496);
          x = at('i', 7, x, 503);
          at(' of the gates and ends at a', 10, x + 0.5, 500);
          x = at('The widgets are then reset to a', 10, 72, 512);
          at('i', 7, 72 + doc.fontSize(10).widthOfString('The loss sums the squares x'), 515);
          at(' for every widget.', 10, x + 3, 512);
        },
      ]),
    );
  });

  it('reads as numerator/denominator in its place', () => {
    expect(document.figures[0]?.caption).toBe(
      'The discriminator converges to D*(x) = pdata(x)/(pdata(x)+pg(x)). The two cannot be told apart, i.e. D(x) = 1/2.',
    );
  });

  it('leaves an index under an exponent, and the indices of two lines, as they were', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).toContain('the squares x²ᵢ of the gates');
    expect(text).not.toContain('/');
  });
});

describe('inline mathematics in a caption', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Gates of Widget Networks', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Results', 72, 120);
          doc
            .font('body')
            .fontSize(10)
            .text(`${PROSE} Figure 1 shows the gates.`, 72, 140, { width: 468, lineGap: 3 });
          doc.rect(150, 220, 300, 160).fillAndStroke('#dde', '#335');
          doc.fillColor('black');
          // "Figure 1: Gates close when α ≥ 10⁻²⁶ and the state hₜ₋₁ is kept." with raised and lowered runs
          // (pdfkit places a run by its top: a smaller run sits lower by the difference in ascent).
          const y = 400;
          let x = 72;
          const put = (text: string, size: number, dy: number): void => {
            doc
              .font('body')
              .fontSize(size)
              .text(text, x, y + dy, { lineBreak: false });
            x += doc.widthOfString(text);
          };
          put('Figure 1: Gates close when α ≥ 10', 10, 0);
          put('−26', 7, -3);
          put(' and the state h', 10, 0);
          put('t−1', 7, 5.5);
          put(' is kept.', 10, 0);
          doc.font('body').fontSize(10).text(PROSE, 72, 430, { width: 468, lineGap: 3 });
        },
      ]),
    );
  });

  it('keeps its super- and subscripts as script characters', () => {
    expect(document.figures.map((f) => f.id)).toEqual(['Figure 1']);
    expect(document.figures[0]?.caption).toBe('Gates close when α ≥ 10⁻²⁶ and the state hₜ₋₁ is kept.');
  });
});

describe('a caption with a formula displayed in its sentence', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Bounds on Widget Networks', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Bounds', 72, 120);
          doc
            .font('body')
            .fontSize(10)
            .text(`${PROSE} Figure 1 shows the bound.`, 72, 140, { width: 468, lineGap: 3 });
          doc.rect(150, 220, 300, 140).fillAndStroke('#dde', '#335');
          doc.fillColor('black');
          const at = (text: string, size: number, x: number, baseline: number): void => {
            doc
              .font('body')
              .fontSize(size)
              .text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
          };
          at('Figure 1: Left: graphs of the main function f(x, y) = e', 10, 72, 390);
          at('2x erfc', 10, 380, 390);
          at('−', 10, 460, 390);
          // The formula's second row, its brackets in full size, its exponent and fraction small over and
          // under it, with the caption's sentence going on to its right (as the self-normalizing networks
          // paper sets its Figure A3).
          at('(', 10, 165, 398.8);
          at(')', 10, 195, 398.8);
          at('(2x+y)2', 5, 119, 402.7);
          at('2x+y', 7, 173, 405.4);
          at('2e', 10, 72, 409.8);
          at('erfc', 10, 147, 409.8);
          at('treated in Lemma 15. The function is negative and increasing', 10, 203, 409.8);
          at('2x', 5, 128, 408.6);
          at('with x independent of y. Right: the function at x = 1.2 decreases in y.', 10, 72, 424.2);
          doc.font('body').fontSize(10).text(PROSE, 72, 460, { width: 468, lineGap: 3 });
        },
      ]),
    );
  });

  it('goes on after the formula to its end, and none of it is body text', () => {
    const caption = document.figures[0]?.caption ?? '';
    expect(caption).toMatch(/^Left: graphs of the main function f\(x, y\) = e/);
    expect(caption).toContain(
      'treated in Lemma 15. The function is negative and increasing with x independent of y. Right: the function at x = 1.2 decreases in y.',
    );
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).not.toMatch(/Lemma 15|independent of y/);
  });
});

describe('a script set in pieces', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Training Widget Networks', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Training', 72, 120);
          doc.font('body').fontSize(10).text(PROSE, 72, 140, { width: 468, lineGap: 3 });
          // Each piece a run of its own, placed by its baseline: an exponent's sign and digit apart, an
          // index with an exponent over it, and an ordinal's raised ending.
          let x = 72;
          const put = (text: string, size: number, rise: number, font = 'body'): void => {
            doc
              .font(font)
              .fontSize(size)
              .text(text, x, 220 - rise, { lineBreak: false, baseline: 'alphabetic' });
            x += doc.widthOfString(text);
          };
          put('We trained at a rate of 10', 10, 0);
          put('−', 7, 4, 'bold');
          put('4', 7, 4);
          put(', and the output y', 10, 0);
          put('k', 7, -2);
          // TeX sets the exponent a little right of the index (the base's italic correction).
          x -= doc.fontSize(7).widthOfString('k') - 0.5;
          put('t', 7, 4, 'bold');
          put(' of the 2', 10, 0);
          put('nd', 7, 4);
          put(' layer is kept.', 10, 0);
        },
      ]),
    );
  });

  it('keeps every piece of an exponent and a script on an index, and an ordinal as a word', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).toContain('We trained at a rate of 10⁻⁴, and the output yₖᵗ of the 2nd layer is kept.');
  });
});

describe('an accent set over a Greek letter', () => {
  let document: PaperDocument;
  beforeAll(async () => {
    document = await read(
      await typeset([
        (doc) => {
          doc
            .font('bold')
            .fontSize(18)
            .text('Means of Widget Networks', 72, 60, { width: 468, align: 'center' });
          doc.font('bold').fontSize(12).text('1 Mapping', 72, 120);
          doc.font('body').fontSize(10).text(PROSE, 72, 140, { width: 468, lineGap: 3 });
          // "the mean μ̃ and variance ν̃ in the next layer, and (μ̃, ν̃) is its fixed point": each tilde a
          // glyph of its own, in a face of its own, over its letter, after it (as a formula sets it) or before it.
          const y = 200;
          let x = 72;
          const put = (text: string): void => {
            doc.text(text, x, y, { lineBreak: false });
            x += doc.widthOfString(text);
          };
          // The letter in a face of its own too, as a formula's italic is.
          const tilde = (letter: string, first: boolean): void => {
            const over = x + (doc.font('bold').widthOfString(letter) - doc.font(SANS).widthOfString('˜')) / 2;
            const accent = (): void => {
              doc.font(SANS).text('˜', over, y - 2, { lineBreak: false });
            };
            if (first) accent();
            doc.font('bold');
            put(letter);
            if (!first) accent();
            doc.font('body');
          };
          put('g gives the mean ');
          tilde('μ', false);
          put(' and variance ');
          tilde('ν', false);
          put(' on: (μ, ν) 7→ (μ̃, ν̃) over 17→18 layers; (');
          tilde('μ', true);
          put(', ');
          tilde('ν', true);
          put(') is fixed.');
        },
      ]),
    );
  });

  it('marks that letter, never the next word; and a maps-to arrow set as a bar and an arrow is one', () => {
    const text = document.sections.map((s) => s.text).join('\n\n');
    expect(text).toContain(
      'g gives the mean μ̃ and variance ν̃ on: (μ, ν) ↦ (μ̃, ν̃) over 17→18 layers; (μ̃, ν̃) is fixed.',
    );
  });
});
