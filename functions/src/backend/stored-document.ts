/**
 * The read step's output kept between steps: the PaperDocument as versioned JSON plus its figure PNGs.
 * Each step runs on a fresh machine, so figure paths are stored relative to the store and made local
 * again on load. A loaded document is checked field by field, so a damaged or foreign file fails here
 * with its path named instead of somewhere in a later stage.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findFigure, type PaperDocument, type PaperFigure } from '../pipeline/index.js';
import type { FileStore } from './file-store.js';
import { jobFiles } from './job-files.js';
import { readStoredFile } from './read-stored-file.js';

/** Bumped when the stored shape changes; {@link parseStoredDocument} reads older versions. */
export const DOCUMENT_SCHEMA_VERSION = 1;

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function checkFigure(value: unknown, index: number): PaperFigure {
  const f = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const ok =
    isString(f['id']) &&
    (f['kind'] === 'figure' || f['kind'] === 'table') &&
    isString(f['number']) &&
    isString(f['caption']) &&
    isCount(f['page']) &&
    isString(f['imagePath']) &&
    typeof f['width'] === 'number' &&
    typeof f['height'] === 'number';
  if (!ok) throw new Error(`figure ${index} is malformed`);
  return value as PaperFigure;
}

/**
 * The document inside a stored file's text. Files written before versioning hold the bare document and
 * are read as version 1. Fields a newer read stage adds pass through untouched.
 */
export function parseStoredDocument(text: string, path: string): PaperDocument {
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('it is not an object');
    const wrapped = raw as Record<string, unknown>;
    const version = wrapped['schema_version'];
    const doc = (version === undefined ? wrapped : wrapped['document']) as
      Record<string, unknown> | undefined;
    if (version !== undefined && version !== DOCUMENT_SCHEMA_VERSION)
      throw new Error(`unknown schema version ${String(version)}`);
    if (typeof doc !== 'object' || doc === null) throw new Error('it holds no document');
    for (const field of ['title', 'abstract', 'language'] as const)
      if (!isString(doc[field])) throw new Error(`${field} is not text`);
    for (const field of ['authors', 'references', 'warnings'] as const)
      if (!isStringArray(doc[field])) throw new Error(`${field} is not a list of text`);
    if (!isCount(doc['pageCount']) || !isCount(doc['pagesRead']))
      throw new Error('the page counts are not whole numbers');
    const sections = doc['sections'];
    if (
      !Array.isArray(sections) ||
      !sections.every(
        (s: unknown) =>
          typeof s === 'object' &&
          s !== null &&
          isString((s as Record<string, unknown>)['heading']) &&
          isString((s as Record<string, unknown>)['text']),
      )
    ) {
      throw new Error('sections are malformed');
    }
    if (!Array.isArray(doc['figures'])) throw new Error('figures is not a list');
    const figures = doc['figures'].map(checkFigure);
    return { ...(doc as unknown as PaperDocument), figures };
  } catch (error) {
    throw new Error(
      `The stored document ${path} is unreadable: ${error instanceof Error ? error.message : String(error)}.`,
      { cause: error },
    );
  }
}

/**
 * Uploads the figures, then the JSON that points at them, so a saved document is always complete. A
 * figure whose path is already its stored file (a loaded document saved again) is not uploaded again.
 */
export async function saveDocument(files: FileStore, jobId: string, document: PaperDocument): Promise<void> {
  const figures = [];
  for (const [index, figure] of document.figures.entries()) {
    const stored = jobFiles.figure(jobId, index);
    if (figure.imagePath !== stored) await files.write(stored, await readFile(figure.imagePath));
    figures.push({ ...figure, imagePath: stored });
  }
  const body = { schema_version: DOCUMENT_SCHEMA_VERSION, document: { ...document, figures } };
  await files.write(jobFiles.document(jobId), Buffer.from(JSON.stringify(body)));
}

/** Whether an earlier attempt already saved the document. */
export function hasDocument(files: FileStore, jobId: string): Promise<boolean> {
  return files.exists(jobFiles.document(jobId));
}

/**
 * The saved document. With `figuresDir`, the figure PNGs are downloaded there and the paths point at
 * them; without, the paths stay store paths (enough for planning, which only reads ids and captions).
 * With `onlyFigureNamed` (a slide's `visual_identifier`), only that figure is downloaded and kept: one
 * slide's preview needs no more.
 */
export async function loadDocument(
  files: FileStore,
  jobId: string,
  figuresDir?: string,
  options: { onlyFigureNamed?: string } = {},
): Promise<PaperDocument> {
  const path = jobFiles.document(jobId);
  const document = parseStoredDocument((await readStoredFile(files, path)).toString('utf8'), path);
  if (figuresDir === undefined) return document;
  const named =
    options.onlyFigureNamed === undefined ? undefined : findFigure(document.figures, options.onlyFigureNamed);
  const figures = [];
  for (const [index, figure] of document.figures.entries()) {
    if (options.onlyFigureNamed !== undefined && figure !== named) continue;
    // Only the store's own figure files are fetched, whatever the JSON says.
    if (!jobFiles.isFigure(figure.imagePath))
      throw new Error(`The stored document of job ${jobId} points figure ${index} outside its figures.`);
    const local = join(figuresDir, `figure_${index}.png`);
    await writeFile(local, await readStoredFile(files, figure.imagePath));
    figures.push({ ...figure, imagePath: local });
  }
  return { ...document, figures };
}
