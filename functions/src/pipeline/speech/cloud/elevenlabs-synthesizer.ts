/**
 * Mark, Cassidy, Brian, Hope, Sully and Matilda through ElevenLabs' text-to-speech API
 * (`POST /v1/text-to-speech/{voice_id}/with-timestamps` with the `xi-api-key` header), using the
 * maintained SDK. Audio is requested as raw 24 kHz PCM, the engine's own rate, so nothing is decoded or
 * resampled; the character timestamps that come with it say where each sentence starts.
 */
import type * as ElevenLabsSdk from '@elevenlabs/elevenlabs-js';
import { kindOfStatus, parseRetryAfter, ProviderError, type RetryOptions } from '../../providers/index.js';
import { VOICES, type VoiceId } from '../../../shared/voices.js';
import type { SpeechRequest, SpeechResult, SpeechSynthesizer } from '../speech-synthesizer.js';
import type { ElevenLabsVoiceConfig, ElevenLabsVoiceId } from './cloud-voice-config.js';
import { sentenceFor } from './provider-sentences.js';
import { speakInPieces } from './speak-in-pieces.js';
import { countCharacters } from './split-for-requests.js';

const PROVIDER = 'ElevenLabs';
const SAMPLE_RATE = 24_000;

/** Characters per request, by model (ElevenLabs' documented limits); others get the smallest. */
const CHARACTER_LIMITS: Readonly<Record<string, number>> = {
  eleven_multilingual_v2: 10_000,
  eleven_flash_v2_5: 40_000,
  eleven_turbo_v2_5: 40_000,
  eleven_flash_v2: 30_000,
  eleven_turbo_v2: 30_000,
  eleven_v3: 5_000,
};

export interface ElevenLabsSynthesizerOptions {
  /** One request's time-out; default 60 s. */
  timeoutMs?: number | undefined;
  retry?: Omit<RetryOptions, 'signal'> | undefined;
  /** Overrides the model's per-request character limit (tests use a small one). */
  maxCharacters?: number | undefined;
}

/** ElevenLabs' error body: `{"detail": {"status": "quota_exceeded", "message": "…"}}`. */
function detailOf(body: unknown): { status: string; message: string } {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail;
  if (typeof detail === 'string') return { status: '', message: detail };
  const fields = (detail ?? {}) as { status?: unknown; message?: unknown };
  return {
    status: typeof fields.status === 'string' ? fields.status : '',
    message: typeof fields.message === 'string' ? fields.message : '',
  };
}

// The SDK takes over a second and 100+ MiB to load: only a process that speaks with ElevenLabs loads it.
let sdk: Promise<typeof ElevenLabsSdk> | undefined;
const loadSdk = (): Promise<typeof ElevenLabsSdk> => (sdk ??= import('@elevenlabs/elevenlabs-js'));

/** Turns what the SDK throws into the provider error a user can read. @internal */
function elevenLabsError(error: unknown, voice: VoiceId, { ElevenLabsError }: typeof ElevenLabsSdk): unknown {
  if (!(error instanceof ElevenLabsError) || error.statusCode === undefined) {
    if (error instanceof ElevenLabsError) {
      return new ProviderError(
        PROVIDER,
        'server',
        `${PROVIDER} could not be reached; try again in a few minutes.`,
        { cause: error },
      );
    }
    return error;
  }
  const status = error.statusCode;
  const { status: code, message } = detailOf(error.body);
  const name = VOICES[voice].name;
  const retryAfterMs = parseRetryAfter(error.rawResponse?.headers.get('retry-after'));
  const options = { status, retryAfterMs, cause: error };
  if (code === 'quota_exceeded' || status === 402) {
    return new ProviderError(PROVIDER, 'quota', sentenceFor('quota', PROVIDER, name), options);
  }
  if (code === 'voice_not_found' || (status === 404 && /voice/i.test(message))) {
    return new ProviderError(
      PROVIDER,
      'bad_request',
      `${PROVIDER} does not know the voice set up for ${name}; the server's voice settings need fixing.`,
      options,
    );
  }
  const kind = kindOfStatus(status, `${code} ${message}`);
  return new ProviderError(PROVIDER, kind, sentenceFor(kind, PROVIDER, name, message), options);
}

/**
 * A synthesizer for the six ElevenLabs voices. It throws ProviderErrors; asking it for algieba is a
 * programming error (the router sends algieba to Google).
 * @example createElevenLabsSynthesizer({ apiKey, model: ELEVENLABS_DEFAULT_MODEL, voiceIds: ELEVENLABS_DEFAULT_VOICE_IDS })
 */
export function createElevenLabsSynthesizer(
  config: ElevenLabsVoiceConfig,
  options: ElevenLabsSynthesizerOptions = {},
): SpeechSynthesizer {
  const timeoutMs = options.timeoutMs ?? 60_000;
  // Retries and time-outs are ours (one policy for every provider), so the SDK's are off.
  let client:
    Promise<{ elevenLabs: ElevenLabsSdk.ElevenLabsClient; module: typeof ElevenLabsSdk }> | undefined;
  const connect = (): NonNullable<typeof client> =>
    (client ??= loadSdk().then((module) => ({
      module,
      elevenLabs: new module.ElevenLabsClient({
        apiKey: config.apiKey,
        ...(config.baseUrl === undefined ? {} : { baseUrl: config.baseUrl }),
        maxRetries: 0,
        timeoutInSeconds: Math.ceil(timeoutMs / 1000) + 5,
      }),
    })));
  const limit = options.maxCharacters ?? CHARACTER_LIMITS[config.model] ?? 5_000;
  return {
    name: 'elevenlabs',
    async synthesize(request: SpeechRequest): Promise<SpeechResult> {
      if (request.voice === 'algieba') throw new RangeError('ElevenLabs does not speak the algieba voice.');
      const voiceId = config.voiceIds[request.voice as ElevenLabsVoiceId];
      const spoken = await speakInPieces(request, {
        provider: PROVIDER,
        limit,
        measure: countCharacters,
        timeoutMs,
        retry: options.retry,
        async speakPiece(text, context) {
          const { elevenLabs, module } = await connect();
          try {
            // The with-timestamps form of the same call: the audio, and when each character is spoken,
            // which places the sentences exactly.
            const answer = await elevenLabs.textToSpeech.convertWithTimestamps(
              voiceId,
              {
                text,
                modelId: config.model,
                outputFormat: 'pcm_24000',
                ...(context.previousText === undefined ? {} : { previousText: context.previousText }),
                ...(context.nextText === undefined ? {} : { nextText: context.nextText }),
              },
              { abortSignal: context.signal, maxRetries: 0 },
            );
            return {
              pcm: Buffer.from(answer.audioBase64, 'base64'),
              sampleRate: SAMPLE_RATE,
              characterStartsSec: answer.alignment?.characterStartTimesSeconds,
            };
          } catch (error) {
            throw elevenLabsError(error, request.voice, module);
          }
        },
      });
      return {
        path: request.outPath,
        durationSec: spoken.durationSec,
        sentenceStartsSec: spoken.sentenceStartsSec,
        voiceUsed: `elevenlabs:${voiceId} (${config.model})`,
      };
    },
  };
}
