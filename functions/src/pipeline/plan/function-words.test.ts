import { describe, it, expect } from 'vitest';
import { endsOnFunctionWord, withoutLeadingConnective } from './function-words.js';

describe('endsOnFunctionWord', () => {
  it('knows the words that leave a phrase open in each language', () => {
    expect(endsOnFunctionWord('que', 'es')).toBe(true);
    expect(endsOnFunctionWord('dell’', 'it')).toBe(true);
    expect(endsOnFunctionWord('der', 'de')).toBe(true);
    expect(endsOnFunctionWord('simbólico', 'es')).toBe(false);
    // English has its own list, with its grammar.
    expect(endsOnFunctionWord('the', 'en')).toBe(false);
  });
});

describe('withoutLeadingConnective', () => {
  it('drops a connective that leans on the sentence before', () => {
    expect(withoutLeadingConnective('Además, los límites pueden ser iguales.', 'es')).toBe(
      'los límites pueden ser iguales.',
    );
    expect(withoutLeadingConnective('De plus, le kit est simple.', 'fr')).toBe('le kit est simple.');
    expect(withoutLeadingConnective('Objetos do modelo, incluindo conjuntos, são declarados.', 'pt')).toBe(
      'Objetos do modelo, incluindo conjuntos, são declarados.',
    );
  });
});
