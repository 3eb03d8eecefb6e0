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

  it('counts a heading that took in the first words of its sentence, not a run-in label closed by a colon', () => {
    expect(
      countDebris(
        sections(
          'used to evaluate the sources.',
          '2.1. Sources Criteria: defines which criteria are going to be',
        ),
      ).gluedHeadings,
    ).toBe(1);
    expect(
      countDebris(
        sections('the quality criteria.', '2.1. Sources Criteria: Availability to consult articles in the'),
      ).gluedHeadings,
    ).toBe(1);
    const runIn = countDebris(
      sections(
        'The protocol has five parts.\n\n1.1. Question Focus: To identify reports on the review of processes.\n\n2. Studies Selection: once the sources are defined, the studies are chosen.',
        '4.1. Review Planning',
      ),
    );
    expect(runIn.gluedHeadings).toBe(0);
    expect(
      countDebris(sections('Intro.\n\n2.1 Sources Selection Criteria The criteria are defined first.'))
        .gluedHeadings,
    ).toBe(1);
    expect(
      countDebris(
        sections('Reviews differ in method.', '1.1. Systematic Reviews: Differences, Advantages, and Costs'),
      ).gluedHeadings,
    ).toBe(0);
    expect(
      countDebris(sections('Accuracy per set.', 'A4.2 UCI data sets: detailed results')).gluedHeadings,
    ).toBe(0);
  });

  it('counts support from a funder, not a claim supported by evidence', () => {
    expect(
      countDebris(sections('This work was supported in part by the Widget Foundation.')).statements,
    ).toBe(1);
    expect(countDebris(sections('It is supported by grant 12345 of the council.')).statements).toBe(1);
    expect(
      countDebris(sections('The expansion is supported by many other types of cosmological observations.'))
        .statements,
    ).toBe(0);
  });

  it('counts a word broken across another column, not a hyphen the paper prints after a word of its own', () => {
    expect(countDebris(sections('The routing is effi- the network is small.')).interleavedColumns).toBe(1);
    expect(
      countDebris(
        sections(
          'Each phase is short. The stationary phase- silica gel was used; the mobile phase was toluene.',
        ),
      ).interleavedColumns,
    ).toBe(0);
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
