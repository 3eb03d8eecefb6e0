import { describe, it, expect } from 'vitest';
import { buildChapters, chapterSpans } from './build-chapters.js';

describe('buildChapters', () => {
  it('writes one millisecond-timed chapter per slide, back to back', () => {
    expect(
      buildChapters([
        { title: 'Intro', durationSec: 3.2 },
        { title: 'Method', durationSec: 4.05 },
      ]),
    ).toBe(
      ';FFMETADATA1\n\n' +
        '[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=3200\ntitle=Intro\n\n' +
        '[CHAPTER]\nTIMEBASE=1/1000\nSTART=3200\nEND=7250\ntitle=Method\n',
    );
  });

  it('escapes the characters ffmetadata treats as syntax and flattens line breaks', () => {
    expect(buildChapters([{ title: 'a=b; #1 \\ c\nd', durationSec: 1 }])).toContain(
      'title=a\\=b\\; \\#1 \\\\ c d\n',
    );
  });

  it('names untitled slides by number', () => {
    expect(
      buildChapters([
        { title: 'One', durationSec: 1 },
        { title: '  ', durationSec: 1 },
      ]),
    ).toContain('title=Slide 2\n');
  });
});

describe('chapterSpans', () => {
  it('gives each slide its span from the sum of the durations before it, untitled slides by number', () => {
    expect(
      chapterSpans([
        { title: ' Intro ', durationSec: 3.2 },
        { title: '', durationSec: 4.05 },
      ]),
    ).toEqual([
      { title: 'Intro', startSec: 0, endSec: 3.2 },
      { title: 'Slide 2', startSec: 3.2, endSec: 7.25 },
    ]);
  });
});
