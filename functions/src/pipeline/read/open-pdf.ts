import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  getDocument,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PipelineError, isPipelineError, throwIfCancelled } from '../errors.js';
import type { Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { withTempDir } from '../system/temp-dir.js';
import { checkDecodedSize } from './check-decoded-size.js';

/** An opened PDF; destroy `task` when done with it. */
export interface OpenedPdf {
  doc: PDFDocumentProxy;
  task: PDFDocumentLoadingTask;
  /** True when the file was damaged and mutool rebuilt it. */
  repaired: boolean;
  /** The bytes that were opened: the rebuilt file when it was repaired. */
  bytes: Uint8Array;
}

/** How to open a PDF. */
export interface OpenPdfOptions {
  password?: string | undefined;
  binaries: Binaries;
  signal?: AbortSignal | undefined;
}

/**
 * The most pages the read stage reads: a paper with its appendices is well under it, and every page's
 * text is held while the document is built.
 */
export const MAX_PAGES = 500;

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const NEED_PASSWORD = 1;

function load(bytes: Uint8Array, password: string | undefined): PDFDocumentLoadingTask {
  return getDocument({
    // pdfjs takes ownership of (detaches) the buffer it is given; hand it a copy.
    data: new Uint8Array(bytes),
    ...(password === undefined ? {} : { password }),
    verbosity: 0,
    standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts') + '/',
    cMapUrl: join(PDFJS_DIR, 'cmaps') + '/',
    cMapPacked: true,
    useSystemFonts: false,
    // Fonts' PDF names, which say how to decode TeX's maths fonts (see decode-run-text.ts).
    fontExtraProperties: true,
  });
}

function passwordError(error: unknown): PipelineError | undefined {
  if (!(error instanceof Error) || error.name !== 'PasswordException') return undefined;
  const code = (error as Error & { code?: unknown }).code;
  return code === NEED_PASSWORD
    ? new PipelineError(
        'password_required',
        'This PDF is password-protected. Give its password (with --password) to read it.',
        { cause: error },
      )
    : new PipelineError('wrong_password', 'The password for this PDF is not correct.', { cause: error });
}

async function tryOpen(
  bytes: Uint8Array,
  password: string | undefined,
): Promise<{ task: PDFDocumentLoadingTask; doc: PDFDocumentProxy }> {
  await checkDecodedSize(bytes);
  const task = load(bytes, password);
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw error;
  }
  if (doc.numPages > MAX_PAGES) {
    await task.destroy().catch(() => undefined);
    throw new PipelineError(
      'too_large',
      `This PDF has ${doc.numPages} pages; Lectern reads papers of up to ${MAX_PAGES} pages. Please upload the paper on its own.`,
    );
  }
  return { task, doc };
}

/**
 * Opens a PDF with pdfjs, once it is known not to unpack past the read stage's bounds and to have at
 * most MAX_PAGES pages (`too_large` otherwise). Password problems become `password_required` / `wrong_password`; a file
 * pdfjs cannot parse is rebuilt with `mutool clean` and opened again, and only when that fails too
 * is it `damaged_pdf`.
 */
export async function openPdf(bytes: Uint8Array, options: OpenPdfOptions): Promise<OpenedPdf> {
  const { password, binaries, signal } = options;
  try {
    return { ...(await tryOpen(bytes, password)), repaired: false, bytes };
  } catch (error) {
    if (isPipelineError(error)) throw error;
    const passwordProblem = passwordError(error);
    if (passwordProblem) throw passwordProblem;
    throwIfCancelled(signal);
    const damaged = new PipelineError(
      'damaged_pdf',
      'This PDF is damaged and none of its pages could be read.',
      { cause: error },
    );
    const repaired = await withTempDir('repair', async (dir) => {
      const input = join(dir, 'in.pdf');
      const output = join(dir, 'out.pdf');
      await writeFile(input, bytes);
      const args = ['clean', ...(password === undefined ? [] : ['-p', password]), input, output];
      try {
        await runCommand(binaries.mutool, args, { signal, timeoutMs: 60_000 });
      } catch (toolError) {
        if (
          isPipelineError(toolError) &&
          (toolError.code === 'cancelled' || toolError.code === 'missing_tool')
        )
          throw toolError;
        throw damaged;
      }
      return new Uint8Array(await readFile(output));
    });
    try {
      return { ...(await tryOpen(repaired, password)), repaired: true, bytes: repaired };
    } catch (secondError) {
      if (isPipelineError(secondError)) throw secondError;
      throw passwordError(secondError) ?? damaged;
    }
  }
}
