import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { findOnPath, resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { runCommand } from '../system/run-command.js';
import { buildPitchShiftFilter } from './build-pitch-shift-filter.js';
import { createLocalSynthesizer } from './create-local-synthesizer.js';
import { finishClip } from './finish-clip.js';
import { ffmpegLoudness } from './testing/parse-loudness.js';
import { parseWavHeader } from './parse-wav-header.js';
import { SPEECH_AUDIO } from './speech-audio-format.js';
import { ACADEMIC_PARAGRAPHS } from './testing/academic-paragraphs.js';

const binaries = resolveBinaries();
const hasFfmpeg = findOnPath('ffmpeg') !== undefined;

async function pcmOf(
  path: string,
): Promise<{ samples: Int16Array; rate: number; channels: number; bits: number }> {
  const bytes = await readFile(path);
  const info = parseWavHeader(bytes);
  if (!info) throw new Error(`${path} is not a WAV file`);
  const data = bytes.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
  return {
    samples: new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length)),
    rate: info.sampleRate,
    channels: info.channels,
    bits: info.bitsPerSample,
  };
}

/** `input` through an ffmpeg audio filter, as a 16-bit WAV at its own rate. */
async function filtered(input: string, filter: string, out: string): Promise<string> {
  await runCommand(binaries.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    input,
    '-af',
    filter,
    '-c:a',
    'pcm_s16le',
    out,
  ]);
  return out;
}

describe.skipIf(!hasFfmpeg)('finishClip', () => {
  let dir = '';
  let voice = '';
  beforeAll(async () => {
    dir = await makeTempDir('finish-clip-test');
    voice = join(dir, 'voice.wav');
    await createLocalSynthesizer(binaries).synthesize({
      text: ACADEMIC_PARAGRAPHS[0] ?? '',
      voice: 'sully',
      language: 'en',
      outPath: voice,
    });
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['a quiet voice', 'volume=-20dB'],
    ['a loud voice with sharp peaks', 'volume=6dB'],
    ['a voice at another rate', 'aresample=44100'],
  ])(
    'brings %s to -16 LUFS (as ffmpeg measures it), peaks within the limit, 24 kHz mono 16-bit',
    async (_, filter) => {
      const raw = await filtered(voice, filter, join(dir, 'raw.wav'));
      const out = join(dir, 'clip.wav');
      const clip = await finishClip(raw, out, { binaries });
      expect(clip.silent).toBe(false);
      const loudness = await ffmpegLoudness(out, binaries);
      expect(Math.abs((loudness?.integratedLufs ?? NaN) - SPEECH_AUDIO.loudnessLufs)).toBeLessThanOrEqual(
        0.2,
      );
      expect(loudness?.samplePeakDb ?? Infinity).toBeLessThanOrEqual(
        // ffmpeg prints the peak to a tenth of a dB.
        20 * Math.log10(SPEECH_AUDIO.peakLimit) + 0.06,
      );
      const { samples, rate, channels, bits } = await pcmOf(out);
      expect({ rate, channels, bits }).toEqual({ rate: SPEECH_AUDIO.sampleRate, channels: 1, bits: 16 });
      expect(clip.durationSec).toBeCloseTo(samples.length / SPEECH_AUDIO.sampleRate, 9);
      // The end pause is digital silence.
      const pause = Math.round(SPEECH_AUDIO.endPauseSec * SPEECH_AUDIO.sampleRate);
      expect(samples.subarray(samples.length - pause).every((s) => s === 0)).toBe(true);
      expect(samples[samples.length - pause - 1]).not.toBeUndefined();
    },
    30_000,
  );

  it('trims leading silence to the edge silence and says how much it took', async () => {
    const plain = await finishClip(voice, join(dir, 'plain.wav'), { binaries });
    const raw = await filtered(voice, 'adelay=1500:all=1', join(dir, 'late.wav'));
    const late = await finishClip(raw, join(dir, 'late-clip.wav'), { binaries });
    expect(late.leadTrimSec - plain.leadTrimSec).toBeCloseTo(1.5, 3);
    expect(late.durationSec).toBeCloseTo(plain.durationSec, 3);
  });

  it('runs the voice’s filter in its decoding pass: the clip a pass of its own before gave, sample for sample', async () => {
    const filter = buildPitchShiftFilter(1.06);
    const before = await filtered(voice, filter, join(dir, 'shifted.wav'));
    const separate = await finishClip(before, join(dir, 'separate.wav'), { binaries });
    const together = await finishClip(voice, join(dir, 'together.wav'), { binaries, audioFilter: filter });
    expect(together).toEqual(separate);
    const [a, b] = await Promise.all([pcmOf(join(dir, 'separate.wav')), pcmOf(join(dir, 'together.wav'))]);
    expect(b.samples.length).toBe(a.samples.length);
    expect(Buffer.from(b.samples.buffer).equals(Buffer.from(a.samples.buffer))).toBe(true);
  });

  it('keeps silence silent, at least as long as an empty slide, rather than amplifying its noise', async () => {
    const raw = await filtered(voice, 'volume=-80dB', join(dir, 'hiss.wav'));
    const clip = await finishClip(raw, join(dir, 'silent.wav'), { binaries });
    expect(clip.silent).toBe(true);
    const { samples } = await pcmOf(join(dir, 'silent.wav'));
    expect(samples.every((s) => s === 0)).toBe(true);
    expect(clip.durationSec).toBeGreaterThanOrEqual(SPEECH_AUDIO.emptySlideSec);
  });
});
