import { describe, expect, it } from 'vitest';
import { countDebris, DEBRIS_KINDS } from './count-debris.js';

const sections = (
  text: string,
  heading = '2 Method',
): { abstract: string; sections: { heading: string; text: string }[] } => ({
  abstract: '',
  sections: [{ heading, text }],
});

describe('countDebris', () => {
  it('counts each kind of debris left in the body text', () => {
    const cases: Record<(typeof DEBRIS_KINDS)[number], ReturnType<typeof sections>> = {
      numericCitations: sections('Gated models [3, 4, 5–9] and experts [12] route layers.'),
      referenceKeys: sections('Bounds [Sar06] follow from [BPSTJ89, Proposition 4].'),
      authorYearCitations: sections('Experts route layers (Smith et al., 2019; Doe and Roe, 2020).'),
      emails: sections('Write to ada@example.edu for the code.'),
      statements: sections('We thank the reviewers. This work was funded by the Foundation.'),
      abbreviationLists: sections(
        'CNN: convolutional neural network; SWN: sparse widget network; FLOP: floating point operation; GPU: graphics unit;',
      ),
      gluedHeadings: sections('Participants Participants in this study were twelve adults.', 'Participants'),
      interleavedColumns: sections(
        'The model learns a compact\n\nrepresentation of every image. The routing is effi- the network is',
      ),
      figureText: sections('Accuracy rises 0 10 20 30 40 50 60 with depth.'),
    };
    for (const kind of DEBRIS_KINDS) {
      const counts = countDebris(cases[kind]);
      expect(counts[kind], kind).toBeGreaterThan(0);
    }
  });

  it('counts nothing in clean prose', () => {
    const counts = countDebris(
      sections(
        'The model learns a compact representation of every image, as Figure 2 shows. The state hₜ₋₁ is kept.',
      ),
    );
    for (const kind of DEBRIS_KINDS) expect(counts[kind], kind).toBe(0);
  });
});
