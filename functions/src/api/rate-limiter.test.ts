import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from './testing/fake-deps.js';
import { seedJob } from './testing/seed-job.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { createRateLimiter } from './rate-limiter.js';

const LIMITS = {
  upload: { count: 2, windowMs: 60_000 },
  start: { count: 2, windowMs: 60_000 },
  'generate-audio': { count: 2, windowMs: 60_000 },
  'generate-video': { count: 5, windowMs: 60_000 },
  're-export': { count: 2, windowMs: 60_000 },
  'render-job': { count: 2, windowMs: 600_000 },
};

let server: TestServer;
let token: string;
beforeEach(async () => {
  const clock = new FakeClock();
  server = await startTestServer({ limiter: createRateLimiter(clock, LIMITS) });
  // The limiter and the app share one clock, so the window can be moved on.
  server.deps.clock = clock;
  token = server.deps.auth.addUser('ada');
});
afterEach(() => server.close());

describe('limits on costly calls', () => {
  it('answers the third upload within the window with 429, Retry-After and a sentence, then lets one through once the window moved', async () => {
    const send = () => server.call('POST', '/api/processing/upload-pdf', { token, json: {} });
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(400);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      code: 'rate_limited',
      detail: 'Too many requests of this kind. Please wait 60 seconds and try again.',
    });
    await server.deps.clock.sleep(60_001);
    expect((await send()).status).toBe(400);
  });

  it('counts per user: another user is not held back', async () => {
    const other = server.deps.auth.addUser('grace');
    for (let i = 0; i < 2; i++) await server.call('POST', '/api/processing/upload-pdf', { token, json: {} });
    expect((await server.call('POST', '/api/processing/upload-pdf', { token: other, json: {} })).status).toBe(
      400,
    );
  });

  it("bounds one job's renders, while a click on a render under way costs nothing", async () => {
    const job = await seedJob(server.deps, 'ada');
    const render = () => server.call('POST', `/api/processing/generate-video/${job.job_id}`, { token });
    expect((await render()).status).toBe(202);
    expect((await render()).status).toBe(202); // under way: no new render, nothing counted
    server.deps.jobs.jobs.set(job.job_id, {
      ...server.deps.jobs.jobs.get(job.job_id)!,
      video_status: 'completed',
    });
    expect((await render()).status).toBe(202);
    server.deps.jobs.jobs.set(job.job_id, {
      ...server.deps.jobs.jobs.get(job.job_id)!,
      video_status: 'completed',
    });
    const third = await render();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(server.deps.tasks.queued.filter((q) => q.stage === 'video')).toHaveLength(2);
  });
});

describe("the limiter's memory", () => {
  it('holds at most maxKeys counts, forgetting the least recently used, and keeps counting the busy ones', () => {
    const clock = new FakeClock();
    const limiter = createRateLimiter(clock, LIMITS, 100);
    limiter.spend('upload', 'busy');
    limiter.spend('start', 'busy');
    limiter.spend('start', 'busy');
    for (let user = 0; user < 10_000; user++) {
      limiter.spend('upload', `user-${user}`);
      // The busy user keeps asking (and being refused), so its count stays among the recent ones.
      if (user % 50 === 0) expect(() => limiter.spend('start', 'busy')).toThrow(/Too many requests/);
    }
    expect(limiter.trackedKeys()).toBe(100);
    expect(() => limiter.spend('start', 'busy')).toThrow(/Too many requests/);
    // ...while a count not touched for 10,000 calls was forgotten.
    limiter.spend('upload', 'busy');
    limiter.spend('upload', 'busy');
    expect(() => limiter.spend('upload', 'busy')).toThrow(/Too many requests/);
  });
});
