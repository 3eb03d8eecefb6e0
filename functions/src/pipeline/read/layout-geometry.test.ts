import { describe, expect, it } from 'vitest';
import { detectGutter } from './detect-gutter.js';
import { analyzeLayout, findSideColumn, unnumberedHeadings } from './analyze-layout.js';
import { findCaptions } from './find-captions.js';
import { findRunningText } from './find-running-text.js';
import { findChapterTitle, findTitle, titleText } from './find-title.js';
import { groupLines } from './group-lines.js';
import { inkBounds } from './ink-bounds.js';
import { markProse } from './mark-prose.js';
import { parsePnm } from './parse-pnm.js';
import type { PageText, TextLine, TextRun } from './page-text.js';
import { readingOrder } from './reading-order.js';
import { splitReferences } from './split-references.js';

function run(text: string, x: number, y: number, size = 10, font = 'body'): TextRun {
  return { text, x, y, width: text.length * size * 0.5, size, font };
}

function line(text: string, x0: number, baseline: number, options: Partial<TextLine> = {}): TextLine {
  const size = options.size ?? 10;
  return {
    text,
    page: 1,
    x0,
    x1: x0 + text.length * size * 0.5,
    top: baseline - size * 0.85,
    bottom: baseline + size * 0.25,
    baseline,
    size,
    font: 'body',
    neighbours: 0,
    column: 0,
    ...options,
  };
}

/** Two columns of 20 body lines each, 300 pt apart. */
function twoColumns(): TextLine[] {
  const lines: TextLine[] = [];
  for (let i = 0; i < 20; i += 1) {
    lines.push(line(`left column line number ${i} of the text here`, 50, 100 + i * 12));
    lines.push(line(`right column line number ${i} of the text here`, 320, 100 + i * 12));
  }
  return lines;
}

