import { describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../../../tests/fixtures/index.js';
import { seedJob } from '../api/testing/seed-job.js';
import { PipelineError } from '../pipeline/index.js';
import { handleAudio } from './handle-audio.js';
import { handlePlan } from './handle-plan.js';
import { createTaskFakes, startedJob } from './testing/task-fakes.js';

const UID = 'ada';

describe("a step that fails for reasons that are not the user's", () => {
  it('throws while Cloud Tasks will retry, leaving the job processing and the count in place', async () => {
    const deps = createTaskFakes();
    // No stored document: the extract step's output is missing, as after a lost write.
    const job = await startedJob(deps, UID, await twoColumnPaper());
    await expect(
      handlePlan({ job_id: job.job_id, uid: UID }, deps, { retryCount: 0, maxAttempts: 3 }),
    ).rejects.toThrow();
    expect((await deps.jobs.get(job.job_id))?.status).toBe('processing');
    expect((await deps.users.getQuota(UID, deps.clock.now())).used_this_month).toBe(1);
  });

  it('ends the job on the last attempt with a plain sentence and gives the count back once', async () => {
    const deps = createTaskFakes();
    const job = await startedJob(deps, UID, await twoColumnPaper());
    const last = { retryCount: 2, maxAttempts: 3 };
    await expect(handlePlan({ job_id: job.job_id, uid: UID }, deps, last)).resolves.toBeUndefined();
    const failed = await deps.jobs.get(job.job_id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/on our side.*does not count/);
    expect((await deps.users.getQuota(UID, deps.clock.now())).used_this_month).toBe(0);
    // A duplicate delivery finds the job failed and neither changes it nor refunds again.
    await handlePlan({ job_id: job.job_id, uid: UID }, deps, last);
    expect((await deps.users.getQuota(UID, deps.clock.now())).used_this_month).toBe(0);
  });

  it("marks one slide's narration failed with slide_n_error words when its voice keeps crashing", async () => {
    const deps = createTaskFakes();
    deps.synthesizer = {
      name: 'crashing',
      synthesize: () =>
        Promise.reject(new PipelineError('tool_failed', 'flite exited with code 139', { transient: true })),
    };
    const job = await seedJob(deps, UID);
    const task = { job_id: job.job_id, uid: UID, slide: 1 };
    await expect(handleAudio(task, deps, { retryCount: 0, maxAttempts: 3 })).rejects.toThrow();
    expect((await deps.jobs.get(job.job_id))?.audio['slide_1']?.status).toBe('generating');
    await handleAudio(task, deps, { retryCount: 2, maxAttempts: 3 });
    expect((await deps.jobs.get(job.job_id))?.audio['slide_1']).toEqual({
      status: 'failed',
      error: 'Could not record the narration for slide 2. Trying again usually helps.',
    });
  });

  it("drops a task for another user's job without touching it", async () => {
    const deps = createTaskFakes();
    const job = await seedJob(deps, 'grace');
    await handleAudio({ job_id: job.job_id, uid: UID, slide: 0 }, deps, { retryCount: 0, maxAttempts: 3 });
    expect((await deps.jobs.get(job.job_id))?.audio).toEqual({});
  });
});
