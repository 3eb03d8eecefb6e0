import { describe, expect, it } from 'vitest';
import { estimateTokens } from './estimate-tokens.js';
import { fitPaper, OMISSION } from './fit-paper.js';
import { samplePaper } from './testing/sample-paper.js';

describe('fitPaper', () => {
  it('sends a paper that fits whole, without its acknowledgements, and says nothing', () => {
    const fitted = fitPaper(samplePaper(), 100_000);
    expect(fitted.notice).toBeUndefined();
    expect(fitted.keptShare).toBe(1);
    expect(fitted.text).toContain('Future work will apply the gates to language models.');
    expect(fitted.text).not.toContain('We thank the reviewers');
    expect(fitted.text).not.toContain(OMISSION);
  });

  it('keeps the whole structure of a long paper and the best text of every section, within the budget', () => {
    const paper = samplePaper(60);
    const whole = fitPaper(paper, 1_000_000);
    const budget = 2_500;
    const fitted = fitPaper(paper, budget);
    expect(estimateTokens(whole.text)).toBeGreaterThan(4 * budget);
    expect(estimateTokens(fitted.text)).toBeLessThanOrEqual(budget);
    // Structure: title, abstract, every caption with its id, every heading.
    for (const part of [
      paper.title,
      paper.abstract,
      '- Figure 1: Accuracy',
      '- Table 1: Top-1',
      '- Figure 2: Training loss',
      '## 1 Introduction',
      '## 4 Conclusion',
    ]) {
      expect(fitted.text).toContain(part);
    }
    // Every section keeps something: not the first pages only.
    const sections = fitted.text.split(/^## /m).slice(1);
    expect(sections).toHaveLength(4);
    for (const section of sections)
      expect(section.split('\n').slice(1).join(' ').replaceAll(OMISSION, '').trim().length).toBeGreaterThan(
        50,
      );
    expect(fitted.text).toContain(OMISSION);
    expect(fitted.leftOut).toEqual([]);
    expect(fitted.keptShare).toBeGreaterThan(0.05);
    expect(fitted.keptShare).toBeLessThan(0.5);
    expect(fitted.notice).toMatch(
      /^The paper is too long for the AI planner to read whole, so it planned from the outline, every caption and the most informative \d+% of the text\.$/,
    );
  });

  it('keeps the kept sentences in reading order', () => {
    const fitted = fitPaper(samplePaper(30), 2_000);
    const method = fitted.text.split('## 2 Method')[1]?.split('## 3')[0] ?? '';
    const positions = [...method.matchAll(/in setting (\d+)/g)].map((m) => Number(m[1]));
    expect(positions.length).toBeGreaterThan(1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('names the sections it could not read at all when the budget leaves room for one sentence', () => {
    const paper = samplePaper(60);
    const structureOnly = estimateTokens(fitPaper(paper, 0).text);
    const fitted = fitPaper(paper, structureOnly + 40);
    expect(fitted.leftOut).toHaveLength(3);
    expect(fitted.notice).toMatch(/; nothing was read from "[^"]+", "[^"]+" and "[^"]+"\.$/);
  });
});
