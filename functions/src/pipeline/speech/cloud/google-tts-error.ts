/**
 * What Cloud Text-to-Speech's failures mean to a researcher. Google's client library turns the REST
 * error body `{"error": {"code": 403, "status": "PERMISSION_DENIED", "message", "details": [ErrorInfo, RetryInfo]}}`
 * into an error with the gRPC code, the HTTP status, the ErrorInfo reason and the decoded details.
 */
import { kindOfStatus, ProviderError } from '../../providers/index.js';
import { VOICES, type VoiceId } from '../../../shared/voices.js';
import { sentenceFor } from './provider-sentences.js';

/** How people read the provider's name. @internal */
export const GOOGLE_TTS_PROVIDER = 'Google Cloud Text-to-Speech';

/** The fields of the client library's GoogleError this reads. */
interface GoogleErrorFields {
  code?: unknown;
  httpStatusCode?: unknown;
  reason?: unknown;
  statusDetails?: unknown;
}

/** gRPC status codes → the HTTP status Google's REST front end answers with. */
const HTTP_OF_GRPC: Readonly<Record<number, number>> = {
  2: 500,
  3: 400,
  4: 504,
  5: 404,
  7: 403,
  8: 429,
  9: 400,
  13: 500,
  14: 503,
  16: 401,
};

/** Seconds from a RetryInfo detail (`retryDelay: {seconds, nanos}`), when Google sent one. */
function retryDelayMs(details: unknown): number | undefined {
  if (!Array.isArray(details)) return undefined;
  for (const detail of details as Array<{ retryDelay?: { seconds?: unknown; nanos?: unknown } } | null>) {
    const delay = detail?.retryDelay;
    if (delay === undefined) continue;
    const seconds = Number(delay.seconds ?? 0) + Number(delay.nanos ?? 0) / 1e9;
    if (Number.isFinite(seconds)) return seconds * 1000;
  }
  return undefined;
}

/**
 * Turns what the client library throws into the ProviderError a user can read; anything else (a
 * programming error) passes through.
 * @param voiceName The Chirp 3 HD voice asked for, named when Google does not know it.
 * @internal
 */
export function googleTtsError(error: unknown, voice: VoiceId, voiceName: string): unknown {
  if (error instanceof ProviderError || !(error instanceof Error)) return error;
  const fields = error as Error & GoogleErrorFields;
  const name = VOICES[voice].name;
  const grpc = typeof fields.code === 'number' ? fields.code : undefined;
  const httpStatus = typeof fields.httpStatusCode === 'number' ? fields.httpStatusCode : undefined;
  if (httpStatus === undefined && /JSON/.test(error.message)) {
    // The library reports an answer it cannot parse as UNAVAILABLE, without a status.
    return new ProviderError(
      GOOGLE_TTS_PROVIDER,
      'bad_response',
      sentenceFor('bad_response', GOOGLE_TTS_PROVIDER, name),
      { cause: error },
    );
  }
  if (httpStatus === undefined && (grpc === undefined || grpc === 14)) {
    // No answer at all: the connection was refused or broke.
    return new ProviderError(
      GOOGLE_TTS_PROVIDER,
      'server',
      `${GOOGLE_TTS_PROVIDER} could not be reached; try again in a few minutes.`,
      { cause: error },
    );
  }
  const status = httpStatus ?? HTTP_OF_GRPC[grpc ?? 2] ?? 500;
  const reason = typeof fields.reason === 'string' ? fields.reason : '';
  const message = error.message;
  const retryAfterMs = retryDelayMs(fields.statusDetails);
  const options = { status, retryAfterMs, cause: error };
  if (
    reason === 'SERVICE_DISABLED' ||
    (status === 403 && /has not been used in project|is disabled/i.test(message))
  ) {
    return new ProviderError(
      GOOGLE_TTS_PROVIDER,
      'auth',
      `The Cloud Text-to-Speech API is not enabled in the server's Google Cloud project, so the ${name} voice cannot speak; the operator must enable the Cloud Text-to-Speech API.`,
      options,
    );
  }
  if (status === 401 || status === 403) {
    return new ProviderError(
      GOOGLE_TTS_PROVIDER,
      'auth',
      `Google Cloud refused the server's credentials, so the ${name} voice cannot speak; the operator must let the functions' service account use the Cloud Text-to-Speech API.`,
      options,
    );
  }
  if (status === 429) {
    // A per-minute limit passes (Google names it, or says when to retry); a used-up quota does not.
    if (retryAfterMs !== undefined || reason === 'RATE_LIMIT_EXCEEDED' || /per minute/i.test(message)) {
      return new ProviderError(
        GOOGLE_TTS_PROVIDER,
        'rate_limit',
        sentenceFor('rate_limit', GOOGLE_TTS_PROVIDER, name),
        options,
      );
    }
    return new ProviderError(
      GOOGLE_TTS_PROVIDER,
      'quota',
      `The server's Google Cloud project has used up its Cloud Text-to-Speech quota, so the ${name} voice cannot speak until the quota resets or the operator raises it.`,
      options,
    );
  }
  if (status === 400 && /voice/i.test(message)) {
    return new ProviderError(
      GOOGLE_TTS_PROVIDER,
      'bad_request',
      `${GOOGLE_TTS_PROVIDER} does not offer the voice ${voiceName} that speaks ${name}; the server's voice settings need fixing.`,
      options,
    );
  }
  const kind = kindOfStatus(status, message);
  return new ProviderError(
    GOOGLE_TTS_PROVIDER,
    kind,
    sentenceFor(kind, GOOGLE_TTS_PROVIDER, name, message),
    options,
  );
}

/**
 * The failure to find credentials, whatever the library says (no application default credentials, a
 * key file that cannot be read): only the setting can fix it, so it is not retried.
 * @internal
 */
export function googleTtsCredentialsError(error: unknown): ProviderError {
  const detail = error instanceof Error ? error.message.split('. ')[0]?.replace(/\.$/, '') : undefined;
  return new ProviderError(
    GOOGLE_TTS_PROVIDER,
    'auth',
    `${GOOGLE_TTS_PROVIDER} found no Google Cloud credentials to call with${detail ? ` (${detail})` : ''}; outside Google Cloud, GOOGLE_APPLICATION_CREDENTIALS must name a service-account key file.`,
    { cause: error },
  );
}
