import { describe, expect, it } from 'vitest';
import { TASK_STAGES } from '../backend/index.js';
import { QUEUE_LIMITS } from './queue-limits.js';
import { runAudio, runExtract, runPlan, runSlides, runVideo } from './triggers.js';

describe('the task triggers', () => {
  it('load without reading any param and deploy each queue with its limits from queue-limits.ts', () => {
    const triggers = {
      extract: runExtract,
      plan: runPlan,
      audio: runAudio,
      slides: runSlides,
      video: runVideo,
    };
    for (const stage of TASK_STAGES) {
      const trigger = triggers[stage];
      const limits = QUEUE_LIMITS[stage];
      const queue = trigger.__endpoint.taskQueueTrigger;
      expect(queue?.retryConfig).toMatchObject({
        maxAttempts: limits.maxAttempts,
        minBackoffSeconds: limits.minBackoffSeconds,
        maxBackoffSeconds: limits.maxBackoffSeconds,
      });
      expect(queue?.rateLimits).toMatchObject({
        maxConcurrentDispatches: limits.maxConcurrentDispatches,
        maxDispatchesPerSecond: limits.maxDispatchesPerSecond,
      });
      expect(trigger.__endpoint).toMatchObject({
        maxInstances: limits.maxInstances,
        concurrency: limits.concurrency,
        cpu: limits.cpu,
      });
      expect(trigger.__endpoint.availableMemoryMb).toBe(
        Number.parseInt(limits.memory, 10) * (limits.memory.endsWith('GiB') ? 1024 : 1),
      );
      expect(trigger.__endpoint.timeoutSeconds).toBeLessThanOrEqual(1800);
    }
  });

  it('never let a queue send more requests at once than its instances can take', () => {
    for (const limits of Object.values(QUEUE_LIMITS)) {
      expect(limits.maxConcurrentDispatches).toBeLessThanOrEqual(limits.maxInstances * limits.concurrency);
      expect(limits.maxDispatchesPerSecond).toBeLessThanOrEqual(500);
      expect(limits.maxConcurrentDispatches).toBeLessThanOrEqual(5000);
    }
  });

  it('binds the SendGrid secret only to the step that sends email', () => {
    const secretsOf = (t: typeof runVideo) =>
      (t.__endpoint.secretEnvironmentVariables ?? []).map((s) => s.key);
    expect(secretsOf(runVideo)).toContain('SENDGRID_API_KEY');
    expect(secretsOf(runExtract)).not.toContain('SENDGRID_API_KEY');
  });
});
