import { describe, it, expect } from 'vitest';
import { classifySections } from './classify-sections.js';

const roles = (headings: string[]): string[] =>
  classifySections(headings.map((heading) => ({ heading, text: '' }))).map((s) => s.role);

describe('classifySections', () => {
  it('reads the usual headings and lets numbered subsections inherit their parent', () => {
    expect(
      roles([
        '1 Introduction',
        '2 Related Work',
        '3 Model Architecture',
        '3.2 Attention',
        '6 Results',
        '6.2 Model Variations',
        '7 Conclusion',
        'References',
      ]),
    ).toEqual(['intro', 'related', 'method', 'method', 'results', 'results', 'conclusion', 'skip']);
  });

  it('keeps a data-analysis subsection inside the methods', () => {
    expect(roles(['Background', 'Methods', 'Data analysis', 'Results', 'Discussion'])).toEqual([
      'intro',
      'method',
      'method',
      'results',
      'discussion',
    ]);
  });

  it('falls back on position for statement headings', () => {
    expect(
      roles([
        'Why heat matters for wheat',
        'Plants, chambers and measurements',
        'Heat shortened grain filling',
        'Chlorophyll predicts grain weight',
        'What this means for breeding',
      ]),
    ).toEqual(['intro', 'method', 'results', 'results', 'conclusion']);
  });

  it("gives a thesis chapter's numbered sections the chapter's role", () => {
    expect(
      roles([
        'Chapter 1: Introduction',
        '1.1 Why the savanna',
        'Chapter 4 Results',
        '4.1 Grain yield',
        'Chapter 5 Conclusions',
      ]),
    ).toEqual(['intro', 'intro', 'results', 'results', 'conclusion']);
  });

  it("reads a mathematics paper's main results inside its introduction, and its proofs as method", () => {
    expect(
      roles([
        '1 Introduction',
        '1.1 Main results',
        '1.2 Notation',
        '2 Proof of Theorem 1.2',
        '3 Open problems',
      ]),
    ).toEqual(['intro', 'results', 'intro', 'method', 'conclusion']);
  });

  it('reads Chinese headings', () => {
    expect(roles(['0 引言', '1 相关工作', '2 管控架构设计', '3 实验与分析', '4 结束语', '参考文献'])).toEqual(
      ['intro', 'related', 'method', 'results', 'conclusion', 'skip'],
    );
  });

  it('leaves appendices out, however their headings read', () => {
    // Lettered sections after a numbered body: an appendix's "ImageNet Localization" is no conclusion.
    expect(
      roles([
        '1. Introduction',
        '2. Method',
        '4. Experiments',
        'A. Object Detection Baselines',
        'B.1 Improvements',
        'C. ImageNet Localization',
      ]),
    ).toEqual(['intro', 'method', 'results', 'skip', 'skip', 'skip']);
    // Whatever follows an "Appendix" heading is appendix too.
    expect(
      roles(['Introduction', 'Experiments', 'Conclusion', 'Appendix', 'A1 Background', 'Lemma']),
    ).toEqual(['intro', 'results', 'conclusion', 'skip', 'skip', 'skip']);
    expect(roles(['Background', 'Methods', 'Results', 'Conclusions', 'Supporting information'])).toEqual([
      'intro',
      'method',
      'results',
      'conclusion',
      'skip',
    ]);
  });

  it('gives an unnamed subsection the role of the one before it, even at the end of the paper', () => {
    expect(
      roles([
        '1. Introduction',
        '2. Method',
        '3.4. Implementation',
        '4.1. ImageNet Classification',
        '4.2. CIFAR-10 and Analysis',
        '4.3. Object Detection on PASCAL',
        'A. Object Detection Baselines',
      ]),
    ).toEqual(['intro', 'method', 'method', 'results', 'discussion', 'discussion', 'skip']);
  });

  it('leaves out a licence printed at the end and its numbered clauses, but not a section about a licence', () => {
    const sections = [
      ['Introduction', 'Backgammon programs have changed the game.'],
      ['Analysing a Match', 'The program points out our mistakes.'],
      [
        'GNU Free Documentation License',
        'Version 1.3, 3 November 2008 Copyright © 2008 Free Software Foundation.',
      ],
      ['0. PREAMBLE', 'The purpose of this License is to make a manual free.'],
      ['4. MODIFICATIONS', 'You may copy and distribute a Modified Version of the Document.'],
    ].map(([heading, text]) => ({ heading: heading ?? '', text: text ?? '' }));
    const licenceRoles = classifySections(sections).map((s) => s.role);
    expect(licenceRoles.slice(0, 2)).not.toContain('skip');
    expect(licenceRoles.slice(2)).toEqual(['skip', 'skip', 'skip']);
    // The licence's name set again above its version.
    const renamed = sections.map((section, i) =>
      i === 2
        ? {
            heading: '12.1 GNU General Public License',
            text: 'GNU GENERAL PUBLIC LICENSE Version 2, June 1991',
          }
        : section,
    );
    expect(
      classifySections(renamed)
        .map((s) => s.role)
        .slice(2),
    ).toEqual(['skip', 'skip', 'skip']);
    const aboutLicences = [
      ['1 Introduction', 'Open source projects choose licences.'],
      ['2 The GNU General Public License', 'The GPL requires that derived works be distributed alike.'],
      ['3 Results', 'Projects under the GPL attract more contributors.'],
    ].map(([heading, text]) => ({ heading: heading ?? '', text: text ?? '' }));
    expect(classifySections(aboutLicences).map((s) => s.role)).not.toContain('skip');
  });

  it('keeps the lettered subsections of a paper numbered I, II, III', () => {
    expect(roles(['I. Introduction', 'II. Method', 'A. Encoder', 'B. Decoder', 'III. Results'])).toEqual([
      'intro',
      'method',
      'method',
      'method',
      'results',
    ]);
  });
});
