import { kindOfStatus, ProviderError, type ProviderErrorKind } from '../../providers/index.js';

/**
 * The ProviderError for an HTTP error answer of a model API. Gemini and OpenAI-compatible servers both
 * answer `{"error": {"message": …}}`. The wait comes from Retry-After or, failing that, Gemini's
 * `RetryInfo.retryDelay` in the body; a 429 that says when to come back is a rate limit even when its
 * text speaks of quota (Gemini's per-minute limits do), and Gemini's 400 for a bad key is an auth failure.
 */
export function httpFailure(
  provider: string,
  status: number,
  bodyText: string,
  retryAfterMs: number | undefined,
): ProviderError {
  const said = messageOf(bodyText);
  const wait = retryAfterMs ?? retryDelayOf(bodyText);
  let kind: ProviderErrorKind = kindOfStatus(status, said);
  if (status === 400 && /api[ _-]?key/i.test(said)) kind = 'auth';
  if (status === 429 && wait !== undefined) kind = 'rate_limit';
  const sentences: Record<ProviderErrorKind, string> = {
    auth: `${provider} refused the API key (HTTP ${status}).`,
    quota: `The ${provider} account has no quota or credit left (HTTP ${status}).`,
    rate_limit: `${provider} is receiving too many requests right now (HTTP ${status}).`,
    server: `${provider} failed to answer (HTTP ${status}).`,
    timeout: `${provider} timed out (HTTP ${status}).`,
    bad_request: `${provider} refused the request (HTTP ${status}${said === '' ? '' : `: ${said}`}).`,
    bad_response: `${provider} sent an answer that could not be read (HTTP ${status}).`,
  };
  return new ProviderError(provider, kind, sentences[kind], {
    status,
    retryAfterMs: wait,
    cause: said === '' ? undefined : new Error(said),
  });
}

/** A request that got no HTTP answer at all: refused connection, reset, DNS failure. */
export function networkFailure(provider: string, error: unknown): ProviderError {
  const cause =
    error instanceof Error && error.cause instanceof Error
      ? error.cause.message
      : error instanceof Error
        ? error.message
        : String(error);
  return new ProviderError(provider, 'server', `${provider} could not be reached (${cause}).`, {
    cause: error,
  });
}

function messageOf(bodyText: string): string {
  try {
    const body = JSON.parse(bodyText) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    if (typeof message === 'string') return clip(message);
  } catch {
    // Not JSON: a proxy's or a local server's plain text.
  }
  return clip(bodyText.replace(/<[^>]*>/g, ' '));
}

function retryDelayOf(bodyText: string): number | undefined {
  const delay = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(bodyText)?.[1];
  return delay === undefined ? undefined : Number(delay) * 1000;
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 200 ? flat : `${flat.slice(0, 199)}…`;
}