describe('groupLines', () => {
  it('joins runs on one baseline and inserts spaces at word gaps', () => {
    const lines = groupLines([run('Deep', 50, 100), run('Residual', 75, 100.5)], 1);
    expect(lines.map((l) => l.text)).toEqual(['Deep Residual']);
  });
  it('splits a row at a column-wide gap', () => {
    const lines = groupLines([run('left text', 50, 100), run('right text', 320, 100)], 1);
    expect(lines.map((l) => l.text)).toEqual(['left text', 'right text']);
    expect(lines.every((l) => l.neighbours === 1)).toBe(true);
  });
  it('parts columns set closer than a word space at the gutter, and no justified line across it', () => {
    // The left column's line ends at 290, the right one's starts at 299: nine points apart.
    const left = run('the only supported way', 180, 100);
    const right = run('About the authors', 299, 100);
    expect(groupLines([left, right], 1).map((l) => l.text)).toEqual([
      'the only supported way About the authors',
    ]);
    expect(groupLines([left, right], 1, 295).map((l) => l.text)).toEqual([
      'the only supported way',
      'About the authors',
    ]);
    // A spanning line's ordinary word space over the gutter stays a space.
    expect(
      groupLines([run('A spanning', 240, 100), run('title', 293, 100)], 1, 292).map((l) => l.text),
    ).toEqual(['A spanning title']);
  });
  it('reads text printed over itself once: a logo drawn with a shadow, bold faked by overstriking', () => {
    const shadow = [0, 0.2, 0.4, 0.6, 0.8].map((shift) => run('symptote', 280 - shift, 442 + shift, 24));
    expect(groupLines(shadow, 1).map((l) => l.text)).toEqual(['symptote']);
    const struck = [run('Note', 50, 100), run('Note', 50.3, 100), run('the', 75, 100), run('the', 95, 100)];
    expect(groupLines(struck, 1).map((l) => l.text)).toEqual(['Note the the']);
  });
  it('drops superscript footnote marks', () => {
    const lines = groupLines(
      [run('Ada Lovelace', 50, 100), run('1', 110, 96, 6), run(', Alan Turing', 113, 100)],
      1,
    );
    expect(lines[0]?.text).toBe('Ada Lovelace, Alan Turing');
  });
  it('marks an index that has no Unicode script letters with an underscore', () => {
    // "p" with "data" set small below the baseline; "t" has a script letter
    const lines = groupLines(
      [
        run('the ratio p', 50, 100),
        run('data', 105, 102, 7),
        run('(x) at h', 119, 100),
        run('t', 159, 102, 7),
      ],
      1,
    );
    expect(lines[0]?.text).toBe('the ratio p_data(x) at hₜ');
  });
  it("keeps a number's thousands together across TeX's thin space after a maths comma", () => {
    // "900," is 20 wide at x 50; a thin space (1/6 em) before "000", a word space before "128"
    const lines = groupLines(
      [
        run('of 900,', 50, 100),
        run('000 words and 64,', 86.7, 100),
        run('128 or 1,', 176.7, 100),
        run('2345', 225, 100),
      ],
      1,
    );
    expect(lines[0]?.text).toBe('of 900,000 words and 64, 128 or 1, 2345');
  });
  it('keeps a set, an interval and a tuple of three-digit numbers a list across the thin space', () => {
    const lines = groupLines(
      [run('in {224,', 50, 100), run('256} and (128,', 91.7, 100), run('512)', 163.4, 100)],
      1,
    );
    expect(lines[0]?.text).toBe('in {224, 256} and (128, 512)');
  });
  it('closes up punctuation after a gap, but not a full stop that opens a word', () => {
    // "one" is 15 wide at 50; the next run starts 3 further on, as a dropped superscript leaves it.
    expect(groupLines([run('one', 50, 100), run(', and', 68, 100)], 1)[0]?.text).toBe('one, and');
    expect(groupLines([run('one', 50, 100), run('.dat file', 68, 100)], 1)[0]?.text).toBe('one .dat file');
  });
  it('keeps a heading number together with its title across a quad space', () => {
    const lines = groupLines([run('1', 50, 100, 12), run('Introduction', 74, 100, 12)], 1);
    expect(lines.map((l) => l.text)).toEqual(['1 Introduction']);
  });
  it('repairs ligatures and LaTeX spacing accents', () => {
    const lines = groupLines([run('eﬃcient Fern´', 50, 100), run('andez', 115, 100)], 1);
    expect(lines[0]?.text).toBe('efficient Fernández');
  });
  it('reads the hyphen a word processor maps to three characters as one, and a soft hyphen only at a break', () => {
    expect(
      groupLines([run('de-\u00ad\u2010noising (-\u00ad\u2010in) re\u00adcall', 50, 100)], 1)[0]?.text,
    ).toBe('de-noising (-in) recall');
    expect(groupLines([run('a word broken at the line end, repre\u00ad', 50, 100)], 1)[0]?.text).toBe(
      'a word broken at the line end, repre-',
    );
  });
  it('puts an accent kerned back over the next letter on that letter, in the same word', () => {
    // "Albert GR ¨" is 11 letters wide (50 to 105); "AF" starts under its accent, at 100.
    expect(groupLines([run('Albert GR ¨', 50, 100), run('AF', 100, 100)], 1)[0]?.text).toBe('Albert GRÄF');
    // An accent a word space before the word it opens stays that word's.
    expect(groupLines([run('the ´', 50, 100), run('Ecole', 68, 100)], 1)[0]?.text).toBe('the École');
  });
  it('keeps a table row set smaller than the body in one row, its short cells with its long ones', () => {
    // Body text above and below the table, so the row is not the page's last.
    const body = Array.from({ length: 30 }, (_, i) =>
      run('body text of the page', 50, i < 15 ? 50 + i * 12 : 520 + i * 12),
    );
    const row = [
      run('Glucose-6-phosphate', 50, 500, 7),
      run('1.25', 200, 500, 7),
      run('0.03', 260, 500, 7),
      run('ns', 320, 500, 7),
    ];
    const lines = groupLines([...body, ...row], 1).filter((l) => l.baseline === 500);
    expect(lines.map((l) => l.text)).toEqual(['Glucose-6-phosphate', '1.25', '0.03', 'ns']);
    expect(lines.every((l) => l.neighbours === 3)).toBe(true);
  });
});

describe('detectGutter and readingOrder', () => {
  it('finds the gap between two columns', () => {
    const gutter = detectGutter(twoColumns(), 612);
    expect(gutter).toBeGreaterThan(270);
    expect(gutter).toBeLessThan(320);
  });
  it('finds no gutter on a single-column page', () => {
    const lines = Array.from({ length: 30 }, (_, i) =>
      line(`a long single column line of body text number ${i} that spans the page`, 60, 100 + i * 12),
    );
    expect(detectGutter(lines, 612)).toBeUndefined();
  });
  it('reads the left column before the right one, and spanning lines in place', () => {
    const lines = [...twoColumns(), line('A TITLE THAT SPANS BOTH OF THE COLUMNS ON THE PAGE', 150, 60)];
    const ordered = readingOrder(lines, 310);
    expect(ordered[0]?.text).toMatch(/^A TITLE/);
    expect(ordered[0]?.column).toBe(-1);
    expect(ordered[1]?.text).toBe('left column line number 0 of the text here');
    expect(ordered[20]?.text).toBe('left column line number 19 of the text here');
    expect(ordered[21]?.text).toBe('right column line number 0 of the text here');
  });
});

