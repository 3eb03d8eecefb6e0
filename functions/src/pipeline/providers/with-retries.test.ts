import { describe, expect, it } from 'vitest';
import { ProviderError, type ProviderErrorKind } from './provider-error.js';
import { withRetries } from './with-retries.js';

function failing(kinds: ProviderErrorKind[], retryAfterMs?: number) {
  let calls = 0;
  const call = (attempt: number): Promise<string> => {
    calls += 1;
    const kind = kinds[attempt - 1];
    if (kind === undefined) return Promise.resolve(`ok after ${attempt}`);
    return Promise.reject(new ProviderError('Test', kind, `failed: ${kind}`, { retryAfterMs }));
  };
  return { call, calls: () => calls };
}

function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: (ms: number) => Promise.resolve(void waits.push(ms)) };
}

describe('withRetries', () => {
  it('retries 429, 5xx and time-outs with doubling backoff and full jitter', async () => {
    const { waits, sleep } = fakeSleep();
    const { call } = failing(['rate_limit', 'server', 'timeout']);
    await expect(withRetries(call, { sleep, random: () => 0.5, baseDelayMs: 100 })).resolves.toBe(
      'ok after 4',
    );
    expect(waits).toEqual([50, 100, 200]);
  });

  it('waits what Retry-After asks, but never longer than maxDelayMs', async () => {
    const { waits, sleep } = fakeSleep();
    await withRetries(failing(['rate_limit'], 4_000).call, { sleep });
    await withRetries(failing(['rate_limit'], 120_000).call, { sleep, maxDelayMs: 30_000 });
    expect(waits).toEqual([4_000, 30_000]);
  });

  it('fails at once on errors retrying cannot fix', async () => {
    for (const kind of ['auth', 'quota', 'bad_request', 'bad_response'] as const) {
      const { waits, sleep } = fakeSleep();
      const attempt = failing([kind]);
      await expect(withRetries(attempt.call, { sleep })).rejects.toMatchObject({ kind });
      expect(attempt.calls()).toBe(1);
      expect(waits).toEqual([]);
    }
  });

  it('does not retry errors that are not provider errors', async () => {
    let calls = 0;
    await expect(
      withRetries(() => Promise.reject(new TypeError(`bug ${++calls}`)), { sleep: () => Promise.resolve() }),
    ).rejects.toThrow('bug 1');
  });

  it('gives up after maxAttempts with the last error', async () => {
    const { waits, sleep } = fakeSleep();
    const attempt = failing(['server', 'server', 'server', 'server']);
    await expect(withRetries(attempt.call, { sleep, maxAttempts: 3 })).rejects.toMatchObject({
      kind: 'server',
    });
    expect(attempt.calls()).toBe(3);
    expect(waits).toHaveLength(2);
  });

  it('stops waiting when the signal fires', async () => {
    const controller = new AbortController();
    const pending = withRetries(failing(['server']).call, {
      signal: controller.signal,
      baseDelayMs: 60_000,
      random: () => 1,
    });
    setTimeout(() => controller.abort(new Error('stopped')), 20);
    await expect(pending).rejects.toThrow('stopped');
  });
});
