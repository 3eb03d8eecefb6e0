/**
 * firestore.rules against the Firestore emulator: a signed-in user reads their own user record and
 * their own jobs and nothing else, and no client writes anything. Runs in its own project id so its
 * clean-ups never touch the data of the API tests.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-lectern-rules',
    firestore: {
      host: '127.0.0.1',
      port: 8080,
      rules: readFileSync(resolve(root, 'firestore.rules'), 'utf8'),
    },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'users/alice'), { uid: 'alice', plan: 'free', used_this_month: 1 });
    await setDoc(doc(db, 'users/alice/usage/job-a'), { job_id: 'job-a', period: '2026-11' });
    await setDoc(doc(db, 'users/bob'), { uid: 'bob', plan: 'pro', used_this_month: 0 });
    await setDoc(doc(db, 'jobs/job-a'), { job_id: 'job-a', owner_uid: 'alice', status: 'processing' });
    await setDoc(doc(db, 'jobs/job-b'), { job_id: 'job-b', owner_uid: 'bob', status: 'completed' });
  });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe('firestore.rules', () => {
  it("lets a signed-in user read their own user record but not another user's", async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(getDoc(doc(db, 'users/alice')));
    await assertFails(getDoc(doc(db, 'users/bob')));
  });

  it("lets a user read their own job, and list jobs filtered on their uid, but not another user's job", async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(getDoc(doc(db, 'jobs/job-a')));
    await assertSucceeds(getDocs(query(collection(db, 'jobs'), where('owner_uid', '==', 'alice'))));
    await assertFails(getDoc(doc(db, 'jobs/job-b')));
    await assertFails(getDocs(collection(db, 'jobs')));
  });

  it('keeps the record of which jobs were counted server-only', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(getDoc(doc(db, 'users/alice/usage/job-a')));
  });

  it("denies every client write, even to the user's own documents", async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(updateDoc(doc(db, 'users/alice'), { used_this_month: 0 }));
    await assertFails(setDoc(doc(db, 'users/carol'), { plan: 'ultimate' }));
    await assertFails(updateDoc(doc(db, 'jobs/job-a'), { status: 'completed' }));
    await assertFails(setDoc(doc(db, 'jobs/job-new'), { owner_uid: 'alice' }));
    await assertFails(deleteDoc(doc(db, 'jobs/job-a')));
  });

  it('lets a signed-out visitor read nothing', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'users/alice')));
    await assertFails(getDoc(doc(db, 'jobs/job-a')));
    await assertFails(getDoc(doc(db, 'anything/else')));
  });
});
