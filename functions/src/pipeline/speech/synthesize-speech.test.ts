import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PipelineError, isPipelineError } from '../errors.js';
import { findOnPath, resolveBinaries } from '../system/binaries.js';
import { makeTempDir } from '../system/temp-dir.js';
import { VOICE_IDS, VOICES } from '../../shared/voices.js';
import { ffmpegLoudness } from './testing/parse-loudness.js';
import { parseWavHeader } from './parse-wav-header.js';
import type { SpeechSynthesizer } from './speech-synthesizer.js';
import { synthesizeSlide } from './synthesize-slide.js';
import { synthesizeSpeech } from './synthesize-speech.js';
import { SPEECH_AUDIO } from './speech-audio-format.js';

const binaries = resolveBinaries();
const hasFfmpeg = findOnPath('ffmpeg') !== undefined;

const SENTENCE = 'The model improves the score by 2.5 points, e.g. on ImageNet [3].';

async function samplesOf(
  path: string,
): Promise<{ samples: Int16Array; sampleRate: number; channels: number; bits: number }> {
  const bytes = await readFile(path);
  const info = parseWavHeader(bytes);
  if (!info) throw new Error(`${path} is not a WAV file`);
  const data = bytes.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
  return {
    samples: new Int16Array(data.buffer, data.byteOffset, data.length / 2),
    sampleRate: info.sampleRate,
    channels: info.channels,
    bits: info.bitsPerSample,
  };
}

