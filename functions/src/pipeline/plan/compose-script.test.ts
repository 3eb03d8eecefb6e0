import { describe, it, expect } from 'vitest';
import { composeScript, withoutLinkAhead, withoutLinkBack } from './compose-script.js';
import { plannerPhrases } from './planner-phrases.js';

const context = {
  role: 'problem' as const,
  phrases: plannerPhrases('en'),
  language: 'en',
  title: 'T',
  author: '',
  coauthors: false,
  last: false,
  isName: () => false,
};

describe('composeScript', () => {
  it('drops the consequence a sentence draws, or the count of a list, from one the talk does not say', () => {
    expect(withoutLinkBack('Therefore, we consider activations to be normalized.')).toBe(
      'We consider activations to be normalized.',
    );
    expect(withoutLinkBack('As a result, the Transformer trains faster.')).toBe(
      'The Transformer trains faster.',
    );
    expect(withoutLinkBack('Second, the DE has a short life time.')).toBe('The DE has a short life time.');
    // A later item keeps its count after the item before it, not after a sentence that lost its count.
    expect(withoutLinkBack('Third, the energy is comparable.', 'Second, the DE has a short life time.')).toBe(
      'Third, the energy is comparable.',
    );
    expect(withoutLinkBack('Third, the energy is comparable.', 'The DE has a short life time.')).toBe(
      'The energy is comparable.',
    );
    expect(withoutLinkBack('Therefore, the energy is comparable.', 'The DE has a short life time.')).toBe(
      'Therefore, the energy is comparable.',
    );
    expect(withoutLinkBack('Second harmonic generation doubles the frequency.')).toBe(
      'Second harmonic generation doubles the frequency.',
    );
    expect(withoutLinkBack('Thereafter the samples were dried.')).toBe('Thereafter the samples were dried.');
  });

  it('drops a contrast, an addition or an example set against a sentence the talk does not say', () => {
    expect(withoutLinkBack('However, success stories of deep learning with FNNs are rare.')).toBe(
      'Success stories of deep learning with FNNs are rare.',
    );
    expect(withoutLinkBack('For instance with only an ecut of 10 Ha we already obtain 1 everywhere.')).toBe(
      'With only an ecut of 10 Ha we already obtain 1 everywhere.',
    );
    expect(withoutLinkBack('Indeed ABINIT taur goes to 0 at the exact H position.')).toBe(
      'ABINIT taur goes to 0 at the exact H position.',
    );
    // A symbol or a name from code keeps its case.
    expect(withoutLinkBack('Hence β̂ is the common OLS estimate.')).toBe('β̂ is the common OLS estimate.');
    expect(withoutLinkBack('Hence, partykit:ctree is the new implementation.')).toBe(
      'partykit:ctree is the new implementation.',
    );
    expect(withoutLinkBack('However, success is rare.', 'Deep networks are hard to train.')).toBe(
      'However, success is rare.',
    );
    // Words that open a sentence of their own stay without their comma.
    for (const own of [
      'Here is a very terse description of how to use the program.',
      'Still images are encoded once.',
      'Instead of pooling, the network uses strided convolutions.',
      'So far no exact solution is known.',
      'Further experiments confirm the bound.',
      'In addition to these methods, the package contains infrastructure for dating breaks.',
      'Additionally to the global decision, the test gives an adjusted p-value.',
      'Similarly to other sequence transduction models, we use learned embeddings.',
    ])
      expect(withoutLinkBack(own)).toBe(own);
  });

  it("drops a list's first-item opening when its next item is not said", () => {
    expect(withoutLinkAhead('First, the situation is reversed with residual learning.')).toBe(
      'The situation is reversed with residual learning.',
    );
    expect(withoutLinkAhead('First-order methods converge slowly.')).toBe(
      'First-order methods converge slowly.',
    );
  });

  it('says each connective once per slide', () => {
    const script = composeScript(
      [
        'Recurrent models are slow to train.',
        'The fundamental constraint of sequential computation, however, remains.',
        'In all but a few cases, however, attention is used with a recurrent network.',
        'However, convolutional models need many layers to relate distant positions.',
      ],
      context,
    );
    expect(script.match(/however/gi)).toHaveLength(1);
    expect(script).toContain('Convolutional models need many layers');
  });

  it('puts no connective before a sentence that already turns to another side', () => {
    const script = composeScript(
      [
        'The volume deceleration parameter is strictly positive in every model.',
        'The deceleration parameters of the four models are compared with supernova data.',
        'On the other hand one can introduce a deceleration parameter defined relative to the distance.',
      ],
      context,
    );
    expect(script).toContain('data. On the other hand one can introduce');
  });

  it('lowers the capital of a hyphenated word or an instruction after a connective', () => {
    const script = composeScript(
      [
        'Recurrent models are slow to train on long sequences of text.',
        'Self-attention has been used successfully in a variety of tasks.',
        'Note that the best hybrid results were achieved with a weighted error signal.',
      ],
      { ...context, isName: (word: string) => word === 'Note' },
    );
    expect(script).not.toMatch(/, Self-attention|, Note that/);
    const now = composeScript(
      [
        'Recurrent models are slow to train on long sequences of text.',
        'Attention relates every position of a sequence to every other one.',
        'Now we try to find the base of the vector space of all the solutions.',
      ],
      { ...context, isName: (word: string) => word === 'Now' },
    );
    expect(now).toContain('In addition, now we try');
    const pronoun = composeScript(
      [
        'Recurrent models are slow to train on long sequences of text.',
        'Attention relates every position of a sequence to every other one.',
        'I have tried this for a set of sequences of total length 3.2 GB and it works well.',
      ],
      context,
    );
    expect(pronoun).toContain('In addition, I have tried');
  });

  it('joins a French talk with French connectives, lowering an elided article and never doubling one', () => {
    const french = { ...context, phrases: plannerPhrases('fr'), language: 'fr' };
    const script = composeScript(
      [
        'La science est l’étude du monde physique par des observations.',
        'Le kit expEYES est conçu pour une grande variété d’expériences.',
        'L’intensité est maximale près de 3500 Hz, à cause de la résonance.',
        'Le condensateur se charge pendant la partie manquante du cycle.',
        'Par exemple, le kit permet de mesurer la vitesse du son etc.',
      ],
      french,
    );
    expect(script).toContain('De plus, l’intensité est maximale');
    expect(script).toContain(' Par exemple, le kit permet');
    expect(script).not.toMatch(/and so on|In addition|Par ailleurs, [Pp]ar exemple/);
    expect(script).toMatch(/^Tout d’abord, à quel problème s’attaque l’article/);
  });

  it('says nothing, and no connective, for a sentence that is all aside', () => {
    const script = composeScript(
      [
        'The class is a simple one to use for any document.',
        'It works with the article class in every way.',
        '(See the LaTeX book, its companion, or online web documentation.)',
        'An example is shown in the file that comes with the class.',
      ],
      context,
    );
    expect(script).not.toMatch(/In addition,\s*(?:In addition|An example)|,\s*$|\.\s+[A-Z][a-z]+,\s+[A-Z]/);
    expect(script).toMatch(/every way\. (?:In addition, an|An) example is shown/);
  });

  it('leads into a finding, never into a question', () => {
    const results = { ...context, role: 'results' as const };
    const sentences = [
      'How do the different pairwise sequence alignment methods compare?',
      'The local alignment finds the adapter in nine of ten reads.',
    ];
    expect(composeScript(sentences, results)).toMatch(/^Now to the results. How do the different/);
    expect(composeScript([...sentences].reverse(), results)).toMatch(
      /^Now to the results. The key result is that the local/,
    );
    // Nor does a connective lead into one.
    const three = [...sentences].reverse().concat('The global alignment aligns every base of both reads.');
    expect(composeScript([three[0]!, three[2]!, three[1]!], results)).toMatch(
      /reads\. How do the different pairwise/,
    );
    // A sentence that already says what it states is not announced again.
    expect(
      composeScript(
        ['The most significant feature is that the volume deceleration parameter is strictly positive.'],
        results,
      ),
    ).toBe(
      'Now to the results. The most significant feature is that the volume deceleration parameter is strictly positive.',
    );
    // Advice to the reader is no finding.
    for (const advice of [
      'Please remember that the probability of differential expression is not equivalent to 1 − pvalue.',
      'Consider function e18.10.9, named for the equation number of the identity appearing on page 650.',
      'An example shows that all costs of 10.00 or more are considered infinite.',
    ])
      expect(composeScript([advice], results)).toBe(`Now to the results. ${advice}`);
  });

  it('lowers the capital of a contracted word after the lead-in, as of any other', () => {
    const results = { ...context, role: 'results' as const };
    expect(
      composeScript(['We’d rather give the user an error than an erroneous calculation.'], results),
    ).toBe(
      'Now to the results. The key result is that we’d rather give the user an error than an erroneous calculation.',
    );
  });
});
