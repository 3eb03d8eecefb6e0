import { describe, expect, it } from 'vitest';
import type { PaperDocument } from '../document.js';
import type { SlidesPlan } from '../../shared/slide-plan.js';
import { isReadingLine, readingLine, readingLink } from '../../shared/reading-line.js';
import { frameTalk, titleSlideLines } from './frame-talk.js';

const paper = (partial: Partial<PaperDocument>): PaperDocument => ({
  title: 'Apparent and average accelerations of the Universe',
  authors: ['Krzysztof Bolejko', 'Lars Andersson'],
  abstract: '',
  language: 'en',
  sections: [],
  references: [],
  figures: [],
  pageCount: 1,
  pagesRead: 1,
  warnings: [],
  ...partial,
});

const slide = (title: string, bullets: string[]): SlidesPlan[number] => ({
  slide_title: title,
  visual_identifier: '',
  bullet_points: bullets,
  voiceover_script: `${title}.`,
});

describe('frameTalk', () => {
  it('gives the title slide the authors, venue and year, and the closing slide the link', () => {
    const plan = [
      slide('Apparent accelerations', ['A claim']),
      slide('Method', ['One', 'Two']),
      slide('Conclusions', ['Takeaway one', 'Takeaway two']),
    ];
    const framed = frameTalk(
      plan,
      paper({ venue: 'JCAP', year: '2008', link: 'https://doi.org/10.1088/1475-7516/2008/10/003' }),
    );
    expect(framed[0]?.bullet_points).toEqual(['K. Bolejko and L. Andersson', 'JCAP · 2008']);
    expect(framed[1]).toEqual(plan[1]);
    expect(framed[2]?.bullet_points).toEqual([
      'Takeaway one',
      'Takeaway two',
      'Read the paper: doi.org/10.1088/1475-7516/2008/10/003',
    ]);
    // Planning twice (a repair, an edit) does not add a second link.
    expect(
      frameTalk(framed, paper({ link: 'https://doi.org/10.1088/1475-7516/2008/10/003' }))[2]?.bullet_points,
    ).toHaveLength(3);
  });

  it('writes the year once when the venue already says it, and leaves out what the paper does not state', () => {
    expect(titleSlideLines(paper({ venue: 'NIPS 2017', year: '2017' }))).toEqual([
      'K. Bolejko and L. Andersson',
      'NIPS 2017',
    ]);
    expect(titleSlideLines(paper({ year: '2015' }))).toEqual(['K. Bolejko and L. Andersson', '2015']);
    // An ordinal whose digits were lost ("23rd" read as "rd") is left out, the venue kept.
    expect(
      titleSlideLines(paper({ venue: 'rd International Conference on Machine Learning', year: '2006' })),
    ).toEqual(['K. Bolejko and L. Andersson', 'International Conference on Machine Learning · 2006']);
    expect(titleSlideLines(paper({ authors: [] }))).toEqual([]);
    const plan = [slide('Title', ['Planner line']), slide('End', ['Takeaway'])];
    expect(frameTalk(plan, paper({ authors: [] }))).toEqual(plan);
  });

  it('keeps four takeaways beside the link and says it in Chinese for a Chinese talk', () => {
    const plan = [slide('题目', []), slide('结论', ['一', '二', '三', '四', '五'])];
    const framed = frameTalk(
      plan,
      paper({
        language: 'zh',
        authors: ['郜帅', '侯心迪'],
        link: 'https://doi.org/10.11959/j.issn.1000-436x.2022084',
      }),
    );
    expect(framed[0]?.bullet_points).toEqual(['郜帅、侯心迪']);
    expect(framed[1]?.bullet_points).toEqual([
      '一',
      '二',
      '三',
      '四',
      '论文链接：doi.org/10.11959/j.issn.1000-436x.2022084',
    ]);
    expect(isReadingLine(framed[1]?.bullet_points.at(-1) ?? '')).toBe(true);
    expect(readingLine('http://www.biomedcentral.com/1472-6963/14/1', 'en')).toBe(
      'Read the paper: www.biomedcentral.com/1472-6963/14/1',
    );
    expect(readingLine(undefined, 'en')).toBeUndefined();
    expect(readingLink('Read the paper: doi.org/10.1088/1475-7516/2008/10/003')).toBe(
      'https://doi.org/10.1088/1475-7516/2008/10/003',
    );
    expect(readingLink('论文链接：doi.org/10.11959/x')).toBe('https://doi.org/10.11959/x');
    expect(readingLink('Read more about it')).toBeUndefined();
    // In the talk's language, where it has its own label.
    expect(readingLine('https://doi.org/10.1/x', 'fr')).toBe('Lire l’article : doi.org/10.1/x');
    expect(readingLink('Lea el artículo: doi.org/10.1/x')).toBe('https://doi.org/10.1/x');
    expect(readingLine('https://doi.org/10.1/x', 'ru')).toBe('Read the paper: doi.org/10.1/x');
  });
});
