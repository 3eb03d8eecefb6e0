import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFile, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { findOnPath, resolveBinaries, type Binaries } from '../system/binaries.js';
import { runCommand } from '../system/run-command.js';
import { makeTempDir } from '../system/temp-dir.js';
import { VOICE_IDS } from '../../shared/voices.js';
import { buildPitchShiftFilter } from './build-pitch-shift-filter.js';
import { readWavSamples } from './read-wav-samples.js';
import { synthesizeSlide } from './synthesize-slide.js';
import { createLocalSynthesizer } from './create-local-synthesizer.js';
import { LOCAL_VOICES } from './local-voices.js';
import { ACADEMIC_PARAGRAPHS } from './testing/academic-paragraphs.js';
import { medianPitchHz } from './testing/median-pitch.js';

const systemFfmpeg = findOnPath('ffmpeg');
const systemFfprobe = findOnPath('ffprobe');
const SPEECH_PROGRAMS = ['festival', 'text2wave', 'flite', 'espeak-ng', 'espeak', 'pico2wave'];
const SENTENCE = (ACADEMIC_PARAGRAPHS[0] ?? '').split('. ').slice(0, 2).join('. ');
const CHINESE = '深度学习模型在翻译任务上取得了很好的分数，训练速度也比以前快了两倍。';

/** Share of 20 ms frames louder than -40 dBFS: speech keeps most frames audible, silence none. */
function audibleShare(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(0.02 * sampleRate);
  let frames = 0;
  let audible = 0;
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += (samples[i] ?? 0) ** 2;
    frames += 1;
    if (Math.sqrt(energy / frame) > 32_768 * 0.01) audible += 1;
  }
  return frames === 0 ? 0 : audible / frames;
}

