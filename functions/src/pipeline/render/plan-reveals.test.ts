import { describe, it, expect } from 'vitest';
import { planReveals } from './plan-reveals.js';

const base = { figureId: '', durationSec: 30, language: 'en' };

describe('planReveals', () => {
  it('reveals each bullet with the sentence that speaks of it, at that sentence’s start in the audio', () => {
    const states = planReveals({
      ...base,
      bullets: ['Self-attention replaces recurrence', 'BLEU 28.4 on English–German translation'],
      script:
        'This paper studies translation. Self-attention replaces recurrence entirely. It reaches 28.4 BLEU on English–German translation.',
      sentenceStartsSec: [0, 4.2, 11.5],
    });
    expect(states).toEqual([
      { atSec: 0, bullets: 0, figure: false },
      { atSec: 4.2, bullets: 1, figure: false },
      { atSec: 11.5, bullets: 2, figure: false },
    ]);
  });

  it('times sentences by their length when the voice reports no timings, as the subtitles do', () => {
    const states = planReveals({
      ...base,
      durationSec: 20,
      bullets: ['Second point'],
      script: 'First sentence here. The second point now.',
    });
    expect(states.map((s) => s.bullets)).toEqual([0, 1]);
    // "First sentence here." is 20 of the 41 characters.
    expect(states[1]?.atSec).toBeCloseTo((20 * 20) / 41, 5);
  });

  it('shows the figure from the sentence that first names it, however it is spelled', () => {
    const states = planReveals({
      ...base,
      figureId: 'Figure 2',
      bullets: [],
      script: 'We start with the setup. As Fig. 2 shows, attention heads specialise. Later, figure 2 again.',
      sentenceStartsSec: [0, 3, 9],
    });
    expect(states).toEqual([
      { atSec: 0, bullets: 0, figure: false },
      { atSec: 3, bullets: 0, figure: true },
    ]);
  });

  it('shows a figure the script never names from the start', () => {
    const states = planReveals({
      ...base,
      figureId: 'Table 1',
      bullets: [],
      script: 'One thing. Another thing.',
    });
    expect(states).toEqual([{ atSec: 0, bullets: 0, figure: true }]);
  });

  it('keeps bullets in order and spreads bullets the script does not echo', () => {
    const states = planReveals({
      ...base,
      bullets: ['Alpha', 'Beta', 'Gamma', 'Delta'],
      script: 'One. Two. Three. Four.',
      sentenceStartsSec: [0, 5, 10, 15],
    });
    expect(states.map((s) => [s.atSec, s.bullets])).toEqual([
      [0, 1],
      [5, 2],
      [10, 3],
      [15, 4],
    ]);
  });

  it('makes a single state that shows everything for a one-sentence script', () => {
    expect(
      planReveals({ ...base, figureId: 'Figure 1', bullets: ['A', 'B'], script: 'Only one sentence.' }),
    ).toEqual([{ atSec: 0, bullets: 2, figure: true }]);
  });
});
