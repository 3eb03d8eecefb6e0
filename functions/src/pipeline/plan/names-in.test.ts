import { describe, expect, it } from 'vitest';
import type { PaperDocument } from '../document.js';
import { namesIn } from './names-in.js';

function document(text: string): PaperDocument {
  return {
    title: 'A Study',
    authors: [],
    abstract: '',
    sections: [{ heading: '1 Introduction', text }],
    language: 'en',
    references: [],
    figures: [],
    pageCount: 1,
    pagesRead: 1,
    warnings: [],
  };
}

describe('namesIn', () => {
  const isName = namesIn(
    document(
      'Healthcare in Malawi is hampered by a lack of staff. Preliminary experiments were encouraging. ' +
        'We trained the Transformer on eight GPUs. Another hospital in Malawi joined later.',
    ),
  );

  it('keeps the capital of words the paper capitalises mid-sentence and never writes in lowercase', () => {
    expect(isName('Malawi')).toBe(true);
    expect(isName('Transformer')).toBe(true);
  });

  it('takes no word only ever capitalised at the start of a sentence for a name', () => {
    expect(isName('Preliminary')).toBe(false);
    expect(isName('Healthcare')).toBe(false);
    expect(isName('Another')).toBe(false);
  });

  it('takes the first of two authors opening a sentence for a name when the second is one', () => {
    const names = namesIn(
      document(
        'Kalchbrenner and Blunsom use composed representations to guide generation. ' +
          'The model of Blunsom is simpler. Preliminary and Encouraging results were obtained.',
      ),
    );
    expect(names('Kalchbrenner')).toBe(true);
    expect(names('Preliminary')).toBe(false);
  });
});
