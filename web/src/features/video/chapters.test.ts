import { describe, expect, it } from 'vitest';
import { currentChapterIndex, formatClock } from './chapters';

describe('currentChapterIndex', () => {
  const chapters = [
    { title: 'Intro', start: 0, end: 10.5 },
    { title: 'Method', start: 10.5, end: 30 },
    { title: 'Results', start: 30, end: 42 },
  ];

  it('is the chapter started last, from its very first instant', () => {
    expect([0, 10.49, 10.5, 29.9, 30, 50].map((t) => currentChapterIndex(chapters, t))).toEqual([
      0, 0, 1, 1, 2, 2,
    ]);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, and hours only from an hour', () => {
    expect([0, 9.99, 83.6, 600, 3723].map(formatClock)).toEqual(['0:00', '0:09', '1:23', '10:00', '1:02:03']);
  });
});
