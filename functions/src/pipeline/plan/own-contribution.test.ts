import { describe, expect, it } from 'vitest';
import { statesOwnContribution } from './own-contribution.js';

describe('statesOwnContribution', () => {
  it.each([
    'In this paper, we address the degradation problem by introducing a deep residual learning framework.',
    'We show that the Transformer generalizes well to other tasks.',
    'We demonstrate this approach on the challenging problem of natural image denoising.',
  ])('finds the paper at work in %j', (text) => {
    expect(statesOwnContribution(text)).toBe(true);
  });

  it.each([
    'Deeper neural networks are more difficult to train.',
    'Previous work demonstrated this approach on small images only.',
  ])('finds no contribution of the paper in %j', (text) => {
    expect(statesOwnContribution(text)).toBe(false);
  });
});
