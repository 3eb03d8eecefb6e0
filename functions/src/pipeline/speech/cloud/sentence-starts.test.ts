import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SpeechRequest, SpeechSynthesizer } from '../speech-synthesizer.js';
import {
  ELEVENLABS_DEFAULT_MODEL,
  ELEVENLABS_DEFAULT_VOICE_IDS,
  GEMINI_DEFAULT_TTS_MODEL,
} from './cloud-voice-config.js';
import { createElevenLabsSynthesizer } from './elevenlabs-synthesizer.js';
import { createGeminiSynthesizer } from './gemini-synthesizer.js';
import { createGoogleTtsSynthesizer } from './google-tts-synthesizer.js';
import {
  FAKE_ELEVENLABS_KEY,
  FAKE_GEMINI_KEY,
  recordingRetry,
  speakTone,
  startFakeCloudTts,
  startFakeElevenLabs,
  startFakeGemini,
  type FakeServer,
} from './testing/index.js';

// Commas make short pauses inside sentences, which must not be taken for sentence ends.
const SENTENCES = [
  'Attention replaces recurrence, so the encoder trains in parallel.',
  'On translation, with eight machines, the big model sets a record.',
  'It also parses English.',
  'Training takes three and a half days, a fraction of the cost of earlier models.',
];

const { retry } = recordingRetry();
let dir = '';
const fakes: Array<{ close(): Promise<void> }> = [];
let elevenlabs: FakeServer<string>;
let gemini: FakeServer<string>;
let googleTts: Awaited<ReturnType<typeof startFakeCloudTts>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lectern-sentence-starts-'));
  elevenlabs = await startFakeElevenLabs();
  gemini = await startFakeGemini();
  googleTts = await startFakeCloudTts();
  fakes.push(elevenlabs, gemini, googleTts);
  vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', googleTts.credentialsFile);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const fake of fakes) await fake.close();
  await rm(dir, { recursive: true, force: true });
});

const providers: Array<[string, (limit?: number) => SpeechSynthesizer]> = [
  [
    'ElevenLabs (its character timestamps)',
    (limit) =>
      createElevenLabsSynthesizer(
        {
          apiKey: FAKE_ELEVENLABS_KEY,
          baseUrl: elevenlabs.url,
          model: ELEVENLABS_DEFAULT_MODEL,
          voiceIds: ELEVENLABS_DEFAULT_VOICE_IDS,
        },
        { retry, maxCharacters: limit },
      ),
  ],
  [
    'Gemini (pauses in its audio)',
    (limit) =>
      createGeminiSynthesizer(
        {
          apiKey: FAKE_GEMINI_KEY,
          baseUrl: gemini.url,
          model: GEMINI_DEFAULT_TTS_MODEL,
          voiceName: 'Algieba',
        },
        { retry, maxBytes: limit },
      ),
  ],
  [
    'Cloud Text-to-Speech (pauses in its audio)',
    (limit) => createGoogleTtsSynthesizer({ baseUrl: googleTts.url }, { retry, maxBytes: limit }),
  ],
];

const request = (name: string): SpeechRequest => ({
  text: SENTENCES.join(' '),
  sentences: SENTENCES,
  voice: 'mark',
  language: 'en',
  outPath: join(dir, `${name}.wav`),
});

describe.each(providers)('sentence starts from %s', (name, make) => {
  it('land within 0.15 s of where the voice starts each sentence', async () => {
    const result = await make().synthesize(request(name.split(' ')[0] ?? name));
    const truth = speakTone(SENTENCES.join(' ')).sentenceStartsSec;
    expect(truth).toHaveLength(SENTENCES.length);
    expect(result.sentenceStartsSec).toHaveLength(SENTENCES.length);
    (result.sentenceStartsSec ?? []).forEach((at, k) =>
      expect(Math.abs(at - (truth[k] ?? 0))).toBeLessThan(0.15),
    );
  });

  it('land right when the script is spoken in several requests', async () => {
    // Two sentences a request: the second request's sentences start after the first's audio and the pause.
    const limit = SENTENCES[0]!.length + SENTENCES[1]!.length + 1;
    const result = await make(limit).synthesize(request(`${name.split(' ')[0] ?? name}-pieces`));
    const first = speakTone(`${SENTENCES[0]} ${SENTENCES[1]}`);
    const second = speakTone(`${SENTENCES[2]} ${SENTENCES[3]}`);
    const offset = first.pcm.length / 2 / 24_000 + 0.25;
    const truth = [...first.sentenceStartsSec, ...second.sentenceStartsSec.map((at) => at + offset)];
    (result.sentenceStartsSec ?? []).forEach((at, k) =>
      expect(Math.abs(at - (truth[k] ?? 0))).toBeLessThan(0.15),
    );
    expect(result.sentenceStartsSec).toHaveLength(4);
  });
});
