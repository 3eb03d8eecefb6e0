/**
 * `lectern` with ElevenLabs (and Gemini for Algieba) switched on by environment variables and pointed
 * at local servers that speak the providers' APIs: the real SDK code runs, the video carries that
 * audio, the summary says who spoke, and a refused key fails the run with a sentence and no video.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../fixtures/index.js';
import { ELEVENLABS_DEFAULT_VOICE_IDS } from '../../functions/src/pipeline/speech/cloud/index.js';
import {
  FAKE_ELEVENLABS_KEY,
  FAKE_GEMINI_KEY,
  startFakeElevenLabs,
  startFakeGemini,
  type ElevenLabsBehaviour,
  type FakeServer,
  type GeminiBehaviour,
} from '../../functions/src/pipeline/speech/cloud/testing/index.js';
import { probe, runLectern, toneSeconds } from './support/index.js';

let fake: FakeServer<ElevenLabsBehaviour>;
let gemini: FakeServer<GeminiBehaviour>;
let dir: string;

const cli = (args: string[], env: Record<string, string>) => runLectern(args, dir, env);

const spokenSeconds = (requests: FakeServer<ElevenLabsBehaviour>['requests']): number =>
  requests.reduce((sum, request) => sum + toneSeconds((request.json as { text: string }).text), 0);

beforeAll(async () => {
  [fake, gemini] = await Promise.all([startFakeElevenLabs(), startFakeGemini()]);
  dir = await mkdtemp(join(tmpdir(), 'lectern-cli-elevenlabs-'));
  await writeFile(join(dir, 'paper.pdf'), await twoColumnPaper());
});
afterAll(async () => {
  await Promise.all([fake.close(), gemini.close()]);
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  fake.requests.length = 0;
  gemini.requests.length = 0;
});

describe('lectern with cloud voices', () => {
  const elevenlabs = () => ({ ELEVENLABS_API_KEY: FAKE_ELEVENLABS_KEY, ELEVENLABS_BASE_URL: fake.url });

  it('narrates every slide through ElevenLabs and says so in the summary', async () => {
    const result = await cli(
      ['paper.pdf', '--slides', '3', '--voice', 'cassidy', '--out', 'talk.mp4', '--plan-out', 'plan.json'],
      elevenlabs(),
    );
    expect(result.stderr).not.toMatch(/unexpected/);
    expect(result.code).toBe(0);

    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as { voiceover_script: string }[];
    expect(fake.requests).toHaveLength(plan.length);
    for (const request of fake.requests) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe(
        `/v1/text-to-speech/${ELEVENLABS_DEFAULT_VOICE_IDS.cassidy}/with-timestamps?output_format=pcm_24000`,
      );
      expect(request.headers['xi-api-key']).toBe(FAKE_ELEVENLABS_KEY);
      expect(request.json).toMatchObject({ model_id: 'eleven_multilingual_v2', text: expect.any(String) });
    }
    expect(result.stdout).toContain(
      `Voice       elevenlabs:${ELEVENLABS_DEFAULT_VOICE_IDS.cassidy} (eleven_multilingual_v2)`,
    );
    expect(result.stdout).not.toMatch(/local voice/);

    // The video is as long as the audio the server sent, plus each slide's short pauses.
    const video = await probe(join(dir, 'talk.mp4'));
    expect(video.audio?.codec_name).toBe('aac');
    const spoken = spokenSeconds(fake.requests);
    expect(video.duration).toBeGreaterThan(spoken);
    expect(video.duration).toBeLessThan(spoken + plan.length * 1.5);
  });

  it('voices Algieba through Gemini, splitting a script over Google’s 4,000-byte limit into sentence-sized requests', async () => {
    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as { voiceover_script: string }[];
    const sentence = 'Attention lets every position look at every other position in one step. ';
    const long = sentence.repeat(Math.floor(4_990 / sentence.length)).trim();
    await writeFile(
      join(dir, 'long.json'),
      JSON.stringify(
        plan.map((slide, index) => (index === 0 ? { ...slide, voiceover_script: long } : slide)),
      ),
    );
    // With an edited plan nothing is planned, so the Gemini key here only switches the voice on.
    const result = await cli(
      ['paper.pdf', '--plan', 'long.json', '--voice', 'algieba', '--out', 'long.mp4'],
      {
        GEMINI_API_KEY: FAKE_GEMINI_KEY,
        GEMINI_BASE_URL: gemini.url,
      },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Voice       google:Algieba (gemini-2.5-flash-preview-tts)');
    const texts = gemini.requests.map(
      (request) => (request.json as { contents: [{ parts: [{ text: string }] }] }).contents[0].parts[0].text,
    );
    expect(texts).toHaveLength(plan.length + 1);
    expect(texts.every((text) => Buffer.byteLength(text) <= 4_000)).toBe(true);
    // Cut between sentences, and no sentence lost (two slides are spoken at once, so requests interleave).
    const pieces = texts.filter((text) => text.startsWith('Attention lets'));
    expect(pieces).toHaveLength(2);
    expect(pieces.every((text) => text.endsWith('one step.'))).toBe(true);
    expect(pieces.join(' ').split('one step.').length - 1).toBe(Math.floor(4_990 / sentence.length));
    expect(
      gemini.requests.every(
        (request) => request.url === '/v1beta/models/gemini-2.5-flash-preview-tts:generateContent',
      ),
    ).toBe(true);
    expect(gemini.requests.every((request) => request.headers['x-goog-api-key'] === FAKE_GEMINI_KEY)).toBe(
      true,
    );
    const video = await probe(join(dir, 'long.mp4'));
    const spoken = texts.reduce((sum, text) => sum + toneSeconds(text), 0);
    expect(video.duration).toBeGreaterThan(spoken);
    expect(video.duration).toBeLessThan(spoken + plan.length * 1.5);
  });

  it('fails with a sentence, a hint and no video when ElevenLabs refuses the key', async () => {
    const result = await cli(['paper.pdf', '--slides', '3', '--out', 'refused.mp4', '--quiet'], {
      ...elevenlabs(),
      ELEVENLABS_API_KEY: 'revoked',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "lectern: ElevenLabs did not accept the server's API key, so the Sully voice cannot speak right now.",
    );
    expect(result.stderr).toContain('Check ELEVENLABS_API_KEY');
    expect(result.stderr).not.toMatch(/unexpected failure/);
    expect((await readdir(dir)).filter((name) => name.startsWith('refused'))).toEqual([]);
  });

  it('without the key uses the local voice and says so', async () => {
    const result = await cli(['paper.pdf', '--slides', '3', '--out', 'local.mp4'], {});
    expect(result.code).toBe(0);
    expect(fake.requests).toHaveLength(0);
    expect(result.stdout).toMatch(/Voice {7}flite:rms/);
    expect(result.stdout).toContain('Sully was read by a local voice: ElevenLabs voices are not configured.');
  });
});
