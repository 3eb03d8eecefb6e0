import { describe, expect, it } from 'vitest';
import { joinPcm } from './join-pcm.js';
import { toneFor } from './testing/index.js';

const RATE = 24_000;

function samples(pcm: Buffer): number[] {
  return Array.from({ length: pcm.length / 2 }, (_, i) => pcm.readInt16LE(i * 2));
}

/** The largest jump between neighbouring samples: a click is a jump far above the signal's own. */
function largestStep(values: number[]): number {
  let largest = 0;
  for (let i = 1; i < values.length; i += 1)
    largest = Math.max(largest, Math.abs((values[i] ?? 0) - (values[i - 1] ?? 0)));
  return largest;
}

describe('joinPcm', () => {
  // Pieces that start and end at full swing, as a voice cut mid-breath would.
  const first = toneFor('x'.repeat(31), RATE);
  const second = toneFor('y'.repeat(23), RATE);
  const own = Math.max(largestStep(samples(first)), largestStep(samples(second)));

  it('would click if the pieces were simply concatenated (the test can fail)', () => {
    expect(Math.abs(first.readInt16LE(first.length - 2))).toBeGreaterThan(5_000);
    expect(largestStep(samples(Buffer.concat([first, Buffer.alloc(2000), second])))).toBeGreaterThan(4 * own);
  });

  it('joins without a step larger than the signal’s own', () => {
    const joined = samples(joinPcm([first, second], { sampleRate: RATE }));
    expect(largestStep(joined)).toBeLessThanOrEqual(Math.ceil(own * 1.2));
  });

  it('keeps every sample of both pieces and puts the pause between them', () => {
    const joined = joinPcm([first, second], { sampleRate: RATE, pauseSec: 0.25 });
    expect(joined.length).toBe(first.length + second.length + 0.25 * RATE * 2);
    const values = samples(joined);
    const pauseStart = first.length / 2;
    expect(values.slice(pauseStart, pauseStart + 0.25 * RATE).every((value) => value === 0)).toBe(true);
    // Away from the fades, the audio is untouched.
    expect(values.slice(500, 1000)).toEqual(samples(first).slice(500, 1000));
  });

  it('leaves a single piece as it is, outer edges included', () => {
    expect(joinPcm([first], { sampleRate: RATE })).toBe(first);
  });
});
