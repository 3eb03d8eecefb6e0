/**
 * Per-user limits on the calls that cost real work (an upload, a start, a narration, a render, a
 * re-export): past the limit the call is answered 429 with Retry-After, before anything is stored or
 * queued. The count is a sliding window kept in the instance's memory, so with several API instances
 * a user may get up to that many times the limit; the limits are set well above what the wizard
 * needs, and only stop loops and scripts.
 */
import type { Clock } from '../backend/index.js';
import { ApiError } from './api-error.js';

/** The calls that are limited. */
export type CostlyAction =
  'upload' | 'start' | 'generate-audio' | 'generate-video' | 're-export' | 'render-job';

/** At most `count` calls in `windowMs`. */
export interface RateLimit {
  count: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * What one user may do. `render-job` is per job, not per user: one job's re-renders (videos and
 * re-exports together) are bounded however many users or tabs ask.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<CostlyAction, RateLimit>> = {
  upload: { count: 20, windowMs: 10 * MINUTE },
  start: { count: 20, windowMs: 10 * MINUTE },
  // A narration per slide and per edit of its script: eight slides edited a few times over.
  'generate-audio': { count: 120, windowMs: 10 * MINUTE },
  'generate-video': { count: 10, windowMs: 10 * MINUTE },
  're-export': { count: 20, windowMs: 10 * MINUTE },
  'render-job': { count: 12, windowMs: 60 * MINUTE },
};

export interface RateLimiter {
  /** Counts one call of `action` by `key` (a uid, or a job id for render-job); throws the 429 when over the limit. */
  spend(action: CostlyAction, key: string): void;
  /** How many (action, key) counts the instance holds now: never more than `maxKeys`. */
  trackedKeys(): number;
}

/**
 * How many (action, key) counts one instance keeps. Each holds at most its limit's count of times
 * (120 numbers at most), so the limiter stays within a few megabytes however many users call. Past it
 * the least recently used count is forgotten: that user may then get a few calls more, which a
 * per-instance limit allows anyway.
 */
export const MAX_RATE_LIMIT_KEYS = 20_000;

export function createRateLimiter(
  clock: Clock,
  limits: Readonly<Record<CostlyAction, RateLimit>> = DEFAULT_RATE_LIMITS,
  maxKeys = MAX_RATE_LIMIT_KEYS,
): RateLimiter {
  // A Map iterates in insertion order; re-inserting a key on every call keeps the least recently used first.
  const calls = new Map<string, number[]>();
  let spentSinceSweep = 0;
  const longest = Math.max(...Object.values(limits).map((l) => l.windowMs));
  function remember(id: string, times: number[]): void {
    calls.delete(id);
    calls.set(id, times);
    for (const oldest of calls.keys()) {
      if (calls.size <= maxKeys) break;
      calls.delete(oldest);
    }
  }
  return {
    spend(action, key) {
      const { count, windowMs } = limits[action];
      const now = clock.now().getTime();
      const id = `${action}\u0000${key}`;
      const recent = (calls.get(id) ?? []).filter((at) => at > now - windowMs);
      if (recent.length >= count) {
        const retryAfterSeconds = Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000));
        remember(id, recent);
        throw new ApiError(
          429,
          'rate_limited',
          `Too many requests of this kind. Please wait ${retryAfterSeconds} seconds and try again.`,
          { retryAfterSeconds },
        );
      }
      recent.push(now);
      remember(id, recent);
      // Forget idle keys now and then, so a quiet instance gives their memory back.
      if (++spentSinceSweep >= 1000) {
        spentSinceSweep = 0;
        for (const [k, times] of calls) if ((times.at(-1) ?? 0) <= now - longest) calls.delete(k);
      }
    },
    trackedKeys: () => calls.size,
  };
}
