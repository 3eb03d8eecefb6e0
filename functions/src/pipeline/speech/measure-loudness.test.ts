import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { findOnPath, resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { runCommand } from '../system/run-command.js';
import { createLocalSynthesizer } from './create-local-synthesizer.js';
import { integratedLoudness } from './measure-loudness.js';
import { ffmpegLoudness } from './testing/parse-loudness.js';
import { ACADEMIC_PARAGRAPHS } from './testing/academic-paragraphs.js';

const binaries = resolveBinaries();
const hasFfmpeg = findOnPath('ffmpeg') !== undefined;

/** `path` as mono float samples at `sampleRate`, decoded by ffmpeg. */
async function floatSamples(path: string, sampleRate: number, dir: string): Promise<Float32Array> {
  const out = join(dir, `decoded-${sampleRate}.f32`);
  await runCommand(binaries.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    path,
    '-af',
    `aformat=sample_fmts=flt:channel_layouts=mono,aresample=${sampleRate}`,
    '-f',
    'f32le',
    out,
  ]);
  const bytes = Buffer.from(await readFile(out));
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
}

describe.skipIf(!hasFfmpeg)('integratedLoudness against ffmpeg ebur128', () => {
  let dir = '';
  const clips: string[] = [];
  beforeAll(async () => {
    dir = await makeTempDir('loudness-test');
    const synthesizer = createLocalSynthesizer(binaries);
    // Real speech: a male and a female local voice, a long and a short text.
    for (const [k, [voice, text]] of (
      [
        ['sully', ACADEMIC_PARAGRAPHS[0] ?? ''],
        ['matilda', (ACADEMIC_PARAGRAPHS[1] ?? '').split('. ')[0] ?? ''],
      ] as const
    ).entries()) {
      const outPath = join(dir, `voice-${k}.wav`);
      await synthesizer.synthesize({ text, voice, language: 'en', outPath });
      clips.push(outPath);
    }
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([16_000, 24_000, 44_100, 48_000])(
    'reads the same integrated loudness as ffmpeg, within 0.1 LU, at %i Hz',
    async (sampleRate) => {
      for (const clip of clips) {
        // Quiet and loud versions of each clip: the gates must pick the same blocks at any level.
        for (const gainDb of [-20, 0]) {
          const scaled = join(dir, `scaled-${gainDb}.wav`);
          await runCommand(binaries.ffmpeg, [
            '-hide_banner',
            '-loglevel',
            'error',
            '-y',
            '-i',
            clip,
            '-af',
            `volume=${gainDb}dB`,
            '-c:a',
            'pcm_f32le',
            scaled,
          ]);
          const expected = (await ffmpegLoudness(scaled, binaries))?.integratedLufs ?? NaN;
          const measured = integratedLoudness(await floatSamples(scaled, sampleRate, dir), sampleRate);
          expect(Number.isFinite(expected)).toBe(true);
          expect(
            Math.abs(measured - expected),
            `${clip} at ${gainDb} dB: ${measured} vs ${expected}`,
          ).toBeLessThanOrEqual(0.1);
        }
      }
    },
    60_000,
  );

  it('finds no loudness in silence or in less than one 400 ms block', () => {
    expect(integratedLoudness(new Float32Array(48_000), 24_000)).toBe(-Infinity);
    const short = Float32Array.from({ length: 7_000 }, (_, i) => 0.5 * Math.sin(i / 3));
    expect(integratedLoudness(short, 24_000)).toBe(-Infinity);
  });

  it('gives a full-scale 1 kHz sine about -3 LUFS, as BS.1770 defines', () => {
    const sine = Float32Array.from({ length: 48_000 }, (_, i) => Math.sin((2 * Math.PI * 1000 * i) / 48_000));
    expect(integratedLoudness(sine, 48_000)).toBeCloseTo(-3.01, 1);
  });
});
