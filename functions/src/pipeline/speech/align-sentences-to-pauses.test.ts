import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../system/temp-dir.js';
import { splitSentences } from '../text/index.js';
import { alignSentencesToPauses } from './align-sentences-to-pauses.js';
import { LOCAL_VOICES } from './local-voices.js';
import { readWavSamples } from './read-wav-samples.js';
import { speakWithFlite } from './speak-with-flite.js';
import { ACADEMIC_PARAGRAPHS } from './testing/academic-paragraphs.js';

const RATE = 16_000;

/** A burst of tone per word, short gaps between words, longer after commas and sentences. */
function speechLike(
  sentences: readonly string[],
  sentencePauseSec: number,
): { samples: Int16Array; startsSec: number[] } {
  const parts: number[] = [];
  const startsSec: number[] = [];
  const silence = (sec: number): void => {
    for (let i = 0; i < Math.round(sec * RATE); i++) parts.push(0);
  };
  silence(0.2);
  sentences.forEach((sentence, k) => {
    if (k > 0) silence(sentencePauseSec);
    startsSec.push(parts.length / RATE);
    for (const word of sentence.split(' ')) {
      const n = Math.round(word.length * 0.06 * RATE);
      for (let i = 0; i < n; i++) parts.push(Math.round(9000 * Math.sin((2 * Math.PI * 180 * i) / RATE)));
      silence(word.endsWith(',') ? 0.18 : 0.06);
    }
  });
  silence(0.3);
  return { samples: Int16Array.from(parts), startsSec };
}

describe('alignSentencesToPauses', () => {
  it('finds each sentence after the pause before it, not at commas or between words', () => {
    const sentences = [
      'Transformers replace recurrence with attention, which trains in parallel.',
      'On translation, the big model sets a new record.',
      'It also parses English, with little tuning.',
      'Training takes three and a half days on eight machines.',
    ];
    const { samples, startsSec } = speechLike(sentences, 0.3);
    const found = alignSentencesToPauses(samples, RATE, sentences);
    expect(found[0]).toBe(0);
    found.slice(1).forEach((at, k) => expect(Math.abs(at - (startsSec[k + 1] ?? 0))).toBeLessThan(0.15));
  });

  it('gives one start per sentence even when the voice leaves no pause to find', () => {
    const tone = Int16Array.from({ length: RATE * 4 }, (_, i) =>
      Math.round(9000 * Math.sin((2 * Math.PI * 180 * i) / RATE)),
    );
    const found = alignSentencesToPauses(tone, RATE, ['One sentence here.', 'And another one.']);
    expect(found).toHaveLength(2);
    expect(found[1]).toBeGreaterThan(1.5);
    expect(found[1]).toBeLessThan(2.5);
  });

  describe('on a real voice', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await makeTempDir('align-test');
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    // flite speaks a text as one take, sentence after sentence; spoken one by one, each sentence's take
    // is as long as its part of the whole, so their lengths say where each starts in the whole.
    it.each([0, 1])(
      'finds the sentence starts of paragraph %i spoken in one take within 0.15 s',
      async (p) => {
        const paragraph = ACADEMIC_PARAGRAPHS[p] ?? '';
        const sentences = splitSentences(paragraph, 'en');
        const voice = LOCAL_VOICES.mark;
        const runs = [paragraph, ...sentences].map((_, k) => ({
          textPath: join(dir, `t${p}-${k}.txt`),
          outPath: join(dir, `w${p}-${k}.wav`),
        }));
        await Promise.all(
          [paragraph, ...sentences].map((text, k) => writeFile(runs[k]?.textPath ?? '', `${text}\n`)),
        );
        await speakWithFlite(voice, runs, undefined);
        const whole = await readWavSamples(runs[0]?.outPath ?? '');
        const takes = await Promise.all(runs.slice(1).map((run) => readWavSamples(run.outPath)));
        const truth: number[] = [];
        let at = 0;
        for (const take of takes) {
          truth.push(at);
          at += take.samples.length / take.sampleRate;
        }
        expect(Math.abs(at - whole.samples.length / whole.sampleRate)).toBeLessThan(0.15);
        const found = alignSentencesToPauses(whole.samples, whole.sampleRate, sentences);
        const errors = found.map((start, k) => Math.abs(start - (truth[k] ?? 0)));
        expect(Math.max(...errors)).toBeLessThan(0.15);
      },
    );
  });
});