// ffmpeg stays (every deployment has it; the narration format needs it); every speech program goes.
// A voice must never fail for lack of one.
describe.skipIf(!systemFfmpeg || !systemFfprobe)(
  'the local voices on a machine with no speech program',
  () => {
    let pathDir = '';
    let workDir = '';
    let binaries: Binaries;
    const savedPath = process.env['PATH'];
    beforeAll(async () => {
      pathDir = await makeTempDir('no-speech-programs');
      workDir = await makeTempDir('no-speech-programs-out');
      await symlink(systemFfmpeg ?? '', join(pathDir, 'ffmpeg'));
      await symlink(systemFfprobe ?? '', join(pathDir, 'ffprobe'));
      process.env['PATH'] = pathDir;
      binaries = resolveBinaries();
    });
    afterAll(async () => {
      process.env['PATH'] = savedPath;
      await rm(pathDir, { recursive: true, force: true });
      await rm(workDir, { recursive: true, force: true });
    });

    it('has no speech program to find', () => {
      for (const name of SPEECH_PROGRAMS) expect(findOnPath(name), name).toBeUndefined();
      expect(binaries.ffmpeg).toBe(join(pathDir, 'ffmpeg'));
    });

    it.each(VOICE_IDS)('speaks English with %s: audible speech of a plausible length', async (voice) => {
      const audio = await synthesizeSlide(SENTENCE, 0, {
        voice,
        language: 'en',
        workDir: join(workDir, voice),
        binaries,
      });
      expect(audio.voiceUsed).toMatch(/^flite:/);
      expect(audio.notice).toBeUndefined();
      const { samples, sampleRate } = await readWavSamples(audio.path);
      expect(audibleShare(samples, sampleRate)).toBeGreaterThan(0.5);
      // Read aloud, English runs at 2–3.5 words a second; the clip adds well under a second of pauses.
      const words = SENTENCE.split(/\s+/).length;
      expect(audio.durationSec).toBeGreaterThan(words / 4.5);
      expect(audio.durationSec).toBeLessThan(words / 1.5 + 1);
    });

    it('moves the pitch of every voice whose settings say so, away from its speaker’s own', async () => {
      const pitchOf = async (voice: (typeof VOICE_IDS)[number]): Promise<number> => {
        const audio = await synthesizeSlide(SENTENCE, 0, {
          voice,
          language: 'en',
          workDir: join(workDir, `pitch-${voice}`),
          binaries,
        });
        const { samples, sampleRate } = await readWavSamples(audio.path);
        return medianPitchHz(samples, sampleRate);
      };
      const plain = VOICE_IDS.filter(
        (id) => LOCAL_VOICES[id].pitchHz === undefined && LOCAL_VOICES[id].pitchShift === 1,
      );
      for (const id of VOICE_IDS) {
        const voice = LOCAL_VOICES[id];
        const own = plain.find((other) => LOCAL_VOICES[other].speaker === voice.speaker);
        if (own === undefined || own === id) continue;
        const [pitch, ownPitch] = [await pitchOf(id), await pitchOf(own)];
        if (voice.pitchShift !== 1)
          expect(Math.abs(pitch / ownPitch - voice.pitchShift), `${id} against ${own}`).toBeLessThan(0.03);
        if (voice.pitchHz !== undefined)
          expect(Math.abs(pitch - voice.pitchHz), `${id}: ${pitch} Hz, ${own}: ${ownPitch} Hz`).toBeLessThan(
            Math.abs(ownPitch - voice.pitchHz),
          );
      }
    });

    it('speaks Mandarin with the basic voice and says so', async () => {
      const audio = await synthesizeSlide(CHINESE, 0, {
        voice: 'sully',
        language: 'zh',
        workDir: join(workDir, 'zh'),
        binaries,
      });
      expect(audio.voiceUsed).toBe('espeak-ng:cmn');
      expect(audio.notice).toBe(
        'No natural-sounding local voice speaks Chinese, so a basic robotic voice (espeak-ng) read this slide.',
      );
      const { samples, sampleRate } = await readWavSamples(audio.path);
      expect(audibleShare(samples, sampleRate)).toBeGreaterThan(0.5);
      // About 3–7 syllables (characters) a second.
      const syllables = [...CHINESE].filter((c) => /\p{Script=Han}/u.test(c)).length;
      expect(audio.durationSec).toBeGreaterThan(syllables / 7);
      expect(audio.durationSec).toBeLessThan(syllables / 3 + 1);
    });

    it('speaks with the built-in voice when festival is there but cannot speak the voice', async () => {
      // text2wave exits 0 and writes nothing when the voice is missing; /bin/true does just that.
      const synthesizer = createLocalSynthesizer({ ...binaries, text2wave: '/bin/true' });
      const outPath = join(workDir, 'no-festival-voice.wav');
      const spoken = await synthesizer.synthesize({
        text: SENTENCE,
        voice: 'cassidy',
        language: 'en',
        outPath,
      });
      expect(spoken.voiceUsed).toBe('flite:slt');
      const { samples, sampleRate } = await readWavSamples(outPath);
      expect(audibleShare(samples, sampleRate)).toBeGreaterThan(0.5);
    });

    it('leaves a pitch shift to a caller that runs it: the same audio once the filter has run', async () => {
      const synthesizer = createLocalSynthesizer(binaries);
      const request = { text: SENTENCE, voice: 'sully', language: 'en' } as const;
      const shifted = await synthesizer.synthesize({ ...request, outPath: join(workDir, 'shifted.wav') });
      expect(shifted.audioFilter).toBeUndefined();
      const left = await synthesizer.synthesize({
        ...request,
        outPath: join(workDir, 'unshifted.wav'),
        acceptsAudioFilter: true,
      });
      expect(left.audioFilter).toBe(buildPitchShiftFilter(LOCAL_VOICES.sully.pitchShift));
      expect(left.sentenceStartsSec).toEqual(shifted.sentenceStartsSec);
      const decoded = async (path: string, filter: string): Promise<Buffer> => {
        await runCommand(binaries.ffmpeg, [
          '-v',
          'error',
          '-y',
          '-i',
          path,
          '-af',
          filter,
          '-f',
          'f32le',
          `${path}.f32`,
        ]);
        return readFile(`${path}.f32`);
      };
      const plain = 'aformat=sample_fmts=flt';
      const [expected, actual] = await Promise.all([
        decoded(shifted.path, plain),
        decoded(left.path, `${left.audioFilter ?? ''},aformat=sample_fmts=s16,${plain}`),
      ]);
      expect(actual.length).toBe(expected.length);
      expect(actual.equals(expected)).toBe(true);
      // A voice without a shift has nothing to leave.
      const mark = await synthesizer.synthesize({
        ...request,
        voice: 'mark',
        outPath: join(workDir, 'mark.wav'),
        acceptsAudioFilter: true,
      });
      expect(mark.audioFilter).toBeUndefined();
    });

    it('stops a synthesis in progress when cancelled, cleaning up after itself', async () => {
      const controller = new AbortController();
      const outPath = join(workDir, 'cancelled.wav');
      const run = createLocalSynthesizer(binaries).synthesize({
        text: (ACADEMIC_PARAGRAPHS[1] ?? '').repeat(6),
        voice: 'mark',
        language: 'en',
        outPath,
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 200);
      await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    });
  },
);

describe.skipIf(!systemFfmpeg || !findOnPath('text2wave'))(
  'the local voices where festival is installed',
  () => {
    it('uses festival for the voices where it is measurably clearer', async () => {
      const workDir = await makeTempDir('festival-upgrade');
      try {
        const spoken = await createLocalSynthesizer(resolveBinaries()).synthesize({
          text: SENTENCE,
          voice: 'cassidy',
          language: 'en',
          outPath: join(workDir, 'cassidy.wav'),
        });
        expect(spoken.voiceUsed).toBe('festival:cmu_us_slt_arctic_hts');
        expect(spoken.durationSec).toBeGreaterThan(2);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    });

    it('speaks every sentence of a slide, quotes and all, in one festival, each start where its take begins', async () => {
      const workDir = await makeTempDir('festival-takes');
      try {
        const sentences = [
          'The model is called "Transformer".',
          'It uses attention.',
          'Training took 3.5 days.',
        ];
        const spoken = await createLocalSynthesizer(resolveBinaries()).synthesize({
          text: sentences.join(' '),
          sentences,
          voice: 'cassidy',
          language: 'en',
          outPath: join(workDir, 'takes.wav'),
        });
        expect(spoken.voiceUsed).toBe('festival:cmu_us_slt_arctic_hts');
        const starts = spoken.sentenceStartsSec ?? [];
        expect(starts).toHaveLength(3);
        expect(starts[0]).toBe(0);
        // Each take lasts at least as long as it takes to say a couple of words.
        expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeGreaterThan(0.8);
        expect((starts[2] ?? 0) - (starts[1] ?? 0)).toBeGreaterThan(0.5);
        expect(spoken.durationSec - (starts[2] ?? 0)).toBeGreaterThan(0.8);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    });
  },
);
