/**
 * The read step's output kept between tasks: the PaperDocument as JSON plus its figure PNGs. Each task
 * runs on a fresh machine, so figure paths are stored relative to the store and made local again on load.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '../backend/index.js';
import { findFigure, type PaperDocument } from '../pipeline/index.js';
import { readStoredFile } from './read-stored-file.js';
import { taskPaths } from './task-paths.js';

/** Uploads the figures, then the JSON that points at them, so a saved document is always complete. @public */
export async function saveDocument(files: FileStore, jobId: string, document: PaperDocument): Promise<void> {
  const figures = [];
  for (const [index, figure] of document.figures.entries()) {
    const stored = taskPaths.figure(jobId, index);
    await files.write(stored, await readFile(figure.imagePath));
    figures.push({ ...figure, imagePath: stored });
  }
  await files.write(taskPaths.document(jobId), Buffer.from(JSON.stringify({ ...document, figures })));
}

/** Whether an earlier attempt already saved the document. @public */
export function hasDocument(files: FileStore, jobId: string): Promise<boolean> {
  return files.exists(taskPaths.document(jobId));
}

/**
 * The saved document. With `figuresDir`, the figure PNGs are downloaded there and the paths point at
 * them; without, the paths stay store paths (enough for planning, which only reads ids and captions).
 * With `onlyFigureNamed` (a slide's `visual_identifier`), only that figure is downloaded and kept: one
 * slide's preview needs no more.
 * @public
 */
export async function loadDocument(files: FileStore, jobId: string, figuresDir?: string, options: { onlyFigureNamed?: string } = {}): Promise<PaperDocument> {
  const document = JSON.parse((await readStoredFile(files, taskPaths.document(jobId))).toString('utf8')) as PaperDocument;
  if (figuresDir === undefined) return document;
  const named = options.onlyFigureNamed === undefined ? undefined : findFigure(document.figures, options.onlyFigureNamed);
  const figures = [];
  for (const [index, figure] of document.figures.entries()) {
    if (options.onlyFigureNamed !== undefined && figure !== named) continue;
    const local = join(figuresDir, `figure_${index}.png`);
    await writeFile(local, await readStoredFile(files, figure.imagePath));
    figures.push({ ...figure, imagePath: local });
  }
  return { ...document, figures };
}
