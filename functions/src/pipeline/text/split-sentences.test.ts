import { describe, it, expect } from 'vitest';
import { splitSentences } from './split-sentences.js';

describe('splitSentences', () => {
  it('does not split after academic abbreviations, initials or decimals', () => {
    const text =
      'Vaswani et al. proposed it in 2017. As Fig. 2 shows, J. Smith reached 28.4 BLEU, e.g. on WMT. It works.';
    expect(splitSentences(text, 'en')).toEqual([
      'Vaswani et al. proposed it in 2017.',
      'As Fig. 2 shows, J. Smith reached 28.4 BLEU, e.g. on WMT.',
      'It works.',
    ]);
  });

  it('does not split after the plural titles of several people', () => {
    expect(
      splitSentences('The concept is the brainchild of Drs. David and Jane Richardson. It grew.', 'en'),
    ).toEqual(['The concept is the brainchild of Drs. David and Jane Richardson.', 'It grew.']);
    expect(splitSentences('Thanks to Profs. Ito and Sato. They helped.', 'en')).toHaveLength(2);
  });

  it('ends a bracketed sentence on its ellipsis, but not a list on one', () => {
    expect(
      splitSentences(
        'It scales. (At least the other threads have more bandwidth then…) This is related to it.',
        'en',
      ),
    ).toEqual([
      'It scales.',
      '(At least the other threads have more bandwidth then…)',
      'This is related to it.',
    ]);
    expect(splitSentences('We sum x₁, …, xₙ (all of them…) over the set.', 'en')).toHaveLength(1);
  });

  it('keeps a bracketed aside after an abbreviated name in its sentence', () => {
    expect(
      splitSentences(
        'Phoenix paludosa Roxb. (Family- Arecaceae) is a thorny palm. It grows in the Sundarbans.',
        'en',
      ),
    ).toEqual([
      'Phoenix paludosa Roxb. (Family- Arecaceae) is a thorny palm.',
      'It grows in the Sundarbans.',
    ]);
  });

  it('joins lines within a paragraph and never across paragraphs', () => {
    expect(
      splitSentences('The first line\nruns on. A second one\n\nNew paragraph without stop', 'en'),
    ).toEqual(['The first line runs on.', 'A second one', 'New paragraph without stop']);
  });

  it('treats bulleted list items as units of their own', () => {
    expect(splitSentences('It is used in three ways: • In the encoder. • In the decoder.', 'en')).toEqual([
      'It is used in three ways:',
      'In the encoder.',
      'In the decoder.',
    ]);
  });

  it('splits Chinese on 。！？； and joins lines without spaces', () => {
    expect(splitSentences('现阶段互联网业务\n逐渐多元化。然而存在问题；如何解决？', 'zh')).toEqual([
      '现阶段互联网业务逐渐多元化。',
      '然而存在问题；',
      '如何解决？',
    ]);
  });

  it('ends a sentence on the full-width full stop of Japanese technical writing', () => {
    expect(
      splitSentences('画面の描画状態との関係を決めるための計算方法を述べる．単位は clock である．', 'ja'),
    ).toEqual(['画面の描画状態との関係を決めるための計算方法を述べる．', '単位は clock である．']);
  });
});
