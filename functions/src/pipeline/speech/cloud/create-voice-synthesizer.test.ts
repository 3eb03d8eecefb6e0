import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPipelineError } from '../../errors.js';
import { resolveBinaries } from '../../system/binaries.js';
import type { SpeechRequest, SpeechSynthesizer } from '../speech-synthesizer.js';
import {
  cloudVoiceConfigFromEnv,
  configuredVoiceProviders,
  ELEVENLABS_DEFAULT_VOICE_IDS,
} from './cloud-voice-config.js';
import { createVoiceSynthesizer } from './create-voice-synthesizer.js';
import { listVoiceOffers, LOCAL_VOICE_NOTE } from './list-voice-offers.js';
import {
  FAKE_ELEVENLABS_KEY,
  FAKE_GEMINI_KEY,
  startFakeCloudTts,
  startFakeElevenLabs,
  startFakeGemini,
  type CloudTtsRequestBody,
  type ElevenLabsBehaviour,
  type FakeCloudTts,
  type FakeServer,
  type GeminiBehaviour,
} from './testing/index.js';

/** Stands in for festival/flite: these tests are about routing, not local speech. */
function recordingLocal(notice?: string): SpeechSynthesizer & { voices: string[] } {
  const voices: string[] = [];
  return {
    name: 'local',
    voices,
    synthesize(request: SpeechRequest) {
      voices.push(request.voice);
      return Promise.resolve({
        path: request.outPath,
        durationSec: 1,
        voiceUsed: `flite:${request.voice}`,
        ...(notice ? { notice } : {}),
      });
    },
  };
}

let elevenlabs: FakeServer<ElevenLabsBehaviour>;
let gemini: FakeServer<GeminiBehaviour>;
let googleTts: FakeCloudTts;
let dir: string;
beforeAll(async () => {
  [elevenlabs, gemini, googleTts] = await Promise.all([
    startFakeElevenLabs(),
    startFakeGemini(),
    startFakeCloudTts(),
  ]);
  dir = await mkdtemp(join(tmpdir(), 'lectern-voice-router-'));
  vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', googleTts.credentialsFile);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([elevenlabs.close(), gemini.close(), googleTts.close()]);
  await rm(dir, { recursive: true, force: true });
});

const request = (voice: SpeechRequest['voice'], language = 'en'): SpeechRequest => ({
  text: 'Hello there.',
  voice,
  language,
  outPath: join(dir, `${voice}.wav`),
});

