import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VOICE_IDS, VOICES, type VoiceId } from '../../../shared/voices.js';
import { parseWavHeader } from '../parse-wav-header.js';
import { createGoogleTtsSynthesizer, type GoogleTtsSynthesizerOptions } from './google-tts-synthesizer.js';
import {
  CHIRP3_HD_GENDERS,
  providerFailure,
  recordingRetry,
  speakTone,
  startFakeCloudTts,
  type CloudTtsRequestBody,
  type FakeCloudTts,
} from './testing/index.js';

let fake: FakeCloudTts;
let dir: string;
const { waits, retry } = recordingRetry();

beforeAll(async () => {
  fake = await startFakeCloudTts({ slowMs: 3_000, retryAfterSeconds: 7 });
  dir = await mkdtemp(join(tmpdir(), 'lectern-google-tts-test-'));
  // Google's library finds its credentials here, as application default credentials.
  vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', fake.credentialsFile);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  fake.requests.length = 0;
  waits.length = 0;
});

const speak = (
  text: string,
  voice: VoiceId = 'sully',
  language = 'en',
  options: GoogleTtsSynthesizerOptions = {},
) =>
  createGoogleTtsSynthesizer({ baseUrl: fake.url }, { retry, ...options }).synthesize({
    text,
    voice,
    language,
    outPath: join(dir, `${voice}.wav`),
  });

const bodies = (): CloudTtsRequestBody[] =>
  fake.requests.map((request) => request.json as CloudTtsRequestBody);

