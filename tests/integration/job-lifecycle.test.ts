/**
 * A job's lifecycle against the emulator's Firestore, with the /api app and the steps run in this
 * process (the way retry.test.ts runs them): the transactions of backend/job-state.ts under real
 * contention, and the stuck-job sweep on real documents (a step's attempts, and a slide's narration).
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreJobStore } from '../../functions/src/adapters/firestore-job-store.js';
import { createFirestoreUserStore } from '../../functions/src/adapters/firestore-user-store.js';
import { createApp } from '../../functions/src/api/app.js';
import { FakeAuth, FakeClock, MemoryLogger } from '../../functions/src/api/testing/fake-deps.js';
import {
  createLocalFileStore,
  systemClock,
  type StageTask,
  type TaskStage,
} from '../../functions/src/backend/index.js';
import { makeTempDir } from '../../functions/src/pipeline/system/temp-dir.js';
import { resolveBinaries } from '../../functions/src/pipeline/index.js';
import {
  handleAudio,
  handleExtract,
  handlePlan,
  RETRY_GAP_MS,
  SWEEP_MARGIN_MS,
  sweepStuckJobs,
  type TaskDeps,
} from '../../functions/src/tasks/index.js';
import { twoColumnPaper } from '../fixtures/index.js';

let admin: App;
let db: Firestore;
let storageDir: string;

beforeAll(async () => {
  admin = initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `job-lifecycle-${randomUUID()}`,
  );
  db = getFirestore(admin);
  db.settings({ ignoreUndefinedProperties: true });
  storageDir = await makeTempDir('job-lifecycle');
});

afterAll(async () => {
  await deleteApp(admin);
  await rm(storageDir, { recursive: true, force: true });
});

/** The app and the steps on Firestore; the queue runs each task here and counts it. */
async function stack(clock: { now(): Date; sleep(ms: number): Promise<void> } = systemClock) {
  const auth = new FakeAuth();
  const uid = `u-${randomUUID()}`;
  const token = auth.addUser(uid);
  const runs: Record<string, number> = {};
  const pending: Array<Promise<void>> = [];
  const deps: TaskDeps & { auth: FakeAuth; ids: { newJobId(): string }; urlSigningKey: string } = {
    auth,
    users: createFirestoreUserStore(db),
    jobs: createFirestoreJobStore(db),
    files: createLocalFileStore(storageDir),
    tasks: {
      enqueue(stage: TaskStage, task: StageTask) {
        runs[stage] = (runs[stage] ?? 0) + 1;
        const handler = stage === 'extract' ? handleExtract : stage === 'plan' ? handlePlan : undefined;
        if (handler !== undefined)
          pending.push(handler(task, deps, { retryCount: 0, maxAttempts: 3, timeoutSeconds: 540 }));
        return Promise.resolve();
      },
    },
    clock,
    ids: { newJobId: () => randomUUID() },
    log: new MemoryLogger(),
    urlSigningKey: 'lifecycle-test-key',
    binaries: resolveBinaries(),
    mailer: { sendVideoReady: () => Promise.resolve(), sendVideoFailed: () => Promise.resolve() },
    appUrl: 'http://localhost:5000',
    emailOf: () => Promise.resolve(null),
  };
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
  const upload = async (): Promise<string> => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await twoColumnPaper())], { type: 'application/pdf' }),
      'paper.pdf',
    );
    const res = await call('POST', '/processing/upload-pdf', form);
    expect(res.status).toBe(201);
    return ((await res.json()) as { job_id: string }).job_id;
  };
  const used = async () => (await deps.users.getQuota(uid, clock.now())).used_this_month;
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { deps, uid, runs, pending, call, upload, used, close };
}

describe('exactly once, on Firestore', () => {
  it('ten simultaneous starts of one job: one 202, nine 409, the paper read once and planned once', async () => {
    const s = await stack();
    try {
      const jobId = await s.upload();
      const statuses = await Promise.all(
        Array.from(
          { length: 10 },
          async () =>
            (await s.call('POST', `/processing/start/${jobId}`, { config: { slide_count: 3 } })).status,
        ),
      );
      expect(statuses.sort()).toEqual([202, ...Array<number>(9).fill(409)]);
      while (s.pending.length > 0) await s.pending.shift();
      expect(s.runs).toEqual({ extract: 1, plan: 1 });
      expect((await s.deps.jobs.get(jobId))?.status).toBe('completed');
      expect(await s.used()).toBe(1);

      // Ten simultaneous renders and deck builds: one of each is queued.
      const renders = await Promise.all(
        Array.from(
          { length: 10 },
          async () => (await s.call('POST', `/processing/generate-video/${jobId}`)).status,
        ),
      );
      const decks = await Promise.all(
        Array.from(
          { length: 10 },
          async () => (await s.call('POST', `/processing/generate-powerpoint/${jobId}`)).status,
        ),
      );
      expect([...renders, ...decks].every((status) => status === 202)).toBe(true);
      expect(s.runs).toEqual({ extract: 1, plan: 1, video: 1, slides: 1 });
    } finally {
      s.close();
    }
  });
});