describe('cloudVoiceConfigFromEnv', () => {
  it('switches nothing on without keys, and treats blank keys as none', () => {
    expect(cloudVoiceConfigFromEnv({})).toEqual({});
    expect(cloudVoiceConfigFromEnv({ ELEVENLABS_API_KEY: '  ', GEMINI_API_KEY: '' })).toEqual({});
  });

  it('reads keys, base URLs, models and per-voice id overrides', () => {
    const config = cloudVoiceConfigFromEnv({
      ELEVENLABS_API_KEY: 'k1',
      ELEVENLABS_BASE_URL: 'http://127.0.0.1:9',
      ELEVENLABS_MODEL: 'eleven_flash_v2_5',
      ELEVENLABS_VOICE_IDS: 'mark=abc, Sully=def',
      GEMINI_API_KEY: 'k2',
      GEMINI_TTS_MODEL: 'gemini-2.5-pro-preview-tts',
    });
    expect(config.elevenlabs).toEqual({
      apiKey: 'k1',
      baseUrl: 'http://127.0.0.1:9',
      model: 'eleven_flash_v2_5',
      voiceIds: { ...ELEVENLABS_DEFAULT_VOICE_IDS, mark: 'abc', sully: 'def' },
    });
    expect(config.gemini).toEqual({
      apiKey: 'k2',
      baseUrl: undefined,
      model: 'gemini-2.5-pro-preview-tts',
      voiceName: 'Algieba',
    });
    expect(configuredVoiceProviders(config)).toEqual(['elevenlabs', 'google']);
  });

  it('switches Cloud Text-to-Speech on when deployed on Google Cloud, never in the emulator, and when a setting says so', () => {
    expect(cloudVoiceConfigFromEnv({ K_SERVICE: 'audio', FUNCTION_TARGET: 'audio' }).googleTts).toEqual({
      baseUrl: undefined,
    });
    expect(
      cloudVoiceConfigFromEnv({ K_SERVICE: 'audio', FUNCTION_TARGET: 'audio', FUNCTIONS_EMULATOR: 'true' })
        .googleTts,
    ).toBeUndefined();
    expect(cloudVoiceConfigFromEnv({ GOOGLE_TTS: 'true' }).googleTts).toEqual({ baseUrl: undefined });
    expect(cloudVoiceConfigFromEnv({ GOOGLE_TTS: 'false', K_SERVICE: 'audio' }).googleTts).toBeUndefined();
    expect(cloudVoiceConfigFromEnv({ GOOGLE_TTS: 'auto' }).googleTts).toBeUndefined();
    expect(cloudVoiceConfigFromEnv({ GOOGLE_TTS_BASE_URL: 'http://127.0.0.1:8085/' }).googleTts).toEqual({
      baseUrl: 'http://127.0.0.1:8085',
    });
    expect(
      configuredVoiceProviders(cloudVoiceConfigFromEnv({ GOOGLE_TTS: 'on', GEMINI_API_KEY: 'k' })),
    ).toEqual(['google', 'google-tts']);
  });

  it('names the setting when GOOGLE_TTS or GOOGLE_TTS_BASE_URL is malformed', () => {
    expect(() => cloudVoiceConfigFromEnv({ GOOGLE_TTS: 'maybe' })).toThrow(
      'GOOGLE_TTS is "maybe"; write true, false or auto.',
    );
    expect(() => cloudVoiceConfigFromEnv({ GOOGLE_TTS_BASE_URL: 'http://proxy.example.org/v1' })).toThrow(
      'GOOGLE_TTS_BASE_URL is "http://proxy.example.org/v1"; write an address like https://host or http://127.0.0.1:8080, without a path.',
    );
  });

  it('names the setting and the expected form when a voice id override is malformed', () => {
    let caught: unknown;
    try {
      cloudVoiceConfigFromEnv({ ELEVENLABS_API_KEY: 'k', ELEVENLABS_VOICE_IDS: 'algieba=xyz' });
    } catch (error) {
      caught = error;
    }
    expect(isPipelineError(caught) && caught.code).toBe('invalid_option');
    expect((caught as Error).message).toMatch(/ELEVENLABS_VOICE_IDS has "algieba=xyz"; write voice=id pairs/);
  });
});

