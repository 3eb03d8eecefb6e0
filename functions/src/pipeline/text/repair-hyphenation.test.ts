import { describe, it, expect } from 'vitest';
import { repairHyphenation } from './repair-hyphenation.js';

describe('repairHyphenation', () => {
  it('joins a word split by a line break, whatever its case', () => {
    expect(repairHyphenation('a trans- former beats the Berkeley- Parser')).toBe(
      'a transformer beats the BerkeleyParser',
    );
  });

  it('keeps suspended hyphens before "and" and "or"', () => {
    expect(repairHyphenation('first- and second-order, pre- or post-training')).toBe(
      'first- and second-order, pre- or post-training',
    );
  });
});
