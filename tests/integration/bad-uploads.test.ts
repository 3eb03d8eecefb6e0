/**
 * Uploads the service must turn away, or accept and then fail with a sentence: wrong type, empty,
 * too large, password-protected, scanned. Every failure ends in bounded time, never in endless retries.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../functions/src/shared/upload-limit.js';
import { emptyFile, encryptedPaper, notAPdf, scannedPaper } from '../fixtures/index.js';
import { callApi, signUpUser, startJob, uploadPdf, waitWhileProcessing, type TestUser } from './stack-client.js';

/** A failed read must settle well within this; a retried one would wait 20 s and more per retry. */
const FAILS_WITHIN_MS = 60_000;
/** triggers.ts: the extract queue's minBackoffSeconds; a job failed sooner was failed by its first delivery. */
const FIRST_RETRY_MS = 20_000;

let admin: App;
let db: Firestore;
let user: TestUser;

beforeAll(async () => {
  admin = initializeApp({ projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' }, `bad-uploads-${randomUUID()}`);
  db = getFirestore(admin);
  user = await signUpUser();
});

afterAll(async () => {
  await deleteApp(admin);
});

async function upload(bytes: Buffer, type: string, filename: string): Promise<{ status: number; detail: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await callApi('POST', '/processing/upload-pdf', { token: user.idToken, body: form });
  return { status: response.status, detail: ((await response.json()) as { detail: string }).detail };
}

describe('uploads refused at the door', () => {
  it('refuses a text file with 415 and says it is not a PDF, whatever type the browser claims', async () => {
    const text = await notAPdf();
    for (const type of ['text/plain', 'application/pdf']) {
      expect(await upload(text, type, 'notes.pdf')).toEqual({ status: 415, detail: 'This file is not a PDF. Please upload the paper as a PDF file.' });
    }
  });

  it('refuses an empty file with 400 and asks for the PDF again', async () => {
    expect(await upload(await emptyFile(), 'application/pdf', 'empty.pdf')).toEqual({ status: 400, detail: expect.stringMatching(/empty/) as unknown as string });
  });

  it('refuses a form without the file field with 400 naming the field', async () => {
    const form = new FormData();
    form.append('paper', 'no file here');
    const response = await callApi('POST', '/processing/upload-pdf', { token: user.idToken, body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/"file"/);
  });

  async function jobCount(): Promise<number> {
    return (await db.collection('jobs').where('owner_uid', '==', user.uid).get()).size;
  }

  function pdfOfSize(bytes: number): FormData {
    const large = Buffer.alloc(bytes, 0x20);
    large.write('%PDF-1.7\n', 0, 'latin1');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(large)], { type: 'application/pdf' }), 'huge.pdf');
    return form;
  }

  it('refuses a file just over the 30 MB limit with the app\'s own 413 sentence, leaving no job behind', async () => {
    const before = await jobCount();
    const response = await callApi('POST', '/processing/upload-pdf', { token: user.idToken, body: pdfOfSize(MAX_UPLOAD_BYTES + 64 * 1024) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/too large: Lectern accepts papers up to 30 MB/);
    expect(await jobCount()).toBe(before);
  });

  // Cloud Functions (and its emulator) stop any body over 32 MiB before the app sees it: that 413 is the
  // platform's, which is why the limit sits at 30 MB and the web client checks the size before sending.
  it('refuses a 50 MB file with the platform\'s 413, leaving no job behind', async () => {
    const before = await jobCount();
    const response = await callApi('POST', '/processing/upload-pdf', { token: user.idToken, body: pdfOfSize(50 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/too large/i);
    expect(await jobCount()).toBe(before);
  });
});

describe('uploads accepted and then failed with a sentence', () => {
  async function usage(uid: string): Promise<{ used: number; records: number }> {
    const record = (await db.doc(`users/${uid}`).get()).data() ?? {};
    const records = (await db.collection(`users/${uid}/usage`).get()).size;
    return { used: Number(record['used_this_month'] ?? 0), records };
  }

  it('fails a password-protected paper on the first attempt, says so, and keeps the video counted (the user\'s input was at fault)', async () => {
    const owner = await signUpUser();
    const jobId = await uploadPdf(owner.idToken, await encryptedPaper(), 'locked.pdf');
    const started = Date.now();
    await startJob(owner.idToken, jobId);
    const { final } = await waitWhileProcessing(owner.idToken, jobId, FAILS_WITHIN_MS);
    console.log(`encrypted paper failed in ${Date.now() - started} ms: ${final.error ?? ''}`);
    expect(final.status).toBe('failed');
    expect(final.error).toMatch(/password-protected/);
    // The engine's command-line advice (--password) means nothing in the web app.
    expect(final.error).not.toContain('--password');
    expect(Date.now() - started).toBeLessThan(FIRST_RETRY_MS);
    // settle-failure.ts: a user-input failure ends the job without giving the count back.
    expect(await usage(owner.uid)).toEqual({ used: 1, records: 1 });
    const quota = (await (await callApi('GET', '/user/quota', { token: owner.idToken })).json()) as { used_this_month: number };
    expect(quota.used_this_month).toBe(1);
  });

  it('fails a scanned paper on the first attempt with "no selectable text" and keeps the video counted', async () => {
    const owner = await signUpUser();
    const jobId = await uploadPdf(owner.idToken, await scannedPaper(), 'scan.pdf');
    const started = Date.now();
    await startJob(owner.idToken, jobId);
    const { final } = await waitWhileProcessing(owner.idToken, jobId, FAILS_WITHIN_MS);
    console.log(`scanned paper failed in ${Date.now() - started} ms`);
    expect(final).toMatchObject({ status: 'failed', current_step: 'Failed' });
    expect(final.error).toMatch(/no selectable text/);
    expect(await usage(owner.uid)).toEqual({ used: 1, records: 1 });

    // Settled by the first delivery: a retry of the extract queue comes 20 s later at the earliest.
    expect(Date.now() - started).toBeLessThan(FIRST_RETRY_MS);
  });

  it('refuses to start a failed job again with 409', async () => {
    const owner = await signUpUser();
    const jobId = await uploadPdf(owner.idToken, await scannedPaper(), 'scan-again.pdf');
    await startJob(owner.idToken, jobId);
    await waitWhileProcessing(owner.idToken, jobId, FAILS_WITHIN_MS);
    const again = await callApi('POST', `/processing/start/${jobId}`, { token: owner.idToken, json: { config: { slide_count: 3, voice_id: 'sully' } } });
    expect(again.status).toBe(409);
  });
});
