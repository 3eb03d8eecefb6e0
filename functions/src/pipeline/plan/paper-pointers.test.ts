import { describe, expect, it } from 'vitest';
import { pointersIn, pointsBeyondVisuals, withoutPointerAsides } from './paper-pointers.js';

describe('paper pointers', () => {
  it('drops asides that only point into the paper and keeps the statement', () => {
    expect(
      withoutPointerAsides('Residual nets converge faster, as shown in Figure 4, than plain nets.'),
    ).toBe('Residual nets converge faster, than plain nets.');
    expect(withoutPointerAsides('Accuracy rises with depth (see Table 3).')).toBe(
      'Accuracy rises with depth.',
    );
    expect(withoutPointerAsides('As shown in Figure 3, searching for studies is still a bottleneck.')).toBe(
      'Searching for studies is still a bottleneck.',
    );
    // An opening that points back into the paper's text.
    expect(withoutPointerAsides('In the introduction, we claim that the networks are as powerful.')).toBe(
      'We claim that the networks are as powerful.',
    );
    expect(withoutPointerAsides('As above, we can modify our models.')).toBe('We can modify our models.');
    // Every section of a list, numbered in parts.
    expect(
      withoutPointerAsides('The methods apply the statistical tests described in Sections 2.7 and 2.8.'),
    ).toBe('The methods apply the statistical tests.');
    expect(withoutPointerAsides('As can be seen, in this case the parameter is positive.')).toBe(
      'In this case the parameter is positive.',
    );
    expect(withoutPointerAsides('As mentioned earlier, the data are noisy.')).toBe('The data are noisy.');
    expect(
      withoutPointerAsides('The odds ratio is 1.67, with a 95% confidence interval as given above.'),
    ).toBe('The odds ratio is 1.67, with a 95% confidence interval.');
    expect(withoutPointerAsides('As indicated in the introduction, a critical step is solving it.')).toBe(
      'A critical step is solving it.',
    );
    expect(
      withoutPointerAsides(
        'The study revealed shortcomings in the registers as reported in the results under heading ‘registered diagnosis’.',
      ),
    ).toBe('The study revealed shortcomings in the registers.');
    // A reference LaTeX could not resolve.
    expect(withoutPointerAsides('Rendering of four d-orbitals centered at Pd atoms, see Fig.?.')).toBe(
      'Rendering of four d-orbitals centered at Pd atoms.',
    );
    expect(withoutPointerAsides('The camera follows the path (see Section ??).')).toBe(
      'The camera follows the path.',
    );
    // Where the book said it, resolved or not.
    expect(withoutPointerAsides('In Chapter?, we saw that the interaction model fits better.')).toBe(
      'We saw that the interaction model fits better.',
    );
    expect(withoutPointerAsides('In Section 4.2, the bound is shown to be tight (see Chapter 6).')).toBe(
      'The bound is shown to be tight.',
    );
    // The pointer is what the sentence says, not an aside to it.
    expect(withoutPointerAsides('The first of these is given in Figure 2.')).toBe(
      'The first of these is given in Figure 2.',
    );
  });

  it('finds what a sentence points at', () => {
    expect(pointersIn('In Figures 2 and 3 we show samples, and Section 4.2 proves it.')).toEqual([
      'Figures 2 and 3',
      'Section 4.2',
    ]);
    // A book numbers its figures within the chapter.
    expect(pointersIn('The tree is shown in Figure 11.6, its residuals in Tables 11.2 and 11.3.')).toEqual([
      'Figure 11.6',
      'Tables 11.2 and 11.3',
    ]);
  });

  it('tells pointers a slide could show from those it never can', () => {
    expect(pointsBeyondVisuals('Figure 1 shows the architecture.')).toBe(false);
    expect(
      pointsBeyondVisuals('We will then show in section 4.2 that Algorithm 1 optimizes Equation 1.'),
    ).toBe(true);
    expect(pointsBeyondVisuals('This follows from Theorem 3.')).toBe(true);
    expect(pointsBeyondVisuals('The network has three layers.')).toBe(false);
    expect(pointsBeyondVisuals('In (6) we defined the likelihood of the parameters.')).toBe(true);
    expect(pointsBeyondVisuals('In the fourth section we describe computational methods.')).toBe(true);
    expect(pointsBeyondVisuals('Below are the 3 parameters of this method.')).toBe(true);
    expect(pointsBeyondVisuals('Now a₁ takes the place of f₁ above.')).toBe(true);
    expect(pointsBeyondVisuals('Temperatures above 30 °C reduce the yield.')).toBe(false);
    expect(pointsBeyondVisuals('The device tree is described in a text form, described in 3.2.')).toBe(true);
    expect(pointsBeyondVisuals('The loss fell from 4.1 in 3.2 seconds.')).toBe(false);
    // A list's label and a count in brackets point nowhere.
    expect(pointsBeyondVisuals('The method has three steps (1) to be run in order.')).toBe(false);
    expect(pointsBeyondVisuals('Sales rose in (most) regions in the fourth quarter.')).toBe(false);
    expect(pointsBeyondVisuals('The orbital of Fig. ?? is drawn in glass.')).toBe(true);
  });
});