describe('createVoiceSynthesizer', () => {
  it('speaks every voice locally without keys, saying that a local voice read it', async () => {
    const local = recordingLocal();
    const synthesizer = createVoiceSynthesizer({}, { binaries: resolveBinaries(), local });
    const sully = await synthesizer.synthesize(request('sully'));
    const algieba = await synthesizer.synthesize(request('algieba'));
    expect(local.voices).toEqual(['sully', 'algieba']);
    expect(sully.notice).toBe('Sully was read by a local voice: ElevenLabs voices are not configured.');
    expect(algieba.notice).toBe('Algieba was read by a local voice: Google voices are not configured.');
  });

  it('keeps the local voice’s own notice, which says more (a basic voice, or silence)', async () => {
    const synthesizer = createVoiceSynthesizer(
      {},
      {
        binaries: resolveBinaries(),
        local: recordingLocal('No local voice speaks Korean; the video has no narration for this slide.'),
      },
    );
    expect((await synthesizer.synthesize(request('mark'))).notice).toMatch(/No local voice speaks Korean/);
  });

  it('sends the six ElevenLabs voices to ElevenLabs and Algieba to Gemini when both are configured', async () => {
    const local = recordingLocal();
    const config = cloudVoiceConfigFromEnv({
      ELEVENLABS_API_KEY: FAKE_ELEVENLABS_KEY,
      ELEVENLABS_BASE_URL: elevenlabs.url,
      GEMINI_API_KEY: FAKE_GEMINI_KEY,
      GEMINI_BASE_URL: gemini.url,
    });
    const synthesizer = createVoiceSynthesizer(config, { binaries: resolveBinaries(), local });
    expect(synthesizer.name).toBe('elevenlabs+gemini+local');
    const matilda = await synthesizer.synthesize(request('matilda'));
    const algieba = await synthesizer.synthesize(request('algieba'));
    expect(local.voices).toEqual([]);
    expect(elevenlabs.requests.at(-1)?.url).toContain(
      `/v1/text-to-speech/${ELEVENLABS_DEFAULT_VOICE_IDS.matilda}`,
    );
    expect(gemini.requests).toHaveLength(1);
    expect(matilda.notice).toBeUndefined();
    expect(algieba.voiceUsed).toMatch(/^google:Algieba/);
  });

  it('uses ElevenLabs alone when only its key is set, and the local Algieba with a notice', async () => {
    const local = recordingLocal();
    const config = cloudVoiceConfigFromEnv({
      ELEVENLABS_API_KEY: FAKE_ELEVENLABS_KEY,
      ELEVENLABS_BASE_URL: elevenlabs.url,
    });
    const synthesizer = createVoiceSynthesizer(config, { binaries: resolveBinaries(), local });
    expect((await synthesizer.synthesize(request('hope'))).voiceUsed).toMatch(/^elevenlabs:/);
    expect((await synthesizer.synthesize(request('algieba'))).notice).toMatch(/local voice/);
    expect(local.voices).toEqual(['algieba']);
  });

  it('fails rather than quietly using a local voice when the provider refuses', async () => {
    const local = recordingLocal();
    const config = cloudVoiceConfigFromEnv({
      ELEVENLABS_API_KEY: 'not-the-key',
      ELEVENLABS_BASE_URL: elevenlabs.url,
    });
    const synthesizer = createVoiceSynthesizer(config, { binaries: resolveBinaries(), local });
    await expect(synthesizer.synthesize(request('brian'))).rejects.toMatchObject({ kind: 'auth' });
    expect(local.voices).toEqual([]);
  });
});

