import { describe, expect, it } from 'vitest';
import type { PaperDocument } from '../document.js';
import { collectCandidates } from './collect-candidates.js';
import { letterNames } from './letter-names.js';

function paper(abstract: string, body: string): PaperDocument {
  return {
    title: 'Adversarial Routing',
    authors: ['Ada Lovelace'],
    language: 'en',
    references: [],
    figures: [],
    pageCount: 8,
    pagesRead: 8,
    warnings: [],
    abstract,
    sections: [{ heading: '3 Theory', text: body }],
  };
}

const NAMED = paper(
  'We train two models: a generative model G that captures the data, and a discriminative model D that tells samples apart.',
  'We train D to tell training examples from the samples that G draws. Early in learning, when G is poor, D rejects its samples. ' +
    'We alternate between steps of optimizing D and one step of optimizing G in the inner loop. ' +
    'In the space of arbitrary functions G and D, a unique solution exists, with G recovering the training data distribution.',
);

const DEFINED = paper(
  'We label unsegmented sequences with recurrent networks trained on a new objective function.',
  'Let S be a set of training examples drawn from a fixed distribution over pairs of sequences. ' +
    'Each example in S consists of a pair of sequences, and the labelling of S is what the network learns. ' +
    'For a given S and a fixed network, the objective sums the log probabilities of all the target labellings.',
);

describe('letterNames', () => {
  it('takes letters the abstract introduces after a noun and the text uses throughout as names', () => {
    expect([...letterNames(NAMED)].sort()).toEqual(['D', 'G']);
  });

  it('leaves a letter only a definition in the text introduces as mathematics', () => {
    expect(letterNames(DEFINED).size).toBe(0);
  });

  it('leaves a Greek capital, which names a quantity, as mathematics', () => {
    const constant = paper(
      'We fit models with a cosmological constant Λ to the supernova data.',
      'Models with Λ fit the data. Without Λ the fit is poor at high redshift. We set Λ from the best fit of the data.',
    );
    expect(letterNames(constant).size).toBe(0);
  });

  it('lets a sentence about the named parts onto a slide, but not a definition', () => {
    const texts = (document: PaperDocument) => collectCandidates(document).map((c) => c.text);
    expect(texts(NAMED)).toContain(
      'In the space of arbitrary functions G and D, a unique solution exists, with G recovering the training data distribution.',
    );
    expect(texts(DEFINED).some((text) => text.startsWith('Let S be'))).toBe(false);
  });
});
