import type { PaperPart, PaperPartKind } from '../document.js';
import { joinLines } from './join-lines.js';
import type { TextLine } from './page-text.js';

/**
 * Turns lines kept out of the body text into labelled parts: lines of one page and column that
 * follow each other closely form one block, and a block splits where a new entry starts (a
 * footnote mark or a capital after a full stop). `kindOf` labels each block by its text. Lines of
 * unlike things set close together (a front matter's address above its e-mail line) go `lineByLine`.
 */
export function groupParts(
  lines: readonly TextLine[],
  kindOf: (text: string, first: TextLine) => PaperPartKind,
  options: { lineByLine?: boolean } = {},
): PaperPart[] {
  if (options.lineByLine)
    return lines.map((line) => ({ kind: kindOf(line.text, line), text: line.text, page: line.page }));
  const blocks: TextLine[][] = [];
  for (const line of lines) {
    const block = blocks.at(-1);
    const last = block?.at(-1);
    const close =
      last !== undefined &&
      last.page === line.page &&
      last.column === line.column &&
      line.top >= last.top - 1 &&
      line.top - last.bottom <= Math.max(line.size, last.size) * 0.8;
    const startsEntry =
      last !== undefined &&
      /[.!?)]$/.test(last.text) &&
      /^(?:[∗*†‡§¶]|\d{1,2}\s*\p{Lu}|\p{Lu})/u.test(line.text) &&
      line.x0 <= last.x0 + 1;
    if (block && close && !startsEntry) block.push(line);
    else blocks.push([line]);
  }
  return blocks.flatMap((block) => {
    const first = block[0];
    if (!first) return [];
    const text = joinLines(block.map((l) => l.text));
    return [{ kind: kindOf(text, first), text, page: first.page }];
  });
}
