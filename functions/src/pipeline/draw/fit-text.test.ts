import { describe, expect, it } from 'vitest';
import { fitText, type FitOptions } from './fit-text.js';

// Every character is half the font size wide, like a typical sans.
const measure = (text: string, size: number): number => Array.from(text).length * size * 0.5;
const options: FitOptions = { maxSize: 40, minSize: 20, lineHeight: 1.25, paragraphGap: 0.5 };

describe('fitText', () => {
  it('keeps the largest size when the text already fits', () => {
    const fitted = fitText(['short line'], { width: 1000, height: 100 }, options, measure);
    expect(fitted).toMatchObject({ size: 40, paragraphs: [['short line']], truncated: false });
    expect(fitted.height).toBe(50);
  });

  it('shrinks the font step by step until every paragraph fits the box', () => {
    const paragraphs = ['one two three four five six seven eight', 'nine ten eleven twelve'];
    const box = { width: 400, height: 160 };
    const fitted = fitText(paragraphs, box, options, measure);
    expect(fitted.size).toBeLessThan(40);
    expect(fitted.size).toBeGreaterThanOrEqual(20);
    expect(fitted.height).toBeLessThanOrEqual(box.height);
    expect(fitted.truncated).toBe(false);
    for (const line of fitted.paragraphs.flat())
      expect(measure(line, fitted.size)).toBeLessThanOrEqual(box.width);
    // One step larger would not have fitted.
    const larger = fitText(
      paragraphs,
      box,
      { ...options, maxSize: fitted.size + 2, minSize: fitted.size + 2 },
      measure,
    );
    expect(larger.truncated).toBe(true);
  });

  it('cuts text with an ellipsis only when even the minimum size overflows', () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const box = { width: 300, height: 120 };
    const fitted = fitText([words, 'second paragraph'], box, options, measure);
    expect(fitted.size).toBe(20);
    expect(fitted.truncated).toBe(true);
    expect(fitted.height).toBeLessThanOrEqual(box.height);
    expect(fitted.paragraphs).toHaveLength(1);
    expect(fitted.paragraphs[0]?.at(-1)?.endsWith('…')).toBe(true);
    for (const line of fitted.paragraphs.flat()) expect(measure(line, 20)).toBeLessThanOrEqual(box.width);
  });

  it('respects a line limit, e.g. a one-line footer', () => {
    const fitted = fitText(
      ['a rather long footer that needs two lines'],
      { width: 200, height: 500 },
      { ...options, maxLines: 1 },
      measure,
    );
    expect(fitted.paragraphs.flat()).toHaveLength(1);
    expect(fitted.truncated).toBe(true);
    expect(fitted.paragraphs[0]?.[0]).toMatch(/…$/);
  });

  it('returns nothing rather than overflow a box too small for one line', () => {
    const fitted = fitText(['text'], { width: 300, height: 5 }, options, measure);
    expect(fitted.paragraphs).toEqual([]);
    expect(fitted.truncated).toBe(true);
  });
});
