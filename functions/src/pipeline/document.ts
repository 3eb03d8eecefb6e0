/**
 * The paper as the engine understands it: what the read stage produces and the plan stage consumes.
 */

/** One numbered figure or table, cropped from its page. */
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
   * PNG of the figure cropped from the page render (150 dpi or more). Once a slide shows it, it is drawn
   * again from the PDF's vectors (see `sharp`).
   */
  imagePath: string;
  width: number;
  height: number;
  /** [x0, y0, x1, y1] in PDF points: the rectangle the crop covers, `box` plus padding. */
  cut?: [number, number, number, number] | undefined;
  /**
   * The crop has at least twice the pixels the figure covers at its largest on a 1920×1080 slide (up to
   * 720 dpi), drawn from the vectors when the page render was too coarse. Absent until a plan shows it.
   */
  sharp?: boolean | undefined;
  /**
   * A table whose text would be too small to read on a 1080p slide even at its largest: better shown
   * in part, or replaced by another visual. Absent when the table is readable (and for figures).
   */
  dense?: boolean | undefined;
  /**
   * Degrees clockwise the page is turned to show the figure upright, when it is printed sideways (a
   * landscape table); `box` and `cut` are then in the turned page's points.
   */
  turn?: 90 | 270 | undefined;
}

/** A section of the narrative, in reading order. */
export interface PaperSection {
  heading: string;
  /**
   * Clean body text in reading order: paragraphs separated by blank lines, hyphenation and ligatures
   * repaired, without what `PaperDocument.parts` holds. Inline mathematics keeps its super- and
   * subscripts as Unicode script characters ("α ≥ 10⁻²⁶", "hₜ₋₁"), or after an underscore where
   * Unicode has no script letters ("p_data"), which narration says or skips.
   */
  text: string;
}

/**
 * What a paper prints besides its narrative, kept apart from the sections' text so a talk neither
 * reads it out nor loses it: citation markers, footnotes, running heads and page numbers, text inside
 * figures and tables, display equations, code listings, back-matter statements, affiliations and e-mail
 * addresses.
 */
export type PaperPartKind =
  | 'citation'
  | 'footnote'
  | 'running-head'
  | 'page-number'
  | 'figure-text'
  | 'equation'
  /** A listing of code or of a program's output, set in a typewriter face. */
  | 'code'
  | 'abbreviations'
  | 'acknowledgements'
  | 'funding'
  | 'contributions'
  | 'conflicts'
  | 'data-availability'
  | 'affiliation'
  | 'email'
  /** Publisher's metadata: citation line, dates, copyright and licence, journal banner. */
  | 'publication'
  /** A table of contents, a list of figures or tables, an index: pointers to pages, not narrative. */
  | 'contents';

/** One labelled piece of a paper that is not body text. */
export interface PaperPart {
  kind: PaperPartKind;
  text: string;
  /** 1-based page it is printed on; 0 when it cannot be told (a citation taken out of joined text). */
  page: number;
}

export interface PaperDocument {
  title: string;
  /** In the order printed; one name for a single author. */
  authors: string[];
  /** Where the paper appeared, as printed ("NIPS 2017", "PLOS ONE"); undefined when the paper does not say. */
  venue?: string | undefined;
  /** The year of publication as printed ("2017"); undefined when the paper does not say. */
  year?: string | undefined;
  /** A DOI link ("https://doi.org/…") or URL where the paper can be read; undefined when the paper states none. */
  link?: string | undefined;
  abstract: string;
  /** ISO 639-1 code of the body text, e.g. "en", "zh". */
  language: string;
  sections: PaperSection[];
  /** Bibliography entries, kept out of the narrative. */
  references: string[];
  /**
   * Everything printed that is not body text, labelled, page by page. Undefined in documents read
   * before parts were kept.
   */
  parts?: PaperPart[] | undefined;
  figures: PaperFigure[];
  /** Pages in the file, and how many of them could be read (fewer for a damaged file). */
  pageCount: number;
  pagesRead: number;
  /** Things the reader wants the user to know, e.g. "Only pages 1–5 could be recovered". */
  warnings: string[];
}
