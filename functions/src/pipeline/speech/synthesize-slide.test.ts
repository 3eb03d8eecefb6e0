import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { findOnPath, resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { splitSentences } from '../text/index.js';
import { createLocalSynthesizer } from './create-local-synthesizer.js';
import { normalizeForSpeech } from './normalize-for-speech.js';
import { readWavSamples } from './read-wav-samples.js';
import { synthesizeSlide } from './synthesize-slide.js';

const binaries = resolveBinaries();
const SCRIPT =
  'Our encoder sends each audio frame to two of sixteen experts. This halves the cost of training [4]. ' +
  'On a standard benchmark, the error rate falls by 8%. The routing decisions are also easy to read.';

/** Loudness (RMS) of the clip between two times. */
function levelBetween(samples: Int16Array, sampleRate: number, fromSec: number, toSec: number): number {
  let energy = 0;
  let n = 0;
  for (
    let i = Math.max(0, Math.round(fromSec * sampleRate));
    i < Math.min(samples.length, Math.round(toSec * sampleRate));
    i++, n++
  )
    energy += (samples[i] ?? 0) ** 2;
  return Math.sqrt(energy / Math.max(1, n));
}

describe.skipIf(findOnPath('ffmpeg') === undefined)('synthesizeSlide: where each sentence starts', () => {
  let workDir = '';
  beforeAll(async () => {
    workDir = await makeTempDir('slide-timing-test');
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  // Each sentence's own take, spoken alone, is as long as the gap from its start to the next one's,
  // less the pause between sentences: the starts agree with the sentences' own durations.
  it.each(['mark', 'matilda', 'cassidy'] as const)(
    'reports starts that agree with each sentence spoken alone (%s)',
    async (voice) => {
      const synthesizer = createLocalSynthesizer(binaries);
      const clip = await synthesizeSlide(SCRIPT, 0, {
        voice,
        language: 'en',
        workDir: join(workDir, voice),
        binaries,
        synthesizer,
      });
      const sentences = splitSentences(SCRIPT, 'en');
      expect(clip.sentenceStartsSec).toHaveLength(sentences.length);
      expect(clip.sentenceStartsSec[0]).toBe(0);
      const alone = [];
      for (const [k, sentence] of sentences.entries()) {
        const text = normalizeForSpeech(sentence, 'en');
        alone.push(
          (
            await synthesizer.synthesize({
              text,
              voice,
              language: 'en',
              outPath: join(workDir, `${voice}-alone-${k}.wav`),
            })
          ).durationSec,
        );
      }
      const { samples, sampleRate } = await readWavSamples(clip.path);
      const loud = levelBetween(samples, sampleRate, 0, clip.durationSec);
      for (let k = 1; k < sentences.length; k++) {
        const gap = (clip.sentenceStartsSec[k] ?? 0) - (clip.sentenceStartsSec[k - 1] ?? 0);
        // The first sentence's leading silence was trimmed from the clip, so its gap may be shorter.
        const expected = (alone[k - 1] ?? 0) + 0.25;
        if (k > 1) expect(Math.abs(gap - expected)).toBeLessThan(0.15);
        else expect(gap).toBeLessThan(expected + 0.15);
        // A sentence starts in the pause before it, and speech follows at once.
        const at = clip.sentenceStartsSec[k] ?? 0;
        expect(levelBetween(samples, sampleRate, at - 0.05, at)).toBeLessThan(loud * 0.1);
        expect(levelBetween(samples, sampleRate, at, at + 0.4)).toBeGreaterThan(loud * 0.3);
      }
    },
  );

  it('gives a sentence with nothing to say the start of the next one', async () => {
    const script = 'Attention is all you need. "\u2605\u2605". It trains fast.';
    const clip = await synthesizeSlide(script, 1, {
      voice: 'sully',
      language: 'en',
      workDir: join(workDir, 'symbols'),
      binaries,
    });
    const sentences = splitSentences(script, 'en');
    expect(sentences).toHaveLength(3);
    expect(clip.sentenceStartsSec).toHaveLength(sentences.length);
    expect(clip.sentenceStartsSec[1]).toBe(clip.sentenceStartsSec[2]);
  });

  it('reports starts for the basic voice too: Mandarin spoken by espeak-ng, each sentence after a pause', async () => {
    const script = '深度学习模型在翻译任务上取得了很好的分数。训练速度也比以前快了两倍。';
    const clip = await synthesizeSlide(script, 2, {
      voice: 'cassidy',
      language: 'zh',
      workDir: join(workDir, 'zh'),
      binaries,
    });
    expect(clip.sentenceStartsSec).toHaveLength(2);
    const at = clip.sentenceStartsSec[1] ?? 0;
    expect(at).toBeGreaterThan(1);
    const { samples, sampleRate } = await readWavSamples(clip.path);
    const loud = levelBetween(samples, sampleRate, 0, clip.durationSec);
    expect(levelBetween(samples, sampleRate, at - 0.05, at)).toBeLessThan(loud * 0.1);
    expect(levelBetween(samples, sampleRate, at, at + 0.4)).toBeGreaterThan(loud * 0.3);
  });
});
