import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseWavHeader } from '../parse-wav-header.js';
import { GEMINI_ALGIEBA_VOICE, GEMINI_DEFAULT_TTS_MODEL } from './cloud-voice-config.js';
import { createGeminiSynthesizer, type GeminiSynthesizerOptions } from './gemini-synthesizer.js';
import {
  FAKE_GEMINI_KEY,
  startFakeGemini,
  type FakeServer,
  type GeminiBehaviour,
  providerFailure,
  recordingRetry,
} from './testing/index.js';

let fake: FakeServer<GeminiBehaviour>;
let dir: string;
const { waits, retry } = recordingRetry();

beforeAll(async () => {
  fake = await startFakeGemini({ slowMs: 3_000, retryAfterSeconds: 12 });
  dir = await mkdtemp(join(tmpdir(), 'lectern-gemini-test-'));
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  fake.requests.length = 0;
  waits.length = 0;
});

const speak = (
  text: string,
  options: GeminiSynthesizerOptions = {},
  apiKey = FAKE_GEMINI_KEY,
  language = 'en',
) =>
  createGeminiSynthesizer(
    { apiKey, baseUrl: fake.url, model: GEMINI_DEFAULT_TTS_MODEL, voiceName: GEMINI_ALGIEBA_VOICE },
    { retry, ...options },
  ).synthesize({
    text,
    voice: 'algieba',
    language,
    outPath: join(dir, 'out.wav'),
  });

const failure = providerFailure;

describe('Algieba through Gemini speech generation', () => {
  it('asks generateContent for audio in the Algieba voice and wraps the base64 PCM as a WAV file', async () => {
    const result = await speak('Attention is all you need.');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/v1beta/models/${GEMINI_DEFAULT_TTS_MODEL}:generateContent`);
    expect(request?.headers['x-goog-api-key']).toBe(FAKE_GEMINI_KEY);
    expect(request?.json).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: 'Attention is all you need.' }] }],
      generationConfig: {
        responseModalities: ['AUDIO'],
        speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: 'Algieba' } } },
      },
    });
    const info = parseWavHeader(await readFile(result.path));
    expect(info).toMatchObject({ sampleRate: 24_000, channels: 1, bitsPerSample: 16 });
    expect(result.durationSec).toBeCloseTo(26 * 0.03, 2);
    expect(result.voiceUsed).toBe(`google:Algieba (${GEMINI_DEFAULT_TTS_MODEL})`);
  });

  it('splits a script over the byte limit into sentence-sized requests', async () => {
    const result = await speak('第一句话在这里。第二句话跟着。', { maxBytes: 30 }, FAKE_GEMINI_KEY, 'zh');
    expect(
      fake.requests.map(
        (request) =>
          (request.json as { contents: [{ parts: [{ text: string }] }] }).contents[0].parts[0].text,
      ),
    ).toEqual(['第一句话在这里。', '第二句话跟着。']);
    expect(result.durationSec).toBeCloseTo(15 * 0.03 + 0.25, 2);
  });

  it('retries a per-minute limit after the delay Google names, then succeeds', async () => {
    fake.script('rate_limited');
    await speak('Hello there.');
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([12_000]);
  });

  it('does not retry a used-up quota, and says so', async () => {
    fake.script('quota_exhausted');
    const error = await failure(speak('Hello there.'));
    expect(fake.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'quota', status: 429 });
    expect(error.message).toBe(
      'The Google account has used up its quota, so the Algieba voice cannot speak until it is topped up.',
    );
  });

  it('reads "API key not valid" (a 400 from Google) as a bad key', async () => {
    const error = await failure(speak('Hello there.', {}, 'wrong-key'));
    expect(error).toMatchObject({ kind: 'auth', status: 400 });
    expect(error.message).toBe(
      "Google did not accept the server's API key, so the Algieba voice cannot speak right now.",
    );
  });

  it('retries a 500 and then succeeds', async () => {
    fake.script('server_error');
    await speak('Hello there.');
    expect(fake.requests).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  it('fails clearly on an answer without audio or one that is not JSON', async () => {
    fake.script('no_audio');
    expect(await failure(speak('Hello there.'))).toMatchObject({
      kind: 'bad_response',
      message: 'Google answered without the narration audio.',
    });
    fake.script('malformed');
    expect(await failure(speak('Hello there.'))).toMatchObject({
      kind: 'bad_response',
      message: 'Google sent back audio that could not be read.',
    });
  });

  it('retries an answer slower than the time-out', async () => {
    fake.script('slow');
    const started = performance.now();
    await speak('Hello there.', { timeoutMs: 300 });
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(fake.requests).toHaveLength(2);
  });
});