describe('findRunningText', () => {
  function page(number: number, extra: TextLine[]): PageText {
    return {
      page: number,
      width: 612,
      height: 792,
      gutter: undefined,
      lines: [line('Body text of the page', 60, 300, { page: number }), ...extra],
    };
  }
  it('removes headers repeated across pages and bare page numbers', () => {
    const pages = [1, 2, 3].map((n) =>
      page(n, [
        line('Sparse Widget Networks (preprint)', 200, 40, { page: n }),
        line(String(n), 300, 760, { page: n }),
      ]),
    );
    const running = findRunningText(pages);
    expect([...running].map((l) => l.text).sort()).toEqual(
      ['1', '2', '3', ...Array(3).fill('Sparse Widget Networks (preprint)')].sort(),
    );
  });
  it('finds a running foot above the page number', () => {
    const pages = [1, 2, 3].map((n) =>
      page(n, [
        line('COPPE/UFRJ/PESC', 60, 745, { page: n }),
        line('Biolchini, Mian, Natali, Travassos', 350, 745, { page: n }),
        line(String(n + 4), 300, 760, { page: n }),
      ]),
    );
    const running = [...findRunningText(pages)].map((l) => l.text);
    expect(running.filter((text) => text === 'COPPE/UFRJ/PESC')).toHaveLength(3);
    expect(running.filter((text) => text.startsWith('Biolchini'))).toHaveLength(3);
  });
  it('finds the running heads of a book set in the middle of a larger sheet, a sixth of the way down', () => {
    const pages = [1, 2, 3, 4].map((n): PageText => ({
      page: n,
      width: 595,
      height: 842,
      gutter: undefined,
      lines: [
        line(String(n + 7), 140, 134, { page: n }),
        line(n % 2 === 0 ? 'ANALYSIS USING R' : 'SURVIVAL ANALYSIS', 368, 134, { page: n }),
        ...Array.from({ length: 12 }, (_, i) =>
          line(
            `${'abcdefghijklmnopqrstuvwxyz'.slice(i, i + n)} of the text, set in the middle of the sheet`,
            140,
            149 + i * 45,
            {
              page: n,
            },
          ),
        ),
      ],
    }));
    expect([...findRunningText(pages)].map((l) => l.text).sort()).toEqual(
      [
        '8',
        '9',
        '10',
        '11',
        'ANALYSIS USING R',
        'ANALYSIS USING R',
        'SURVIVAL ANALYSIS',
        'SURVIVAL ANALYSIS',
      ].sort(),
    );
  });
  it("finds page numbers set an eighth of the page up (LaTeX's article class) when they number the pages in step", () => {
    const numbered = [1, 2, 3, 4].map((n) => page(n, [line(String(n + 1), 303, 702, { page: n })]));
    expect([...findRunningText(numbered)].map((l) => l.text).sort()).toEqual(['2', '3', '4', '5']);
    // Bare numbers that high and out of step are a figure's or a table's, and stay.
    const ticks = [1, 2, 3, 4].map((n) => page(n, [line(String(10 * n), 303, 702, { page: n })]));
    expect(findRunningText(ticks).size).toBe(0);
  });
  it('finds a page number out of step where the numbers in step sit (a title page counted apart)', () => {
    // The title page prints "1", and so does the first page of the body, on the third sheet.
    const numbers = [1, 0, 1, 2, 3, 4];
    const pages = numbers.map((value, index) =>
      page(index + 1, value === 0 ? [] : [line(String(value), 299, 702, { page: index + 1 })]),
    );
    expect([...findRunningText(pages)].map((l) => `${l.page}:${l.text}`).sort()).toEqual([
      '1:1',
      '3:1',
      '4:2',
      '5:3',
      '6:4',
    ]);
    // A number elsewhere on the page is not the page's number.
    pages[0] = page(1, [line('1', 400, 702, { page: 1 })]);
    expect([...findRunningText(pages)].map((l) => `${l.page}:${l.text}`)).not.toContain('1:1');
  });
  it('keeps margin text that appears once', () => {
    const pages = [
      page(1, [line('Proceedings of a conference, pages 1-10', 100, 770)]),
      page(2, []),
      page(3, []),
    ];
    expect(findRunningText(pages).size).toBe(0);
  });
});

describe('findTitle', () => {
  it('takes the largest text near the top, with its second line, ignoring a logo letter and a banner', () => {
    const lines = [
      line('J', 60, 90, { size: 60 }),
      line('Journal of Examples', 80, 70, { size: 21 }),
      line('Apparent and average accelerations of', 60, 180, { size: 24.8 }),
      line('the Universe', 60, 208, { size: 24.8 }),
      line('Krzysztof Bolejko', 130, 240, { size: 14 }),
    ];
    expect(findTitle(lines, 792).map((l) => l.text)).toEqual([
      'Apparent and average accelerations of',
      'the Universe',
    ]);
  });
});

