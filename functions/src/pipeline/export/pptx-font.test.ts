import { describe, expect, it } from 'vitest';
import { pptxFont } from './pptx-font.js';

describe('pptxFont', () => {
  it('names a CJK font for Chinese, Japanese and Korean decks and Arial otherwise', () => {
    expect(pptxFont('zh')).toBe('Microsoft YaHei');
    expect(pptxFont('ja-JP')).toBe('Yu Gothic');
    expect(pptxFont('ko')).toBe('Malgun Gothic');
    expect(pptxFont('en')).toBe('Arial');
    expect(pptxFont('de')).toBe('Arial');
  });
});
