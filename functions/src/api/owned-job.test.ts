import { describe, expect, it } from 'vitest';
import type { ApiError } from './api-error.js';
import { ownedJob } from './owned-job.js';
import { createFakeDeps } from './testing/fake-deps.js';
import { seedJob } from './testing/seed-job.js';

const statusOf = (error: unknown): number => (error as ApiError).status;

describe('ownedJob', () => {
  it('reads the job while the token is still being verified', async () => {
    const deps = createFakeDeps();
    const job = await seedJob(deps, 'ada');
    let reads = 0;
    const get = deps.jobs.get.bind(deps.jobs);
    deps.jobs.get = (id) => {
      reads += 1;
      return get(id);
    };
    let verify: (uid: string) => void = () => undefined;
    const pending = ownedJob(deps.jobs, job.job_id, new Promise<string>((done) => (verify = done)));
    await Promise.resolve();
    expect(reads).toBe(1);
    verify('ada');
    expect((await pending).job_id).toBe(job.job_id);
  });

  it('answers a failed token before anything about the job, even when the read fails too', async () => {
    const deps = createFakeDeps();
    deps.jobs.get = () => Promise.reject(new Error('store down'));
    const unauthorized = Object.assign(new Error('bad token'), { status: 401 });
    await expect(ownedJob(deps.jobs, 'any', Promise.reject(unauthorized))).rejects.toBe(unauthorized);
  });

  it("gives another user's job and a missing job the same 404", async () => {
    const deps = createFakeDeps();
    const job = await seedJob(deps, 'ada');
    const foreign = await ownedJob(deps.jobs, job.job_id, Promise.resolve('eve')).catch(statusOf);
    const missing = await ownedJob(deps.jobs, 'no-such-job', 'eve').catch(statusOf);
    expect([foreign, missing]).toEqual([404, 404]);
  });
});
