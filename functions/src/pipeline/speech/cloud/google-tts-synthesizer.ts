/**
 * All seven voices through Google Cloud Text-to-Speech's Chirp 3 HD family (`text:synthesize`), using
 * Google's client library over its REST transport, authenticated as the functions' own service account:
 * no key to configure. Audio is asked for as LINEAR16 at 24 kHz, the engine's own rate, so nothing is
 * decoded or resampled.
 */
import type * as TextToSpeechSdk from '@google-cloud/text-to-speech';
import { ProviderError, type RetryOptions } from '../../providers/index.js';
import { parseWavHeader } from '../parse-wav-header.js';
import type { SpeechRequest, SpeechResult, SpeechSynthesizer } from '../speech-synthesizer.js';
import { chirpVoiceFor } from './chirp-voice-for.js';
import type { GoogleTtsVoiceConfig } from './cloud-voice-config.js';
import { GOOGLE_TTS_PROVIDER, googleTtsCredentialsError, googleTtsError } from './google-tts-error.js';
import { speakInPieces, type PcmPiece } from './speak-in-pieces.js';
import { countUtf8Bytes } from './split-for-requests.js';

const PROVIDER = GOOGLE_TTS_PROVIDER;
const SAMPLE_RATE = 24_000;
/** Cloud Text-to-Speech takes at most 5,000 bytes of input text per request. */
const DEFAULT_MAX_BYTES = 5_000;

export interface GoogleTtsSynthesizerOptions {
  /** One request's time-out; default 60 s. */
  timeoutMs?: number | undefined;
  retry?: Omit<RetryOptions, 'signal'> | undefined;
  /** Overrides the per-request limit in UTF-8 bytes (tests use a small one). */
  maxBytes?: number | undefined;
}

// The library (with its protobuf definitions and gRPC) takes most of a second to load: only a process
// that speaks through Cloud Text-to-Speech loads it.
let sdk: Promise<typeof TextToSpeechSdk> | undefined;
const loadSdk = (): Promise<typeof TextToSpeechSdk> => (sdk ??= import('@google-cloud/text-to-speech'));

/**
 * REST rather than gRPC everywhere, so what runs in production is what the tests run against a local
 * stand-in; another endpoint is given to the library as host, port and protocol.
 */
type ClientOptions = NonNullable<ConstructorParameters<typeof TextToSpeechSdk.v1.TextToSpeechClient>[0]>;

function clientOptions(baseUrl: string | undefined): ClientOptions {
  if (baseUrl === undefined) return { fallback: true };
  const url = new URL(baseUrl);
  const https = url.protocol === 'https:';
  return {
    fallback: true,
    apiEndpoint: url.hostname,
    port: Number(url.port || (https ? 443 : 80)),
    protocol: https ? 'https' : 'http',
  };
}

/** The samples of a LINEAR16 answer: a mono 16-bit WAV file (Google's form), or bare samples at the rate asked for. */
function samplesOf(audio: Buffer): PcmPiece {
  if (audio.toString('ascii', 0, 4) !== 'RIFF') return { pcm: audio, sampleRate: SAMPLE_RATE };
  const info = parseWavHeader(audio);
  if (info === undefined || info.channels !== 1 || info.bitsPerSample !== 16) {
    throw new ProviderError(PROVIDER, 'bad_response', `${PROVIDER} sent back audio that could not be read.`);
  }
  return {
    pcm: audio.subarray(info.dataOffset, info.dataOffset + info.dataBytes),
    sampleRate: info.sampleRate,
  };
}

/**
 * A synthesizer for all seven voices through Cloud Text-to-Speech. It throws ProviderErrors, and a
 * bad_request one for a language the Chirp 3 HD family does not speak (the router sends those to the
 * local voices first).
 * @example createGoogleTtsSynthesizer({}) // on Google Cloud, as the functions' service account
 */
export function createGoogleTtsSynthesizer(
  config: GoogleTtsVoiceConfig,
  options: GoogleTtsSynthesizerOptions = {},
): SpeechSynthesizer {
  const timeoutMs = options.timeoutMs ?? 60_000;
  let client: Promise<TextToSpeechSdk.TextToSpeechClient> | undefined;
  const connect = (): Promise<TextToSpeechSdk.TextToSpeechClient> => {
    client ??= loadSdk().then(async (module) => {
      const tts = new module.v1.TextToSpeechClient(clientOptions(config.baseUrl));
      // The library finds its credentials while it sets up; a failure there, left to the first call,
      // would also reject a promise nobody awaits and end the process.
      try {
        await tts.initialize();
      } catch (error) {
        throw googleTtsCredentialsError(error);
      }
      return tts;
    });
    const pending = client;
    // A failed set-up is tried afresh by the next request (the metadata server may have been slow).
    pending.catch(() => {
      if (client === pending) client = undefined;
    });
    return pending;
  };
  return {
    name: 'google-tts',
    async synthesize(request: SpeechRequest): Promise<SpeechResult> {
      const voice = chirpVoiceFor(request.voice, request.language);
      if (voice === undefined) {
        throw new ProviderError(
          PROVIDER,
          'bad_request',
          `${PROVIDER} has no Chirp 3 HD voice for the language "${request.language}".`,
        );
      }
      const spoken = await speakInPieces(request, {
        provider: PROVIDER,
        limit: options.maxBytes ?? DEFAULT_MAX_BYTES,
        measure: countUtf8Bytes,
        timeoutMs,
        retry: options.retry,
        async speakPiece(text, context): Promise<PcmPiece> {
          const tts = await connect();
          let response;
          try {
            // Retries are ours (one policy for every provider), so the library's are off.
            [response] = await tts.synthesizeSpeech(
              {
                input: { text },
                voice,
                audioConfig: { audioEncoding: 'LINEAR16', sampleRateHertz: SAMPLE_RATE },
              },
              { retry: { retryCodes: [] }, timeout: timeoutMs + 5_000, signal: context.signal },
            );
          } catch (error) {
            throw googleTtsError(error, request.voice, voice.name);
          }
          const content = response.audioContent;
          if (content === null || content === undefined || content.length === 0) {
            throw new ProviderError(
              PROVIDER,
              'bad_response',
              `${PROVIDER} answered without the narration audio.`,
            );
          }
          return samplesOf(
            typeof content === 'string' ? Buffer.from(content, 'base64') : Buffer.from(content),
          );
        },
      });
      return {
        path: request.outPath,
        durationSec: spoken.durationSec,
        sentenceStartsSec: spoken.sentenceStartsSec,
        voiceUsed: `google-tts:${voice.name}`,
      };
    },
  };
}
