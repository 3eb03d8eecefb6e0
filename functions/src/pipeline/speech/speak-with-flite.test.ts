import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPipelineError } from '../errors.js';
import { makeTempDir } from '../system/temp-dir.js';
import { LOCAL_VOICES } from './local-voices.js';
import { readWavSamples } from './read-wav-samples.js';
import { speakWithFlite, type FliteRun } from './speak-with-flite.js';
import { ACADEMIC_PARAGRAPHS } from './testing/academic-paragraphs.js';

const voice = LOCAL_VOICES.mark;

describe('speakWithFlite', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await makeTempDir('flite-test');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** One slide's texts, each in a file of a folder of its own. */
  async function slide(name: string, texts: readonly string[]): Promise<FliteRun[]> {
    const folder = join(dir, name);
    await mkdir(folder, { recursive: true });
    return Promise.all(
      texts.map(async (text, k) => {
        const textPath = join(folder, `text-${k}.txt`);
        await writeFile(textPath, `${text}\n`);
        return { textPath, outPath: join(folder, `take-${k}.wav`) };
      }),
    );
  }

  async function seconds(run: FliteRun): Promise<number> {
    const { samples, sampleRate } = await readWavSamples(run.outPath);
    return samples.length / sampleRate;
  }

  it('speaks the texts of slides spoken at once, each into its own file, as each alone would be', async () => {
    const texts = (ACADEMIC_PARAGRAPHS[0] ?? '').split(/(?<=\.) /).slice(0, 3);
    const alone = await slide('alone', texts);
    await speakWithFlite(voice, alone, undefined);
    const [a, b] = await Promise.all([slide('a', texts), slide('b', [...texts].reverse())]);
    await Promise.all([speakWithFlite(voice, a, undefined), speakWithFlite(voice, b, undefined)]);
    for (const [k, run] of alone.entries()) {
      const expected = await readWavSamples(run.outPath);
      expect(expected.samples.length).toBeGreaterThan(expected.sampleRate / 2);
      for (const other of [a[k], b[texts.length - 1 - k]]) {
        const spoken = await readWavSamples(other?.outPath ?? '');
        expect(Buffer.from(spoken.samples.buffer).equals(Buffer.from(expected.samples.buffer))).toBe(true);
      }
    }
  }, 60_000);

  it('stops a cancelled slide at once, and the slide spoken beside it still gets every take', async () => {
    const long = Array.from({ length: 6 }, () => ACADEMIC_PARAGRAPHS[1] ?? '');
    const [cancelled, kept] = await Promise.all([slide('cancelled', long), slide('kept', long.slice(0, 3))]);
    const stop = new AbortController();
    const stopped = speakWithFlite(voice, cancelled, stop.signal);
    const spoken = speakWithFlite(voice, kept, undefined);
    setTimeout(() => stop.abort(), 200);
    const started = performance.now();
    const error: unknown = await stopped.catch((e: unknown) => e);
    expect(isPipelineError(error) && error.code).toBe('cancelled');
    expect(performance.now() - started).toBeLessThan(2000);
    await spoken;
    for (const run of kept) expect(await seconds(run)).toBeGreaterThan(5);
  }, 60_000);
});
