import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import {
  CHINESE_PAPER,
  ENCRYPTED_PAPER_PASSWORD,
  ENGLISH_PAPER,
  chinesePaper,
  emptyFile,
  encryptedPaper,
  makePaperPdf,
  notAPdf,
  oneColumnPaper,
  restrictedPaper,
  scannedPaper,
  truncatedPaper,
  twoColumnPaper,
} from '../../../../tests/fixtures/index.js';
import type { PaperDocument, PaperFigure } from '../document.js';
import { PipelineError } from '../errors.js';
import { resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { extractDocument } from './extract-document.js';

const binaries = resolveBinaries();
let workDir = '';
beforeAll(async () => {
  workDir = await makeTempDir('read-test');
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function read(bytes: Promise<Buffer>, password?: string): Promise<PaperDocument> {
  return extractDocument(new Uint8Array(await bytes), { workDir, binaries, password });
}

async function failure(bytes: Promise<Buffer>, password?: string): Promise<PipelineError> {
  try {
    await read(bytes, password);
  } catch (error) {
    if (error instanceof PipelineError) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}

/** Share of dark pixels in the PNG: body text shows up as a dense grey texture. */
async function inkShare(path: string): Promise<number> {
  const image = await loadImage(await readFile(path));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4)
    if (Math.min(data[i] ?? 255, data[i + 1] ?? 255, data[i + 2] ?? 255) < 128) dark += 1;
  return dark / (image.width * image.height);
}

const headings = ENGLISH_PAPER.sections.map((s) => s.heading);

describe.each([
  ['two-column', twoColumnPaper],
  ['one-column', oneColumnPaper],
])('extractDocument on the %s fixture paper', (_, make) => {
  let doc: PaperDocument;
  beforeAll(async () => {
    doc = await read(make());
  });

  it('finds the exact title and the authors', () => {
    expect(doc.title).toBe(ENGLISH_PAPER.title);
    expect(doc.authors).toEqual(ENGLISH_PAPER.authors);
  });

  it('finds the abstract with its ligatures repaired', () => {
    expect(doc.abstract).toBe(
      ENGLISH_PAPER.abstract
        .replace('classiﬁers', 'classifiers')
        .replace('eﬃcient', 'efficient')
        .replace('ﬂexible', 'flexible'),
    );
  });

  it('finds every section heading in reading order', () => {
    expect(doc.sections.map((s) => s.heading)).toEqual(headings);
  });

  it('rejoins hyphenated words and keeps headers, page numbers and figure labels out of the text', () => {
    const text = doc.sections.map((s) => s.text).join('\n');
    expect(text).not.toMatch(/[a-z]- [a-z]/);
    expect(text).not.toContain(ENGLISH_PAPER.runningHeader);
    expect(text).not.toMatch(/\bM[1-6]\b/);
    expect(text).not.toContain('Sparse-S');
    expect(
      doc.sections[0]?.text.startsWith('Widget networks learn a compact representation of every image'),
    ).toBe(true);
    expect(doc.sections[0]?.text.split('\n\n')).toHaveLength(3);
  });

  it('keeps the references out of the sections', () => {
    expect(doc.references).toEqual(ENGLISH_PAPER.references);
    expect(doc.sections.map((s) => s.text).join(' ')).not.toContain(
      'Deep residual learning for image recognition',
    );
  });

  it('detects English', () => {
    expect(doc.language).toBe('en');
    expect(doc).toMatchObject({ pageCount: 3, pagesRead: 3, warnings: [] });
  });

  it('crops each figure and table once, with its caption, and not the sentences that mention them', async () => {
    expect(doc.figures.map((f) => f.id).sort()).toEqual(['Figure 1', 'Figure 2', 'Table 1']);
    const figure1 = doc.figures.find((f) => f.id === 'Figure 1');
    expect(figure1).toMatchObject({
      kind: 'figure',
      number: '1',
      caption: ENGLISH_PAPER.figures[0]?.caption,
    });
    expect(doc.figures.find((f) => f.id === 'Table 1')?.caption).toBe(ENGLISH_PAPER.figures[1]?.caption);
    for (const figure of doc.figures) {
      const png = await readFile(figure.imagePath);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // A chart 110-150 pt tall is at least 96 pt tall once cropped; a crop with body text would be far taller.
      const height = figure.box[3] - figure.box[1];
      expect(height).toBeGreaterThan(figure.kind === 'table' ? 38 : 96);
      expect(height).toBeLessThan(figure.kind === 'table' ? 96 : 182);
      expect(await inkShare(figure.imagePath)).toBeLessThan(0.5);
    }
  });
});

describe('extractDocument on a section whose text is all in its subsections', () => {
  it('keeps its heading, empty, before them: it says what they are', async () => {
    const paper = {
      ...ENGLISH_PAPER,
      sections: ENGLISH_PAPER.sections.map((s) => (s.heading === '3 Method' ? { ...s, paragraphs: [] } : s)),
    };
    const doc = await read(makePaperPdf({ paper, columns: 2 }));
    const method = doc.sections.findIndex((s) => s.heading === '3 Method');
    expect(doc.sections[method]?.text).toBe('');
    expect(doc.sections[method + 1]?.heading).toBe('3.1 Widget Layers');
  });
});

describe('extractDocument figure layout', () => {
  it('crops a figure that spans both columns across the full width', async () => {
    const doc = await read(twoColumnPaper());
    const wide = doc.figures.find((f) => f.id === 'Figure 2');
    const narrow = doc.figures.find((f) => f.id === 'Figure 1');
    const width = (f: PaperFigure | undefined): number => (f ? f.box[2] - f.box[0] : 0);
    expect(width(wide)).toBeGreaterThan(width(narrow) * 1.6);
    expect(width(wide)).toBeGreaterThan(336);
  });
  it('crops the same figures with pdfjs when mutool cannot render the pages', async () => {
    const withMutool = await read(twoColumnPaper());
    const withoutMutool = await extractDocument(new Uint8Array(await twoColumnPaper()), {
      workDir,
      binaries: { ...binaries, mutool: '/nonexistent/mutool' },
    });
    const size = (d: PaperDocument): string[] =>
      d.figures.map((f) => `${f.id} ${Math.round(f.width / 4)}x${Math.round(f.height / 4)}`);
    expect(withoutMutool.figures.length).toBeGreaterThan(0);
    expect(size(withoutMutool)).toEqual(size(withMutool));
  });
});

describe('extractDocument on the Chinese fixture paper', () => {
  let doc: PaperDocument;
  beforeAll(async () => {
    doc = await read(chinesePaper());
  });
  it('reads the title, authors, inline abstract and language', () => {
    expect(doc.title).toBe(CHINESE_PAPER.title);
    expect(doc.authors).toEqual(CHINESE_PAPER.authors);
    expect(doc.abstract).toBe(CHINESE_PAPER.abstract);
    expect(doc.language).toBe('zh');
  });
  it('finds the sections and keeps 参考文献 out of them', () => {
    expect(doc.sections.map((s) => s.heading)).toEqual(CHINESE_PAPER.sections.map((s) => s.heading));
    expect(doc.references).toHaveLength(CHINESE_PAPER.references.length);
  });
  it('maps 图 1 and 表 1 to Figure 1 and Table 1', () => {
    expect(doc.figures.map((f) => f.id).sort()).toEqual(['Figure 1', 'Table 1']);
    expect(doc.figures.find((f) => f.id === 'Figure 1')?.caption).toBe(CHINESE_PAPER.figures[0]?.caption);
  });
});

describe('extractDocument on bad input', () => {
  it('rejects an empty file', async () => {
    expect((await failure(emptyFile())).code).toBe('empty_file');
  });
  it('rejects a file that is not a PDF', async () => {
    const error = await failure(notAPdf());
    expect(error.code).toBe('not_pdf');
    expect(error.message).toMatch(/not a PDF/);
  });
  it('asks for the password of an encrypted PDF', async () => {
    const error = await failure(encryptedPaper());
    expect(error.code).toBe('password_required');
    expect(error.message).toMatch(/password-protected.*--password/);
  });
  it('rejects a wrong password', async () => {
    expect((await failure(encryptedPaper(), 'not-the-password')).code).toBe('wrong_password');
  });
  it('reads an encrypted PDF with its password', async () => {
    expect((await read(encryptedPaper(), ENCRYPTED_PAPER_PASSWORD)).title).toBe(ENGLISH_PAPER.title);
  });
  it('reads an owner-restricted PDF normally', async () => {
    const doc = await read(restrictedPaper());
    expect(doc.title).toBe(ENGLISH_PAPER.title);
    expect(doc.sections).toHaveLength(headings.length);
  });
  it('says a scanned PDF has no text', async () => {
    const error = await failure(scannedPaper());
    expect(error.code).toBe('no_text');
    expect(error.message).toMatch(/no selectable text.*scan/);
  });
  it('fails with damaged_pdf when a truncated file has nothing left to recover', async () => {
    // pdfkit writes the page tree last, so the first 60% of its output holds no page mutool can rebuild.
    const error = await failure(truncatedPaper());
    expect(error.code).toBe('damaged_pdf');
    expect(error.message).toMatch(/damaged/);
  });
  it('fails with damaged_pdf on a file that is only a PDF header', async () => {
    const full = await twoColumnPaper();
    expect((await failure(Promise.resolve(full.subarray(0, 400)))).code).toBe('damaged_pdf');
  });
});

describe('extractDocument progress and cancellation', () => {
  it('reports progress once per page', async () => {
    const seen: number[] = [];
    await extractDocument(new Uint8Array(await twoColumnPaper()), {
      workDir,
      binaries,
      onProgress: ({ done }) => seen.push(done),
    });
    expect(seen).toEqual([1, 2, 3]);
  });
  it('stops between pages when cancelled', async () => {
    const controller = new AbortController();
    const run = extractDocument(new Uint8Array(await twoColumnPaper()), {
      workDir,
      binaries,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
  });
});
