import type { BodyStyle } from './mark-prose.js';
import type { PageText, TextLine } from './page-text.js';

/** A footnote block never takes more than this share of the page's height. */
const MAX_SHARE = 0.4;

/**
 * Footnotes: the lines at the foot of a column set smaller than the body text, below the column's
 * last body-sized line. Lines the caller has already placed (captions, running heads, figure text)
 * are in `skip`. A block that follows a heading is a section set small (a bibliography), not a
 * footnote, and so is a column with no body text above the block.
 */
export function findFootnotes(
  pages: readonly PageText[],
  body: BodyStyle,
  skip: ReadonlySet<TextLine>,
): Set<TextLine> {
  const footnotes = new Set<TextLine>();
  const bodySized = (l: TextLine): boolean => l.size >= body.size * 0.93 && l.size <= body.size * 1.25;
  const small = (l: TextLine): boolean => l.size < body.size * 0.93 && l.size >= body.size * 0.5;
  for (const page of pages) {
    const lines = page.lines.filter((l) => !skip.has(l));
    for (const column of new Set(lines.map((l) => l.column))) {
      // A line spanning both columns belongs to the foot of each.
      const inColumn = lines
        .filter((l) => l.column === column || l.column === -1 || column === -1)
        .sort((a, b) => a.top - b.top);
      const lastBody = inColumn.filter(bodySized).at(-1);
      if (!lastBody) continue;
      const block = inColumn.filter(
        (l) => l.top > lastBody.bottom - 1 && (l.column === column || column === -1),
      );
      if (block.length === 0 || !block.every(small)) continue;
      const top = Math.min(...block.map((l) => l.top));
      if (page.height - top > page.height * MAX_SHARE) continue;
      if (lastBody.font !== body.font && lastBody.text.length < 60 && !/[.!?]$/.test(lastBody.text)) continue;
      for (const l of block) footnotes.add(l);
    }
  }
  return footnotes;
}
