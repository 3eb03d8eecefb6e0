import { describe, expect, it } from 'vitest';
import type { TextRun } from './page-text.js';
import { withoutLineNumbers } from './without-line-numbers.js';

const run = (text: string, x: number, y: number, size = 10, width = text.length * size * 0.45): TextRun => ({
  text,
  x,
  y,
  width,
  size,
  font: size < 8 ? 'tiny' : 'body',
});

const PROSE = 'the model is trained on every paper the corpus holds';

/** Two columns of prose, 40 lines each at a 12-point pitch, numbered as lineno numbers them. */
function numberedPage(): { runs: TextRun[]; numbers: TextRun[] } {
  const runs: TextRun[] = [];
  const numbers: TextRun[] = [];
  for (let i = 0; i < 40; i++) {
    const y = 100 + i * 12;
    runs.push(run(PROSE, 54, y, 10, 245), run(PROSE, 317, y, 10, 245));
    if (i % 5 === 0) {
      // the left column's in the left margin, the right column's in the gap between the columns
      numbers.push(run(String(100 + i), 44 - 7.5, y, 5), run(String(140 + i), 307 - 7.5, y, 5));
    }
  }
  return { runs: [...runs, ...numbers], numbers };
}

describe('withoutLineNumbers', () => {
  it("drops a manuscript's line numbers, in the margin and between the columns", () => {
    const { runs, numbers } = numberedPage();
    const kept = withoutLineNumbers(runs);
    expect(kept).toHaveLength(runs.length - numbers.length);
    expect(kept.some((r) => /^\d+$/.test(r.text))).toBe(false);
  });

  it("keeps a table's column of row numbers beside descriptions, and section numbers", () => {
    const runs: TextRun[] = [
      run('Table 2: Meaning of the integer return parameters of the integration routines.', 81, 208),
      run('Nr', 91, 278),
      run('Description', 121, 278),
    ];
    for (let i = 1; i <= 9; i++) {
      runs.push(
        run(String(i), 95, 300 + i * 17),
        run(`the number of function evaluations so far ${i}`, 121, 300 + i * 17),
      );
    }
    expect(withoutLineNumbers(runs)).toHaveLength(runs.length);

    const headings: TextRun[] = [];
    for (let i = 1; i <= 4; i++) {
      headings.push(
        run(String(i), 40, 100 + i * 150),
        run('A section heading of several words', 54, 100 + i * 150),
      );
      for (let line = 1; line < 12; line++) headings.push(run(PROSE, 54, 100 + i * 150 + line * 12));
    }
    expect(withoutLineNumbers(headings)).toHaveLength(headings.length);
  });
});
