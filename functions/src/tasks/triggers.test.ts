import { describe, expect, it } from 'vitest';
import { runAudio, runExtract, runPlan, runSlides, runVideo } from './triggers.js';

describe('the task triggers', () => {
  it('load without reading any param and set retries, backoff and two concurrent dispatches on every queue', () => {
    for (const trigger of [runExtract, runPlan, runAudio, runSlides, runVideo]) {
      const queue = trigger.__endpoint.taskQueueTrigger;
      expect(queue?.retryConfig?.maxAttempts).toBe(3);
      expect(queue?.retryConfig?.minBackoffSeconds).toBeGreaterThan(0);
      expect(queue?.rateLimits?.maxConcurrentDispatches).toBe(2);
      expect(trigger.__endpoint.timeoutSeconds).toBeLessThanOrEqual(1800);
    }
  });

  it('binds the SendGrid secret only to the step that sends email', () => {
    const secretsOf = (t: typeof runVideo) => (t.__endpoint.secretEnvironmentVariables ?? []).map((s) => s.key);
    expect(secretsOf(runVideo)).toContain('SENDGRID_API_KEY');
    expect(secretsOf(runExtract)).not.toContain('SENDGRID_API_KEY');
  });
});
