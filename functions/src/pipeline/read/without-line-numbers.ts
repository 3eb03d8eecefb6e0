import type { TextRun } from './page-text.js';

/** A run that is a number and nothing else. */
const NUMBER = /^\s*\d{1,5}\s*$/;
/** Fewer numbers than this on a page could be anything (footnote marks, a short list). */
const MIN_NUMBERS = 3;
/** Share of a column's numbers that must stand beside a line of prose. */
const BESIDE_PROSE = 0.6;

const rightEdge = (run: TextRun): number => run.x + run.width;

/**
 * The page's runs without the line numbers a manuscript prints in its margins (LaTeX's lineno, a word
 * processor's line numbering; the versions sent for review and many preprints): read, they land in
 * sentences ("… there is no input line 165 between …") or are glued to the word before the gutter
 * ("should210"). They are told apart by what sets them, not by their values alone: digits only, right
 * edges in one column, counting up down the page, each left of the line it numbers, and most of those
 * lines prose. A table's column of row numbers stands beside cells, not sentences, and stays.
 */
export function withoutLineNumbers(runs: readonly TextRun[]): readonly TextRun[] {
  const numbers = runs.filter((run) => NUMBER.test(run.text));
  if (numbers.length < MIN_NUMBERS) return runs;
  const columns: TextRun[][] = [];
  for (const run of [...numbers].sort((a, b) => rightEdge(a) - rightEdge(b))) {
    const column = columns.at(-1);
    const last = column?.at(-1);
    if (column && last && rightEdge(run) - rightEdge(last) <= 1.5) column.push(run);
    else columns.push([run]);
  }
  const others = runs.filter((run) => !NUMBER.test(run.text));
  const dropped = new Set<TextRun>();
  for (const column of columns) {
    if (column.length < MIN_NUMBERS) continue;
    const downward = [...column].sort((a, b) => a.y - b.y);
    const values = downward.map((run) => Number(run.text));
    if (values.some((value, i) => i > 0 && value <= (values[i - 1] ?? 0))) continue;
    if (!inMargin(downward, others)) continue;
    const rows = downward.map((number) => rowBeside(number, others));
    if (!countsLines(downward, rows, others)) continue;
    const besideProse = downward.filter((number, i) => numbersProse(number, rows[i] ?? [])).length;
    if (besideProse < downward.length * BESIDE_PROSE) continue;
    for (const run of downward) dropped.add(run);
  }
  return dropped.size === 0 ? runs : runs.filter((run) => !dropped.has(run));
}

/**
 * Whether a column of numbers stands outside the text: in the left margin, where almost nothing else on
 * the page begins, or in the gap between two columns, against the left column's line ends. A table's
 * column of numbers stands inside the text's width, below a caption or beside other text that begins
 * further left.
 */
function inMargin(downward: readonly TextRun[], others: readonly TextRun[]): boolean {
  const first = downward[0]!;
  const last = downward[downward.length - 1]!;
  const x0 = Math.min(...downward.map((run) => run.x));
  const x1 = Math.max(...downward.map(rightEdge));
  const band = others.filter((run) => run.y >= first.y - first.size * 2 && run.y <= last.y + last.size * 2);
  // Only a wide equation or figure may cross the numbers' column, and only between them.
  const across = band.filter((run) => run.x < x1 - 0.5 && rightEdge(run) > x0 + 0.5).length;
  if (across > band.length * 0.1) return false;
  const leftEnds = band.filter((run) => rightEdge(run) <= x0 + 0.5).map(rightEdge);
  if (leftEnds.length > 0) return Math.max(...leftEnds) >= x0 - first.size * 2;
  return others.filter((run) => run.x < x1).length <= others.length * 0.05;
}

/**
 * Whether the numbers count the lines between them (`rows`: the runs beside each): from one to the next
 * they go up by about as many lines as the text beside them has there (lineno counts every line, or prints every fifth). Section
 * numbers, and the chapters of a contents list, go up by one over many lines.
 */
function countsLines(
  downward: readonly TextRun[],
  rows: readonly (readonly TextRun[])[],
  others: readonly TextRun[],
): boolean {
  const first = downward[0]!;
  const last = downward[downward.length - 1]!;
  // The lines numbered begin at the column's edge: the first text right of the numbers.
  const edges = rows
    .map((row) => row[0]?.x)
    .filter((x): x is number => x !== undefined)
    .sort((a, b) => a - b);
  const edge = edges[Math.floor(edges.length / 2)];
  if (edge === undefined) return false;
  const baselines = [
    ...new Set(
      others
        .filter((run) => Math.abs(run.x - edge) <= 2 && run.y >= first.y - 1 && run.y <= last.y + 1)
        .map((run) => Math.round(run.y)),
    ),
  ].sort((a, b) => a - b);
  const gaps = baselines
    .slice(1)
    .map((y, i) => y - (baselines[i] ?? y))
    .filter((gap) => gap >= first.size * 0.5)
    .sort((a, b) => a - b);
  const pitch = gaps[Math.floor(gaps.length / 2)];
  if (pitch === undefined) return false;
  const ratios = downward
    .slice(1)
    .map((run, i) => {
      const before = downward[i]!;
      return (Number(run.text) - Number(before.text)) / Math.max(1, (run.y - before.y) / pitch);
    })
    .sort((a, b) => a - b);
  return (ratios[Math.floor(ratios.length / 2)] ?? 0) >= 0.75;
}

/** The runs right of `number` on its baseline, left to right. */
function rowBeside(number: TextRun, others: readonly TextRun[]): TextRun[] {
  const start = rightEdge(number);
  return others
    .filter((run) => Math.abs(run.y - number.y) <= number.size * 0.4 && run.x >= start && run.width > 0)
    .sort((a, b) => a.x - b.x);
}

/** Whether `row`, the runs right of `number` on its baseline, set apart from it, reads as a line of prose. */
function numbersProse(number: TextRun, row: readonly TextRun[]): boolean {
  const start = rightEdge(number);
  const first = row[0];
  if (!first || first.x - start < Math.max(2, number.size * 0.3)) return false;
  // The line it numbers: the runs that follow on without a column's gap.
  const line = [first];
  for (const run of row.slice(1)) {
    const last = line[line.length - 1]!;
    if (run.x - rightEdge(last) > last.size * 2) break;
    line.push(run);
  }
  const words = line
    .map((run) => run.text)
    .join(' ')
    .match(/\p{L}{2,}/gu);
  return (words?.length ?? 0) >= 4;
}
