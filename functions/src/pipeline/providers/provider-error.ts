/**
 * The one error type of the cloud providers (planners, voices). Callers decide on retries and on what the
 * user reads from `kind` alone, whichever provider failed, and `message` is already a sentence for people.
 */

/** What went wrong, as far as a caller needs to know. */
export type ProviderErrorKind =
  /** The key is missing, wrong or revoked (401/403): retrying never helps. */
  | 'auth'
  /** The account's credits or quota are used up: retrying today does not help. */
  | 'quota'
  /** Too many requests just now (429): retry after `retryAfterMs` or a backoff. */
  | 'rate_limit'
  /** The provider failed (5xx) or the connection broke: retry with backoff. */
  | 'server'
  /** No answer within the time-out: retry with backoff. */
  | 'timeout'
  /** The request was refused as invalid (4xx), e.g. an unknown voice or model: retrying never helps. */
  | 'bad_request'
  /** The answer arrived but is not what was asked for (malformed JSON, no audio). */
  | 'bad_response';

const RETRYABLE: ReadonlySet<ProviderErrorKind> = new Set(['rate_limit', 'server', 'timeout']);

export class ProviderError extends Error {
  readonly provider: string;
  readonly kind: ProviderErrorKind;
  /** The HTTP status, when there was an answer. */
  readonly status: number | undefined;
  /** From the provider's Retry-After header, when it sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(
    provider: string,
    kind: ProviderErrorKind,
    message: string,
    options: { status?: number | undefined; retryAfterMs?: number | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.provider = provider;
    this.kind = kind;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }

  /** True when the same request may succeed later. */
  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

/**
 * The kind an HTTP status means. 402 and a 429 whose body speaks of quota or credits are "quota";
 * pass the body text so the two kinds of 429 can be told apart.
 */
export function kindOfStatus(status: number, bodyText = ''): ProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 402) return 'quota';
  if (status === 429)
    return /quota|credit|exceed|limit reached|insufficient/i.test(bodyText) && !/rate/i.test(bodyText)
      ? 'quota'
      : 'rate_limit';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'server';
  return 'bad_request';
}

/**
 * Milliseconds to wait from a Retry-After header: delta-seconds or an HTTP date; undefined when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: Date = new Date(),
): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}
