import { describe, it, expect } from 'vitest';
import { normalizeForSpeech } from './normalize-for-speech.js';

describe('normalizeForSpeech', () => {
  it.each([
    // numbers
    ['Accuracy rose 3.5%.', 'Accuracy rose 3.5 percent.'],
    ['It scores 28.4 BLEU.', 'It scores 28.4 blue.'],
    ['We used 1,000 images and 1,250,000 tokens.', 'We used 1000 images and 1250000 tokens.'],
    ['Published in 2017.', 'Published in 2017.'],
    ['A gain of 2–3 points.', 'A gain of 2 to 3 points.'],
    ['From 2019-2021.', 'From 2019 to 2021.'],
    ['It fell to −0.5 and then -3.', 'It fell to minus 0.5 and then minus 3.'],
    ['A rate of 1e-5 and 3E4.', 'A rate of 1 times 10 to the minus 5 and 3 times 10 to the 4.'],
    ['Decay of 10^-4 and 10^{6}.', 'Decay of 10 to the minus 4 and 10 to the 6.'],
    ['Half is 1/2.', 'Half is 1 over 2.'],
    // a full stop that opens a word keeps its space; one left alone by a citation key closes up
    [
      'Split it into one .dat file per barcode \\cite{smith2020deep} .',
      'Split it into one .dat file per barcode.',
    ],
    [
      'A 7B model on 1.5M images for 300k steps.',
      'A 7 billion model on 1.5 million images for 300 thousand steps.',
    ],
    ['A 2× speed-up with 3×3 kernels.', 'A 2 times speed-up with 3 by 3 kernels.'],
    [
      'A 300Kx300K matrix of 640x480 images, code 0x1F, rate 3x10^-4.',
      'A 300 thousand by 300 thousand matrix of 640 by 480 images, code 0x1F, rate 3 times 10 to the minus 4.',
    ],
    ['See item #3.', 'See item number 3.'],
    // units
    ['It takes 120 ms.', 'It takes 120 milliseconds.'],
    ['It takes 1 ms.', 'It takes 1 millisecond.'],
    ['A 5 s delay.', 'A 5 seconds delay.'],
    ['The 1990s.', 'The 1990s.'],
    ['At 2.4 GHz with 16 GB.', 'At 2.4 gigahertz with 16 gigabytes.'],
    ['Driving at 50 km/h.', 'Driving at 50 kilometers per hour.'],
    ['Kept at 25 °C.', 'Kept at 25 degrees Celsius.'],
    ['A 5 μs and 3 µm gap.', 'A 5 microseconds and 3 micrometers gap.'],
    ['Audio at 16 kHz and 60 dB.', 'Audio at 16 kilohertz and 60 decibels.'],
    ['Running at 30 fps.', 'Running at 30 frames per second.'],
    ['Up 2 pp.', 'Up 2 percentage points.'],
    ['A dose of 3.2 mg/kg at 2 m/s.', 'A dose of 3.2 milligrams per kilogram at 2 meters per second.'],
    ['Applied at 400 μg/disc.', 'Applied at 400 micrograms per disc.'],
    ['Add 50 µL of 30 mM NaCl and 2 μg.', 'Add 50 microliters of 30 millimolar NaCl and 2 micrograms.'],
    ['It costs $5, €2.5M or £300.', 'It costs 5 dollars, 2.5 million euros or 300 pounds.'],
    ['A rate of 3×10^-4 and 2 × 10⁻³.', 'A rate of 3 times 10 to the minus 4 and 2 times 10 to the minus 3.'],
    ['Sorting costs O(n log n) and O(n^2).', 'Sorting costs order n log n and order n squared.'],
    [
      'So D(x) = 1/2 and f(x, y) holds for the word(s).',
      'So D of x equals 1 over 2 and f of x, y holds for the words.',
    ],
    ['The ratio pdata(x)/(pdata(x)+pg(x)).', 'The ratio pdata of x over, pdata of x +pg of x.'],
    ['Cu(II) and Figure 2(b).', 'Cu and Figure 2 b.'],
    // labels against a word are not functions of a variable; a short name is
    [
      'In panel(a), step(ii) and f(a), the process(es) run.',
      'In panel a, step ii and f of a, the processes run.',
    ],
    ['The ¹H NMR and ¹³C spectra.', 'The 1 H N M R and 13 C spectra.'],
    ['The mean μ̃, variance ν̃ and x̂ of β̂.', 'The mean mu tilde, variance nu tilde and x hat of beta hat.'],
    // abbreviations of the paper's apparatus
    [
      'As in Sect. 2 and Eqs. 4–5, pp. 3-4 of Vol. 2.',
      'As in Section 2 and Equations 4 to 5, pages 3 to 4 of volume 2.',
    ],
    ['Figs. 2 and 3 by Dr. Smith and Prof. Li.', 'Figures 2 and 3 by Doctor Smith and Professor Li.'],
    ['Trained w/o dropout.', 'Trained without dropout.'],
    ['Grown at 35/28˚C and 24/18 °C.', 'Grown at 35 and 28 degrees Celsius and 24 and 18 degrees Celsius.'],
    ['The error is positive in the range [0.7, 3.2].', 'The error is positive in the range from 0.7 to 3.2.'],
    ['Inputs are set to α′ and f′′.', 'Inputs are set to alpha prime and f double prime.'],
    ['Lupeol and β-sitosterol were isolated.', 'Lupeol and beta-sitosterol were isolated.'],
    ['Following [12], we assume the same setting.', 'Following earlier work, we assume the same setting.'],
    // Greek letters and symbols
    ['We set α = 0.1.', 'We set alpha equals 0.1.'],
    ['With β ≈ 0.9 and Δ ± 2.', 'With beta approximately 0.9 and Delta plus or minus 2.'],
    ['Where λ ≤ 5 and γ ≥ 2.', 'Where lambda at most 5 and gamma at least 2.'],
    ['Errors x ≠ y.', 'Errors x not equal to y.'],
    ['A → B.', 'A to B.'],
    ['Parameters μ and σ.', 'Parameters mu and sigma.'],
    // maths letters of unicode-math and newtx fonts
    [
      'From 𝛼 to 𝜔, where 𝑥 is the input and 𝐖 a matrix.',
      'From alpha to omega, where x is the input and W a matrix.',
    ],
    ['It takes ~10 runs.', 'It takes about 10 runs.'],
    ['R&D.', 'R and D.'],
    // abbreviations
    ['Models, e.g., BERT.', 'Models, for example, bert.'],
    ['Attention, i.e. weights.', 'Attention, that is, weights.'],
    ['Vaswani et al. proposed it.', 'Vaswani and colleagues proposed it.'],
    ['As shown by Smith et al.', 'As shown by Smith and colleagues.'],
    ['CNN vs. RNN.', 'C N N versus R N N.'],
    ['See Fig. 3 and Eq. 2.', 'See Figure 3 and Equation 2.'],
    // citations and URLs
    ['As shown before [4, 7].', 'As shown before.'],
    ['Prior work (Smith et al., 2020) agrees.', 'Prior work agrees.'],
    ['Code is at https://github.com/x/y today.', 'Code is at today.'],
    // layout leftovers
    ['A good repre- sentation.', 'A good representation.'],
    ['Both pre- and post-training.', 'Both pre- and post-training.'],
    ['The learning_rate is **large**.', 'The learning rate is large.'],
    ['Input/output and/or more.', 'Input or output and or more.'],
    ['The naïve “baseline” — simple — works…', 'The naïve baseline, simple, works...'],
    ['Transformers (Vaswani) work.', 'Transformers, Vaswani, work.'],
    // acronyms: spelled apart so every voice says the letters, or said as the word people use
    ['BLEU on a GPU with LSTM.', 'blue on a G P U with L S T M.'],
    ['Two CNNs beat GPT-4 on ImageNet and COCO.', "Two C N N's beat G P T-4 on Image Net and coco."],
    ['A ReLU in PyTorch, as NASA does.', 'A ray loo in pie torch, as nasa does.'],
    ['Part II of the F1 table, OK.', 'Part II of the F 1 table, OK.'],
    ['Players of GO measured by LC-HRMS.', 'Players of GO measured by L C-H R M S.'],
    // short words in capitals among lower-case text are acronyms
    ['AN-AN accuracies, an OR of 1.5 for IT staff.', 'A N-A N accuracies, an O R of 1.5 for I T staff.'],
    // sub- and superscripts, Unicode and the marks extraction keeps
    ['A flux of 10⁻²⁶ and x² or y³.', 'A flux of 10 to the minus 26 and x squared or y cubed.'],
    ['Over 3 m² of 2 cm^3.', 'Over 3 square meters of 2 cubic centimeters.'],
    ['Terms x^n and e^{-x} with W^T.', 'Terms x to the n and e to the minus x with W transposed.'],
    ['States h_t and x₁ and W_{ij}.', 'States h sub t and x sub 1 and W sub ij.'],
    ['As shown¹² before.', 'As shown before.'],
    // maths
    ['For all x ∈ S, ∑ x ≤ ∞.', 'For all x in S, the sum of x at most infinity.'],
    ['The ℓ₂ norm, a ≠ b and x ∉ S.', 'The L sub 2 norm, a not equal to b and x not in S.'],
    ['Loss ∝ ‖w‖ and √n.', 'Loss proportional to the norm of w and the square root of n.'],
    ['A ∪ B and A ∩ B, so P ⇒ Q.', 'A union B and A intersect B, so P implies Q.'],
    [
      'A 3.2 ± 0.4 gain, 10–20% more, dropout .5.',
      'A 3.2 plus or minus 0.4 gain, 10 to 20 percent more, dropout 0.5.',
    ],
    // citation keys
    ['Prior work \\cite{smith2020deep} and [lee2019, kim2021a] agrees.', 'Prior work and agrees.'],
    // accents stay
    ['Élève and Schrödinger.', 'Élève and Schrödinger.'],
    ['', ''],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeForSpeech(input, 'en')).toBe(expected);
  });

  it('treats regional English codes and an unknown language as English', () => {
    expect(normalizeForSpeech('Up 3%.', 'en-GB')).toBe('Up 3 percent.');
    expect(normalizeForSpeech('Up 3%.', 'und')).toBe('Up 3 percent.');
  });

  it('keeps Chinese text and only drops citations and stray spaces', () => {
    expect(normalizeForSpeech('深度学习模型 [3] 取得了 28.4 的分数。', 'zh')).toBe(
      '深度学习模型取得了 28.4 的分数。',
    );
  });

  it('leaves other languages to their voice apart from citations', () => {
    expect(normalizeForSpeech('Die Genauigkeit stieg um 3,5 % [12].', 'de')).toBe(
      'Die Genauigkeit stieg um 3,5 %.',
    );
  });

  it('leaves only letters, digits and plain punctuation', () => {
    const out = normalizeForSpeech('Ωmega → ∞ with ∑ and √2, ∈ Ŝ “quotes” ‘x’ ⊕ ★.', 'en');
    expect(out).toMatch(/^[\p{L}\p{M}\p{N}\x20-\x7E]*$/u);
    expect(out).toContain('Ŝ');
  });

  it('joins a compound name at its dash and pauses at a dash between words', () => {
    expect(normalizeForSpeech('We studied some Lemaître–Tolman models — and others.', 'en')).toBe(
      'We studied some Lemaître Tolman models, and others.',
    );
  });

  it("says the user's lexicon first, whole words only, in every language", () => {
    const lexicon = [
      { written: 'GLUE', spoken: 'glue benchmark' },
      { written: 'Dijkstra', spoken: 'dike stra' },
      { written: 'C++', spoken: 'C plus plus' },
    ];
    expect(normalizeForSpeech('Dijkstra in C++ on GLUE and SuperGLUE.', 'en', lexicon)).toBe(
      'dike stra in C plus plus on glue benchmark and super glue.',
    );
    expect(normalizeForSpeech('Dijkstra hat recht.', 'de', lexicon)).toBe('dike stra hat recht.');
  });
});
