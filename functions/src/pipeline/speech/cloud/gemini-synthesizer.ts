/**
 * Algieba, Google's voice, through Gemini speech generation: `generateContent` with audio output and
 * the prebuilt voice 'Algieba'. The answer is base64 PCM (`audio/L16;codec=pcm;rate=24000`).
 */
import type * as GeminiSdk from '@google/genai';
import {
  kindOfStatus,
  loadGeminiSdk,
  parseRetryAfter,
  ProviderError,
  type RetryOptions,
} from '../../providers/index.js';
import { VOICES, type VoiceId } from '../../../shared/voices.js';
import type { SpeechRequest, SpeechResult, SpeechSynthesizer } from '../speech-synthesizer.js';
import type { GeminiVoiceConfig } from './cloud-voice-config.js';
import { sentenceFor } from './provider-sentences.js';
import { speakInPieces, type PcmPiece } from './speak-in-pieces.js';
import { countUtf8Bytes } from './split-for-requests.js';

const PROVIDER = 'Google';
/** Google's text-to-speech takes at most 4,000 bytes of text per request for its Gemini voices. */
const DEFAULT_MAX_BYTES = 4_000;

export interface GeminiSynthesizerOptions {
  /** One request's time-out; default 90 s (Gemini renders the whole clip before answering). */
  timeoutMs?: number | undefined;
  retry?: Omit<RetryOptions, 'signal'> | undefined;
  /** Overrides the per-request limit in UTF-8 bytes (tests use a small one). */
  maxBytes?: number | undefined;
}

/** Google's error body: `{"error": {"code": 429, "message": "…", "status": "RESOURCE_EXHAUSTED", "details": [...]}}`. */
interface GoogleErrorBody {
  error?: {
    message?: unknown;
    status?: unknown;
    details?: Array<{ '@type'?: unknown; retryDelay?: unknown }>;
  };
}

function parseBody(message: string): GoogleErrorBody {
  try {
    return JSON.parse(message) as GoogleErrorBody;
  } catch {
    return {};
  }
}

/** Turns what the SDK throws into the provider error a user can read. @internal */
function geminiError(
  error: unknown,
  voice: VoiceId,
  retryAfterHeader: string | null,
  { ApiError }: typeof GeminiSdk,
): unknown {
  if (error instanceof ProviderError) return error;
  if (!(error instanceof ApiError)) {
    if (error instanceof SyntaxError) {
      return new ProviderError(
        PROVIDER,
        'bad_response',
        sentenceFor('bad_response', PROVIDER, VOICES[voice].name),
        { cause: error },
      );
    }
    if (error instanceof TypeError) {
      return new ProviderError(
        PROVIDER,
        'server',
        `${PROVIDER}'s speech service could not be reached; try again in a few minutes.`,
        { cause: error },
      );
    }
    return error;
  }
  const name = VOICES[voice].name;
  const body = parseBody(error.message).error ?? {};
  const message = typeof body.message === 'string' ? body.message : '';
  const retryInfo = body.details?.find((detail) => String(detail['@type']).endsWith('google.rpc.RetryInfo'));
  const delay =
    typeof retryInfo?.retryDelay === 'string'
      ? /^(\d+(?:\.\d+)?)s$/.exec(retryInfo.retryDelay)?.[1]
      : undefined;
  const retryAfterMs =
    parseRetryAfter(retryAfterHeader) ?? (delay === undefined ? undefined : Number(delay) * 1000);
  // Gemini words a per-minute limit and a used-up daily quota alike ("exceeded your current quota");
  // only the first comes with a time to retry after.
  let kind = kindOfStatus(error.status, message);
  if (kind === 'quota' && retryAfterMs !== undefined) kind = 'rate_limit';
  if (error.status === 400 && /api key not valid|API_KEY_INVALID/i.test(`${message} ${error.message}`))
    kind = 'auth';
  return new ProviderError(PROVIDER, kind, sentenceFor(kind, PROVIDER, name, message), {
    status: error.status,
    retryAfterMs,
    cause: error,
  });
}

/** The sample rate a `audio/L16;codec=pcm;rate=24000` MIME type names; Gemini's default when absent. */
function rateOf(mimeType: string | undefined): number | undefined {
  if (mimeType === undefined || !/^audio\/(L16|pcm)/i.test(mimeType)) return undefined;
  return Number(/rate=(\d+)/i.exec(mimeType)?.[1] ?? 24_000);
}

/**
 * A synthesizer for algieba through the Gemini API. It throws ProviderErrors.
 * @example createGeminiSynthesizer({ apiKey, model: GEMINI_DEFAULT_TTS_MODEL, voiceName: 'Algieba' })
 */
export function createGeminiSynthesizer(
  config: GeminiVoiceConfig,
  options: GeminiSynthesizerOptions = {},
): SpeechSynthesizer {
  const timeoutMs = options.timeoutMs ?? 90_000;
  const client = async (): Promise<{
    ai: GeminiSdk.GoogleGenAI;
    retryAfter: () => string | null;
    sdk: typeof GeminiSdk;
  }> => {
    const sdk = await loadGeminiSdk();
    let retryAfter: string | null = null;
    // The SDK drops the response headers from its errors; this keeps Retry-After for the retry policy.
    const recordingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      retryAfter = response.ok ? null : response.headers.get('retry-after');
      return response;
    };
    // Speech generation is documented on v1beta (the SDK's default is v1).
    const httpOptions = {
      apiVersion: 'v1beta',
      ...(config.baseUrl === undefined ? {} : { baseUrl: config.baseUrl }),
      fetch: recordingFetch,
    };
    return {
      ai: new sdk.GoogleGenAI({ apiKey: config.apiKey, httpOptions }),
      retryAfter: () => retryAfter,
      sdk,
    };
  };
  return {
    name: 'gemini',
    async synthesize(request: SpeechRequest): Promise<SpeechResult> {
      const spoken = await speakInPieces(request, {
        provider: PROVIDER,
        limit: options.maxBytes ?? DEFAULT_MAX_BYTES,
        measure: countUtf8Bytes,
        timeoutMs,
        retry: options.retry,
        async speakPiece(text, context): Promise<PcmPiece> {
          // A client per request, so concurrent slides never read each other's Retry-After.
          const { ai, retryAfter, sdk } = await client();
          let response;
          try {
            response = await ai.models.generateContent({
              model: config.model,
              contents: [{ role: 'user', parts: [{ text }] }],
              config: {
                responseModalities: [sdk.Modality.AUDIO],
                speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: config.voiceName } } },
                abortSignal: context.signal,
              },
            });
          } catch (error) {
            throw geminiError(error, request.voice, retryAfter(), sdk);
          }
          const parts = response.candidates?.[0]?.content?.parts ?? [];
          const audio = parts.find(
            (part) =>
              typeof part.inlineData?.data === 'string' && rateOf(part.inlineData.mimeType) !== undefined,
          )?.inlineData;
          const sampleRate = rateOf(audio?.mimeType);
          if (audio?.data === undefined || sampleRate === undefined) {
            throw new ProviderError(
              PROVIDER,
              'bad_response',
              `${PROVIDER} answered without the narration audio.`,
            );
          }
          return { pcm: Buffer.from(audio.data, 'base64'), sampleRate };
        },
      });
      return {
        path: request.outPath,
        durationSec: spoken.durationSec,
        sentenceStartsSec: spoken.sentenceStartsSec,
        voiceUsed: `google:${config.voiceName} (${config.model})`,
      };
    },
  };
}
