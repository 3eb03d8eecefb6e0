/**
 * `lectern` with both cloud providers switched on at once, as a server with every key would run it:
 * Gemini (GEMINI_API_KEY + GEMINI_BASE_URL) plans and ElevenLabs (ELEVENLABS_API_KEY + ELEVENLABS_BASE_URL)
 * speaks, each a local server speaking the provider's wire format. The video must be made of what those
 * servers sent: the plan's chapters and subtitles, and narration as long as the audio ElevenLabs returned.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingServer } from '../../functions/src/pipeline/providers/testing/index.js';
import {
  ELEVENLABS_DEFAULT_MODEL,
  ELEVENLABS_DEFAULT_VOICE_IDS,
} from '../../functions/src/pipeline/speech/cloud/index.js';
import {
  FAKE_ELEVENLABS_KEY,
  startFakeElevenLabs,
  type ElevenLabsBehaviour,
  type FakeServer,
} from '../../functions/src/pipeline/speech/cloud/testing/index.js';
import { ENGLISH_PAPER, twoColumnPaper } from '../fixtures/index.js';
import {
  GEMINI_PLAN,
  GEMINI_RUN_ENV,
  maxVolumeDb,
  onlyPlanningRequest,
  probe,
  runLectern,
  startFakeGeminiPlanner,
  toneSeconds,
  type CliRun,
} from './support/index.js';

/** What a slide's clip adds to the speech: the pause after its last word (SPEECH_AUDIO.endPauseSec). */
const END_PAUSE_SECONDS = 0.4;

let gemini: RecordingServer;
let elevenlabs: FakeServer<ElevenLabsBehaviour>;
let dir: string;
let result: CliRun;

beforeAll(async () => {
  [gemini, elevenlabs] = await Promise.all([startFakeGeminiPlanner(), startFakeElevenLabs()]);
  dir = await mkdtemp(join(tmpdir(), 'lectern-cli-cloud-'));
  await writeFile(join(dir, 'paper.pdf'), await twoColumnPaper());
  result = await runLectern(
    ['paper.pdf', '--slides', '3', '--voice', 'cassidy', '--out', 'talk.mp4', '--plan-out', 'plan.json'],
    dir,
    {
      ...GEMINI_RUN_ENV,
      GEMINI_BASE_URL: gemini.url,
      ELEVENLABS_API_KEY: FAKE_ELEVENLABS_KEY,
      ELEVENLABS_BASE_URL: elevenlabs.url,
    },
  );
});
afterAll(async () => {
  await Promise.all([gemini.close(), elevenlabs.close()]);
  await rm(dir, { recursive: true, force: true });
});

/** The text of each ElevenLabs request, in the order they arrived. */
const spokenTexts = (): string[] =>
  elevenlabs.requests.map((request) => (request.json as { text: string }).text);

describe('lectern with Gemini planning and ElevenLabs speaking', () => {
  it('finishes and names both providers in the summary', () => {
    expect(result.stderr).not.toContain('lectern:');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\s+Planner\s+Gemini \(gemini-e2e\)$/m);
    expect(result.stdout).toContain(
      `Voice       elevenlabs:${ELEVENLABS_DEFAULT_VOICE_IDS.cassidy} (${ELEVENLABS_DEFAULT_MODEL})`,
    );
    expect(result.stdout).not.toMatch(/local voice|built-in planner/);
  });

  it('asks Gemini once for the plan, and only for the plan', () => {
    const sent = onlyPlanningRequest(gemini);
    expect(sent).toContain(ENGLISH_PAPER.title);
    expect(sent).toContain('slide_count = 3');
    // The plan is not spoken by Gemini: no speech configuration went to it.
    expect(sent).not.toContain('speechConfig');
  });

  it("has ElevenLabs speak each of the plan's scripts, with the chosen voice", () => {
    expect(elevenlabs.requests).toHaveLength(GEMINI_PLAN.length);
    for (const request of elevenlabs.requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe(`/v1/text-to-speech/${ELEVENLABS_DEFAULT_VOICE_IDS.cassidy}/with-timestamps`);
      expect(request.query.get('output_format')).toBe('pcm_24000');
      expect(request.headers['xi-api-key']).toBe(FAKE_ELEVENLABS_KEY);
      expect(request.json).toMatchObject({ model_id: ELEVENLABS_DEFAULT_MODEL });
    }
    // Each script is spoken once; every request says which part of the talk it is.
    expect(
      spokenTexts()
        .map((text) => /This is part (\d) of the talk/.exec(text)?.[1])
        .sort(),
    ).toEqual(['1', '2', '3']);
  });

  it("writes the plan's slides as the video's chapters and its scripts as the subtitles", async () => {
    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as Array<{
      slide_title: string;
      voiceover_script: string;
    }>;
    expect(plan.map((slide) => slide.slide_title)).toEqual(GEMINI_PLAN.map((slide) => slide.slide_title));
    expect(plan.map((slide) => slide.voiceover_script)).toEqual(
      GEMINI_PLAN.map((slide) => slide.voiceover_script),
    );
    const video = await probe(join(dir, 'talk.mp4'));
    expect(video.chapters.map((chapter) => chapter.title)).toEqual(
      GEMINI_PLAN.map((slide) => slide.slide_title),
    );
    // Cues wrap lines and split scripts: compare the words, in order.
    const subtitles = (await readFile(join(dir, 'talk.vtt'), 'utf8'))
      .split(/\r?\n\r?\n/)
      .map((cue) => cue.split(/\r?\n/))
      .filter((lines) => lines.some((line) => line.includes('-->')))
      .map((lines) => lines.slice(lines.findIndex((line) => line.includes('-->')) + 1).join(' '))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(subtitles).toBe(GEMINI_PLAN.map((slide) => slide.voiceover_script).join(' '));
  });

  it('narrates each slide for as long as the audio ElevenLabs sent for it', async () => {
    const video = await probe(join(dir, 'talk.mp4'));
    expect(video.audio?.codec_name).toBe('aac');
    const sentSeconds = GEMINI_PLAN.map((_, index) =>
      toneSeconds(spokenTexts().find((text) => text.includes(`This is part ${index + 1} of the talk`)) ?? ''),
    );
    // Each slide lasts as long as its audio, plus at most the pause after the last word.
    const slideSeconds = video.chapters.map((chapter) => chapter.end - chapter.start);
    expect(slideSeconds).toHaveLength(sentSeconds.length);
    slideSeconds.forEach((seconds, index) => {
      const sent = sentSeconds[index] ?? Number.NaN;
      expect(seconds).toBeGreaterThanOrEqual(sent - 0.02);
      expect(seconds).toBeLessThanOrEqual(sent + END_PAUSE_SECONDS + 0.05);
    });
    const total = sentSeconds.reduce((sum, seconds) => sum + seconds, 0);
    expect(video.duration).toBeGreaterThanOrEqual(total - 0.05);
    expect(video.duration).toBeLessThanOrEqual(total + sentSeconds.length * END_PAUSE_SECONDS + 0.1);
  });

  // The stand-in's tone is loud from its first sample, which ffmpeg's default (rms) silence trimming used
  // to drop whole, leaving the slide silent.
  it('carries the sound ElevenLabs sent, not silence', async () => {
    expect(await maxVolumeDb(join(dir, 'talk.mp4'))).toBeGreaterThan(-30);
  });
});