describe('titleText of a title and its subtitle', () => {
  it('parts a subtitle that opens on a capital after a line ending on a small word, not a title in title case', () => {
    const text = (...texts: string[]): string => titleText(texts.map((t, i) => line(t, 100, 100 + i * 20)));
    expect(text('The SIunits package', 'Consistent application of SI units')).toBe(
      'The SIunits package: Consistent application of SI units',
    );
    expect(text('- mecaso -', 'Package pour les formules en mécanique du', 'solide')).toBe(
      'mecaso: Package pour les formules en mécanique du solide',
    );
    expect(text('Conducting Meta-Analyses in R with the metafor', 'Package')).toBe(
      'Conducting Meta-Analyses in R with the metafor Package',
    );
    const manual = [
      line('LilyPond', 72, 221, { size: 20.7 }),
      line('The music typesetter', 425, 252, { size: 10.9 }),
      line('Music Glossary', 72, 265, { size: 20.7 }),
      line('The LilyPond development team', 72, 353, { size: 14.3 }),
    ];
    const title = findTitle(manual, 842);
    expect(title.map((l) => l.text)).toEqual(['LilyPond', 'Music Glossary']);
    expect(titleText(title)).toBe('LilyPond: Music Glossary');
    expect(text('Apparent and average accelerations of the', 'Universe')).toBe(
      'Apparent and average accelerations of the Universe',
    );
  });

  it('never takes a bar of links or a list’s item for the title', () => {
    const lines = [
      line('[ English Version | Japanese Version ]', 72, 172, { size: 14 }),
      line('• Introduction', 100, 198, { size: 14 }),
      line('♦ Starting xfig', 133, 211, { size: 14 }),
    ];
    expect(findTitle(lines, 842)).toEqual([]);
  });
});

describe('findTitle set with wide spacing', () => {
  it('goes on to a connective on a line of its own and past it', () => {
    const lines = [
      line('A Tutorial', 258, 152, { size: 20.7 }),
      line('for', 293, 195, { size: 20.7 }),
      line('PARI / GP', 253, 240, { size: 20.7 }),
      line('(version 2.15.2)', 256, 291, { size: 13.1 }),
    ];
    expect(findTitle(lines, 842).map((l) => l.text)).toEqual(['A Tutorial', 'for', 'PARI / GP']);
    const introduction = [
      line('Introduction', 249, 152, { size: 20.7 }),
      line('to', 297, 194, { size: 20.7 }),
      line('parallel GP', 254, 238, { size: 20.7 }),
    ];
    expect(findTitle(introduction, 842).map((l) => l.text)).toEqual(['Introduction', 'to', 'parallel GP']);
    const apart = [
      line('A Tutorial', 258, 152, { size: 20.7 }),
      line('Chapter One', 253, 197, { size: 20.7 }),
    ];
    expect(findTitle(apart, 842).map((l) => l.text)).toEqual(['A Tutorial']);
  });
});

describe('findTitle with a last line of few letters', () => {
  it('goes on to a date its open line asks for, without the footnote mark, and not past a closed one', () => {
    const dated = [
      line('Introduction to the Matrix package — as of', 151, 162, { size: 17.2 }),
      line('Feb. 2005*', 272, 184, { size: 17.2 }),
      line('Douglas Bates', 269, 217, { size: 12 }),
    ];
    const title = findTitle(dated, 792);
    expect(title.map((l) => l.text)).toEqual(['Introduction to the Matrix package — as of', 'Feb. 2005*']);
    expect(titleText(title)).toBe('Introduction to the Matrix package — as of Feb. 2005');
    const closed = [
      line('Sparse Model Matrices', 151, 162, { size: 17.2 }),
      line('2005', 272, 184, { size: 17.2 }),
    ];
    expect(findTitle(closed, 792).map((l) => l.text)).toEqual(['Sparse Model Matrices']);
  });
});

describe('findTitle under a banner naming the article type', () => {
  it('takes the title, not the larger banner, and keeps a title that only names a note', () => {
    const lines = [
      line('BIOINFORMATICS APPLICATIONS NOTE', 62, 52, { size: 17.4 }),
      line('Sequence analysis', 62, 84, { size: 12 }),
      line('pfsearchV3: a code acceleration and heuristic to search PROSITE', 62, 109, { size: 15.9 }),
      line('profiles', 62, 130, { size: 15.9 }),
    ];
    expect(findTitle(lines, 792).map((l) => l.text)).toEqual([
      'pfsearchV3: a code acceleration and heuristic to search PROSITE',
      'profiles',
    ]);
    const note = [line('A Technical Note on Sparse Solvers', 62, 100, { size: 18 })];
    expect(findTitle(note, 792).map((l) => l.text)).toEqual(['A Technical Note on Sparse Solvers']);
  });
});

