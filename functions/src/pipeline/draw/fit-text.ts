/**
 * Fits paragraphs into a box: wrap at the largest font size, shrink step by step until everything
 * fits, and only when even the smallest size overflows cut the text with an ellipsis.
 */
import { ellipsize, wrapText, type MeasureWidth } from './wrap-text.js';

/** Width of `text` at `size` pixels, in the weight the text is drawn with. */
export type MeasureAtSize = (text: string, size: number) => number;

export interface FitOptions {
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** Extra space between paragraphs, as a multiple of the font size. */
  paragraphGap: number;
  /** At most this many lines in all (e.g. a one-line footer). */
  maxLines?: number | undefined;
  /** Shrink step in pixels. */
  step?: number | undefined;
}

export interface FittedText {
  size: number;
  lineHeight: number;
  /** Lines of each paragraph, in order; a paragraph cut away entirely is dropped. */
  paragraphs: string[][];
  /** Height the text takes, in pixels. */
  height: number;
  /** Whether text was cut because it could not fit even at the minimum size. */
  truncated: boolean;
}

function heightOf(paragraphs: readonly (readonly string[])[], size: number, options: FitOptions): number {
  const lines = paragraphs.reduce((sum, p) => sum + p.length, 0);
  const gaps = Math.max(0, paragraphs.length - 1);
  return lines * size * options.lineHeight + gaps * size * options.paragraphGap;
}

/** Keeps whole lines while they fit the height and line limit, marking the cut with an ellipsis. */
function truncate(
  wrapped: string[][],
  size: number,
  box: { width: number; height: number },
  options: FitOptions,
  measure: MeasureWidth,
): { kept: string[][]; cut: boolean } {
  const kept: string[][] = [];
  let lineCount = 0;
  for (const paragraph of wrapped) {
    const lines: string[] = [];
    kept.push(lines);
    for (const line of paragraph) {
      lines.push(line);
      lineCount += 1;
      const overflows =
        heightOf(kept, size, options) > box.height ||
        (options.maxLines !== undefined && lineCount > options.maxLines);
      if (!overflows) continue;
      lines.pop();
      if (lines.length === 0) kept.pop();
      const lastParagraph = kept.at(-1);
      const lastLine = lastParagraph?.pop();
      if (lastParagraph && lastLine !== undefined)
        lastParagraph.push(ellipsize(lastLine, box.width, measure));
      return { kept, cut: true };
    }
  }
  return { kept, cut: false };
}

/**
 * Wraps `paragraphs` into a box of `width` × `height`, using the largest size from `maxSize` down to
 * `minSize` at which all of it fits. Every returned line is at most `width` wide.
 */
export function fitText(
  paragraphs: readonly string[],
  box: { width: number; height: number },
  options: FitOptions,
  measure: MeasureAtSize,
): FittedText {
  const step = options.step ?? 2;
  const wrapAt = (size: number): string[][] =>
    paragraphs.map((p) => wrapText(p, box.width, (text) => measure(text, size)));
  for (let size = options.maxSize; size > options.minSize; size -= step) {
    const wrapped = wrapAt(size);
    const lines = wrapped.reduce((sum, p) => sum + p.length, 0);
    const height = heightOf(wrapped, size, options);
    if (height <= box.height && (options.maxLines === undefined || lines <= options.maxLines)) {
      return { size, lineHeight: size * options.lineHeight, paragraphs: wrapped, height, truncated: false };
    }
  }
  const size = options.minSize;
  const wrapped = wrapAt(size);
  const { kept, cut } = truncate(wrapped, size, box, options, (text) => measure(text, size));
  return {
    size,
    lineHeight: size * options.lineHeight,
    paragraphs: kept,
    height: heightOf(kept, size, options),
    truncated: cut,
  };
}
