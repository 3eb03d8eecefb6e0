/**
 * Every attempt of a step killed midway (the instance stops: no error, no settle): the sweep ends the
 * job `failed` with a sentence once the last attempt's time is up, gives the count back, and the user
 * can start the job again. The attempts are the real extract handler, stopped where it reads the paper.
 */
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../../../tests/fixtures/index.js';
import { createApp } from '../api/app.js';
import { seedJob } from '../api/testing/seed-job.js';
import { toAudioStatusMap } from '../shared/job.js';
import { handleAudio } from './handle-audio.js';
import { handleExtract } from './handle-extract.js';
import { RETRY_GAP_MS, SWEEP_MARGIN_MS, sweepStuckJobs } from './sweep-stuck-jobs.js';
import { createTaskFakes, startedJob } from './testing/task-fakes.js';

const UID = 'ada';
const TIMEOUT_S = 540;
const MAX_ATTEMPTS = 3;

describe('the stuck-job sweep', () => {
  it('fails a job whose every extract attempt died, within the time limit plus the margin, and lets it start again', async () => {
    const deps = createTaskFakes();
    const token = deps.auth.addUser(UID);
    const job = await startedJob(deps, UID, await twoColumnPaper());
    const read = deps.files.read.bind(deps.files);
    // The upload never arrives: the attempt hangs where the platform would kill it.
    deps.files.read = (path, range) =>
      path.startsWith('uploads/') ? new Readable({ read() {} }) : read(path, range);
    const used = async () => (await deps.users.getQuota(UID, deps.clock.now())).used_this_month;
    expect(await used()).toBe(1);

    let lastBegan = 0;
    for (let retryCount = 0; retryCount < MAX_ATTEMPTS; retryCount++) {
      lastBegan = deps.clock.now().getTime();
      void handleExtract({ job_id: job.job_id, uid: UID }, deps, {
        retryCount,
        maxAttempts: MAX_ATTEMPTS,
        timeoutSeconds: TIMEOUT_S,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await deps.jobs.get(job.job_id))?.attempts?.extract?.attempt).toBe(retryCount);
      if (retryCount < MAX_ATTEMPTS - 1) {
        // Killed at its deadline with a retry owed: the sweep waits for the retry.
        await deps.clock.sleep(TIMEOUT_S * 1000 + SWEEP_MARGIN_MS + 1000);
        expect(await sweepStuckJobs(deps)).toEqual({ examined: 1, failed: 0 });
        await deps.clock.sleep(RETRY_GAP_MS / 2);
      }
    }

    await deps.clock.sleep(TIMEOUT_S * 1000 + SWEEP_MARGIN_MS - 1000);
    expect(await sweepStuckJobs(deps)).toEqual({ examined: 1, failed: 0 });
    await deps.clock.sleep(2000);
    expect(await sweepStuckJobs(deps)).toEqual({ examined: 1, failed: 1 });
    const failedAfterMs = deps.clock.now().getTime() - lastBegan;
    console.info(
      `stuck-job sweep: last attempt began → failed after ${failedAfterMs / 1000} s (limit ${TIMEOUT_S} s + margin ${SWEEP_MARGIN_MS / 1000} s), plus at most one 5-minute schedule interval`,
    );
    const failed = await deps.jobs.get(job.job_id);
    expect(failed).toMatchObject({ status: 'failed', current_step: 'Failed' });
    expect(failed?.error).toMatch(/^Reading the paper stopped before it finished.*please start it again\.$/);
    expect(failed?.attempts?.extract).toBeUndefined();
    expect(await used()).toBe(0);
    expect(await sweepStuckJobs(deps)).toEqual({ examined: 0, failed: 0 });

    const server = createApp(deps).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const restart = await fetch(`http://127.0.0.1:${port}/api/processing/start/${job.job_id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ config: {} }),
      });
      expect(restart.status).toBe(202);
      expect(await used()).toBe(1);
      expect(deps.tasks.queued.at(-1)).toEqual({ stage: 'extract', task: { job_id: job.job_id, uid: UID } });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('leaves a job alone while its attempt is within its time, and one that finished', async () => {
    const deps = createTaskFakes();
    const job = await startedJob(deps, UID, await twoColumnPaper());
    await handleExtract({ job_id: job.job_id, uid: UID }, deps, {
      retryCount: 2,
      maxAttempts: 3,
      timeoutSeconds: TIMEOUT_S,
    });
    // The attempt finished: extract's record is gone, plan is queued and has not begun.
    await deps.clock.sleep(TIMEOUT_S * 1000 + SWEEP_MARGIN_MS + RETRY_GAP_MS + 1000);
    expect(await sweepStuckJobs(deps)).toEqual({ examined: 1, failed: 0 });
    expect((await deps.jobs.get(job.job_id))?.status).toBe('processing');
  });

  it('fails a slide whose every narration attempt died, says so in its audio state, and lets generate-audio narrate it again', async () => {
    const deps = createTaskFakes();
    const token = deps.auth.addUser(UID);
    const job = await seedJob(deps, UID);
    // The voice never answers: the attempt hangs where the platform would kill it.
    deps.synthesizer = { name: 'hangs', synthesize: () => new Promise(() => undefined) };
    const slide = 1;
    for (let retryCount = 0; retryCount < MAX_ATTEMPTS; retryCount++) {
      void handleAudio({ job_id: job.job_id, uid: UID, slide }, deps, {
        retryCount,
        maxAttempts: MAX_ATTEMPTS,
        timeoutSeconds: TIMEOUT_S,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const stored = await deps.jobs.get(job.job_id);
      expect(stored?.audio[`slide_${slide}`]).toMatchObject({
        status: 'generating',
        attempt: { attempt: retryCount },
      });
      expect(stored?.audio_under_way).toBe(true);
      await deps.clock.sleep(TIMEOUT_S * 1000 + SWEEP_MARGIN_MS + 1000);
      // A retry was owed until the last attempt: the sweep waits for it.
      expect(await sweepStuckJobs(deps)).toEqual({
        examined: 1,
        failed: retryCount === MAX_ATTEMPTS - 1 ? 1 : 0,
      });
      if (retryCount < MAX_ATTEMPTS - 1) await deps.clock.sleep(RETRY_GAP_MS / 2);
    }
    const failed = await deps.jobs.get(job.job_id);
    expect(toAudioStatusMap(failed?.audio ?? {})).toEqual({
      slide_1: 'failed',
      slide_1_error:
        'Recording the narration for slide 2 stopped before it finished, because of a problem on our side. Please generate it again.',
    });
    expect(failed?.audio['slide_1']?.attempt).toBeUndefined();
    expect(failed?.audio_under_way).toBe(false);
    expect(failed?.status).toBe('completed');
    expect(await sweepStuckJobs(deps)).toEqual({ examined: 0, failed: 0 });

    const server = createApp(deps).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const again = await fetch(
        `http://127.0.0.1:${port}/api/processing/generate-audio/${job.job_id}/${slide}`,
        { method: 'POST', headers: { authorization: `Bearer ${token}` } },
      );
      expect(again.status).toBe(202);
      expect(deps.tasks.queued.at(-1)).toEqual({
        stage: 'audio',
        task: { job_id: job.job_id, uid: UID, slide },
      });
      expect((await deps.jobs.get(job.job_id))?.audio['slide_1']).toEqual({ status: 'pending', error: null });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('leaves a slide alone while its narration attempt is within its time', async () => {
    const deps = createTaskFakes();
    const job = await seedJob(deps, UID);
    deps.synthesizer = { name: 'hangs', synthesize: () => new Promise(() => undefined) };
    void handleAudio({ job_id: job.job_id, uid: UID, slide: 0 }, deps, {
      retryCount: 2,
      maxAttempts: 3,
      timeoutSeconds: TIMEOUT_S,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await deps.clock.sleep(TIMEOUT_S * 1000 + SWEEP_MARGIN_MS - 1000);
    expect(await sweepStuckJobs(deps)).toEqual({ examined: 1, failed: 0 });
    expect((await deps.jobs.get(job.job_id))?.audio['slide_0']?.status).toBe('generating');
  });
});
