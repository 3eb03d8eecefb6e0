/** Simultaneous requests for the same costly work: one of them does it, the rest are told or answered alike. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedJob } from './testing/seed-job.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = server.deps.auth.addUser('ada');
  // Every request reads the job before any of them writes: the race a real store allows.
  server.deps.jobs.readDelayMs = 300;
});
afterEach(() => server.close());

const times = <T>(n: number, make: () => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, make));

describe('ten simultaneous requests for one job', () => {
  it('start: one 202, nine 409, one extract task, one video counted', async () => {
    const job = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
    const statuses = await times(
      10,
      async () =>
        (await server.call('POST', `/api/processing/start/${job.job_id}`, { token, json: { config: {} } }))
          .status,
    );
    expect(statuses.sort()).toEqual([202, ...Array<number>(9).fill(409)]);
    expect(server.deps.tasks.queued.filter((q) => q.stage === 'extract')).toHaveLength(1);
    expect(server.deps.users.records.get('ada')?.used_this_month).toBe(1);
  });

  it('generate-video: ten 202s and one render queued', async () => {
    const job = await seedJob(server.deps, 'ada');
    const statuses = await times(
      10,
      async () =>
        (await server.call('POST', `/api/processing/generate-video/${job.job_id}`, { token })).status,
    );
    expect(statuses).toEqual(Array<number>(10).fill(202));
    expect(server.deps.tasks.queued.filter((q) => q.stage === 'video')).toHaveLength(1);
    expect(server.deps.jobs.jobs.get(job.job_id)?.video_status).toBe('generating');
  });

  it('generate-powerpoint: ten 202s and one build queued', async () => {
    const job = await seedJob(server.deps, 'ada');
    const statuses = await times(
      10,
      async () =>
        (await server.call('POST', `/api/processing/generate-powerpoint/${job.job_id}`, { token })).status,
    );
    expect(statuses).toEqual(Array<number>(10).fill(202));
    expect(server.deps.tasks.queued.filter((q) => q.stage === 'slides')).toHaveLength(1);
  });
});
