import { describe, expect, it } from 'vitest';
import { planInstructions, storyOutline } from './plan-prompt.js';

const head = (part: string): string => part.split(/[:;,]/)[0] ?? '';

describe('storyOutline', () => {
  it('tells title, problem, method, results and conclusion at five slides', () => {
    expect(storyOutline(5).map(head)).toEqual([
      "the paper's title as slide_title",
      'the problem and why it matters',
      'the method',
      'the results',
      'the conclusion',
    ]);
  });

  it.each([3, 4, 5, 6, 7, 8])(
    'gives %i parts for %i slides, opening with the title and ending on the conclusion',
    (count) => {
      const outline = storyOutline(count);
      expect(outline).toHaveLength(count);
      expect(outline[0]).toContain("paper's title");
      expect(outline.at(-1)).toMatch(/takeaway/);
      expect(new Set(outline).size).toBe(count);
    },
  );

  it('adds depth to the method first, then the results, then their meaning', () => {
    expect(storyOutline(6)[3]).toMatch(/^the method in more depth/);
    expect(storyOutline(7)[5]).toMatch(/^more results/);
    expect(storyOutline(8)[6]).toMatch(/^what the results mean/);
  });
});

describe('planInstructions', () => {
  it('asks for the story, complete short bullets that never point at the paper, and spoken scripts with transitions', () => {
    const text = planInstructions({ slideCount: 5, voice: 'sully', language: 'en' });
    expect(text).toContain('Write exactly 5 slides');
    expect(text).toContain("4. the results: the paper's own headline numbers");
    expect(text).toContain('3 to 5 statements of at most 12 words each');
    expect(text).toContain('Never point at the paper');
    expect(text).toContain('states something particular to this paper');
    expect(text).toContain('70 to 140 words of spoken sentences');
    expect(text).toContain('transition');
    expect(text).toContain('never a step of the procedure that happens to have a number');
    expect(text).toContain('main theorem in words');
    expect(text).toContain('chapter by chapter');
    expect(text).toContain('in lowercase');
  });

  it('counts a Chinese script in characters', () => {
    expect(planInstructions({ slideCount: 4, voice: 'sully', language: 'zh' })).toContain(
      '150 to 300 characters',
    );
  });
});
