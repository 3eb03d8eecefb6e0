/** The read stage's intermediate geometry: text in page space, y growing downwards, units of points. */

/** One positioned piece of text from the PDF's text layer. */
export interface TextRun {
  text: string;
  /** Left edge and baseline. */
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
  /** The PDF's font resource name; differs between regular and bold faces of a paper. */
  font: string;
}

/** A horizontal run of text on one baseline, split from its neighbours by a wide gap. */
export interface TextLine {
  text: string;
  /** 1-based page number. */
  page: number;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  baseline: number;
  /** Dominant font size and font (by characters). */
  size: number;
  font: string;
  /**
   * When the line changes face part way: its stretches of one face each, in order, as a bold run-in
   * label ("Question Focus:") and the sentence after it in the body face ("defines…").
   */
  faces?: { font: string; text: string }[] | undefined;
  /** Every letter and digit of the line is set in a monospace face: code or a program's output, in most papers. */
  monospace?: boolean | undefined;
  /** Other lines sharing this baseline (table cells, the other column). */
  neighbours: number;
  /** 0 left or only column, 1 right column, -1 spanning both. Set by reading order. */
  column: number;
}

/** A line's face: its font and its size to the half point. */
export function faceOf(line: TextLine): string {
  return `${line.font}:${Math.round(line.size * 2)}`;
}

/** A page reduced to its text lines. */
export interface PageText {
  page: number;
  width: number;
  height: number;
  lines: TextLine[];
  /** x of the gap between two columns, when the page has two. */
  gutter: number | undefined;
  /** Rotated text (an arXiv stamp along the margin), never part of the narrative. */
  marginal?: string[] | undefined;
  /**
   * Degrees the page was turned clockwise to read it, when its text is printed sideways (a landscape
   * table on a portrait page); coordinates and size are then those of the turned page.
   */
  turn?: PageTurn | undefined;
}

/** A quarter turn clockwise or anticlockwise. */
export type PageTurn = 90 | 270;
