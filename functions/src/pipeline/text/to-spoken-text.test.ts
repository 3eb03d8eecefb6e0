import { describe, it, expect } from 'vitest';
import { toSpokenText } from './to-spoken-text.js';

describe('toSpokenText', () => {
  it('says "et al." as "and colleagues" and keeps the full stop at the end', () => {
    expect(
      toSpokenText('This idea goes back to Bengio et al. [8] and was refined by Shazeer et al.', 'en'),
    ).toBe('This idea goes back to Bengio and colleagues and was refined by Shazeer and colleagues.');
  });

  it('says a run of indexed terms from its first to its last, and keeps any other ellipsis whole', () => {
    expect(
      toSpokenText('One conditions on X₁, . . . , Xₙ and on all permutations of Y₁, Y₂,..., Yₙ.', 'en'),
    ).toBe('One conditions on X_1 to X_n and on all permutations of Y_1 to Y_n.');
    expect(toSpokenText('The weights are 1, 2, . . . in turn.', 'en')).toBe(
      'The weights are 1, 2, … in turn.',
    );
    expect(toSpokenText('Let t₁ < t₂ < . . . < tₘ be the failure times.', 'en')).toBe(
      'Let t_1 less than t_2 less than … less than t_m be the failure times.',
    );
  });

  it('keeps the space before a full stop that opens a word, a file extension or a name', () => {
    expect(toSpokenText('The dataset is split into one .dat file for each barcode [3] .', 'en')).toBe(
      'The dataset is split into one .dat file for each barcode.',
    );
    expect(toSpokenText('Version 3 switched from .C to Rcpp , as planned .', 'en')).toBe(
      'Version 3 switched from .C to Rcpp, as planned.',
    );
  });
  it('spells out written abbreviations', () => {
    expect(toSpokenText('Some layers, e.g. attention, are shared, i.e. reused w.r.t. depth.', 'en')).toBe(
      'Some layers, for example, attention, are shared, that is, reused with respect to depth.',
    );
    expect(toSpokenText('As Fig. 3 and Tab. 2 show, Eq. (4) holds.', 'en')).toBe(
      'As Figure 3 and Table 2 show, Equation 4 holds.',
    );
  });

  it('opens a sentence that opened on an abbreviation with a capital', () => {
    expect(toSpokenText('E.g., the fit function uses the variable. I.e. it is found there.', 'en')).toBe(
      'For example, the fit function uses the variable. That is, it is found there.',
    );
  });

  it('repairs words broken by line hyphenation but not suspended hyphens', () => {
    expect(toSpokenText('The trans- former uses first- and second-order terms.', 'en')).toBe(
      'The transformer uses first- and second-order terms.',
    );
  });

  it('drops pointers and acronym definitions in parentheses', () => {
    expect(toSpokenText('Recurrent neural networks (RNNs) are slow (see Figure 2).', 'en')).toBe(
      'Recurrent neural networks are slow.',
    );
    // A pointer whose number extraction lost is a pointer still.
    expect(
      toSpokenText(
        'The smaller the bandwidth, the cheaper the panner (see section. for details about cost).',
        'en',
      ),
    ).toBe('The smaller the bandwidth, the cheaper the panner.');
  });

  it('reads comparison symbols and drops leftover TeX', () => {
    expect(
      toSpokenText('The gain is significant (p < 0.01) and about ~3 points with \\alpha {0}.', 'en'),
    ).toBe('The gain is significant (p less than 0.01) and about about 3 points with 0.');
  });

  it("leaves out the label of a list's item", () => {
    expect(toSpokenText('(ii) Which parameters mostly drive the fit of GDP?', 'en')).toBe(
      'Which parameters mostly drive the fit of GDP?',
    );
  });

  it('reads no "about" into a tilde inside code', () => {
    expect(
      toSpokenText('A zero-inflated model with a single parameter (ziformula~1) is the default.', 'en'),
    ).toBe('A zero-inflated model with a single parameter (ziformula~1) is the default.');
  });

  it('keeps Chinese text as it is apart from citations and stray spaces', () => {
    expect(toSpokenText('实验结果表明[3]，时延 低于20毫秒。', 'zh')).toBe('实验结果表明，时延低于20毫秒。');
  });
});

describe('toSpokenText with inline mathematics', () => {
  it('says abbreviations and symbols in English only for English text', () => {
    expect(toSpokenText('On peut utiliser des buzzers, etc. Le kit & le logiciel [3].', 'fr')).toBe(
      'On peut utiliser des buzzers, etc. Le kit & le logiciel.',
    );
    expect(toSpokenText('Mit Sensoren, Motoren usw. (Abb. 2) arbeitet das System 3 × 4.', 'de')).toBe(
      'Mit Sensoren, Motoren usw. arbeitet das System 3 × 4.',
    );
    expect(toSpokenText('Sensors, motors, etc. & more.', 'en')).toBe('Sensors, motors, and so on. and more.');
  });

  it('drops a clause that only names the formula defining a symbol', () => {
    expect(
      toSpokenText('The average expansion rate is accelerating, where a is defined by relation (2).', 'en'),
    ).toBe('The average expansion rate is accelerating.');
    expect(toSpokenText('The rate is accelerating, where a is defined by relation.', 'en')).toBe(
      'The rate is accelerating.',
    );
    expect(toSpokenText('The rate is accelerating (where a is defined by relation (2)).', 'en')).toBe(
      'The rate is accelerating.',
    );
  });

  it('says numeric exponents and writes indices as the narration says them', () => {
    expect(toSpokenText('The bound holds for α ≥ 10⁻²⁶ and x² grows.', 'en')).toBe(
      'The bound holds for α at least 10 to the minus 26 and x squared grows.',
    );
    expect(toSpokenText('The state hₜ₋₁ feeds hₜ.', 'en')).toBe('The state h_t-1 feeds h_t.');
    expect(toSpokenText('The product XᵀX, like Aᵀ, is symmetric.', 'en')).toBe(
      'The product X transpose X, like A transpose, is symmetric.',
    );
    expect(toSpokenText('We divide each by dₖ and sum over x₁₂.', 'en')).toBe(
      'We divide each by d_k and sum over x_12.',
    );
    // A footnote's mark after a word is no power.
    expect(toSpokenText('The functions clm2 and clmm2¹ provide legacy fits in cm³ and Mpc³.', 'en')).toBe(
      'The functions clm2 and clmm2 provide legacy fits in cm cubed and Mpc cubed.',
    );
    expect(toSpokenText('It is modeled by a log-linear predictor ν[ₛ][ₜ] of the region.', 'en')).toBe(
      'It is modeled by a log-linear predictor ν[s][t] of the region.',
    );
    // An isotope's mass number stands before its element: "¹H NMR" is no "H NMR".
    expect(toSpokenText('The ¹H NMR and ¹³C NMR spectra of ²³⁵U agree.', 'en')).toBe(
      'The H-1 NMR and C-13 NMR spectra of U-235 agree.',
    );
  });
});
