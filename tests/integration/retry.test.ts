/**
 * A step killed midway and delivered again still completes once. The video handler runs here, in the
 * test process, against the emulator's Firestore and the same local file store the functions use, the
 * way a Cloud Tasks retry would run it: the first delivery dies after narrating one slide (the store
 * refuses the second clip, as a dropped connection would), the second delivery finishes the job.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreJobStore } from '../../functions/src/adapters/firestore-job-store.js';
import { createFirestoreUserStore } from '../../functions/src/adapters/firestore-user-store.js';
import { systemClock } from '../../functions/src/backend/clock.js';
import type { FileStore } from '../../functions/src/backend/file-store.js';
import { createLocalFileStore } from '../../functions/src/backend/local-file-store.js';
import type { Logger } from '../../functions/src/backend/logger.js';
import { jobFiles } from '../../functions/src/backend/index.js';
import type { StageTask, TaskStage } from '../../functions/src/backend/task-queue.js';
import { resolveBinaries } from '../../functions/src/pipeline/index.js';
import { handleVideo, type TaskDeps } from '../../functions/src/tasks/index.js';
import { twoColumnPaper } from '../fixtures/index.js';
import { callApi, signUpUser, startJob, uploadPdf, waitWhileProcessing } from './stack-client.js';

// firebase-deps.ts: the emulator's functions keep files in LOCAL_STORAGE_DIR (functions/.env: .data/storage).
const STORAGE_DIR = resolve(import.meta.dirname, '../../.data/storage');
/** triggers.ts: the video queue's maxAttempts. */
const VIDEO_ATTEMPTS = 3;

let admin: App;
let db: Firestore;
// The handler's scratch folders go into a folder of this test's own (os.tmpdir() follows TMPDIR), so
// the check that none is left sees only this process's, not those of other programs on the machine.
const sharedTmp = process.env['TMPDIR'];
let ownTmp: string;

beforeAll(async () => {
  ownTmp = await mkdtemp(join(tmpdir(), 'retry-test-'));
  process.env['TMPDIR'] = ownTmp;
  admin = initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `retry-test-${randomUUID()}`,
  );
  db = getFirestore(admin);
  db.settings({ ignoreUndefinedProperties: true });
});