describe('createVoiceSynthesizer with Cloud Text-to-Speech', () => {
  const ttsVoices = (): (string | undefined)[] =>
    googleTts.requests.map((item) => (item.json as CloudTtsRequestBody).voice?.name);
  const route = async (settings: Record<string, string>, voice: SpeechRequest['voice'], language = 'en') => {
    const local = recordingLocal();
    const synthesizer = createVoiceSynthesizer(cloudVoiceConfigFromEnv(settings), {
      binaries: resolveBinaries(),
      local,
    });
    const result = await synthesizer.synthesize(request(voice, language));
    return { result, local: local.voices, name: synthesizer.name };
  };
  const keys = () => ({
    ELEVENLABS_API_KEY: FAKE_ELEVENLABS_KEY,
    ELEVENLABS_BASE_URL: elevenlabs.url,
    GEMINI_API_KEY: FAKE_GEMINI_KEY,
    GEMINI_BASE_URL: gemini.url,
  });

  it('speaks all seven voices with their Chirp 3 HD voices when it is the only provider, with no notice', async () => {
    googleTts.requests.length = 0;
    for (const voice of ['mark', 'matilda', 'algieba'] as const) {
      const { result, local, name } = await route(googleTts.env, voice);
      expect(name).toBe('google-tts+local');
      expect(local).toEqual([]);
      expect(result.notice).toBeUndefined();
    }
    expect(ttsVoices()).toEqual([
      'en-US-Chirp3-HD-Charon',
      'en-GB-Chirp3-HD-Aoede',
      'en-US-Chirp3-HD-Algieba',
    ]);
  });

  it('lets a configured key win: ElevenLabs speaks the six and Gemini Algieba, Cloud Text-to-Speech none', async () => {
    googleTts.requests.length = 0;
    const before = { elevenlabs: elevenlabs.requests.length, gemini: gemini.requests.length };
    expect((await route({ ...googleTts.env, ...keys() }, 'hope')).result.voiceUsed).toMatch(/^elevenlabs:/);
    expect((await route({ ...googleTts.env, ...keys() }, 'algieba')).result.voiceUsed).toMatch(
      /^google:Algieba/,
    );
    expect(elevenlabs.requests.length - before.elevenlabs).toBe(1);
    expect(gemini.requests.length - before.gemini).toBe(1);
    expect(googleTts.requests).toHaveLength(0);
  });

  it('fills in per voice: with only an ElevenLabs key, Algieba goes to Cloud Text-to-Speech; with only Gemini, the six do', async () => {
    googleTts.requests.length = 0;
    const { ELEVENLABS_API_KEY, ELEVENLABS_BASE_URL, GEMINI_API_KEY, GEMINI_BASE_URL } = keys();
    expect(
      (await route({ ...googleTts.env, ELEVENLABS_API_KEY, ELEVENLABS_BASE_URL }, 'algieba')).result
        .voiceUsed,
    ).toBe('google-tts:en-US-Chirp3-HD-Algieba');
    expect(
      (await route({ ...googleTts.env, GEMINI_API_KEY, GEMINI_BASE_URL }, 'sully')).result.voiceUsed,
    ).toBe('google-tts:en-US-Chirp3-HD-Achird');
    expect(ttsVoices()).toEqual(['en-US-Chirp3-HD-Algieba', 'en-US-Chirp3-HD-Achird']);
  });

  it('reads a Chinese paper with the Mandarin voice, and a language Chirp 3 HD does not speak with the local voice, saying why', async () => {
    googleTts.requests.length = 0;
    expect((await route(googleTts.env, 'cassidy', 'zh')).result.voiceUsed).toBe(
      'google-tts:cmn-CN-Chirp3-HD-Erinome',
    );
    const zulu = await route(googleTts.env, 'cassidy', 'zu');
    expect(zulu.local).toEqual(['cassidy']);
    expect(zulu.result.notice).toBe(
      'Cassidy was read by a local voice: Google Cloud Text-to-Speech has no voice for this language.',
    );
    expect(ttsVoices()).toEqual(['cmn-CN-Chirp3-HD-Erinome']);
  });

  it('fails with the operator’s sentence rather than quietly using a local voice when the API is disabled', async () => {
    googleTts.script('service_disabled');
    await expect(route(googleTts.env, 'brian')).rejects.toMatchObject({
      kind: 'auth',
      message: expect.stringMatching(/must enable the Cloud Text-to-Speech API/),
    });
  });
});

describe('listVoiceOffers', () => {
  it('lists all seven voices, sully as the default, all local with a note when nothing is configured', () => {
    const offers = listVoiceOffers([]);
    expect(offers.map((offer) => offer.voice_id)).toEqual([
      'mark',
      'cassidy',
      'brian',
      'hope',
      'sully',
      'matilda',
      'algieba',
    ]);
    expect(offers.find((offer) => offer.default)).toMatchObject({
      voice_id: 'sully',
      name: 'Sully',
      description: 'Friendly male',
    });
    expect(offers.filter((offer) => offer.default)).toHaveLength(1);
    expect(offers.every((offer) => offer.provider === 'local' && offer.note === LOCAL_VOICE_NOTE)).toBe(true);
  });

  it('names the provider of each configured voice and leaves the others local', () => {
    const offers = listVoiceOffers(['google']);
    expect(offers.find((offer) => offer.voice_id === 'algieba')).toEqual({
      voice_id: 'algieba',
      name: 'Algieba',
      description: 'HD quality',
      default: false,
      provider: 'google',
      note: null,
    });
    expect(offers.find((offer) => offer.voice_id === 'mark')).toMatchObject({
      provider: 'local',
      note: LOCAL_VOICE_NOTE,
    });
  });

  it('offers every voice as Google’s when Cloud Text-to-Speech is on, and keyed providers first', () => {
    expect(
      listVoiceOffers(['google-tts']).every((offer) => offer.provider === 'google' && offer.note === null),
    ).toBe(true);
    const mixed = listVoiceOffers(['elevenlabs', 'google-tts']);
    expect(mixed.map((offer) => offer.provider)).toEqual([
      'elevenlabs',
      'elevenlabs',
      'elevenlabs',
      'elevenlabs',
      'elevenlabs',
      'elevenlabs',
      'google',
    ]);
  });
});
