import { describe, it, expect } from 'vitest';
import { countWords } from '../text/index.js';
import { bulletFromSentence } from './bullet-from-sentence.js';

/** Real sentences from the corpus whose naive prefixes end mid-phrase. */
const TRICKY = [
  'The dominant sequence transduction models are based on complex recurrent or convolutional neural networks that include an encoder and a decoder.',
  'On each of these projected versions of queries, keys and values we then perform the attention function in parallel, yielding dv-dimensional output values.',
  'An attention function can be described as mapping a query and a set of key-value pairs to an output, where the query, keys, values, and output are all vectors.',
  'Deep generative models have had less of an impact, due to the difficulty of approximating many intractable probabilistic computations.',
  'Knowledge regarding the best approaches to improving the quality of healthcare and their implementation is lacking in many resource-limited settings.',
  'We suspect that for large values of dk, the dot products grow large in magnitude, pushing the softmax function into regions where it has extremely small gradients.',
  'Optimizing D to completion in the inner loop of training is computationally prohibitive, and on finite datasets would result in overfitting.',
];

describe('bulletFromSentence', () => {
  it('cuts at a clause boundary and keeps the statement whole', () => {
    expect(
      bulletFromSentence(
        'This inherently sequential nature precludes parallelization within training examples, which becomes critical at longer sequence lengths.',
        'en',
      ),
    ).toBe('This inherently sequential nature precludes parallelization within training examples');
    expect(
      bulletFromSentence(
        'Deep generative models have had less of an impact, due to the difficulty of approximating many intractable probabilistic computations.',
        'en',
      ),
    ).toBe('Deep generative models have had less of an impact');
  });

  it('never cuts a subject off from its verb', () => {
    expect(
      bulletFromSentence(
        'Recurrent neural networks, long short-term memory and gated recurrent neural networks in particular, have been firmly established as state of the art approaches in sequence modeling.',
        'en',
      ),
    ).toBeUndefined();
  });

  it('drops discourse fillers and a leading adverbial phrase', () => {
    expect(
      bulletFromSentence(
        'To the best of our knowledge, however, the Transformer is the first transduction model relying entirely on self-attention to compute representations.',
        'en',
      ),
    ).toBe('The Transformer is the first transduction model relying entirely on self-attention');
    expect(
      bulletFromSentence(
        'Remarkably, although the depth is significantly increased, the 152-layer ResNet (11.3 billion FLOPs) still has lower complexity than VGG nets.',
        'en',
      ),
    ).toBe('The 152-layer ResNet still has lower complexity than VGG nets');
  });

  it('keeps the measured number of a result', () => {
    expect(
      bulletFromSentence(
        'Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task, improving over the existing best results by over 2 BLEU.',
        'en',
      ),
    ).toBe('Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task');
  });

  it('keeps a proposed noun phrase after "We propose"', () => {
    expect(
      bulletFromSentence(
        'We propose a new generative model estimation procedure that sidesteps these difficulties.',
        'en',
      ),
    ).toBe('A new generative model estimation procedure that sidesteps these difficulties');
  });

  it.each(TRICKY)('never returns a broken prefix of "%s"', (sentence) => {
    const bullet = bulletFromSentence(sentence, 'en');
    if (bullet === undefined) return;
    expect(countWords(bullet, 'en')).toBeLessThanOrEqual(12);
    expect(bullet).not.toMatch(
      /\b(?:a|an|the|of|to|in|on|for|with|and|or|due|recurrent|computationally|keys|query)$|,$/i,
    );
  });

  it('never ends on a verb whose complement was cut off', () => {
    const cuts = [
      'The term Systematic Review is used to refer to a specific methodology of research, developed in order to gather evidence.',
      'Previous phytochemical investigations on the plant led to the isolation of many compounds, including estrone and mannose.',
      'Systematic review is a scientific methodology that can be used to integrate empirical research on software engineering.',
    ];
    for (const sentence of cuts) {
      const bullet = bulletFromSentence(sentence, 'en');
      if (bullet !== undefined) expect(bullet).not.toMatch(/\b(?:refer|led|used)$/);
    }
  });

  it('never shows a cut that leaves a phrase open at either end', () => {
    const sentences = [
      'Instead of performing a single attention function with dmodel-dimensional keys, values and queries, we found it beneficial to project them.',
      'Phoenix paludosa is a thorny palm with slender stems of 6 to 7 meter in height which grows all over the Sundarbans.',
      'Nevertheless, they could serve as potential biomarkers for breeding by selecting for those individuals that show a lower accumulation of these metabolites.',
      'We conclude that, within this class of models, the volume deceleration parameter is strictly positive at all times considered here.',
    ];
    for (const sentence of sentences) {
      const bullet = bulletFromSentence(sentence, 'en');
      if (bullet === undefined) continue;
      expect(bullet).not.toMatch(/^Of\b|\bof 6$|\bby selecting$|\bthat, within this class$/);
    }
  });

  it('finds no short form for a bare subject or an unfinished list', () => {
    expect(bulletFromSentence(TRICKY[4] ?? '', 'en')).toBeUndefined();
    expect(bulletFromSentence(TRICKY[1] ?? '', 'en')).toBeUndefined();
  });
});
