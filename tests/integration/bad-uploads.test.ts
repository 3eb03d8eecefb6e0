/**
 * Uploads the service must turn away at once with a sentence and no job: wrong type, empty, too large,
 * password-protected, scanned.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../functions/src/shared/upload-limit.js';
import { emptyFile, encryptedPaper, notAPdf, scannedPaper } from '../fixtures/index.js';
import { callApi, signUpUser, type TestUser } from './stack-client.js';

let admin: App;
let db: Firestore;
let user: TestUser;

beforeAll(async () => {
  admin = initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `bad-uploads-${randomUUID()}`,
  );
  db = getFirestore(admin);
  user = await signUpUser();
});

afterAll(async () => {
  await deleteApp(admin);
});

async function upload(
  bytes: Buffer,
  type: string,
  filename: string,
): Promise<{ status: number; detail: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await callApi('POST', '/processing/upload-pdf', { token: user.idToken, body: form });
  return { status: response.status, detail: ((await response.json()) as { detail: string }).detail };
}

describe('uploads refused at the door', () => {
  it('refuses a text file with 415 and says it is not a PDF, whatever type the browser claims', async () => {
    const text = await notAPdf();
    for (const type of ['text/plain', 'application/pdf']) {
      expect(await upload(text, type, 'notes.pdf')).toEqual({
        status: 415,
        detail: 'This file is not a PDF. Please upload the paper as a PDF file.',
      });
    }
  });

  it('refuses an empty file with 400 and asks for the PDF again', async () => {
    expect(await upload(await emptyFile(), 'application/pdf', 'empty.pdf')).toEqual({
      status: 400,
      detail: expect.stringMatching(/empty/) as unknown as string,
    });
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

  it("refuses a file just over the 30 MB limit with the app's own 413 sentence, leaving no job behind", async () => {
    const before = await jobCount();
    const response = await callApi('POST', '/processing/upload-pdf', {
      token: user.idToken,
      body: pdfOfSize(MAX_UPLOAD_BYTES + 64 * 1024),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toMatch(
      /too large: Lectern accepts papers up to 30 MB/,
    );
    expect(await jobCount()).toBe(before);
  });

  // Cloud Functions (and its emulator) stop any body over 32 MiB before the app sees it: that 413 is the
  // platform's, which is why the limit sits at 30 MB and the web client checks the size before sending.
  it("refuses a 50 MB file with the platform's 413, leaving no job behind", async () => {
    const before = await jobCount();
    const response = await callApi('POST', '/processing/upload-pdf', {
      token: user.idToken,
      body: pdfOfSize(50 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/too large/i);
    expect(await jobCount()).toBe(before);
  });
});

describe('PDFs the read step could not use, refused at the door', () => {
  it.each([
    [
      'password-protected',
      encryptedPaper,
      /^This PDF is password-protected\. Please enter its password to upload it\.$/,
    ],
    ['scanned', scannedPaper, /no selectable text/],
  ])(
    'refuses a %s paper with 422 and its sentence, creating no job and counting nothing',
    async (_label, make, sentence) => {
      const owner = await signUpUser();
      const before = (await db.collection('jobs').where('owner_uid', '==', owner.uid).get()).size;
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await make())], { type: 'application/pdf' }), 'paper.pdf');
      const response = await callApi('POST', '/processing/upload-pdf', { token: owner.idToken, body: form });
      expect(response.status).toBe(422);
      const detail = ((await response.json()) as { detail: string }).detail;
      expect(detail).toMatch(sentence);
      // The engine's command-line advice (--password) means nothing in the web app.
      expect(detail).not.toContain('--password');
      expect((await db.collection('jobs').where('owner_uid', '==', owner.uid).get()).size).toBe(before);
      const quota = (await (await callApi('GET', '/user/quota', { token: owner.idToken })).json()) as {
        used_this_month: number;
      };
      expect(quota.used_this_month).toBe(0);
    },
  );
});