describe('findTitle on a title page with its contents list', () => {
  it('does not take the contents heading for the title, however large it is set', () => {
    const lines = [
      line('PyScanFCS', 77, 67, { size: 14.4 }),
      line('Data evaluation for perpendicular line scanning FCS', 77, 81, { size: 12 }),
      line('Contents', 71, 212, { size: 17.2 }),
      line('1 Introduction', 71, 238, { size: 12 }),
    ];
    expect(findTitle(lines, 842).map((l) => l.text)).toEqual(['PyScanFCS']);
    // Nor any other part's name: a German contents list, an abstract's heading.
    for (const heading of ['Inhaltsverzeichnis', 'Abstract:']) {
      const withHeading = lines.map((l) => (l.text === 'Contents' ? { ...l, text: heading } : l));
      expect(findTitle(withHeading, 842).map((l) => l.text)).toEqual(['PyScanFCS']);
    }
  });
  it('takes neither a contents entry set larger than the title nor the version line', () => {
    // A manual's first page: its version and date at the top, the title, and the contents list
    // whose chapter entries are set larger, each with its page number at the right.
    const lines = [
      line('version 6.01, 15 August, 1995', 412, 123, { size: 9.1 }),
      line('Multiple-Scattering X-ray Absorption Fine Structure Code', 72, 160, { size: 7 }),
      line('Contents', 72, 214, { size: 21.3 }),
      ...[
        '1 Synopsis, please read this entire section',
        '2 Conceptual description',
        '3 Program structure',
      ].flatMap((entry, i) => [
        line(entry, 72, 243 + i * 28, { size: 14 }),
        line(String(3 + i), 534, 243 + i * 28, { size: 14 }),
      ]),
    ];
    expect(findTitle(lines, 792).map((l) => l.text)).toEqual([
      'Multiple-Scattering X-ray Absorption Fine Structure Code',
    ]);
  });
  it("keeps a title's second line that is a part's name", () => {
    const lines = [
      line('Customising spatial data classes and', 100, 120, { size: 17.2 }),
      line('methods', 250, 141, { size: 17.2 }),
      line('Edzer Pebesma', 200, 180, { size: 12 }),
    ];
    expect(findTitle(lines, 842).map((l) => l.text)).toEqual([
      'Customising spatial data classes and',
      'methods',
    ]);
  });
});

describe('findTitle above a project’s funding', () => {
  it('ends the title before a funding line set in its size', () => {
    const lines = [
      line('Parallel DYNARE Toolbox', 185, 110, { size: 20.7 }),
      line('FP7 Funded', 246, 135, { size: 20.7 }),
      line('Project MONFISPOL Grant no.: 225149', 127, 160, { size: 20.7 }),
      line('Marco Ratto', 258, 198, { size: 14.3 }),
    ];
    expect(findTitle(lines, 842).map((l) => l.text)).toEqual(['Parallel DYNARE Toolbox']);
  });
});

describe('findTitle on a title page of a few lines', () => {
  it('takes the title set low on the page', () => {
    const lines = [
      line('Score Description Library', 239, 595, { size: 24.8 }),
      line('Reference Manual', 351, 632, { size: 24.8 }),
      line('Pedro J. Morales.', 444, 677, { size: 10.9 }),
      line('July 25, 2007', 463, 718, { size: 10.9 }),
    ];
    expect(findTitle(lines, 842).map((l) => l.text)).toEqual([
      'Score Description Library',
      'Reference Manual',
    ]);
  });
});

describe('findChapterTitle', () => {
  const titlePage = [
    line('A Handbook of Statistical Analyses Using R', 144, 140, { size: 17.2 }),
    line('— 3rd Edition', 257, 159, { size: 17.2 }),
    line('Torsten Hothorn and Brian S. Everitt', 215, 221, { size: 12 }),
  ];
  const chapterPage = (number: number): TextLine[] => [
    line(`CHAPTER ${number}`, 280, 158, { page: 3 }),
    line('Survival Analysis:', 244, 187, { size: 17.2, page: 3 }),
    line('Glioma Treatment and', 225, 206, { size: 17.2, page: 3 }),
    line('Breast Cancer Survival', 221, 225, { size: 17.2, page: 3 }),
    line('11.1 Introduction', 144, 282, { page: 3 }),
  ];
  it('takes the title of a chapter printed alone after its book’s title page', () => {
    const found = findChapterTitle([titlePage, [], chapterPage(11)], 10);
    expect(found?.opener.text).toBe('CHAPTER 11');
    expect(titleText(found?.title ?? [])).toBe(
      'Survival Analysis: Glioma Treatment and Breast Cancer Survival',
    );
  });
  it('leaves a document of several chapters, or one whose first page is no bare title page, to its first page', () => {
    expect(findChapterTitle([titlePage, chapterPage(1), chapterPage(2)], 10)).toBeUndefined();
    expect(findChapterTitle([titlePage, chapterPage(1)], 10)).toBeUndefined();
    const abstractPage = [...titlePage, line('Abstract. '.repeat(12), 72, 300)];
    expect(findChapterTitle([abstractPage, chapterPage(11)], 10)).toBeUndefined();
  });
});

