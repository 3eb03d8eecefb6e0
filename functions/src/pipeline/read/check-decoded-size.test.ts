import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inflatingPaper, makeInflatingPdf, twoColumnPaper } from '../../../../tests/fixtures/index.js';
import { resolveBinaries } from '../system/binaries.js';
import { checkDecodedSize } from './check-decoded-size.js';
import { extractDocument } from './extract-document.js';
import { inspectPdf } from './inspect-pdf.js';
import { MAX_PAGES } from './open-pdf.js';

const MIB = 1024 * 1024;
const binaries = resolveBinaries();
const workDir = (): string => mkdtempSync(join(tmpdir(), 'decoded-size-'));
const TOO_LARGE = {
  code: 'too_large',
  message:
    'This PDF unpacks to far more data than a paper holds, so it cannot be read safely. Please upload the paper as saved by its publisher or a PDF printer.',
};

describe('checkDecodedSize', () => {
  it('counts what a Flate stream inflates to against the per-stream and the total limit', async () => {
    const pdf = makeInflatingPdf({ decodedBytes: 8 * MIB });
    await expect(
      checkDecodedSize(pdf, { streamBytes: 9 * MIB, totalBytes: 9 * MIB }),
    ).resolves.toBeUndefined();
    await expect(
      checkDecodedSize(pdf, { streamBytes: 7 * MIB, totalBytes: 100 * MIB }),
    ).rejects.toMatchObject(TOO_LARGE);
    await expect(
      checkDecodedSize(pdf, { streamBytes: 100 * MIB, totalBytes: 7 * MIB }),
    ).rejects.toMatchObject(TOO_LARGE);
  });

  it('lets a typeset paper through', async () => {
    await expect(checkDecodedSize(await twoColumnPaper())).resolves.toBeUndefined();
  });

  it('reads a small inflating page: the bound is on size, not on the trick', async () => {
    const document = await extractDocument(makeInflatingPdf({ decodedBytes: 4 * MIB }), {
      binaries,
      workDir: workDir(),
    });
    expect(document.pageCount).toBe(1);
  });
});

describe('reading bounds its memory', () => {
  it('refuses a 260 KB page that inflates to 256 MiB, in the door check and in the read stage, with a sentence', async () => {
    const bomb = await inflatingPaper();
    expect(bomb.length).toBeLessThan(300 * 1024);
    await expect(inspectPdf(bomb, { binaries })).rejects.toMatchObject(TOO_LARGE);
    await expect(extractDocument(bomb, { binaries, workDir: workDir() })).rejects.toMatchObject(TOO_LARGE);
  });

  it(`refuses more than ${MAX_PAGES} pages with a sentence`, async () => {
    const book = makeInflatingPdf({ decodedBytes: 1024, pages: MAX_PAGES + 1 });
    await expect(inspectPdf(book, { binaries })).rejects.toMatchObject({
      code: 'too_large',
      message: `This PDF has ${MAX_PAGES + 1} pages; Lectern reads papers of up to ${MAX_PAGES} pages. Please upload the paper on its own.`,
    });
  });
});
