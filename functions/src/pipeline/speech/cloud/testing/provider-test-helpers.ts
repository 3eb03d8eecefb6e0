/** What the provider tests share: a retry policy that records its waits instead of sleeping, and a failure catcher. */
import { isProviderError, type ProviderError } from '../../../providers/index.js';

/** A retry policy for tests: no real waiting; `waits` lists what it would have waited, in ms. @internal */
export function recordingRetry(): {
  waits: number[];
  retry: { baseDelayMs: number; sleep: (ms: number) => Promise<void> };
} {
  const waits: number[] = [];
  return { waits, retry: { baseDelayMs: 1, sleep: (ms) => Promise.resolve(void waits.push(ms)) } };
}

/** The ProviderError `promise` rejects with; anything else fails the test. @internal */
export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isProviderError(error)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}