describe('titleText', () => {
  it("leaves off the full stop a title page closes the title with, not an abbreviation's", () => {
    const title = (...texts: string[]): string =>
      titleText(texts.map((text, i) => line(text, 72, 80 + i * 20)));
    expect(title('The implementation of Smooth Particle', 'Hydrodynamics in LAMMPS.')).toBe(
      'The implementation of Smooth Particle Hydrodynamics in LAMMPS',
    );
    expect(title('Readjoiner 1.2: User manual.')).toBe('Readjoiner 1.2: User manual');
    expect(title('Phytochemical and Biological investigations of Phoenix paludosa Roxb.')).toBe(
      'Phytochemical and Biological investigations of Phoenix paludosa Roxb.',
    );
    expect(title('Deep Learning et al.')).toBe('Deep Learning et al.');
  });
});

describe('findTitle set double-spaced', () => {
  it('goes on after a line that cannot end the title, and not past one that can', () => {
    const bold = { size: 12, font: 'bold' };
    const lines = [
      line('CALCULATING PER-ATOM AND GROUP/GROUP QUANTITIES USING', 72, 82, bold),
      line('THE LATTICE SUM METHOD', 72, 103, bold),
      line('Author: Stan G. Moore', 87, 138, { size: 12 }),
    ];
    expect(findTitle(lines, 792).map((l) => l.text)).toEqual([
      'CALCULATING PER-ATOM AND GROUP/GROUP QUANTITIES USING',
      'THE LATTICE SUM METHOD',
    ]);
    const closed = [
      line('Quantities by the Lattice Sum Method', 72, 82, bold),
      line('Introduction to the Method', 72, 103, bold),
    ];
    expect(findTitle(closed, 792).map((l) => l.text)).toEqual(['Quantities by the Lattice Sum Method']);
  });
});

describe('splitReferences', () => {
  it('splits a numbered bibliography at its markers and rejoins wrapped entries', () => {
    const lines = [
      line('[1] K. He and J. Sun. Deep residual learn-', 50, 100),
      line('ing for image recognition. In CVPR, 2016.', 60, 110),
      line('[2] A. Vaswani et al. Attention is all you need.', 50, 122),
    ];
    expect(splitReferences(lines)).toEqual([
      '[1] K. He and J. Sun. Deep residual learning for image recognition. In CVPR, 2016.',
      '[2] A. Vaswani et al. Attention is all you need.',
    ]);
  });
  it('splits an author-year bibliography at its hanging indent', () => {
    const lines = [
      line('Bengio, Y. (2009). Learning deep architectures', 50, 100),
      line('for AI. Foundations and Trends.', 60, 110),
      line('Hinton, G. (2006). A fast learning algorithm.', 50, 122),
    ];
    expect(splitReferences(lines)).toHaveLength(2);
  });
});

describe('inkBounds', () => {
  function blank(width: number, height: number): { data: Uint8ClampedArray; width: number; height: number } {
    return { data: new Uint8ClampedArray(width * height * 4).fill(255), width, height };
  }
  function paint(pixels: ReturnType<typeof blank>, x0: number, y0: number, x1: number, y1: number): void {
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1)
        pixels.data.fill(0, (y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3);
  }
  it('returns the box around the ink inside an area', () => {
    const pixels = blank(100, 100);
    paint(pixels, 20, 30, 60, 50);
    expect(inkBounds(pixels, { x0: 0, y0: 0, x1: 100, y1: 100 })).toEqual({ x0: 20, y0: 30, x1: 60, y1: 50 });
  });
  it('ignores ink under the masks', () => {
    const pixels = blank(100, 100);
    paint(pixels, 20, 30, 60, 50);
    paint(pixels, 10, 80, 90, 85);
    expect(
      inkBounds(pixels, { x0: 0, y0: 0, x1: 100, y1: 100 }, [{ x0: 0, y0: 78, x1: 100, y1: 90 }]),
    ).toEqual({ x0: 20, y0: 30, x1: 60, y1: 50 });
  });
  it('returns undefined for a blank area', () => {
    expect(inkBounds(blank(50, 50), { x0: 0, y0: 0, x1: 50, y1: 50 })).toBeUndefined();
  });
});

