import { describe, expect, it } from 'vitest';
import { detectGutter } from './detect-gutter.js';
import { harmonizeGutters } from './harmonize-gutters.js';
import type { PageText, TextLine } from './page-text.js';
import { readingOrder } from './reading-order.js';

function line(text: string, x0: number, baseline: number, width = 230): TextLine {
  return {
    text,
    page: 1,
    x0,
    x1: x0 + width,
    top: baseline - 8.5,
    bottom: baseline + 2.5,
    baseline,
    size: 10,
    font: 'body',
    neighbours: 0,
    column: 0,
  };
}

/** A column of `count` lines from `y`, the last one ending as given. */
function column(name: string, x0: number, y: number, count: number, last: string): TextLine[] {
  return Array.from({ length: count }, (_, i) =>
    line(i === count - 1 ? last : `${name} line ${i} of running text`, x0, y + i * 12),
  );
}

const FLOAT = [line('Figure 4: a full-width float between the columns of the page.', 60, 400, 480)];

describe('readingOrder around a full-width float', () => {
  it('reads the left column on below the float when its sentence goes on there', () => {
    const lines = [
      ...column('left-above', 60, 100, 10, 'the model is trained on'),
      ...column('Right-above', 320, 100, 10, 'which closes the argument.'),
      ...FLOAT,
      ...column('left-below', 60, 450, 10, 'the end of the left column.').map((l, i) =>
        i === 0 ? { ...l, text: 'eight GPUs for three days.' } : l,
      ),
      ...column('right-below', 320, 450, 10, 'the end of the page.'),
    ];
    const text = readingOrder(lines, 310).map((l) => l.text);
    expect(text.indexOf('the model is trained on') + 1).toBe(text.indexOf('eight GPUs for three days.'));
    expect(text.indexOf('the end of the left column.')).toBeLessThan(
      text.indexOf('Right-above line 0 of running text'),
    );
  });

  it('reads band by band when the text above the float ends there', () => {
    const lines = [
      ...column('left-above', 60, 100, 10, 'the left column ends here.'),
      ...column('Right-above', 320, 100, 10, 'and the right one here.'),
      ...FLOAT,
      ...column('Left-below', 60, 450, 10, 'more text.'),
      ...column('Right-below', 320, 450, 10, 'the end.'),
    ];
    const text = readingOrder(lines, 310).map((l) => l.text);
    expect(text.indexOf('the left column ends here.') + 1).toBe(
      text.indexOf('Right-above line 0 of running text'),
    );
    expect(text.indexOf('and the right one here.')).toBeLessThan(
      text.indexOf('Left-below line 0 of running text'),
    );
  });

  it("keeps a wide caption's last line after it when a two-column figure's labels sit above", () => {
    // Axis labels end anywhere: a short one is not a paragraph cut off by the float.
    const labels = [
      line('40', 94, 314, 7),
      line('iter. (1e4)', 180, 381, 27),
      line('Training', 318, 314, 30),
      line('iter. (1e4)', 404, 381, 27),
    ];
    const lines = [
      ...column('left-above', 60, 100, 10, 'the left column ends here.'),
      ...column('Right-above', 320, 100, 10, 'and the right one here.'),
      ...labels,
      line('Figure 4. Training on ImageNet, a caption as wide as the page that goes on', 60, 400, 480),
      ...column('their', 60, 412, 10, 'the end of the left column.').map((l, i) =>
        i === 0 ? { ...l, text: 'their plain counterparts.', x1: l.x0 + 90 } : l,
      ),
      ...column('Right-below', 320, 430, 10, 'the end.'),
    ];
    const text = readingOrder(lines, 310).map((l) => l.text);
    expect(
      text.indexOf('Figure 4. Training on ImageNet, a caption as wide as the page that goes on') + 1,
    ).toBe(text.indexOf('their plain counterparts.'));
  });
});

describe('detectGutter on a first page', () => {
  it('finds the columns below a full-width title and abstract, even with offset baselines', () => {
    const front = Array.from({ length: 14 }, (_, i) =>
      line(`full-width abstract line ${i} that crosses the middle of the page`, 100, 80 + i * 12, 400),
    );
    const left = column('left', 60, 280, 12, 'left end.');
    const right = column('right', 320, 284, 12, 'right end.');
    expect(detectGutter([...front, ...left, ...right], 612)).toBeGreaterThan(290);
  });
});

describe('readingOrder along a row', () => {
  it('reads the words of a justified line cut at its wide spaces left to right, though their positions differ in the last bits', () => {
    const words = [
      { ...line('Additionally,', 177, 146.88, 53), top: 138.379999 },
      { ...line('for', 81, 146.880001, 11), top: 138.380001 },
      { ...line('β-sitosterol.', 108, 146.88, 54), top: 138.38 },
    ];
    const text = readingOrder(
      [line('superimposable to the spectrum recorded', 81, 132.9), ...words],
      undefined,
    ).map((l) => l.text);
    expect(text).toEqual([
      'superimposable to the spectrum recorded',
      'for',
      'β-sitosterol.',
      'Additionally,',
    ]);
  });
});

describe('harmonizeGutters on a first page', () => {
  it("gives the paper's gutter to a first page whose full-width abstract leaves the columns a few lines", () => {
    const page = (number: number, lines: TextLine[], gutter: number | undefined): PageText => ({
      page: number,
      width: 612,
      height: 792,
      lines: lines.map((l) => ({ ...l, page: number })),
      gutter,
    });
    const abstract = Array.from({ length: 14 }, (_, i) =>
      line(`full-width abstract line ${i} that crosses the middle of the page`, 60, 200 + i * 12, 480),
    );
    const first = page(
      1,
      [
        ...abstract,
        ...column('left', 60, 600, 4, 'the left column goes on'),
        ...column('right', 320, 600, 4, 'the right column goes on'),
      ],
      undefined,
    );
    const later = [2, 3].map((n) =>
      page(n, [...column('left', 60, 100, 20, 'end.'), ...column('right', 320, 100, 20, 'end.')], 310),
    );
    const [harmonized] = harmonizeGutters([first, ...later]);
    const text = harmonized?.lines.map((l) => l.text) ?? [];
    expect(harmonized?.gutter).toBe(310);
    expect(text.indexOf('the left column goes on')).toBeLessThan(
      text.indexOf('right line 0 of running text'),
    );
  });
});
