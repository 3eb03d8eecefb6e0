import type { PaperPartKind } from '../document.js';
import type { TextLine } from './page-text.js';

/** A number as a table cell prints it: "0.9114", "−3", "12%", "1,024". */
const CELL_NUMBER = /^[-−+]?\d+(?:[.,]\d+)*%?$/;
/** A contents entry's dot leader, with its page or with the page set apart: "Proof of Theorem 1 . . . . 13". */
const DOT_LEADER = /(?:\.\s?){5,}\s*\d{0,4}$/;

function mostlyNumbers(text: string): boolean {
  const tokens = text.split(/\s+/);
  const numbers = tokens.filter((token) => CELL_NUMBER.test(token)).length;
  return numbers >= 5 && numbers >= tokens.length * 0.6;
}

type RowKind = 'leader' | 'entry' | 'numbers';

/** What a row of lines sharing a baseline reads as, left to right. */
function rowKind(row: readonly TextLine[]): RowKind | undefined {
  const text = row.map((l) => l.text.trim()).join(' ');
  if (DOT_LEADER.test(text)) return 'leader';
  if (mostlyNumbers(text)) return 'numbers';
  // A title with its page number set apart at the right: an entry of a contents list without leaders.
  const last = row.at(-1)?.text.trim() ?? '';
  const title = row
    .slice(0, -1)
    .map((l) => l.text.trim())
    .join(' ');
  if (row.length >= 2 && /^\d{1,4}$/.test(last) && /\p{L}{3}/u.test(title) && !/[.,;:]$/.test(title))
    return 'entry';
  return undefined;
}

/**
 * Body lines that are not prose and can be told from their row: the rows of a table without a caption
 * on this page (a table continued from the page before: rows of mostly numbers, set as one line or as
 * cells side by side) and the entries of a table of contents or list of figures (dot leaders, or three
 * or more titles in a row each with its page number set apart). Each is mapped to the kind of part it
 * belongs to.
 */
export function findStrayLines(lines: readonly TextLine[]): Map<TextLine, PaperPartKind> {
  const byBaseline = new Map<string, TextLine[]>();
  for (const line of lines) {
    const key = `${line.page}:${Math.round(line.baseline)}`;
    byBaseline.set(key, [...(byBaseline.get(key) ?? []), line]);
  }
  const rows = [...byBaseline.values()]
    .map((row) => [...row].sort((a, b) => a.x0 - b.x0))
    .sort((a, b) => (a[0]?.page ?? 0) - (b[0]?.page ?? 0) || (a[0]?.baseline ?? 0) - (b[0]?.baseline ?? 0));
  const kinds = rows.map(rowKind);
  const listy = (index: number): boolean => kinds[index] === 'leader' || kinds[index] === 'entry';
  // An entry too long for one line wraps onto the next, and only its last line has the leader: up to
  // three lines between an entry and a line with a leader, on one page, are that entry's first lines.
  const wrapped = new Set<number>();
  kinds.forEach((kind, index) => {
    if (kind !== 'leader') return;
    const page = rows[index]?.[0]?.page;
    let start = index;
    while (
      start > 0 &&
      index - start < 3 &&
      kinds[start - 1] === undefined &&
      rows[start - 1]?.[0]?.page === page
    )
      start -= 1;
    if (start < index && listy(start - 1) && rows[start - 1]?.[0]?.page === page)
      for (let i = start; i < index; i += 1) wrapped.add(i);
  });
  const stray = new Map<TextLine, PaperPartKind>();
  rows.forEach((row, index) => {
    const kind = kinds[index];
    if (wrapped.has(index)) {
      for (const line of row) stray.set(line, 'contents');
      return;
    }
    const inList =
      listy(index) &&
      ((listy(index - 1) && listy(index - 2)) ||
        (listy(index - 1) && listy(index + 1)) ||
        (listy(index + 1) && listy(index + 2)));
    const part: PaperPartKind | undefined =
      kind === 'numbers'
        ? 'figure-text'
        : kind === 'leader' || (kind === 'entry' && inList)
          ? 'contents'
          : undefined;
    if (part) for (const line of row) stray.set(line, part);
  });
  return stray;
}
