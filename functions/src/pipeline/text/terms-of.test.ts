import { describe, it, expect } from 'vitest';
import { termsOf } from './terms-of.js';

describe('termsOf', () => {
  it('drops stopwords and stems plurals and verb forms so related words meet', () => {
    expect(termsOf('The models were trained on the data.', 'en')).toEqual(['model', 'train', 'data']);
    expect(termsOf('Training a model', 'en')).toEqual(['train', 'model']);
  });

  it('uses character bigrams for Chinese', () => {
    expect(termsOf('网络架构', 'zh')).toEqual(['网络', '络架', '架构']);
  });
});