describe('the seven voices through Cloud Text-to-Speech', () => {
  it('asks text:synthesize for LINEAR16 at 24 kHz as a signed-in service account and writes the samples as a WAV file', async () => {
    const result = await speak('Attention is all you need.');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/text:synthesize');
    expect(request?.headers.authorization).toMatch(/^Bearer ey/);
    expect(request?.json).toEqual({
      input: { text: 'Attention is all you need.' },
      voice: { languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird' },
      audioConfig: { audioEncoding: 1, sampleRateHertz: 24_000 },
    });
    const wav = await readFile(result.path);
    expect(parseWavHeader(wav)).toMatchObject({ sampleRate: 24_000, channels: 1, bitsPerSample: 16 });
    // The answer's own WAV header is not carried into the samples.
    expect(wav.toString('ascii', 44, 48)).not.toBe('RIFF');
    expect(result.durationSec).toBeCloseTo(26 * 0.03, 2);
    expect(result.voiceUsed).toBe('google-tts:en-US-Chirp3-HD-Achird');
  });

  it('gives each voice a Chirp 3 HD voice of its gender; Matilda speaks British English; Algieba is Algieba', async () => {
    for (const voice of VOICE_IDS) await speak('Hello there.', voice);
    const names = bodies().map((body) => body.voice);
    expect(names).toEqual([
      { languageCode: 'en-US', name: 'en-US-Chirp3-HD-Charon' },
      { languageCode: 'en-US', name: 'en-US-Chirp3-HD-Erinome' },
      { languageCode: 'en-US', name: 'en-US-Chirp3-HD-Umbriel' },
      { languageCode: 'en-US', name: 'en-US-Chirp3-HD-Laomedeia' },
      { languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird' },
      { languageCode: 'en-GB', name: 'en-GB-Chirp3-HD-Aoede' },
      { languageCode: 'en-US', name: 'en-US-Chirp3-HD-Algieba' },
    ]);
    VOICE_IDS.forEach((voice, index) =>
      expect(CHIRP3_HD_GENDERS[names[index]?.name?.split('-').at(-1) ?? '']).toBe(VOICES[voice].gender),
    );
    expect(new Set(names.map((name) => name?.name)).size).toBe(7);
  });

  it('reads a Chinese paper with the Mandarin voice of the same name and gender, splitting at the 5,000-byte limit', async () => {
    // 3 bytes a character in UTF-8: 2,000 characters are 6,000 bytes, over one request's limit.
    const sentence = '注意力机制让每个位置都能看到其他位置。';
    const script = sentence.repeat(Math.ceil(2_000 / sentence.length));
    const result = await speak(script, 'matilda', 'zh');
    expect(fake.requests.length).toBe(2);
    for (const body of bodies()) {
      expect(body.voice).toEqual({ languageCode: 'cmn-CN', name: 'cmn-CN-Chirp3-HD-Aoede' });
      expect(Buffer.byteLength(body.input?.text ?? '', 'utf8')).toBeLessThanOrEqual(5_000);
      expect(body.input?.text).toMatch(/^注意力.*。$/);
    }
    expect(
      bodies()
        .map((body) => body.input?.text)
        .join(''),
    ).toBe(script);
    // Each request's audio (the stand-in pauses after every sentence) and the pause between the two.
    const spokenSec = bodies().reduce(
      (sum, body) => sum + speakTone(body.input?.text ?? '').pcm.length / 2 / 24_000,
      0,
    );
    expect(result.durationSec).toBeCloseTo(spokenSec + 0.25, 2);
  });

  it('says the operator must enable the API when the project has it disabled, without retrying', async () => {
    fake.script('service_disabled');
    const error = await providerFailure(speak('Hello there.', 'mark'));
    expect(fake.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'auth', status: 403, provider: 'Google Cloud Text-to-Speech' });
    expect(error.message).toBe(
      "The Cloud Text-to-Speech API is not enabled in the server's Google Cloud project, so the Mark voice cannot speak; the operator must enable the Cloud Text-to-Speech API.",
    );
  });

  it('says the service account lacks permission on any other 403', async () => {
    fake.script('permission_denied');
    const error = await providerFailure(speak('Hello there.', 'hope'));
    expect(error).toMatchObject({ kind: 'auth', status: 403 });
    expect(error.message).toBe(
      "Google Cloud refused the server's credentials, so the Hope voice cannot speak; the operator must let the functions' service account use the Cloud Text-to-Speech API.",
    );
  });

  it('does not retry a used-up quota, and says so', async () => {
    fake.script('quota_exhausted');
    const error = await providerFailure(speak('Hello there.', 'cassidy'));
    expect(fake.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'quota', status: 429 });
    expect(error.message).toBe(
      "The server's Google Cloud project has used up its Cloud Text-to-Speech quota, so the Cassidy voice cannot speak until the quota resets or the operator raises it.",
    );
  });

  it('retries a per-minute limit after the delay Google names, then succeeds', async () => {
    fake.script('rate_limited');
    await speak('Hello there.');
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([7_000]);
  });

  it('names the voice Google does not offer (400 INVALID_ARGUMENT), without retrying', async () => {
    fake.script('invalid_voice');
    const error = await providerFailure(speak('Hello there.', 'brian'));
    expect(fake.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'bad_request', status: 400 });
    expect(error.message).toBe(
      "Google Cloud Text-to-Speech does not offer the voice en-US-Chirp3-HD-Umbriel that speaks Brian; the server's voice settings need fixing.",
    );
  });

  it('retries a 503 with backoff, then succeeds; gives up with a sentence after the last attempt', async () => {
    fake.script('server_error');
    await speak('Hello there.');
    expect(fake.requests).toHaveLength(2);
    expect(waits).toHaveLength(1);
    fake.requests.length = 0;
    fake.script('server_error', 'server_error', 'server_error', 'server_error');
    const error = await providerFailure(speak('Hello there.'));
    expect(fake.requests).toHaveLength(4);
    expect(error).toMatchObject({ kind: 'server', status: 503 });
    expect(error.message).toBe(
      'Google Cloud Text-to-Speech had a problem producing the Sully voice; try again in a few minutes.',
    );
  });

  it('retries an answer slower than the time-out', async () => {
    fake.script('slow');
    const started = performance.now();
    await speak('Hello there.', 'sully', 'en', { timeoutMs: 300 });
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails clearly on an answer that is not JSON, and on a server that is not there', async () => {
    fake.script('malformed');
    expect(await providerFailure(speak('Hello there.'))).toMatchObject({
      kind: 'bad_response',
      message: 'Google Cloud Text-to-Speech sent back audio that could not be read.',
    });
    const gone = createGoogleTtsSynthesizer(
      { baseUrl: 'http://127.0.0.1:9' },
      { retry: { ...retry, maxAttempts: 1 } },
    );
    const error = await providerFailure(
      gone.synthesize({ text: 'Hello.', voice: 'mark', language: 'en', outPath: join(dir, 'gone.wav') }),
    );
    expect(error).toMatchObject({
      kind: 'server',
      message: 'Google Cloud Text-to-Speech could not be reached; try again in a few minutes.',
    });
  });

  it('says which setting to fix when the credentials cannot be found, without ending the process or retrying', async () => {
    const crashes: unknown[] = [];
    const record = (reason: unknown): void => void crashes.push(reason);
    process.on('unhandledRejection', record);
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', join(dir, 'no-such-key.json'));
    try {
      const error = await providerFailure(speak('Hello there.', 'mark'));
      expect(error).toMatchObject({ kind: 'auth', provider: 'Google Cloud Text-to-Speech' });
      expect(error.message).toMatch(
        /^Google Cloud Text-to-Speech found no Google Cloud credentials to call with \(.*no-such-key\.json.*\); outside Google Cloud, GOOGLE_APPLICATION_CREDENTIALS must name a service-account key file\.$/,
      );
      expect(fake.requests).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(crashes).toEqual([]);
    } finally {
      vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', fake.credentialsFile);
      process.off('unhandledRejection', record);
    }
  });

  it('refuses a language the Chirp 3 HD voices do not speak rather than reading it with the wrong one', async () => {
    const error = await providerFailure(speak('Sawubona.', 'sully', 'zu'));
    expect(fake.requests).toHaveLength(0);
    expect(error).toMatchObject({ kind: 'bad_request' });
  });
});
