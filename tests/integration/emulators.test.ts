/**
 * The emulator stack as the app meets it: a user signs up in the Auth emulator, the API answers through
 * Hosting's `/api` rewrite on the app's own origin, and firebase-admin reaches Google's Firestore emulator.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const appUrl = 'http://127.0.0.1:5000';
const authUrl = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

interface SignUp {
  idToken: string;
  localId: string;
}

async function signUp(email: string): Promise<SignUp> {
  // The Auth emulator accepts any API key.
  const response = await fetch(`${authUrl}/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-battery', returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SignUp;
}

describe('the emulator stack', () => {
  let admin: App;
  let user: SignUp;

  beforeAll(async () => {
    // FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST come from the integration project's env.
    admin = initializeApp(
      { projectId: process.env.GCLOUD_PROJECT ?? 'demo-lectern' },
      `emulators-test-${randomUUID()}`,
    );
    user = await signUp(`researcher-${randomUUID()}@example.com`);
  });

  afterAll(async () => {
    await deleteApp(admin);
  });

  it('signs a new user up in the Auth emulator with an ID token that firebase-admin accepts', async () => {
    const decoded = await getAuth(admin).verifyIdToken(user.idToken);
    expect(decoded.uid).toBe(user.localId);
  });

  it('answers /api/health through the Hosting rewrite on the app origin', async () => {
    const response = await fetch(`${appUrl}/api/health`, {
      headers: { Authorization: `Bearer ${user.idToken}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('writes a Firestore document with firebase-admin and reads it back', async () => {
    const doc = getFirestore(admin).collection('emulator-smoke').doc(randomUUID());
    await doc.set({ owner: user.localId, pages: 12 });
    const read = await doc.get();
    expect(read.data()).toEqual({ owner: user.localId, pages: 12 });
    await doc.delete();
  });
});
