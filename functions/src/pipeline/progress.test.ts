import { describe, expect, it } from 'vitest';
import { overallPercent, STAGE_WEIGHTS, STAGES } from './progress.js';

describe('overallPercent', () => {
  it('weights the stages so that a whole run adds up to 100', () => {
    expect(STAGES.reduce((sum, stage) => sum + STAGE_WEIGHTS[stage], 0)).toBe(100);
    expect(overallPercent({ stage: 'read', done: 0, total: 10 })).toBe(0);
    expect(overallPercent({ stage: 'render', done: 10, total: 10 })).toBe(100);
  });

  it('counts earlier stages as finished and the current one by its fraction', () => {
    expect(overallPercent({ stage: 'plan', done: 1, total: 2 })).toBe(
      STAGE_WEIGHTS.read + STAGE_WEIGHTS.plan / 2,
    );
  });

  it('rescales to the stages a run includes', () => {
    expect(overallPercent({ stage: 'plan', done: 1, total: 1 }, ['read', 'plan'])).toBe(100);
    expect(overallPercent({ stage: 'read', done: 1, total: 2 }, ['read', 'plan'])).toBe(37.5);
  });
});
