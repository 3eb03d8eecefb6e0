import { describe, it, expect } from 'vitest';
import { buildSubtitleCues } from './build-subtitle-cues.js';

const LONG =
  'The Transformer achieves 28.4 BLEU on the WMT 2014 English-to-German translation task, improving over the existing best results, including ensembles, by over 2 BLEU.';

describe('buildSubtitleCues', () => {
  it('gives each sentence its own cue, timed in proportion to its length', () => {
    const cues = buildSubtitleCues([{ durationSec: 9, script: 'Short one. A sentence twice as long.' }]);
    expect(cues.map((c) => c.text)).toEqual(['Short one.', 'A sentence twice as long.']);
    expect(cues[0]?.startSec).toBe(0);
    expect(cues[0]?.endSec).toBeCloseTo((9 * 10) / 35, 9);
    expect(cues[1]?.startSec).toBe(cues[0]?.endSec);
    expect(cues[1]?.endSec).toBe(9);
  });

  it('splits a long sentence into balanced cues of at most two lines of 42 characters', () => {
    const cues = buildSubtitleCues([{ durationSec: 15, script: LONG }]);
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues) {
      const lines = cue.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(42);
    }
    expect(cues.map((c) => c.text.replace(/\n/g, ' ')).join(' ')).toBe(LONG);
    // No orphan: the shortest cue holds at least a third of the longest.
    const lengths = cues.map((c) => c.text.length);
    expect(Math.min(...lengths)).toBeGreaterThan(Math.max(...lengths) / 3);
  });

  it("places each slide's cues inside that slide and skips slides without a script", () => {
    const cues = buildSubtitleCues([
      { durationSec: 4, script: 'First.' },
      { durationSec: 3, script: '' },
      { durationSec: 5, script: 'Third.' },
    ]);
    expect(cues).toEqual([
      { startSec: 0, endSec: 4, text: 'First.' },
      { startSec: 7, endSec: 12, text: 'Third.' },
    ]);
  });

  it('drops citation markers from the shown text', () => {
    expect(buildSubtitleCues([{ durationSec: 2, script: 'As shown before [4, 7].' }])[0]?.text).toBe(
      'As shown before.',
    );
  });

  it('cuts Chinese, which has no spaces, by characters', () => {
    const script = '深度学习模型在翻译任务上取得了很好的分数并且超过了以前所有的方法和模型。';
    const cues = buildSubtitleCues([{ durationSec: 6, script }], 'zh');
    expect(cues.map((c) => c.text.replace(/\n/g, '')).join('')).toBe(script);
    for (const cue of cues)
      for (const line of cue.text.split('\n')) expect([...line].length).toBeLessThanOrEqual(21);
  });

  it('shows each sentence from where the voice starts it to where it starts the next', () => {
    const script = 'Short one. A sentence twice as long. Last.';
    const cues = buildSubtitleCues([
      { durationSec: 4, script: 'Before.' },
      { durationSec: 10, script, sentenceStartsSec: [0, 1.5, 8.2] },
    ]);
    expect(cues.slice(1)).toEqual([
      { startSec: 4, endSec: 5.5, text: 'Short one.' },
      { startSec: 5.5, endSec: 12.2, text: 'A sentence twice as long.' },
      { startSec: 12.2, endSec: 14, text: 'Last.' },
    ]);
  });

  it('shares a timed sentence among its pieces by length, and shows a sentence with no time of its own with the next', () => {
    const cues = buildSubtitleCues([
      { durationSec: 20, script: `Intro. ${LONG} "Ok." End.`, sentenceStartsSec: [0, 2, 18, 18] },
    ]);
    expect(cues[0]).toEqual({ startSec: 0, endSec: 2, text: 'Intro.' });
    const long = cues.slice(1, -1);
    expect(long[0]?.startSec).toBe(2);
    expect(long.at(-1)?.endSec).toBe(18);
    expect(cues.at(-1)).toEqual({ startSec: 18, endSec: 20, text: '"Ok." End.' });
  });

  it('falls back to lengths when the starts do not match the sentences', () => {
    const cues = buildSubtitleCues([
      { durationSec: 9, script: 'Short one. A sentence twice as long.', sentenceStartsSec: [0] },
    ]);
    expect(cues[0]?.endSec).toBeCloseTo((9 * 10) / 35, 9);
  });
});
