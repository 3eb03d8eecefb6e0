import { copyFile, mkdir } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { PaperDocument, PaperPart, PaperSection } from '../document.js';
import { writeFileAtomically } from '../system/write-atomically.js';

/** A figure or table as `--document-out` writes it. */
export interface ReadFigure {
  /** As printed: "Figure 3", "Table 2". */
  label: string;
  kind: 'figure' | 'table';
  /** 1-based page. */
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the top-left of the page as displayed, caption excluded. */
  box: [number, number, number, number];
  /** Set when the page prints the figure sideways: `box` is then on the page turned this far clockwise. */
  turn?: 90 | 270;
  caption: string;
  /** The crop's file name, in the folder of the JSON file. */
  image: string;
  width: number;
  height: number;
}

/** The read document as `--document-out` writes it. */
export interface ReadDocument {
  title: string;
  authors: string[];
  venue: string | null;
  year: string | null;
  link: string | null;
  language: string;
  abstract: string;
  sections: PaperSection[];
  figures: ReadFigure[];
  parts: PaperPart[];
  references: string[];
  pageCount: number;
  pagesRead: number;
  warnings: string[];
}

/**
 * Writes what the read stage understood of a paper as JSON at `path`, with each figure's crop copied
 * beside it as `<name>-figure-3.png`, so the reading can be checked without running the rest.
 */
export async function writeReadDocument(document: PaperDocument, path: string): Promise<ReadDocument> {
  const folder = dirname(path);
  const stem = basename(path, extname(path));
  await mkdir(folder, { recursive: true });
  const figures: ReadFigure[] = [];
  for (const figure of document.figures) {
    const image = `${stem}-${figure.id.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}.png`;
    await copyFile(figure.imagePath, join(folder, image));
    figures.push({
      label: figure.id,
      kind: figure.kind,
      page: figure.page,
      box: figure.box,
      ...(figure.turn ? { turn: figure.turn } : {}),
      caption: figure.caption,
      image,
      width: figure.width,
      height: figure.height,
    });
  }
  const read: ReadDocument = {
    title: document.title,
    authors: document.authors,
    venue: document.venue ?? null,
    year: document.year ?? null,
    link: document.link ?? null,
    language: document.language,
    abstract: document.abstract,
    sections: document.sections,
    figures,
    parts: document.parts ?? [],
    references: document.references,
    pageCount: document.pageCount,
    pagesRead: document.pagesRead,
    warnings: document.warnings,
  };
  await writeFileAtomically(path, `${JSON.stringify(read, null, 2)}\n`);
  return read;
}