describe('the stuck-job sweep, on Firestore', () => {
  it('every extract attempt killed: the job ends failed with a sentence, the count comes back, and it starts again', async () => {
    const clock = new FakeClock(new Date());
    const s = await stack(clock);
    try {
      const jobId = await s.upload();
      const read = s.deps.files.read.bind(s.deps.files);
      // The attempts hang where they read the paper, as an instance that is stopped there.
      s.deps.files.read = (path, range) =>
        path.startsWith('uploads/') ? new Readable({ read() {} }) : read(path, range);
      s.deps.tasks.enqueue = () => Promise.resolve();
      expect((await s.call('POST', `/processing/start/${jobId}`, { config: {} })).status).toBe(202);
      expect(await s.used()).toBe(1);
      for (let retryCount = 0; retryCount < 3; retryCount++) {
        if (retryCount > 0) await clock.sleep(60_000);
        void handleExtract({ job_id: jobId, uid: s.uid }, s.deps, {
          retryCount,
          maxAttempts: 3,
          timeoutSeconds: 540,
        });
        await expect
          .poll(async () => (await s.deps.jobs.get(jobId))?.attempts?.extract?.attempt, { timeout: 10_000 })
          .toBe(retryCount);
      }
      const lastBegan = clock.now().getTime();
      await clock.sleep(540_000 + SWEEP_MARGIN_MS - 1_000);
      // Other tests' jobs may be swept too; only this one is looked at.
      await sweepStuckJobs(s.deps);
      expect((await s.deps.jobs.get(jobId))?.status).toBe('processing');
      await clock.sleep(2_000);
      const swept = await sweepStuckJobs(s.deps);
      expect(swept.failed).toBeGreaterThanOrEqual(1);
      console.info(
        `stuck-job sweep on Firestore: failed ${(clock.now().getTime() - lastBegan) / 1000} s after the last attempt began (${swept.examined} jobs under way examined)`,
      );
      const failed = await s.deps.jobs.get(jobId);
      expect(failed).toMatchObject({ status: 'failed', current_step: 'Failed' });
      expect(failed?.error).toMatch(/^Reading the paper stopped before it finished/);
      expect(await s.used()).toBe(0);

      const status = await s.call('GET', `/processing/status/${jobId}`);
      expect(await status.json()).toMatchObject({ status: 'failed', error: failed?.error });
      expect((await s.call('POST', `/processing/start/${jobId}`, { config: {} })).status).toBe(202);
      expect(await s.used()).toBe(1);
    } finally {
      s.close();
    }
  });

  it('every narration attempt of a slide killed: the slide ends failed with a sentence, and generate-audio narrates it again', async () => {
    const clock = new FakeClock(new Date());
    const s = await stack(clock);
    try {
      const jobId = await s.upload();
      expect(
        (await s.call('POST', `/processing/start/${jobId}`, { config: { slide_count: 3 } })).status,
      ).toBe(202);
      await expect
        .poll(
          async () => {
            await Promise.all(s.pending);
            return (await s.deps.jobs.get(jobId))?.status;
          },
          { timeout: 60_000 },
        )
        .toBe('completed');
      // The voice never answers: each attempt hangs where the instance would be stopped.
      s.deps.synthesizer = { name: 'hangs', synthesize: () => new Promise(() => undefined) };
      for (let retryCount = 0; retryCount < 3; retryCount++) {
        if (retryCount > 0) await clock.sleep(540_000 + SWEEP_MARGIN_MS + RETRY_GAP_MS / 2);
        void handleAudio({ job_id: jobId, uid: s.uid, slide: 1 }, s.deps, {
          retryCount,
          maxAttempts: 3,
          timeoutSeconds: 540,
        });
        await expect
          .poll(async () => (await s.deps.jobs.get(jobId))?.audio['slide_1']?.attempt?.attempt, {
            timeout: 10_000,
          })
          .toBe(retryCount);
      }
      expect((await s.deps.jobs.get(jobId))?.audio_under_way).toBe(true);
      await clock.sleep(540_000 + SWEEP_MARGIN_MS + 1_000);
      // The Firestore query finds the job by audio_under_way, though its status is completed.
      const swept = await sweepStuckJobs(s.deps);
      expect(swept.failed).toBeGreaterThanOrEqual(1);
      const failed = await s.deps.jobs.get(jobId);
      expect(failed?.audio['slide_1']).toEqual({
        status: 'failed',
        error:
          'Recording the narration for slide 2 stopped before it finished, because of a problem on our side. Please generate it again.',
      });
      expect(failed?.audio_under_way).toBe(false);
      const status = await s.call('GET', `/processing/audio-status/${jobId}`);
      expect(await status.json()).toMatchObject({
        audio_status: {
          slide_1: 'failed',
          slide_1_error: expect.stringMatching(/^Recording the narration for slide 2 stopped/),
        },
      });
      expect((await s.call('POST', `/processing/generate-audio/${jobId}/1`)).status).toBe(202);
      expect((await s.deps.jobs.get(jobId))?.audio['slide_1']).toEqual({ status: 'pending', error: null });
    } finally {
      s.close();
    }
  });
});
