import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_PAPERS, sharedPaper, sharedPapersDir } from '../../../../tests/fixtures/index.js';
import type { PaperDocument } from '../document.js';
import { PipelineError } from '../errors.js';
import { resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { extractDocument } from './extract-document.js';

const TEXT_PAPERS = CORPUS_PAPERS.filter((paper) => paper.expect === 'video');

const present = sharedPapersDir() !== undefined;
const binaries = resolveBinaries();
let workDir = '';

async function read(file: string, password?: string): Promise<PaperDocument> {
  const path = sharedPaper(file);
  if (path === undefined) throw new Error(`missing ${file}`);
  return extractDocument(new Uint8Array(await readFile(path)), { workDir, binaries, password });
}

async function failure(file: string, password?: string): Promise<PipelineError> {
  try {
    await read(file, password);
  } catch (error) {
    if (error instanceof PipelineError) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}

describe.skipIf(!present)('the read stage on the shared real papers', () => {
  beforeAll(async () => {
    workDir = await makeTempDir('read-corpus');
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it.each(TEXT_PAPERS)(
    'reads $file: title, sections, references, figures',
    async ({ file, title, found, language, password }) => {
      const doc = await read(file, password);
      expect(doc.title).toBe(title);
      expect(doc.language).toBe(language);
      expect(doc.abstract.length).toBeGreaterThan(200);
      expect(doc.sections.length).toBeGreaterThanOrEqual(3);
      expect(doc.references.length).toBeGreaterThan(0);
      const ids = doc.figures.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThanOrEqual(found[0]);
      expect(ids.length).toBeLessThanOrEqual(found[1]);
      for (const figure of doc.figures) {
        // 150 dpi: anything narrower than ~1 inch or taller than a page is not a figure crop.
        expect(figure.width).toBeGreaterThan(140);
        expect(figure.height).toBeLessThanOrEqual(1650);
      }
      expect(doc.warnings).toEqual([]);
      const readText = [
        doc.abstract,
        ...doc.sections.map((s) => s.text),
        ...doc.figures.map((f) => f.caption),
      ];
      // Raw codes of fonts without a Unicode map, and Adobe's private slots of tall-bracket pieces.
      // eslint-disable-next-line no-control-regex -- control codes are what must not be left
      expect(readText.join('\n')).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\uf8e5-\uf8fe]/);
    },
  );

  it('keeps the bibliography out of the narrative', async () => {
    const doc = await read('resnet_deep_residual_learning.pdf');
    expect(doc.references.length).toBeGreaterThanOrEqual(45);
    expect(doc.references[0]).toMatch(/^\[1\] Y\. Bengio/);
    expect(doc.sections.map((s) => s.text).join(' ')).not.toContain(
      'Learning long-term dependencies with gradient descent is difficult',
    );
    expect(doc.authors).toEqual(['Kaiming He', 'Xiangyu Zhang', 'Shaoqing Ren', 'Jian Sun']);
  });

  it('says the scanned survey has no text layer', async () => {
    expect((await failure('scanned_semi_supervised_learning_survey.pdf')).code).toBe('no_text');
  });

  it('asks for the password of the encrypted paper, and rejects a wrong one', async () => {
    expect((await failure('encrypted_user_password_ctc_icml2006.pdf')).code).toBe('password_required');
    expect((await failure('encrypted_user_password_ctc_icml2006.pdf', 'nope')).code).toBe('wrong_password');
  });

  it('repairs the truncated paper and reads pages 1 to 5', async () => {
    const doc = await read('truncated_natural_image_denoising_convnets.pdf');
    expect(doc.title).toBe('Natural Image Denoising with Convolutional Networks');
    expect(doc).toMatchObject({ pageCount: 8, pagesRead: 5 });
    expect(doc.warnings).toEqual(['This PDF is damaged; only pages 1–5 of 8 could be read.']);
  });

  it('reads every page of the 102-page paper, its maths set in TeX fonts without a Unicode map', async () => {
    const doc = await read('self_normalizing_neural_networks.pdf');
    expect(doc).toMatchObject({ pageCount: 102, pagesRead: 102 });
    // msam's ⩽ reached pdfjs as "6"; cmmi's ε as the control code 0x0F.
    const text = doc.sections.map((s) => s.text).join(' ');
    expect(text).toContain('0.8 ≤ τ ≤ 1.25');
    expect(text).not.toContain('0.8 6 τ 6 1.25');
    expect(text).toMatch(/precision of ε/);
  });

  it("reads Adam's ε in the Transformer paper, set in cmmi without a Unicode map", async () => {
    const doc = await read('attention_is_all_you_need.pdf');
    expect(doc.sections.map((s) => s.text).join(' ')).toContain('β₂ = 0.98 and ε = 10⁻⁹');
  });
});
