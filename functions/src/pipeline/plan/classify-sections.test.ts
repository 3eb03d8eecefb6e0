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
});
