/**
 * The Firestore user and job stores against the Firestore emulator, directly: the same contracts the
 * in-memory fakes of the API tests keep (functions/src/api/testing/fake-deps.ts).
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreJobStore } from '../../functions/src/adapters/firestore-job-store.js';
import { createFirestoreUserStore } from '../../functions/src/adapters/firestore-user-store.js';
import { changeJob, jobState, type JobStore } from '../../functions/src/backend/index.js';
import type { UserStore } from '../../functions/src/backend/user-store.js';
import { newJob } from '../../functions/src/shared/job.js';

let admin: App;
let db: Firestore;
let users: UserStore;
let jobs: JobStore;
const march = new Date('2026-03-14T12:00:00Z');
const april = new Date('2026-04-02T08:00:00Z');
const profile = (uid: string) => ({
  uid,
  email: `${uid}@example.org`,
  displayName: 'Ada',
  photoURL: null,
  emailVerified: true,
});

beforeAll(() => {
  admin = initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `stores-test-${randomUUID()}`,
  );
  db = getFirestore(admin);
  users = createFirestoreUserStore(db);
  jobs = createFirestoreJobStore(db);
});

afterAll(async () => {
  await deleteApp(admin);
});

describe('createFirestoreUserStore', () => {
  it('creates a free user on first sight and refreshes only the profile afterwards', async () => {
    const uid = randomUUID();
    const first = await users.getOrCreate(profile(uid), march);
    expect(first).toMatchObject({
      uid,
      plan: 'free',
      used_this_month: 0,
      usage_period: '2026-03',
      created_at: march.toISOString(),
    });
    expect((await db.doc(`users/${uid}`).get()).get('created_at')).toBeInstanceOf(Timestamp);
    await users.startJob(uid, 'job-1', march);
    const again = await users.getOrCreate({ ...profile(uid), displayName: 'Ada L.' }, march);
    expect(again).toMatchObject({
      displayName: 'Ada L.',
      used_this_month: 1,
      created_at: march.toISOString(),
    });
  });

  it('counts 10 concurrent starts of different jobs with one video left exactly once', async () => {
    const uid = randomUUID();
    await db
      .doc(`users/${uid}`)
      .set({ uid, plan: 'free', subscription_active: false, used_this_month: 2, usage_period: '2026-03' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => users.startJob(uid, `job-${i}`, march)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await users.getQuota(uid, march)).toMatchObject({ used_this_month: 3, can_process: false });
    expect((await db.collection(`users/${uid}/usage`).get()).size).toBe(1);
  });

  it('counts a retried start of the same job once, even at the limit', async () => {
    const uid = randomUUID();
    await db
      .doc(`users/${uid}`)
      .set({ uid, plan: 'free', subscription_active: false, used_this_month: 2, usage_period: '2026-03' });
    expect((await users.startJob(uid, 'job-a', march)).ok).toBe(true);
    expect(await users.startJob(uid, 'job-a', march)).toMatchObject({
      ok: true,
      quota: { used_this_month: 3 },
    });
    expect((await users.startJob(uid, 'job-b', march)).ok).toBe(false);
  });

  it("gives a failed job's count back once, and nothing for a count from an earlier month", async () => {
    const uid = randomUUID();
    await users.startJob(uid, 'job-a', march);
    await users.startJob(uid, 'job-b', march);
    await users.refund(uid, 'job-a', march);
    await users.refund(uid, 'job-a', march);
    expect((await users.getQuota(uid, march)).used_this_month).toBe(1);
    await users.startJob(uid, 'job-c', march);
    expect((await users.getQuota(uid, april)).used_this_month).toBe(0);
    await users.startJob(uid, 'job-d', april);
    await users.refund(uid, 'job-c', april);
    expect((await users.getQuota(uid, april)).used_this_month).toBe(1);
  });

  it('resets the count when the month changes and counts against the new month', async () => {
    const uid = randomUUID();
    await db
      .doc(`users/${uid}`)
      .set({ uid, plan: 'free', subscription_active: false, used_this_month: 3, usage_period: '2026-03' });
    expect((await users.startJob(uid, 'job-m', march)).ok).toBe(false);
    const quota = await users.getQuota(uid, april);
    expect(quota).toMatchObject({
      used_this_month: 0,
      can_process: true,
      reset_date: '2026-05-01T00:00:00.000Z',
    });
    expect(await users.startJob(uid, 'job-a', april)).toMatchObject({
      ok: true,
      quota: { used_this_month: 1 },
    });
  });

  it('never limits a pro user', async () => {
    const uid = randomUUID();
    await db
      .doc(`users/${uid}`)
      .set({ uid, plan: 'pro', subscription_active: true, used_this_month: 500, usage_period: '2026-03' });
    expect(await users.startJob(uid, 'job-a', march)).toMatchObject({
      ok: true,
      quota: { plan: 'pro', monthly_limit: 999_999, used_this_month: 501 },
    });
  });
});

describe('createFirestoreJobStore', () => {
  it('stores times as Timestamps and hands back the job exactly as created', async () => {
    const job = newJob({ job_id: randomUUID(), owner_uid: 'u1', filename: 'paper.pdf', now: march });
    await jobs.create(job);
    expect((await db.doc(`jobs/${job.job_id}`).get()).get('created_at')).toBeInstanceOf(Timestamp);
    expect(await jobs.get(job.job_id)).toEqual(job);
    expect(await jobs.get(randomUUID())).toBeUndefined();
  });

  it("lists only the owner's jobs, newest first, up to the limit", async () => {
    const owner = randomUUID();
    const times = ['2026-03-01T10:00:00Z', '2026-03-03T10:00:00Z', '2026-03-02T10:00:00Z'];
    for (const [i, time] of times.entries())
      await jobs.create(
        newJob({ job_id: `${owner}-${i}`, owner_uid: owner, filename: `${i}.pdf`, now: new Date(time) }),
      );
    await jobs.create(
      newJob({ job_id: randomUUID(), owner_uid: randomUUID(), filename: 'other.pdf', now: march }),
    );
    expect((await jobs.listByOwner(owner, 10)).map((job) => job.filename)).toEqual([
      '1.pdf',
      '2.pdf',
      '0.pdf',
    ]);
    expect(await jobs.listByOwner(owner, 2)).toHaveLength(2);
  });

  it("patches top-level fields, sets slides' audio concurrently without losing one, and rejects a missing job", async () => {
    const job = newJob({ job_id: randomUUID(), owner_uid: 'u1', filename: 'paper.pdf', now: march });
    await jobs.create(job);
    await jobs.update(job.job_id, { status: 'processing', progress: 40, updated_at: april.toISOString() });
    await jobs.update(job.job_id, {
      slides_plan: [0, 1].map((i) => ({
        slide_title: `S${i}`,
        visual_identifier: '',
        bullet_points: ['b'],
        voiceover_script: 'Words.',
      })),
    });
    await Promise.all([
      changeJob(
        jobs,
        job.job_id,
        jobState.audio(0, { status: 'completed', error: null }, april.toISOString()),
      ),
      changeJob(
        jobs,
        job.job_id,
        jobState.audio(1, { status: 'failed', error: 'The voice failed.' }, april.toISOString()),
      ),
    ]);
    expect(await jobs.get(job.job_id)).toMatchObject({
      status: 'processing',
      progress: 40,
      updated_at: april.toISOString(),
      audio: {
        slide_0: { status: 'completed', error: null },
        slide_1: { status: 'failed', error: 'The voice failed.' },
      },
    });
    await expect(jobs.update(randomUUID(), { progress: 1 })).rejects.toThrow();
  });
});
