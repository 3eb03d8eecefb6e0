import type { TextLine } from './page-text.js';
import { joinLines } from './join-lines.js';

const MARKER = /^(?:\[\d{1,3}\]|\d{1,3}\.\s|\d{1,3}\s+[\p{Lu}])/u;

/**
 * Splits the lines of a bibliography into entries: at "[12]" / "12." markers when the list is
 * numbered, otherwise at the hanging indent (an entry's first line sits left of its continuations).
 */
export function splitReferences(lines: readonly TextLine[]): string[] {
  const entries: TextLine[][] = [];
  const numbered =
    lines.filter((l) => MARKER.test(l.text)).length >= Math.min(3, Math.max(1, lines.length / 4));
  const leftEdge = new Map<string, number>();
  for (const l of lines) {
    const key = `${l.page}:${l.column}`;
    leftEdge.set(key, Math.min(leftEdge.get(key) ?? Infinity, l.x0));
  }
  const indented = lines.some((l) => l.x0 > (leftEdge.get(`${l.page}:${l.column}`) ?? 0) + 3);
  let previous: TextLine | undefined;
  for (const line of lines) {
    const atEdge = line.x0 <= (leftEdge.get(`${line.page}:${line.column}`) ?? 0) + 1.5;
    const starts = numbered
      ? MARKER.test(line.text)
      : indented
        ? atEdge
        : previous === undefined || (/[.]$/.test(previous.text) && /^[\p{Lu}]/u.test(line.text));
    const current = entries.at(-1);
    if (starts || !current) entries.push([line]);
    else current.push(line);
    previous = line;
  }
  return entries.map((entry) => joinLines(entry.map((l) => l.text))).filter((text) => text.length >= 10);
}
