import { describe, expect, it } from 'vitest';
import { fontStack, isCjkLanguage } from './font-stack.js';
import { PipelineError } from '../errors.js';

const all = { sans: 'Lectern Sans', cjk: 'Lectern CJK', symbols: 'Lectern Symbols' };

describe('fontStack', () => {
  it('puts the Latin font first for English and keeps CJK and symbols as fallbacks', () => {
    expect(fontStack('en', all)).toBe('"Lectern Sans", "Lectern CJK", "Lectern Symbols"');
  });

  it('puts the CJK font first for Chinese, Japanese and Korean', () => {
    for (const language of ['zh', 'ja', 'ko', 'zh-Hans'])
      expect(fontStack(language, all).startsWith('"Lectern CJK"')).toBe(true);
  });

  it('leaves out fonts that are not installed', () => {
    expect(fontStack('en', { sans: 'Lectern Sans', cjk: undefined, symbols: undefined })).toBe(
      '"Lectern Sans"',
    );
  });

  it('refuses a Chinese deck without a CJK font rather than drawing boxes', () => {
    expect(() => fontStack('zh', { ...all, cjk: undefined })).toThrowError(PipelineError);
    expect(() => fontStack('zh', { ...all, cjk: undefined })).toThrowError(/Noto Sans SC font/);
  });
});

describe('isCjkLanguage', () => {
  it('recognises the three CJK codes and nothing else', () => {
    expect(['zh', 'JA', 'ko-KR'].map(isCjkLanguage)).toEqual([true, true, true]);
    expect(['en', 'de', ''].map(isCjkLanguage)).toEqual([false, false, false]);
  });
});
