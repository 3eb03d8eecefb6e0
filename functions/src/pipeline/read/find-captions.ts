import type { BodyStyle } from './mark-prose.js';
import type { TextLine } from './page-text.js';
import { hasProseWord, isFormulaFragment } from './is-equation-line.js';
import { parseCaption, type CaptionLabel } from './parse-caption.js';

/** A caption and the lines it occupies. */
export interface Caption extends CaptionLabel {
  page: number;
  /** Every line it occupies, the pieces of inline mathematics set small between its lines included. */
  lines: TextLine[];
  /** The lines of its text, the label's first. */
  rows: TextLine[];
  text: string;
}

/**
 * Finds the real captions in lines given in reading order: a label at the start of a block (not a
 * sentence that continues "…as shown in / Figure 3 …"), either punctuated or set apart from the body
 * text. The caption continues over the following lines of the same size and spacing.
 */
export function findCaptions(lines: readonly TextLine[], body: BodyStyle): Caption[] {
  const captions: Caption[] = [];
  const used = new Set<TextLine>();
  lines.forEach((line, index) => {
    if (used.has(line)) return;
    const label = parseCaption(line.text);
    if (!label) return;
    const distinct = line.font !== body.font || Math.abs(line.size - body.size) > 0.4;
    const cjk = /^[图表]/.test(line.text);
    if (!label.punctuated && !distinct && !cjk && label.rest !== '') return;
    // "Figure 3. illustration of …" in the caption face is a caption whose sentence starts in lower case;
    // in the body face it is prose running on after a sentence that ended on the label.
    const continued = /^\(cont/i.test(label.rest);
    if (
      /^[a-z(]/.test(label.rest) &&
      !label.punctuated &&
      !(distinct && label.separator === '.') &&
      !continued
    )
      return;
    const previous = lines[index - 1];
    if (
      previous &&
      previous.page === line.page &&
      previous.column === line.column &&
      line.baseline - previous.baseline > 0 &&
      line.baseline - previous.baseline <= line.size * 1.5 &&
      Math.abs(previous.size - line.size) < 0.3 &&
      !/[.:!?。：)]$/.test(previous.text)
    ) {
      return;
    }
    // The caption's own lines; the block also holds the pieces of inline mathematics set small
    // between and beside them (a fraction's numerator "pdata(x)", raised over the label's line and
    // so read before it), which belong to the caption but are no line of it. Pieces below its last
    // line and clear of it are the graphic's (a table's first cells), not the caption's.
    const block = [line];
    for (let j = index - 1; j >= 0; j -= 1) {
      const piece = lines[j];
      if (!piece || piece.page !== line.page || !isMathPiece(piece, line) || !withinBand(piece, line)) break;
      block.unshift(piece);
    }
    const rows = [line];
    // A label set apart from its title on one line ("表 2      多模态网络…系统功能"): the title is a line
    // of its own on the label's baseline, which reading order may have put anywhere on the page.
    const title =
      label.rest === ''
        ? lines.find(
            (other) =>
              other.page === line.page &&
              !used.has(other) &&
              Math.abs(other.baseline - line.baseline) < 1 &&
              other.x0 > line.x1 &&
              Math.abs(other.size - line.size) <= 0.6,
          )
        : undefined;
    if (title !== undefined) {
      block.push(title);
      rows.push(title);
    }
    let pieces: TextLine[] = [];
    for (let i = index + 1; i < lines.length && rows.length < 14; i += 1) {
      const next = lines[i];
      const last = rows[rows.length - 1];
      if (!next || !last || next.page !== line.page) break;
      if (next === title) continue;
      if (
        isMathPiece(next, line) &&
        next.baseline > last.top &&
        next.baseline - last.baseline <= last.size * 1.6
      ) {
        pieces.push(next);
        continue;
      }
      // A line cut at a wide gap where a formula sits ("…the lower bound √" [fraction] "(red), the")
      // goes on to the right on its baseline.
      if (
        Math.abs(next.baseline - last.baseline) < 1 &&
        next.x0 > last.x1 &&
        Math.abs(next.size - line.size) <= 0.6
      ) {
        block.push(...pieces, next);
        rows.push(next);
        pieces = [];
        continue;
      }
      // A formula displayed inside the caption's sentence ("f(x, y) =" [rows of a fraction] "treated in
      // Lemma 15. …") spreads its lines apart: its rows are pieces when the sentence goes on after them.
      const resumes = resumesAfterFormula(lines, i, last, line);
      const resumed = lines[resumes];
      if (resumes > i && resumed) {
        block.push(...pieces, ...lines.slice(i, resumes), resumed);
        rows.push(resumed);
        pieces = [];
        i = resumes;
        continue;
      }
      // Caption lines start under the label (or are centred like it); a line elsewhere is the
      // graphic's own text, e.g. a table's header row set right under its caption.
      // A label set apart from its title hangs the caption's lines under the title, not the label.
      const aligned =
        (next.x0 >= line.x0 - line.size * 1.5 && next.x0 <= line.x0 + line.size * 5) ||
        (title !== undefined && Math.abs(next.x0 - title.x0) <= line.size * 1.5) ||
        Math.abs(next.x0 + next.x1 - last.x0 - last.x1) <= line.size * 2;
      // A caption across both columns may end in a short line that falls in one column.
      if (!aligned || (next.column !== last.column && last.column !== -1)) break;
      // A fraction set between two lines spreads them apart.
      const gap = next.baseline - last.baseline;
      if (
        gap <= 0 ||
        gap > last.size * (pieces.length > 0 ? 2.5 : 1.6) ||
        Math.abs(next.size - line.size) > 0.6 ||
        parseCaption(next.text)
      )
        break;
      block.push(...pieces, next);
      rows.push(next);
      pieces = [];
    }
    const lastRow = rows[rows.length - 1] ?? line;
    block.push(...pieces.filter((piece) => sharesBand(piece, lastRow)));
    for (const l of block) used.add(l);
    const text = [label.rest, ...rows.slice(1).map((l) => l.text)].join(' ').trim();
    captions.push({ ...label, page: line.page, lines: block, rows, text });
  });
  return captions;
}

/** A few characters set much smaller than the caption: an index, a numerator, a limit of a formula. */
function isMathPiece(line: TextLine, caption: TextLine): boolean {
  return line.size < caption.size * 0.8 && line.text.length <= 12;
}

/**
 * Whether a piece sits on a line's band, its baseline between the line's top and bottom: an index
 * or a raised numerator of the line, not a figure's axis label set just above it.
 */
function withinBand(piece: TextLine, line: TextLine): boolean {
  return piece.baseline >= line.top && piece.baseline <= line.bottom;
}

/** Whether a piece overlaps a line's band, from its top to its bottom: set within or against it. */
function sharesBand(piece: TextLine, line: TextLine): boolean {
  return piece.bottom >= line.top - 1 && piece.top <= line.bottom + 1;
}

/**
 * Where a caption's sentence resumes after a formula displayed inside it: the index of its next line
 * when the lines from `from` are rows of a formula (no prose, each close under the one before), the
 * caption's last line leaves its sentence open, and the line after them goes on in lower case in the
 * caption's size, starting under it in its column; `from` when not.
 */
function resumesAfterFormula(
  lines: readonly TextLine[],
  from: number,
  last: TextLine,
  label: TextLine,
): number {
  if (/[.!?。]$/.test(last.text)) return from;
  let above = last;
  for (let i = from; i < lines.length && i < from + 12; i += 1) {
    const next = lines[i];
    if (!next || next.page !== label.page || next.baseline - above.baseline > label.size * 2.5) return from;
    if (next.baseline <= above.top) return from;
    if (isFormulaFragment(next.text) && !hasProseWord(next.text) && !parseCaption(next.text)) {
      above = next.baseline > above.baseline ? next : above;
      continue;
    }
    const resumes =
      i > from &&
      /^\p{Ll}/u.test(next.text) &&
      Math.abs(next.size - label.size) <= 0.6 &&
      next.x0 >= label.x0 - label.size * 1.5 &&
      next.x0 < Math.max(label.x1, last.x1) &&
      (next.column === label.column || label.column === -1 || next.column === -1);
    return resumes ? i : from;
  }
  return from;
}
