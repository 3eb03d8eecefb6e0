/**
 * `lectern` with Cloud Text-to-Speech switched on by GOOGLE_TTS and pointed at a local server speaking
 * its REST API: Google's client library signs its requests with the key file GOOGLE_APPLICATION_CREDENTIALS
 * names, the video carries the Chirp 3 HD audio, the summary names the voice, a keyed provider keeps its
 * voices, and a project without the API enabled fails the run with the operator's sentence and no video.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chinesePaper, twoColumnPaper } from '../fixtures/index.js';
import {
  FAKE_ELEVENLABS_KEY,
  startFakeCloudTts,
  startFakeElevenLabs,
  type CloudTtsRequestBody,
  type ElevenLabsBehaviour,
  type FakeCloudTts,
  type FakeServer,
} from '../../functions/src/pipeline/speech/cloud/testing/index.js';
import { probe, runLectern, toneSeconds } from './support/index.js';

let tts: FakeCloudTts;
let elevenlabs: FakeServer<ElevenLabsBehaviour>;
let dir: string;

const cli = (args: string[], env: Record<string, string>) => runLectern(args, dir, env);
const bodies = (): CloudTtsRequestBody[] =>
  tts.requests.map((request) => request.json as CloudTtsRequestBody);

beforeAll(async () => {
  [tts, elevenlabs] = await Promise.all([startFakeCloudTts(), startFakeElevenLabs()]);
  dir = await mkdtemp(join(tmpdir(), 'lectern-cli-google-tts-'));
  await writeFile(join(dir, 'paper.pdf'), await twoColumnPaper());
});
afterAll(async () => {
  await Promise.all([tts.close(), elevenlabs.close()]);
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  tts.requests.length = 0;
  elevenlabs.requests.length = 0;
});

describe('lectern with Cloud Text-to-Speech', () => {
  it('narrates every slide with the Chirp 3 HD voice and says so in the summary', async () => {
    const result = await cli(
      ['paper.pdf', '--slides', '3', '--voice', 'matilda', '--out', 'talk.mp4', '--plan-out', 'plan.json'],
      tts.env,
    );
    expect(result.stderr).not.toMatch(/unexpected/);
    expect(result.code).toBe(0);

    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as { voiceover_script: string }[];
    expect(tts.requests).toHaveLength(plan.length);
    for (const request of tts.requests) {
      expect(request.path).toBe('/v1/text:synthesize');
      expect(request.headers.authorization).toMatch(/^Bearer /);
    }
    expect(
      bodies().every(
        (body) =>
          body.voice?.name === 'en-GB-Chirp3-HD-Aoede' && body.audioConfig?.sampleRateHertz === 24_000,
      ),
    ).toBe(true);
    expect(result.stdout).toContain('Voice       google-tts:en-GB-Chirp3-HD-Aoede');
    expect(result.stdout).not.toMatch(/local voice/);

    const video = await probe(join(dir, 'talk.mp4'));
    expect(video.audio?.codec_name).toBe('aac');
    const spoken = bodies().reduce((sum, body) => sum + toneSeconds(body.input?.text ?? ''), 0);
    expect(video.duration).toBeGreaterThan(spoken);
    expect(video.duration).toBeLessThan(spoken + plan.length * 1.5);
  });

  it('reads a Chinese paper with the Mandarin voice, splitting a script over the 5,000-byte limit into sentence-sized requests', async () => {
    await writeFile(join(dir, 'chinese.pdf'), await chinesePaper());
    const planned = await cli(
      [
        'chinese.pdf',
        '--slides',
        '3',
        '--voice',
        'hope',
        '--out',
        'chinese.mp4',
        '--plan-out',
        'chinese.json',
        '--quiet',
      ],
      tts.env,
    );
    expect(planned.code).toBe(0);
    expect(
      bodies().every(
        (body) => body.voice?.languageCode === 'cmn-CN' && body.voice.name === 'cmn-CN-Chirp3-HD-Laomedeia',
      ),
    ).toBe(true);
    tts.requests.length = 0;

    // A plan's script holds at most 5,000 characters; a Chinese character takes three bytes.
    const plan = JSON.parse(await readFile(join(dir, 'chinese.json'), 'utf8')) as {
      voiceover_script: string;
    }[];
    const sentence = '注意力机制让每个位置都能一步看到其他所有位置。';
    const count = Math.floor(2_000 / sentence.length);
    const long = sentence.repeat(count);
    await writeFile(
      join(dir, 'long.json'),
      JSON.stringify(
        plan.map((slide, index) => (index === 0 ? { ...slide, voiceover_script: long } : slide)),
      ),
    );
    const result = await cli(
      ['chinese.pdf', '--plan', 'long.json', '--voice', 'hope', '--out', 'long.mp4', '--quiet'],
      tts.env,
    );
    expect(result.code).toBe(0);
    const texts = bodies().map((body) => body.input?.text ?? '');
    expect(texts.every((text) => Buffer.byteLength(text) <= 5_000)).toBe(true);
    const pieces = texts.filter((text) => text.startsWith('注意力机制'));
    expect(pieces).toHaveLength(2);
    expect(pieces.every((text) => text.endsWith('所有位置。'))).toBe(true);
    expect(pieces.join('')).toBe(long);
    expect(texts).toHaveLength(plan.length + 1);
  });

  it('leaves the six voices to ElevenLabs when its key is set', async () => {
    const result = await cli(
      ['paper.pdf', '--slides', '3', '--voice', 'hope', '--out', 'keyed.mp4', '--quiet'],
      {
        ...tts.env,
        ELEVENLABS_API_KEY: FAKE_ELEVENLABS_KEY,
        ELEVENLABS_BASE_URL: elevenlabs.url,
      },
    );
    expect(result.code).toBe(0);
    expect(tts.requests).toHaveLength(0);
    expect(elevenlabs.requests.length).toBeGreaterThan(0);
  });

  it('fails with the operator’s sentence, a hint and no video when the API is not enabled', async () => {
    tts.fallback = 'service_disabled';
    try {
      const result = await cli(['paper.pdf', '--slides', '3', '--out', 'disabled.mp4', '--quiet'], tts.env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        "lectern: The Cloud Text-to-Speech API is not enabled in the server's Google Cloud project, so the Sully voice cannot speak; the operator must enable the Cloud Text-to-Speech API.",
      );
      expect(result.stderr).toContain('Check GOOGLE_TTS');
      expect(result.stderr).not.toMatch(/unexpected failure/);
      expect((await readdir(dir)).filter((name) => name.startsWith('disabled'))).toEqual([]);
    } finally {
      tts.fallback = 'ok';
    }
  });
});
