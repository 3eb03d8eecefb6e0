import { describe, it, expect } from 'vitest';
import { wordErrorRate } from './word-error-rate.js';

describe('wordErrorRate', () => {
  it('counts substitutions, insertions and deletions against the reference length', () => {
    expect(wordErrorRate('the cat sat', 'the cat sat')).toBe(0);
    expect(wordErrorRate('the cat sat', 'the bat sat')).toBeCloseTo(100 / 3, 9);
    expect(wordErrorRate('the cat sat', 'the cat sat down')).toBeCloseTo(100 / 3, 9);
    expect(wordErrorRate('the cat sat', 'cat')).toBeCloseTo(200 / 3, 9);
  });

  it('ignores case and punctuation', () => {
    expect(wordErrorRate('Speech, in parallel.', 'speech in parallel')).toBe(0);
    // Quotation marks are punctuation too; an apostrophe inside a word is not.
    expect(wordErrorRate("the 'quality agenda' isn't met", "the quality agenda isn't met")).toBe(0);
    expect(wordErrorRate("it isn't", 'it isnt')).toBeCloseTo(50, 9);
  });
});
