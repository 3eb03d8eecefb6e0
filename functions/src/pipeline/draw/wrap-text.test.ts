import { describe, expect, it } from 'vitest';
import { ellipsize, wrapText } from './wrap-text.js';

// Latin characters are 10 px wide, CJK ones 20 px: enough to reason about line breaks by hand.
const measure = (text: string): number =>
  Array.from(text).reduce((sum, c) => sum + (/[\u3000-\u9FFF\uFF00-\uFFEF]/.test(c) ? 20 : 10), 0);

describe('wrapText', () => {
  it('breaks between words so that no line is wider than the limit', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', 100, measure);
    expect(lines).toEqual(['the quick', 'brown fox', 'jumps over', 'the lazy', 'dog']);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(100);
  });

  it('collapses runs of whitespace and drops leading and trailing spaces', () => {
    expect(wrapText('  a   b\n\tc  ', 1000, measure)).toEqual(['a b c']);
  });

  it('splits a word wider than the line between characters', () => {
    const lines = wrapText('see https://example.org/a/very/long/path', 100, measure);
    expect(lines[0]).toBe('see');
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(100);
    expect(lines.slice(1).join('')).toBe('https://example.org/a/very/long/path');
  });

  it('wraps Chinese text between any two characters', () => {
    const lines = wrapText('多模态网络环境异构标识空间', 100, measure);
    expect(lines).toEqual(['多模态网络', '环境异构标', '识空间']);
  });

  it('keeps a closing punctuation mark with the character before it', () => {
    const lines = wrapText('多模态网，络环境', 100, measure);
    // "，" would fit alone at the end of nothing: it must not start the second line.
    for (const line of lines) expect(line.startsWith('，')).toBe(false);
    expect(lines.join('')).toBe('多模态网，络环境');
  });

  it('keeps Latin words inside Chinese text whole and unspaced', () => {
    expect(wrapText('支持IPv6的网络', 1000, measure)).toEqual(['支持IPv6的网络']);
    expect(wrapText('支持IPv6的网络', 70, measure)).toEqual(['支持', 'IPv6的', '网络']);
  });

  it('returns no lines for blank text', () => {
    expect(wrapText('   ', 100, measure)).toEqual([]);
  });
});

describe('ellipsize', () => {
  it('appends an ellipsis and removes characters until it fits', () => {
    const cut = ellipsize('abcdefghij', 60, measure);
    expect(cut).toBe('abcde…');
    expect(measure(cut)).toBeLessThanOrEqual(60);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(ellipsize('abcd efgh', 60, measure)).toBe('abcd…');
  });
});