afterAll(async () => {
  await deleteApp(admin);
  if (sharedTmp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = sharedTmp;
  await rm(ownTmp, { recursive: true, force: true });
});

/** The local store, counting writes per path and failing the writes `refuse` picks. */
function watchedStore(refuse: (path: string) => boolean) {
  const inner = createLocalFileStore(STORAGE_DIR);
  const writes = new Map<string, number>();
  const files: FileStore = {
    ...inner,
    async write(path, data) {
      if (refuse(path)) throw new Error(`read ECONNRESET while uploading ${path}`);
      await inner.write(path, data);
      writes.set(path, (writes.get(path) ?? 0) + 1);
    },
  };
  return { files, writes };
}

function taskDeps(files: FileStore, email: string) {
  const mails: Array<{ kind: 'ready' | 'failed'; to: string; link: string }> = [];
  const queued: Array<{ stage: TaskStage; task: StageTask }> = [];
  const errors: string[] = [];
  const log: Logger = { info: () => undefined, error: (message) => errors.push(message) };
  const deps: TaskDeps = {
    jobs: createFirestoreJobStore(db),
    users: createFirestoreUserStore(db),
    files,
    tasks: { enqueue: (stage, task) => Promise.resolve(void queued.push({ stage, task })) },
    clock: systemClock,
    log,
    binaries: resolveBinaries(),
    appUrl: 'http://localhost:5000',
    urlSigningKey: 'retry-test-key',
    emailOf: () => Promise.resolve(email),
    mailer: {
      sendVideoReady: (to, link) => Promise.resolve(void mails.push({ kind: 'ready', to, link })),
      sendVideoFailed: (to, link) => Promise.resolve(void mails.push({ kind: 'failed', to, link })),
    },
  };
  return { deps, mails, queued, errors };
}

async function lecternTempDirs(): Promise<Set<string>> {
  return new Set((await readdir(tmpdir())).filter((name) => name.startsWith('lectern-')));
}

describe('a video step killed midway and delivered again', () => {
  it('completes once: one video, each clip stored once, no temp files left, one email, the video counted once', async () => {
    const user = await signUpUser();
    const jobId = await uploadPdf(user.idToken, await twoColumnPaper(), 'retry.pdf');
    await startJob(user.idToken, jobId, { slide_count: 3, voice_id: 'sully' });
    expect((await waitWhileProcessing(user.idToken, jobId)).final.status).toBe('completed');
    // What POST generate-video does before it queues the step; the step itself runs here, not in the emulator.
    await db.doc(`jobs/${jobId}`).update({ video_status: 'generating', video_error: null });
    const task: StageTask = { job_id: jobId, uid: user.uid };
    const tempBefore = await lecternTempDirs();

    const firstStore = watchedStore((path) => path === jobFiles.audio(jobId, 1));
    const first = taskDeps(firstStore.files, user.email);
    await expect(
      handleVideo(task, first.deps, { retryCount: 0, maxAttempts: VIDEO_ATTEMPTS }),
    ).rejects.toThrow(/ECONNRESET/);
    expect(first.errors).toContain('Step failed; Cloud Tasks will retry it');
    // Slide 0 was voiced and stored (with its narration record and the take cache) before slide 1's store broke.
    const firstWrites = [...firstStore.writes.keys()];
    expect(firstWrites).toEqual(
      expect.arrayContaining([jobFiles.audio(jobId, 0), jobFiles.audioTimings(jobId, 0)]),
    );
    expect(firstWrites.filter((path) => path.includes('/audio/slide_'))).toEqual([
      jobFiles.audio(jobId, 0),
      jobFiles.audioTimings(jobId, 0),
    ]);
    expect(firstWrites.every((path) => firstStore.writes.get(path) === 1)).toBe(true);
    const midway = (await db.doc(`jobs/${jobId}`).get()).data() ?? {};
    expect(midway['video_status']).toBe('generating');
    expect(midway['audio']).toMatchObject({
      slide_0: { status: 'completed' },
      slide_1: { status: 'failed' },
    });
    expect(first.mails).toEqual([]);

    const secondStore = watchedStore(() => false);
    const second = taskDeps(secondStore.files, user.email);
    await handleVideo(task, second.deps, { retryCount: 1, maxAttempts: VIDEO_ATTEMPTS });
    expect(second.errors).toEqual([]);
    // What the first delivery stored is reused, not spoken or written again; everything else is written once.
    const secondWrites = Object.fromEntries(secondStore.writes);
    expect(secondWrites).toMatchObject({
      [jobFiles.audio(jobId, 1)]: 1,
      [jobFiles.audio(jobId, 2)]: 1,
      [jobFiles.subtitles(jobId)]: 1,
      [jobFiles.video(jobId)]: 1,
    });
    expect(Object.values(secondWrites).every((count) => count === 1)).toBe(true);
    expect(Object.keys(secondWrites).filter((path) => firstStore.writes.has(path))).toEqual([]);
    const done = (await db.doc(`jobs/${jobId}`).get()).data() ?? {};
    expect(done).toMatchObject({ video_status: 'completed', video_error: null });
    expect(done['audio']).toMatchObject({
      slide_0: { status: 'completed' },
      slide_1: { status: 'completed' },
      slide_2: { status: 'completed' },
    });
    expect(second.mails).toEqual([
      { kind: 'ready', to: user.email, link: `http://localhost:5000/video/${jobId}` },
    ]);

    const stored = (await readdir(resolve(STORAGE_DIR, 'jobs', jobId), { recursive: true })).sort();
    expect(stored.filter((name) => name.endsWith('.mp4'))).toEqual(['video.mp4']);
    expect(stored.filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(stored.filter((name) => /^audio\/slide_\d+\.wav$/.test(name))).toEqual([
      'audio/slide_0.wav',
      'audio/slide_1.wav',
      'audio/slide_2.wav',
    ]);
    expect([...(await lecternTempDirs())].filter((name) => !tempBefore.has(name))).toEqual([]);

    const counted = await db.collection(`users/${user.uid}/usage`).get();
    expect(counted.docs.map((doc) => doc.id)).toEqual([jobId]);
    expect((await db.doc(`users/${user.uid}`).get()).get('used_this_month')).toBe(1);

    // A third delivery (Cloud Tasks may deliver a finished task again) changes nothing.
    const thirdStore = watchedStore(() => false);
    const third = taskDeps(thirdStore.files, user.email);
    await handleVideo(task, third.deps, { retryCount: 2, maxAttempts: VIDEO_ATTEMPTS });
    expect(thirdStore.writes.size).toBe(0);
    expect(third.mails).toEqual([]);

    const download = await callApi('GET', `/processing/download-video/${jobId}`, { token: user.idToken });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('video/mp4');
    expect(Number(download.headers.get('content-length'))).toBeGreaterThan(10_000);
    await download.arrayBuffer();
  });
});
