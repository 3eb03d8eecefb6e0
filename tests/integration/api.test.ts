/**
 * The /api on Firebase, end to end in the emulator stack: Auth emulator tokens, the Firestore stores,
 * the local file store and the Cloud Tasks queue behind the Hosting rewrite.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../fixtures/index.js';
import { callApi, signUpUser, uploadPdf, type TestUser } from './stack-client.js';

let admin: App;
let db: Firestore;
let pdf: Buffer;

beforeAll(async () => {
  // FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST come from the integration project's env.
  admin = initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `api-test-${randomUUID()}`,
  );
  db = getFirestore(admin);
  pdf = await twoColumnPaper();
});

afterAll(async () => {
  await deleteApp(admin);
});

describe('sign-in', () => {
  it('creates the user record on first sight of a verified token and returns the user', async () => {
    const user = await signUpUser();
    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(false);
    const response = await callApi('POST', '/auth/verify-token', { json: { id_token: user.idToken } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      uid: user.uid,
      email: user.email,
      displayName: null,
      photoURL: null,
      emailVerified: false,
    });
    const stored = (await db.doc(`users/${user.uid}`).get()).data();
    expect(stored).toMatchObject({
      uid: user.uid,
      plan: 'free',
      used_this_month: 0,
      subscription_active: false,
    });
  });

  it('answers 401 with a detail for a missing, malformed or invalid token', async () => {
    const responses = await Promise.all([
      callApi('GET', '/user/quota'),
      fetch('http://127.0.0.1:5000/api/user/quota', { headers: { Authorization: 'Token abc' } }),
      callApi('GET', '/user/quota', { token: 'not-a-firebase-token' }),
      callApi('POST', '/auth/verify-token', { json: { id_token: 'not-a-firebase-token' } }),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/sign/i);
    }
  });
});

describe('tokens that were good once', () => {
  /** The Auth emulator's tokens are unsigned JWTs; this is one of its own tokens with another payload. */
  function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    change(claims);
    return `${header ?? ''}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  }

  it('answers 401 for an expired token', async () => {
    const user = await signUpUser();
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = withPayload(user.idToken, (claims) =>
      Object.assign(claims, { iat: hourAgo - 3600, exp: hourAgo }),
    );
    const response = await callApi('GET', '/user/quota', { token: expired });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/expired/);
  });

  it("answers 401 once the user's sessions are revoked, though the token has not expired", async () => {
    const user = await signUpUser();
    expect((await callApi('GET', '/user/quota', { token: user.idToken })).status).toBe(200);
    // Revocation compares whole seconds: a revocation in the second the token was issued would not count.
    await new Promise((done) => setTimeout(done, 1100));
    await getAuth(admin).revokeRefreshTokens(user.uid);
    const response = await callApi('GET', `/user/quota`, { token: user.idToken });
    expect(response.status).toBe(401);
  });
});

describe('jobs and quota', () => {
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signUpUser(), signUpUser()]);
  });

  it('stores an uploaded PDF as a job its owner sees and anyone else gets 404 for', async () => {
    const jobId = await uploadPdf(alice.idToken, pdf, 'two-column.pdf');
    const own = await callApi('GET', `/processing/status/${jobId}`, { token: alice.idToken });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      job_id: jobId,
      filename: 'two-column.pdf',
      status: 'uploaded',
      progress: 0,
    });
    const stored = (await db.doc(`jobs/${jobId}`).get()).data();
    expect(stored?.['owner_uid']).toBe(alice.uid);

    const foreign = await callApi('GET', `/processing/status/${jobId}`, { token: bob.idToken });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(await foreign.json())).not.toContain('two-column');

    const list = (await (await callApi('GET', '/user/jobs', { token: alice.idToken })).json()) as {
      jobs: Array<{ job_id: string; created_at: string }>;
    };
    expect(list.jobs.map((job) => job.job_id)).toContain(jobId);
    expect(list.jobs[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const bobs = (await (await callApi('GET', '/user/jobs', { token: bob.idToken })).json()) as {
      jobs: unknown[];
    };
    expect(bobs.jobs).toEqual([]);
  });

  it("reports the free plan's quota for a new user", async () => {
    const response = await callApi('GET', '/user/quota', { token: bob.idToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      plan: 'free',
      monthly_limit: 3,
      used_this_month: 0,
      subscription_active: false,
      can_process: true,
    });
  });

  it('lets exactly one of 10 simultaneous starts through when a free user has one video left', async () => {
    const user = await signUpUser();
    const period = new Date().toISOString().slice(0, 7);
    await db.doc(`users/${user.uid}`).set({
      uid: user.uid,
      plan: 'free',
      subscription_active: false,
      used_this_month: 2,
      usage_period: period,
      schema_version: 1,
    });
    const jobIds: string[] = [];
    for (let i = 0; i < 10; i++) jobIds.push(await uploadPdf(user.idToken, pdf, `paper-${i}.pdf`));

    const started = Date.now();
    const responses = await Promise.all(
      jobIds.map((id) =>
        callApi('POST', `/processing/start/${id}`, {
          token: user.idToken,
          json: { config: { slide_count: 3, voice_id: 'sully' } },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    console.log(`10 simultaneous starts answered in ${Date.now() - started} ms: ${statuses.join(' ')}`);
    expect(statuses).toEqual([202, ...Array<number>(9).fill(403)]);
    for (const response of responses.filter((r) => r.status === 403)) {
      expect(((await response.json()) as { detail: string }).detail).toMatch(/used all 3 uploads/);
    }

    const quota = (await (await callApi('GET', '/user/quota', { token: user.idToken })).json()) as {
      used_this_month: number;
      can_process: boolean;
    };
    expect(quota).toMatchObject({ used_this_month: 3, can_process: false });
    const counted = await db.collection(`users/${user.uid}/usage`).get();
    expect(counted.size).toBe(1);
  });
});
