/**
 * DELETE /api/user/jobs/{id} in the emulator stack: the owner's job goes with every stored file (the
 * upload and everything under jobs/{id}/, narration included), another user's job is a 404 and stays
 * whole, a job with a part under way is kept, and the month's count is not given back.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../fixtures/index.js';
import {
  callApi,
  pollUntil,
  signUpUser,
  startJob,
  uploadPdf,
  waitWhileProcessing,
  type TestUser,
} from './stack-client.js';

// functions/.env.local: the emulated functions keep their files in this folder.
const STORAGE = resolve(import.meta.dirname, '../../.data/storage');

let admin: App;
let db: Firestore;

beforeAll(() => {
  admin = initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `delete-job-${process.pid}`,
  );
  db = getFirestore(admin);
});

afterAll(async () => {
  await deleteApp(admin);
});

/** Every file under the job's folder, relative to it. */
function jobFolderFiles(jobId: string): string[] {
  const folder = join(STORAGE, 'jobs', jobId);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

const uploadOf = (user: TestUser, jobId: string) => join(STORAGE, 'uploads', user.uid, `${jobId}.pdf`);

async function usedThisMonth(user: TestUser): Promise<number> {
  const response = await callApi('GET', '/user/quota', { token: user.idToken });
  expect(response.status).toBe(200);
  return ((await response.json()) as { used_this_month: number }).used_this_month;
}

describe('deleting a job', () => {
  it("deletes the owner's job with its files, refuses anyone else, keeps a job under way, and keeps the count", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const jobId = await uploadPdf(owner.idToken, await twoColumnPaper(), 'to-delete.pdf');
    await startJob(owner.idToken, jobId, { slide_count: 3, voice_id: 'sully' });
    expect((await waitWhileProcessing(owner.idToken, jobId)).final.status).toBe('completed');

    // One narration too, so the content-keyed audio folder is there to be deleted.
    const audio = await callApi('POST', `/processing/generate-audio/${jobId}/0`, {
      token: owner.idToken,
      json: {},
    });
    expect(audio.status).toBeLessThan(300);
    await pollUntil(
      async () =>
        (
          (await (
            await callApi('GET', `/processing/audio-status/${jobId}`, { token: owner.idToken })
          ).json()) as { audio_status: Record<string, string> }
        ).audio_status['slide_0'],
      (status) => status === 'completed',
      { timeoutMs: 90_000, what: 'slide 0 narrated' },
    );
    const made = jobFolderFiles(jobId);
    expect(made).toContain('document.json');
    expect(made.some((path) => path.startsWith('audio/'))).toBe(true);
    expect(existsSync(uploadOf(owner, jobId))).toBe(true);
    const counted = await usedThisMonth(owner);
    expect(counted).toBe(1);

    expect((await callApi('DELETE', `/user/jobs/${jobId}`)).status).toBe(401);
    const foreign = await callApi('DELETE', `/user/jobs/${jobId}`, { token: stranger.idToken });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ detail: 'No job with this id was found in your account.' });
    expect(jobFolderFiles(jobId)).toEqual(made);
    expect((await db.doc(`jobs/${jobId}`).get()).exists).toBe(true);

    // A video being made would write into the folder after it was gone.
    await db.doc(`jobs/${jobId}`).update({ video_status: 'generating' });
    const underWay = await callApi('DELETE', `/user/jobs/${jobId}`, { token: owner.idToken });
    expect(underWay.status).toBe(409);
    expect(await underWay.json()).toMatchObject({ code: 'job_under_way' });
    expect(jobFolderFiles(jobId)).toEqual(made);
    await db.doc(`jobs/${jobId}`).update({ video_status: 'not_started' });

    const deleted = await callApi('DELETE', `/user/jobs/${jobId}`, { token: owner.idToken });
    expect(deleted.status).toBe(204);
    expect((await db.doc(`jobs/${jobId}`).get()).exists).toBe(false);
    expect(existsSync(join(STORAGE, 'jobs', jobId))).toBe(false);
    expect(existsSync(uploadOf(owner, jobId))).toBe(false);
    expect((await callApi('GET', `/processing/status/${jobId}`, { token: owner.idToken })).status).toBe(404);
    const listed = (await (await callApi('GET', '/user/jobs', { token: owner.idToken })).json()) as {
      jobs: Array<{ job_id: string }>;
    };
    expect(listed.jobs.map((job) => job.job_id)).not.toContain(jobId);
    expect(await usedThisMonth(owner)).toBe(counted);

    expect((await callApi('DELETE', `/user/jobs/${jobId}`, { token: owner.idToken })).status).toBe(404);
  });

  it('deletes a job that was uploaded but never started', async () => {
    const owner = await signUpUser();
    const jobId = await uploadPdf(owner.idToken, await twoColumnPaper(), 'never-started.pdf');
    expect(existsSync(uploadOf(owner, jobId))).toBe(true);
    expect((await callApi('DELETE', `/user/jobs/${jobId}`, { token: owner.idToken })).status).toBe(204);
    expect(existsSync(uploadOf(owner, jobId))).toBe(false);
    expect(await usedThisMonth(owner)).toBe(0);
  });
});