describe('findCaptions', () => {
  const body = { size: 10, font: 'body' };
  it('stops a table caption before the table header row set right under it', () => {
    const lines = [
      line('Table 2: The Transformer achieves better BLEU scores than previous models.', 108, 78),
      line('English-to-German and English-to-French newstest2014 tests.', 108, 89),
      line('BLEU', 311, 104, { neighbours: 1 }),
      line('Training Cost (FLOPs)', 383, 104, { neighbours: 1 }),
    ];
    expect(findCaptions(lines, body).map((c) => c.lines.length)).toEqual([2]);
  });
  it('keeps the short last line of a caption spanning both columns', () => {
    const lines = [
      line(
        'Figure 4. Training on ImageNet. Thin curves denote training error, and bold curves validation.',
        50,
        399,
        { column: -1 },
      ),
      line(
        'networks of 18 and 34 layers. Right: ResNets of 18 and 34 layers. In this plot, the residual',
        50,
        410,
        { column: -1 },
      ),
      line('their plain counterparts.', 50, 421, { column: 0 }),
    ];
    expect(findCaptions(lines, body)[0]?.lines).toHaveLength(3);
  });
  it('takes the title set apart on the label’s line, wherever reading order put it', () => {
    const lines = [
      line('多模态网络异构标识空间管控原型系统功能', 230, 545, { size: 9, column: -1 }),
      line('主要针对决策计算时间复杂度进行分析。', 57, 478),
      line('表 2', 82, 545, { size: 9, font: 'caption' }),
      line('模态类型', 63, 560, { size: 7.5 }),
    ];
    const [caption] = findCaptions(lines, body);
    expect(caption?.text).toBe('多模态网络异构标识空间管控原型系统功能');
    expect(caption?.lines).toHaveLength(2);
  });
  it('goes on under a title set apart from its label, the lines hanging under the title', () => {
    const lines = [
      line('Figure 11.6', 140, 410, { size: 9, font: 'label' }),
      line('Conditional inference tree for the GBSG2 data with the survival func-', 195, 410, { size: 9 }),
      line('tion, estimated by Kaplan-Meier, shown for every subgroup of patients', 195, 421, { size: 9 }),
      line('identified by the tree.', 195, 432, { size: 9 }),
    ];
    const [caption] = findCaptions(lines, body);
    expect(caption?.rows).toHaveLength(4);
    expect(caption?.text).toMatch(/^Conditional inference tree .* identified by the tree\.$/);
  });
});

describe('unnumberedHeadings', () => {
  it('finds a short line in the face and size of the numbered headings', () => {
    const heading = line('6 Results', 108, 300, { size: 12, font: 'bold' });
    const visual = line('Attention Visualizations', 108, 80, { size: 12, font: 'bold' });
    const label = line('Input Layer', 108, 200, { size: 12, font: 'chart' });
    expect([
      ...unnumberedHeadings([heading, visual, label], new Set([heading]), { size: 10, font: 'body' }),
    ]).toEqual([visual]);
  });
});

describe('analyzeLayout figure regions', () => {
  it('keeps a table header row in the region below its caption', () => {
    const prose = (y: number): TextLine =>
      line('body text words that run across the whole column of the page here', 108, y, { x1: 504 });
    const lines = [
      line('A Paper Title', 108, 60, { size: 17, font: 'title' }),
      ...[0, 1, 2, 3, 4].map((i) => prose(100 + i * 12)),
      line('Table 2: The Transformer achieves better BLEU scores than previous models.', 108, 178, {
        x1: 504,
      }),
      line('BLEU', 311, 194, { neighbours: 1 }),
      line('Training Cost (FLOPs)', 383, 194, { neighbours: 1 }),
      line('Model', 137, 202),
      line('ByteNet', 137, 214, { neighbours: 1 }),
      line('23.75', 292, 214, { neighbours: 1 }),
      ...[0, 1, 2, 3, 4].map((i) => prose(260 + i * 12)),
    ];
    const page: PageText = { page: 1, width: 612, height: 792, lines, gutter: undefined };
    const table = analyzeLayout([page]).figures.find((f) => f.caption.id === 'Table 2');
    expect(table?.side).toBe('below');
    expect(table?.region.y0).toBeLessThan(194 - 10 * 0.85);
    expect(table?.masks.some((m) => m.y0 < 194 && m.y1 > 190 && m.x0 < 320 && m.x1 > 311)).toBe(false);
  });
});

