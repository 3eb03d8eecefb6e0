import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isPipelineError } from '../../errors.js';
import { parseWavHeader } from '../parse-wav-header.js';
import { ELEVENLABS_DEFAULT_MODEL, ELEVENLABS_DEFAULT_VOICE_IDS } from './cloud-voice-config.js';
import { createElevenLabsSynthesizer, type ElevenLabsSynthesizerOptions } from './elevenlabs-synthesizer.js';
import {
  FAKE_ELEVENLABS_KEY,
  startFakeElevenLabs,
  type ElevenLabsBehaviour,
  type FakeServer,
  providerFailure,
  recordingRetry,
} from './testing/index.js';

let fake: FakeServer<ElevenLabsBehaviour>;
let dir: string;
const { waits, retry } = recordingRetry();

beforeAll(async () => {
  fake = await startFakeElevenLabs({ slowMs: 3_000, retryAfterSeconds: 7 });
  dir = await mkdtemp(join(tmpdir(), 'lectern-elevenlabs-test-'));
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  fake.requests.length = 0;
  waits.length = 0;
});

function synthesizer(options: ElevenLabsSynthesizerOptions = {}, apiKey = FAKE_ELEVENLABS_KEY) {
  return createElevenLabsSynthesizer(
    { apiKey, baseUrl: fake.url, model: ELEVENLABS_DEFAULT_MODEL, voiceIds: ELEVENLABS_DEFAULT_VOICE_IDS },
    { retry, ...options },
  );
}

const speak = (text: string, options: ElevenLabsSynthesizerOptions = {}, apiKey?: string) =>
  synthesizer(options, apiKey).synthesize({
    text,
    voice: 'sully',
    language: 'en',
    outPath: join(dir, 'out.wav'),
  });

const failure = providerFailure;

describe('ElevenLabs voices', () => {
  it('posts the script to /v1/text-to-speech/{voice_id}/with-timestamps with the key and writes 24 kHz mono PCM WAV', async () => {
    const result = await speak('The model improves the score.');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(
      `/v1/text-to-speech/${ELEVENLABS_DEFAULT_VOICE_IDS.sully}/with-timestamps?output_format=pcm_24000`,
    );
    expect(request?.headers['xi-api-key']).toBe(FAKE_ELEVENLABS_KEY);
    expect(request?.headers['content-type']).toMatch(/application\/json/);
    expect(request?.json).toEqual({
      text: 'The model improves the score.',
      model_id: ELEVENLABS_DEFAULT_MODEL,
    });

    const info = parseWavHeader(await readFile(result.path));
    expect(info).toMatchObject({ sampleRate: 24_000, channels: 1, bitsPerSample: 16 });
    // The fake answers 30 ms per character.
    expect(result.durationSec).toBeCloseTo(29 * 0.03, 2);
    expect(info?.durationSec).toBeCloseTo(result.durationSec, 5);
    expect(result.voiceUsed).toBe(
      `elevenlabs:${ELEVENLABS_DEFAULT_VOICE_IDS.sully} (${ELEVENLABS_DEFAULT_MODEL})`,
    );
    expect(result.notice).toBeUndefined();
  });

  it('splits a script longer than the request limit at sentence boundaries, with the neighbours as context', async () => {
    const script = 'First sentence is here. Second one follows it. Third comes last.';
    const result = await speak(script, { maxCharacters: 30 });
    const bodies = fake.requests.map(
      (request) => request.json as { text: string; previous_text?: string; next_text?: string },
    );
    expect(bodies.map((body) => body.text)).toEqual([
      'First sentence is here.',
      'Second one follows it.',
      'Third comes last.',
    ]);
    expect(bodies[1]).toMatchObject({
      previous_text: 'First sentence is here.',
      next_text: 'Third comes last.',
    });
    expect(bodies[0]?.previous_text).toBeUndefined();
    // Three pieces of speech and two 250 ms pauses between them; each sentence starts its piece.
    expect(result.durationSec).toBeCloseTo((23 + 22 + 17) * 0.03 + 2 * 0.25, 2);
    expect(result.sentenceStartsSec).toEqual([0]);
  });

  it('retries a 429 after the Retry-After the server sent, then succeeds', async () => {
    fake.script('rate_limited');
    const result = await speak('Hello there.');
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([7_000]);
    expect(result.durationSec).toBeGreaterThan(0);
  });

  it('retries a 500 with backoff and gives up with a sentence after the last attempt', async () => {
    fake.script('server_error', 'server_error', 'server_error', 'server_error');
    const error = await failure(speak('Hello there.', { retry: { ...retry, maxAttempts: 3 } }));
    expect(fake.requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(error).toMatchObject({ kind: 'server', status: 500 });
    expect(error.message).toBe(
      'ElevenLabs had a problem producing the Sully voice; try again in a few minutes.',
    );
  });

  it('fails at once on a bad key, saying the key was not accepted', async () => {
    const error = await failure(speak('Hello there.', {}, 'wrong-key'));
    expect(fake.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'auth', status: 401, retryable: false });
    expect(error.message).toBe(
      "ElevenLabs did not accept the server's API key, so the Sully voice cannot speak right now.",
    );
  });

  it('tells a used-up quota (a 401 from ElevenLabs) from a bad key, and does not retry it', async () => {
    fake.script('quota_exceeded');
    const error = await failure(speak('Hello there.'));
    expect(fake.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'quota' });
    expect(error.message).toMatch(/used up its quota/);
  });

  it('says the voice set up for the product voice is unknown', async () => {
    fake.script('unknown_voice');
    const error = await failure(speak('Hello there.'));
    expect(error).toMatchObject({ kind: 'bad_request', status: 404 });
    expect(error.message).toBe(
      "ElevenLabs does not know the voice set up for Sully; the server's voice settings need fixing.",
    );
  });

  it('refuses audio that cannot be PCM samples', async () => {
    fake.script('malformed');
    const error = await failure(speak('Hello there.'));
    expect(error).toMatchObject({ kind: 'bad_response' });
  });

  it('gives up on an answer slower than the time-out and retries it', async () => {
    fake.script('slow');
    const started = performance.now();
    const result = await speak('Hello there.', { timeoutMs: 300 });
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(fake.requests).toHaveLength(2);
    expect(result.durationSec).toBeGreaterThan(0);
  });

  it('reports a time-out as such when every attempt is too slow', async () => {
    fake.script('slow', 'slow');
    const error = await failure(
      speak('Hello there.', { timeoutMs: 200, retry: { ...retry, maxAttempts: 2 } }),
    );
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(error.message).toMatch(/did not answer within/);
  });

  it('stops at once with "cancelled" when the run is cancelled', async () => {
    fake.script('slow');
    const controller = new AbortController();
    const pending = synthesizer().synthesize({
      text: 'Hello there.',
      voice: 'mark',
      language: 'en',
      outPath: join(dir, 'x.wav'),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    const error = await pending.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isPipelineError(error) && error.code).toBe('cancelled');
  });
});
