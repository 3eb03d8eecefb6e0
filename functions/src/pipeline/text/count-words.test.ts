import { describe, it, expect } from 'vitest';
import { countWords } from './count-words.js';

describe('countWords', () => {
  it('counts space-separated words, ignoring stray punctuation', () => {
    expect(countWords('The model reaches 28.4 BLEU — a new record.', 'en')).toBe(8);
  });

  it('counts CJK characters plus embedded Latin words for Chinese', () => {
    expect(countWords('基于 IP 的网络。', 'zh')).toBe(6);
  });
});
