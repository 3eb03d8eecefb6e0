import { describe, expect, it } from 'vitest';
import { statesFinding } from './select-sentences.js';

describe('statesFinding', () => {
  it('recognises a finding set against the baseline', () => {
    expect(statesFinding('CTC outperformed both a baseline HMM recogniser and an HMM-RNN hybrid.')).toBe(
      true,
    );
    expect(
      statesFinding('Our model achieves 28.4 BLEU, improving over the existing best results by over 2 BLEU.'),
    ).toBe(true);
    expect(
      statesFinding(
        'Stay-green lines lost 21% of their grain weight, against 43% for the other lines, more than the control plants.',
      ),
    ).toBe(true);
  });

  it('does not take a step of the procedure for a finding, however numbered', () => {
    expect(
      statesFinding(
        'During training, Gaussian noise was added to the inputs with a standard deviation of 0.6.',
      ),
    ).toBe(false);
    expect(
      statesFinding(
        'During training, Gaussian noise was added to the inputs with a standard deviation of 0.6 to improve generalisation.',
      ),
    ).toBe(false);
    expect(statesFinding('The hybrid network had a total of 114,461 weights.')).toBe(false);
    expect(statesFinding('We trained the model with a learning rate of 0.0005 for 200,000 steps.')).toBe(
      false,
    );
  });
});
