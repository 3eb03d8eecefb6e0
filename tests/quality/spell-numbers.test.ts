import { describe, expect, it } from 'vitest';
import { integerInWords, spellNumbers } from './spell-numbers.js';

describe('spellNumbers', () => {
  it('says whole numbers, decimals and years as a listener hears them', () => {
    expect(integerInWords(152)).toBe('one hundred fifty two');
    expect(integerInWords(1000000)).toBe('one million');
    expect(spellNumbers('28.4 BLEU on WMT 2014 with 8 GPUs')).toBe(
      'twenty eight point four BLEU on WMT twenty fourteen with eight GPUs',
    );
    expect(spellNumbers('in 2000 and 2009')).toBe('in two thousand and twenty oh nine');
  });
});
