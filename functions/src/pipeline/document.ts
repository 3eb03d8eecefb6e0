/**
 * The paper as the engine understands it: what the read stage produces and the plan stage consumes.
 */

/** One numbered figure or table, cropped from its page. @public */
export interface PaperFigure {
  /** How the paper names it and how a plan refers to it: "Figure 3", "Table 2". */
  id: string;
  kind: 'figure' | 'table';
  /** The number as printed ("3", "2a", "A1"). */
  number: string;
  /** The caption text, without the leading label. */
  caption: string;
  /** 1-based page the figure is on. */
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the top-left of the page as displayed, caption excluded. */
  box: [number, number, number, number];
  /**
   * PNG of the figure cropped from the page, drawn from the PDF's vectors at 150 dpi or more: at least
   * twice the pixels the figure covers at its largest on a 1920×1080 slide (up to 720 dpi).
   */
  imagePath: string;
  width: number;
  height: number;
  /**
   * A table whose text would be too small to read on a 1080p slide even at its largest: better shown
   * in part, or replaced by another visual. Absent when the table is readable (and for figures).
   */
  dense?: boolean | undefined;
}

/** A section of the narrative, in reading order. @public */
export interface PaperSection {
  heading: string;
  /** Plain text: paragraphs separated by blank lines, hyphenation and ligatures repaired. */
  text: string;
}

/** @public */
export interface PaperDocument {
  title: string;
  authors: string[];
  abstract: string;
  /** ISO 639-1 code of the body text, e.g. "en", "zh". */
  language: string;
  sections: PaperSection[];
  /** Bibliography entries, kept out of the narrative. */
  references: string[];
  figures: PaperFigure[];
  /** Pages in the file, and how many of them could be read (fewer for a damaged file). */
  pageCount: number;
  pagesRead: number;
  /** Things the reader wants the user to know, e.g. "Only pages 1–5 could be recovered". */
  warnings: string[];
}
