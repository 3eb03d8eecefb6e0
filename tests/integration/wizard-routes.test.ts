/**
 * The wizard's own routes on the emulator stack: an upload at the monthly limit is refused with the
 * limit sentence and leaves no job, and a voice's sample is spoken by the stack's engine once, then
 * served from storage.
 */
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../fixtures/index.js';
import { callApi, signUpUser } from './stack-client.js';

// The emulator's functions keep files in LOCAL_STORAGE_DIR (functions/.env.local: .data/storage).
const STORAGE_DIR = resolve(import.meta.dirname, '../../.data/storage');

let admin: App;
let db: Firestore;

beforeAll(() => {
  admin = initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `wizard-routes-${randomUUID()}`,
  );
  db = getFirestore(admin);
});

afterAll(async () => {
  await deleteApp(admin);
});

describe('an upload at the monthly limit', () => {
  it('is refused with the limit sentence, and no job is created', async () => {
    const user = await signUpUser();
    expect((await callApi('POST', '/auth/verify-token', { json: { id_token: user.idToken } })).status).toBe(
      200,
    );
    await db
      .doc(`users/${user.uid}`)
      .set({ used_this_month: 3, usage_period: new Date().toISOString().slice(0, 7) }, { merge: true });

    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await twoColumnPaper())], { type: 'application/pdf' }),
      'paper.pdf',
    );
    const response = await callApi('POST', '/processing/upload-pdf', { token: user.idToken, body: form });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'quota_exceeded',
      detail: "You've used all 3 uploads for this month. Upgrade to Pro for unlimited processing.",
    });
    const jobs = (await (await callApi('GET', '/user/jobs', { token: user.idToken })).json()) as {
      jobs: unknown[];
    };
    expect(jobs.jobs).toEqual([]);
    expect((await db.collection('jobs').where('owner_uid', '==', user.uid).get()).size).toBe(0);
  });
});

describe('GET /processing/voices/{voice}/sample', () => {
  it('speaks the voice once and serves the same kept audio after', async () => {
    const user = await signUpUser();
    const first = await callApi('GET', '/processing/voices/matilda/sample', { token: user.idToken });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/wav');
    const audio = Buffer.from(await first.arrayBuffer());
    expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(audio.length).toBeGreaterThan(48_000);

    // Kept in storage and served from there: the file is not written again.
    const voices = (await (await callApi('GET', '/processing/voices', { token: user.idToken })).json()) as {
      voices: Array<{ voice_id: string; provider: string }>;
    };
    const provider = voices.voices.find((voice) => voice.voice_id === 'matilda')?.provider;
    const kept = resolve(STORAGE_DIR, `voice-samples/${provider ?? 'local'}/matilda.wav`);
    expect((await readFile(kept)).equals(audio)).toBe(true);
    const writtenAt = (await stat(kept)).mtimeMs;
    const second = await callApi('GET', '/processing/voices/matilda/sample', { token: user.idToken });
    expect(Buffer.from(await second.arrayBuffer()).equals(audio)).toBe(true);
    expect((await stat(kept)).mtimeMs).toBe(writtenAt);

    expect((await callApi('GET', '/processing/voices/nobody/sample', { token: user.idToken })).status).toBe(
      404,
    );
    expect((await callApi('GET', '/processing/voices/matilda/sample')).status).toBe(401);
  }, 60_000);
});