/** Median pitch of the louder frames, by autocorrelation between 60 and 400 Hz. */
function medianPitchHz(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(0.04 * sampleRate);
  const hop = Math.round(0.01 * sampleRate);
  let energy = 0;
  for (const s of samples) energy += s * s;
  const rms = Math.sqrt(energy / samples.length);
  const pitches: number[] = [];
  for (let start = 0; start + frame < samples.length; start += hop) {
    let frameEnergy = 0;
    for (let i = 0; i < frame; i++) frameEnergy += (samples[start + i] ?? 0) ** 2;
    if (Math.sqrt(frameEnergy / frame) < rms) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(sampleRate / 400); lag <= Math.ceil(sampleRate / 60); lag++) {
      let sum = 0;
      for (let i = 0; i + lag < frame; i++)
        sum += (samples[start + i] ?? 0) * (samples[start + i + lag] ?? 0);
      if (sum > best) {
        best = sum;
        bestLag = lag;
      }
    }
    if (bestLag > 0 && best > 0.4 * frameEnergy) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

describe.skipIf(!hasFfmpeg)('synthesizeSlide with the local voices', () => {
  let workDir = '';
  beforeAll(async () => {
    workDir = await makeTempDir('speech-test');
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it.each(VOICE_IDS)(
    'speaks with %s as a trimmed, -16 LUFS mono 24 kHz clip of the right gender',
    async (voice) => {
      const audio = await synthesizeSlide(SENTENCE, 0, {
        voice,
        language: 'en',
        workDir: join(workDir, voice),
        binaries,
      });
      expect(audio.path).toBe(join(workDir, voice, 'narration-01.wav'));
      expect(audio.notice).toBeUndefined();
      expect(audio.voiceUsed).toMatch(/^(festival|flite):/);
      const { samples, sampleRate, channels, bits } = await samplesOf(audio.path);
      expect({ sampleRate, channels, bits }).toEqual({
        sampleRate: SPEECH_AUDIO.sampleRate,
        channels: 1,
        bits: 16,
      });
      expect(audio.durationSec).toBeCloseTo(samples.length / SPEECH_AUDIO.sampleRate, 9);
      expect(audio.durationSec).toBeGreaterThan(2);
      expect(audio.durationSec).toBeLessThan(8);
      expect(
        Math.abs(((await ffmpegLoudness(audio.path, binaries))?.integratedLufs ?? NaN) + 16),
      ).toBeLessThanOrEqual(2);
      // The appended pause: the last 0.3 s are digital silence.
      expect(
        samples.subarray(samples.length - Math.round(0.3 * SPEECH_AUDIO.sampleRate)).every((s) => s === 0),
      ).toBe(true);
      // Leading silence is trimmed to about 0.1 s.
      const firstSound = samples.findIndex((s) => Math.abs(s) > 100);
      expect(firstSound / SPEECH_AUDIO.sampleRate).toBeLessThan(0.25);
      const pitch = medianPitchHz(samples, sampleRate);
      if (VOICES[voice].gender === 'female') expect(pitch).toBeGreaterThan(145);
      else expect(pitch).toBeLessThan(140);
    },
  );

  it('gives an empty script 3 s of silence so the slide still shows', async () => {
    const audio = await synthesizeSlide('  [4] ', 2, { voice: 'sully', language: 'en', workDir, binaries });
    expect(audio).toMatchObject({ index: 2, durationSec: 3, voiceUsed: 'silence' });
    expect(audio.path.endsWith('narration-03.wav')).toBe(true);
    expect((await samplesOf(audio.path)).samples.every((s) => s === 0)).toBe(true);
  });

  it('reads Chinese with espeak-ng and says that a basic voice was used', async () => {
    const audio = await synthesizeSlide('深度学习模型在翻译任务上取得了很好的分数。', 0, {
      voice: 'hope',
      language: 'zh',
      workDir: join(workDir, 'zh'),
      binaries,
    });
    expect(audio.voiceUsed).toBe('espeak-ng:cmn+f3');
    expect(audio.notice).toMatch(/Chinese/);
    expect(audio.durationSec).toBeGreaterThan(1);
    expect(
      Math.abs(((await ffmpegLoudness(audio.path, binaries))?.integratedLufs ?? NaN) + 16),
    ).toBeLessThanOrEqual(2);
  });

  it('falls back to silence as long as the text, with a notice, when no local voice speaks the language', async () => {
    const words = Array.from({ length: 30 }, (_, i) => `tlhIngan${i}`).join(' ');
    const audio = await synthesizeSlide(words, 0, {
      voice: 'mark',
      language: 'tlh',
      workDir: join(workDir, 'tlh'),
      binaries,
    });
    expect(audio.voiceUsed).toBe('silence');
    expect(audio.notice).toBe('No local voice speaks Klingon; the video has no narration for this slide.');
    expect(audio.durationSec).toBeCloseTo(12, 1);
    expect((await samplesOf(audio.path)).samples.every((s) => s === 0)).toBe(true);
  });
});

describe.skipIf(!hasFfmpeg)('synthesizeSpeech', () => {
  let workDir = '';
  beforeAll(async () => {
    workDir = await makeTempDir('speech-stage-test');
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('returns one clip per script in slide order and reports progress per slide', async () => {
    const progress: Array<{ done: number; total: number }> = [];
    const clips = await synthesizeSpeech(
      ['First slide.', '', 'Third slide, a little longer than the first.'],
      {
        voice: 'sully',
        language: 'en',
        workDir,
        binaries,
        onProgress: (p) => progress.push(p),
      },
    );
    expect(clips.map((c) => c.index)).toEqual([0, 1, 2]);
    expect(clips.map((c) => basename(c.path))).toEqual([
      'narration-01.wav',
      'narration-02.wav',
      'narration-03.wav',
    ]);
    expect(clips[1]?.durationSec).toBe(3);
    expect(clips[2]?.durationSec).toBeGreaterThan(clips[0]?.durationSec ?? Infinity);
    expect(progress[0]).toEqual({ done: 0, total: 3 });
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
  });

  it('stops with a cancellation error and leaves no half-written clip', async () => {
    const dir = join(workDir, 'cancelled');
    const controller = new AbortController();
    const long = 'This is a long sentence that takes the voice a while to speak. '.repeat(30);
    const run = synthesizeSpeech([long, long, long], {
      voice: 'cassidy',
      language: 'en',
      workDir: dir,
      binaries,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 300);
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    const left = await readdir(dir).catch(() => []);
    expect(left.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('reports a failing voice as a failure of that slide, and stops the others', async () => {
    let calls = 0;
    const broken: SpeechSynthesizer = {
      name: 'broken',
      synthesize: () => {
        calls += 1;
        return Promise.reject(
          new PipelineError('tool_failed', '"flite" exited with code 1', { transient: true }),
        );
      },
    };
    const error: unknown = await synthesizeSpeech(['One.', 'Two.', 'Three.', 'Four.'], {
      voice: 'mark',
      language: 'en',
      workDir: join(workDir, 'broken'),
      binaries,
      synthesizer: broken,
      concurrency: 1,
    }).catch((e: unknown) => e);
    expect(isPipelineError(error) && error.code).toBe('tool_failed');
    expect(isPipelineError(error) && error.message).toBe(
      'Could not record the narration for slide 1. Trying again usually helps.',
    );
    expect(calls).toBe(1);
  });

  it("hands every voice the normalised script with the user's lexicon applied", async () => {
    const heard: string[] = [];
    const listening: SpeechSynthesizer = {
      name: 'listening',
      synthesize: (request) => {
        heard.push(request.text);
        return Promise.reject(new PipelineError('tool_failed', 'stop here', { transient: true }));
      },
    };
    await synthesizeSlide('Dijkstra beat the CNN by 3% [4].', 0, {
      voice: 'mark',
      language: 'en',
      workDir: join(workDir, 'lexicon'),
      binaries,
      synthesizer: listening,
      lexicon: [{ written: 'Dijkstra', spoken: 'dike stra' }],
    }).catch(() => undefined);
    expect(heard).toEqual(['dike stra beat the C N N by 3 percent.']);
  });

  it('refuses a concurrency below one', async () => {
    await expect(
      synthesizeSpeech(['x'], { voice: 'mark', language: 'en', workDir, binaries, concurrency: 0 }),
    ).rejects.toMatchObject({ code: 'invalid_option' });
  });
});
