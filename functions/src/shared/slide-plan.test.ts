import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, validateSlidesPlan } from './slide-plan.js';

const slide = {
  slide_title: 'Results',
  visual_identifier: 'Table 2',
  bullet_points: ['28.4 BLEU'],
  voiceover_script: 'We reach 28.4 BLEU.',
};

describe('validateSlidesPlan', () => {
  it('accepts a plan and trims its text, dropping blank bullets', () => {
    const result = validateSlidesPlan([
      { ...slide, slide_title: '  Results ', bullet_points: [' a ', '', '   ', 'b'] },
    ]);
    expect(result).toEqual({ ok: true, plan: [{ ...slide, bullet_points: ['a', 'b'] }] });
  });

  it('fills a missing figure reference, bullets and script with empty values', () => {
    const result = validateSlidesPlan([{ slide_title: 'Only a title' }]);
    expect(result).toEqual({
      ok: true,
      plan: [{ slide_title: 'Only a title', visual_identifier: '', bullet_points: [], voiceover_script: '' }],
    });
  });

  it.each([
    [{}, 'The slide plan must be a list of slides.'],
    [[], 'The slide plan has no slides.'],
    [[slide, 'text'], 'Slide 2 is not a slide object.'],
    [[{ ...slide, slide_title: ' ' }], 'Slide 1 needs a title.'],
    [[{ ...slide, bullet_points: 'one line' }], 'Slide 1: bullet points must be a list of text lines.'],
    [
      [{ ...slide, bullet_points: Array.from({ length: PLAN_LIMITS.maxBullets + 1 }, () => 'x') }],
      `Slide 1 has ${PLAN_LIMITS.maxBullets + 1} bullet points; at most ${PLAN_LIMITS.maxBullets} fit on a slide.`,
    ],
    [[{ ...slide, voiceover_script: 42 }], 'Slide 1: the voice-over script must be text.'],
    [[{ ...slide, visual_identifier: 2 }], 'Slide 1: the figure reference must be text.'],
  ])('names the first problem of %j', (value, problem) => {
    expect(validateSlidesPlan(value)).toEqual({ ok: false, problem });
  });

  it('refuses more slides than a talk can hold', () => {
    const result = validateSlidesPlan(Array.from({ length: PLAN_LIMITS.maxSlides + 1 }, () => slide));
    expect(result.ok).toBe(false);
  });
});
