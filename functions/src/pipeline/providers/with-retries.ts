/**
 * Retries a provider call on the failures that can pass (429, 5xx, time-outs), with exponential backoff
 * and full jitter, honouring the provider's Retry-After. Everything else fails at once.
 */
import { isProviderError } from './provider-error.js';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  maxAttempts?: number;
  /** The first backoff; it doubles with each retry. */
  baseDelayMs?: number;
  /** No wait is longer than this, not even one a Retry-After asks for (a task would rather fail and be retried). */
  maxDelayMs?: number;
  signal?: AbortSignal | undefined;
  /** Tests pass a fake clock. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

const sleepFor = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((done, fail) => {
    if (signal?.aborted) return fail(signal.reason);
    const timer = setTimeout(done, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        fail(signal.reason);
      },
      { once: true },
    );
  });

/**
 * @example const audio = await withRetries((attempt) => speakOnce(text), { maxAttempts: 4 });
 */
export async function withRetries<T>(
  call: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const maxAttempts = options.maxAttempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const sleep = options.sleep ?? sleepFor;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call(attempt);
    } catch (error) {
      if (!isProviderError(error) || !error.retryable || attempt >= maxAttempts || options.signal?.aborted)
        throw error;
      const backoff = random() * baseDelayMs * 2 ** (attempt - 1);
      await sleep(
        Math.min(maxDelayMs, error.retryAfterMs ?? backoff),
        ...(options.signal ? [options.signal] : []),
      );
    }
  }
}
