import { describe, expect, it } from 'vitest';
import { hasMeasuredNumber } from './has-measured-number.js';

describe('hasMeasuredNumber', () => {
  it('takes a measured quantity', () => {
    expect(hasMeasuredNumber('Our model reaches 28.4 BLEU on the test set.')).toBe(true);
    expect(hasMeasuredNumber('Accuracy rose to 0.81 with the larger batch.')).toBe(true);
    expect(hasMeasuredNumber('The error falls by 12 points.')).toBe(true);
  });

  it('leaves a pointer, a year and a software version', () => {
    expect(hasMeasuredNumber('The results are shown in Figure 3 and Table 2.')).toBe(false);
    expect(hasMeasuredNumber('The package was first released in 2001.')).toBe(false);
    expect(
      hasMeasuredNumber('The first one is the L-function package, which has been available since 2.9.0.'),
    ).toBe(false);
    expect(hasMeasuredNumber('Network version 1.11 implements the template for native routines.')).toBe(
      false,
    );
  });
});
