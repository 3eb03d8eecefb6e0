import type { TextLine } from './page-text.js';
import type { Rect } from './rect.js';

/** Rows closer than this share a baseline. */
const SAME_ROW = 2;

/**
 * Where the notes under a table begin ("*Significant at P < 0.05", "Abbreviations: …", a DOI of the
 * table): the first line alone on its row, starting below the last row of two or more cells, after
 * a gap wider than the rows' own spacing (or a link, at any distance). The table ends above it. Undefined when the region shows
 * no such notes: a table of one column, or one whose last line is a row of cells.
 */
export function tableNotesTop(lines: readonly TextLine[], region: Rect): number | undefined {
  const inside = lines
    .filter(
      (l) => l.top >= region.y0 - 1 && l.bottom <= region.y1 + 1 && l.x1 > region.x0 && l.x0 < region.x1,
    )
    .sort((a, b) => a.baseline - b.baseline);
  const rows: TextLine[][] = [];
  for (const line of inside) {
    const row = rows[rows.length - 1];
    if (row && Math.abs((row[0]?.baseline ?? 0) - line.baseline) <= SAME_ROW) row.push(line);
    else rows.push([line]);
  }
  const cellRows = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.length >= 2);
  const last = cellRows[cellRows.length - 1];
  if (!last || cellRows.length < 2) return undefined;
  const pitches = cellRows
    .slice(1)
    .map(({ row }, i) => (row[0]?.baseline ?? 0) - (cellRows[i]?.row[0]?.baseline ?? 0))
    .sort((a, b) => a - b);
  const pitch = pitches[Math.floor(pitches.length / 2)] ?? 0;
  const next = rows[last.index + 1];
  const first = next?.[0];
  if (!next || !first || next.length !== 1) return undefined;
  const gap = first.baseline - (last.row[0]?.baseline ?? 0);
  // The table's own link (PLOS prints one under each table) is a note however close it sits.
  return gap > pitch * 1.3 || /^(https?:\/\/|doi:)/i.test(first.text)
    ? first.top - first.size * 0.3
    : undefined;
}
