/**
 * How fast each step's Cloud Tasks queue dispatches, how it retries, and what each step's function
 * instances are: the one place these numbers live. triggers.ts deploys them; the capacity model
 * (`npm run capacity`, tests/bench/capacity-model.ts) replays simultaneous jobs through them with the
 * steps' measured CPU and memory (reports/step-usage.json), and the README's Capacity section says
 * why they are what they are.
 *
 * Rules the values keep:
 * - maxConcurrentDispatches = maxInstances × concurrency, so the queue never sends a request the
 *   service must refuse (a refused task waits its whole retry backoff).
 * - concurrency 1 where the step is CPU-bound (reading, drawing, the local voices, ffmpeg): a second
 *   request on the same instance would only halve the speed of both.
 * - memory at least the measured peak (resident memory plus the scratch files, which Cloud Run keeps
 *   in memory) with room to spare, and within what the vCPU count allows (over 4 GiB needs 2 vCPU).
 * - the sum of maxInstances × cpu over the steps stays inside the default regional CPU quota.
 * @module
 */
import type { TaskStage } from '../backend/index.js';

/** Instance memory sizes the steps use (a subset of what Cloud Functions accepts). */
export type StepMemory = '512MiB' | '1GiB' | '2GiB' | '4GiB';

/** One step's queue and instance settings. */
export interface StepLimits {
  /** Cloud Tasks rateLimits: new dispatches per second (at most 500). */
  maxDispatchesPerSecond: number;
  /** Cloud Tasks rateLimits: tasks running at once (at most 5,000). */
  maxConcurrentDispatches: number;
  /** Cloud Tasks retryConfig; the handlers treat the last attempt's failure as final. */
  maxAttempts: number;
  minBackoffSeconds: number;
  maxBackoffSeconds: number;
  /** Cloud Run instances of the step's function at most. */
  maxInstances: number;
  /** Requests one instance serves at once. */
  concurrency: number;
  cpu: 1 | 2;
  memory: StepMemory;
}

export const QUEUE_LIMITS: Readonly<Record<TaskStage, StepLimits>> = {
  extract: {
    maxDispatchesPerSecond: 50,
    maxConcurrentDispatches: 200,
    maxAttempts: 3,
    minBackoffSeconds: 20,
    maxBackoffSeconds: 600,
    maxInstances: 200,
    concurrency: 1,
    cpu: 1,
    memory: '2GiB',
  },
  // With a cloud planner the step mostly waits on it (up to 200 s), so one instance serves several;
  // 320 in flight covers 500 starts a minute at 30 s per plan.
  plan: {
    maxDispatchesPerSecond: 50,
    maxConcurrentDispatches: 320,
    maxAttempts: 3,
    minBackoffSeconds: 20,
    maxBackoffSeconds: 600,
    maxInstances: 40,
    concurrency: 8,
    cpu: 1,
    memory: '1GiB',
  },
  // Five tasks per job (one per slide), sent half a second apart by "Generate All".
  audio: {
    maxDispatchesPerSecond: 50,
    maxConcurrentDispatches: 200,
    maxAttempts: 3,
    minBackoffSeconds: 10,
    maxBackoffSeconds: 600,
    maxInstances: 200,
    concurrency: 1,
    cpu: 1,
    memory: '1GiB',
  },
  slides: {
    maxDispatchesPerSecond: 20,
    maxConcurrentDispatches: 100,
    maxAttempts: 3,
    minBackoffSeconds: 10,
    maxBackoffSeconds: 600,
    maxInstances: 100,
    concurrency: 1,
    cpu: 1,
    memory: '1GiB',
  },
  video: {
    maxDispatchesPerSecond: 20,
    maxConcurrentDispatches: 100,
    maxAttempts: 3,
    minBackoffSeconds: 60,
    maxBackoffSeconds: 600,
    maxInstances: 100,
    concurrency: 1,
    cpu: 1,
    memory: '2GiB',
  },
};