describe('parsePnm', () => {
  it('reads a binary RGB image whose ink inkBounds can find', () => {
    const header = new TextEncoder().encode('P6\n# mutool\n4 3\n255\n');
    const data = new Uint8Array(4 * 3 * 3).fill(255);
    data.fill(0, 4 * 3, 8 * 3);
    const bytes = new Uint8Array([...header, ...data]);
    const pixels = parsePnm(bytes);
    expect(pixels).toMatchObject({ width: 4, height: 3, channels: 3 });
    expect(pixels && inkBounds(pixels, { x0: 0, y0: 0, x1: 4, y1: 3 })).toEqual({
      x0: 0,
      y0: 1,
      x1: 4,
      y1: 2,
    });
  });
  it('rejects bytes that are not a binary PPM', () => {
    expect(parsePnm(new TextEncoder().encode('P3\n1 1\n255\n0 0 0'))).toBeUndefined();
  });
});

describe('findSideColumn', () => {
  const text = (y: number): TextLine =>
    line('Genetic improvement for stress tolerance requires a solid understanding', 200, y, { x1: 570 });
  it('finds the narrow margin box beside a one-column first page', () => {
    const margin = [
      'OPEN ACCESS',
      'Citation: Thomason K, Babar MA, Erickson JE,',
      'Mulvaney M, Beecher C (2018)',
      'Received: April 14, 2018',
    ].map((t, i) => line(t, 36, 360 + i * 11, { size: 8, x1: 180 }));
    const lines = [...[0, 1, 2, 3, 4, 5].map((i) => text(340 + i * 14)), ...margin];
    const page: PageText = { page: 1, width: 612, height: 792, lines, gutter: undefined };
    expect([...findSideColumn(page)]).toEqual(margin);
    const doc = analyzeLayout([page]);
    expect(doc.abstract).not.toContain('OPEN ACCESS');
    expect(doc.abstract).not.toContain('Citation');
  });
  it('finds nothing on a page whose lines all share the text block', () => {
    const page: PageText = {
      page: 1,
      width: 612,
      height: 792,
      lines: [0, 1, 2, 3].map((i) => text(340 + i * 14)),
      gutter: undefined,
    };
    expect(findSideColumn(page).size).toBe(0);
  });
});

describe('analyzeLayout body text', () => {
  it('takes the prose face for the body in a paper that prints more code than prose', () => {
    const prose = [
      'We fit the model to the data and print what the fit holds; the listing below shows the calls.',
      'The summary gives each coefficient with its standard error and the test of whether it is zero.',
    ];
    const code = [
      '> fit <- lm(dist ~ speed, data = cars)',
      '> summary(fit)',
      'Call: lm(formula = dist ~ speed, data = cars)',
      'Residuals: Min 1Q Median 3Q Max',
      '-29.069 -9.525 -2.272 9.215 43.201',
      'Coefficients: Estimate Std. Error t value Pr(>|t|)',
      '(Intercept) -17.5791 6.7584 -2.601 0.0123',
      'speed 3.9324 0.4155 9.464 1.49e-12',
      'Residual standard error: 15.38 on 48 degrees of freedom',
    ];
    const lines = [
      line('Fitting Linear Models', 200, 80, { size: 17, font: 'title' }),
      line('1. Introduction', 72, 140, { size: 14, font: 'bold' }),
      ...prose.map((t, i) => line(t, 72, 160 + i * 12, { x1: 540 })),
      ...code.map((t, i) => line(t, 72, 190 + i * 12, { font: 'tt', monospace: true })),
      line('The slope says that stopping distance grows by about four feet per mile per hour.', 72, 310, {
        x1: 540,
      }),
    ];
    const doc = analyzeLayout([{ page: 1, width: 612, height: 792, lines, gutter: undefined }]);
    const text = doc.sections.map((section) => section.text).join(' ');
    expect(text).toContain('The slope says');
    expect(text).not.toContain('summary(fit)');
    const listing = (doc.parts ?? []).filter((part) => part.kind === 'code').map((part) => part.text);
    expect(listing.join(' ')).toContain('> summary(fit) Call:');
  });
});

describe('markProse', () => {
  it('marks paragraph lines whose baselines line up with the other column as prose', () => {
    const lines = twoColumns().map((l) => ({ ...l, neighbours: 1, column: l.x0 > 300 ? 1 : 0 }));
    const page: PageText = { page: 1, width: 612, height: 792, lines, gutter: 300 };
    expect(markProse(page, { size: 10, font: 'body' }).size).toBe(lines.length);
  });
  it('does not mark table cells that share a baseline within a column', () => {
    const cells = [
      line('Context independent hidden Markov model', 50, 100, { neighbours: 1 }),
      line('38.85 per cent of all labels', 200, 100, { neighbours: 1 }),
    ];
    const page: PageText = { page: 1, width: 612, height: 792, lines: cells, gutter: undefined };
    expect(markProse(page, { size: 10, font: 'body' }).size).toBe(0);
  });
});
