/**
 * Test data put straight into the running stack: a user's usage in the Firestore emulator, and jobs made
 * through the API the way the web app makes them.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { twoColumnPaper } from '../fixtures/index.js';
import { callApi, pollUntil, startJob, uploadPdf, waitWhileProcessing } from '../integration/stack-client.js';

let admin: App | null = null;

function firestore() {
  admin ??= initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `browser-tests-${process.pid}`,
  );
  return getFirestore(admin);
}

export async function closeStackData(): Promise<void> {
  if (admin !== null) await deleteApp(admin);
  admin = null;
}

/** Changes fields of `jobs/{jobId}` as a step would, for pages that must show what changed. */
export async function updateJob(jobId: string, fields: Record<string, unknown>): Promise<void> {
  await firestore().doc(`jobs/${jobId}`).update(fields);
}

/** Sets the user's plan and this month's count in `users/{uid}` (the API's user store reads it). */
export async function seedUsage(
  uid: string,
  usage: { plan?: 'free' | 'pro' | 'ultimate'; used: number; subscriptionActive?: boolean },
): Promise<void> {
  await firestore()
    .doc(`users/${uid}`)
    .set(
      {
        plan: usage.plan ?? 'free',
        subscription_active: usage.subscriptionActive ?? false,
        used_this_month: usage.used,
        usage_period: new Date().toISOString().slice(0, 7),
      },
      { merge: true },
    );
}

/** Uploads a generated two-column paper as `filename`; returns the job id (not started). */
export async function uploadedJob(token: string, filename = 'two-column.pdf'): Promise<string> {
  return uploadPdf(token, await twoColumnPaper(), filename);
}

/** A job taken all the way to a finished video through the API (3 slides). */
export async function finishedVideoJob(
  token: string,
  filename = 'attention-is-all-you-need.pdf',
): Promise<string> {
  const jobId = await uploadedJob(token, filename);
  await startJob(token, jobId, { slide_count: 3, voice_id: 'sully' });
  const { final } = await waitWhileProcessing(token, jobId, 120_000);
  if (final.status !== 'completed')
    throw new Error(`Processing ended as ${final.status}: ${final.error ?? ''}`);
  const render = await callApi('POST', `/processing/generate-video/${jobId}`, { token });
  if (render.status !== 202)
    throw new Error(`generate-video answered ${render.status}: ${await render.text()}`);
  const video = await pollUntil(
    async () =>
      (await (await callApi('GET', `/processing/video-status/${jobId}`, { token })).json()) as {
        video_status: string;
        video_error: string | null;
      },
    (body) => body.video_status === 'completed' || body.video_status === 'failed',
    { timeoutMs: 180_000, intervalMs: 2000, what: 'The video render' },
  );
  if (video.video_status !== 'completed') throw new Error(`The video failed: ${video.video_error ?? ''}`);
  return jobId;
}
