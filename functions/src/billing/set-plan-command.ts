/**
 * `npm run set-plan -- <email|uid> <free|pro|ultimate> [--emulator] [--project ID]`: the operator sets a
 * user's plan without Stripe (self-hosted groups, demos). It writes Firestore with firebase-admin: the
 * emulator's with --emulator (or FIRESTORE_EMULATOR_HOST), otherwise the project's, with the
 * application default credentials (`gcloud auth application-default login`, or
 * GOOGLE_APPLICATION_CREDENTIALS naming a service account key).
 */
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { isPlanType, MONTHLY_LIMITS, PLAN_TYPES, UNLIMITED, type PlanType } from '../shared/quota.js';
import { createFirestoreBillingStore } from './firestore/index.js';

const USAGE = `Usage: npm run set-plan -- <email|uid> <${PLAN_TYPES.join('|')}> [--emulator] [--project ID]

Sets a user's plan without Stripe, until it is set again (a Stripe subscription's next webhook also sets it).
  --emulator     the local emulator stack (Firestore 127.0.0.1:8080, Auth 127.0.0.1:9099, project demo-lectern)
  --project ID   the Firebase project (default: GOOGLE_CLOUD_PROJECT, or demo-lectern in the emulator)`;

const EMULATOR = { firestore: '127.0.0.1:8080', auth: '127.0.0.1:9099', project: 'demo-lectern' };

class UsageError extends Error {}

/** The uid of `who`: a uid as it is, an email looked up in the user records, then in Firebase Auth. */
async function uidOf(
  db: Firestore,
  who: string,
  lookUpAuth: (email: string) => Promise<string | undefined>,
): Promise<string> {
  if (!who.includes('@')) return who;
  const found = await db.collection('users').where('email', '==', who).limit(2).get();
  if (found.size > 1) throw new Error(`More than one user has the email ${who}; give the uid instead.`);
  const uid = found.docs[0]?.id ?? (await lookUpAuth(who));
  if (uid === undefined) throw new Error(`No user with the email ${who} has signed in yet.`);
  return uid;
}

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        emulator: { type: 'boolean' },
        project: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [who, plan] = parsed.positionals;
  if (who === undefined || plan === undefined || parsed.positionals.length > 2)
    throw new UsageError('Give a user (email or uid) and a plan.');
  if (!isPlanType(plan))
    throw new UsageError(`"${plan}" is not a plan; choose one of ${PLAN_TYPES.join(', ')}.`);
  if (parsed.values.emulator === true) {
    process.env['FIRESTORE_EMULATOR_HOST'] ??= EMULATOR.firestore;
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] ??= EMULATOR.auth;
  }
  const inEmulator = process.env['FIRESTORE_EMULATOR_HOST'] !== undefined;
  const projectId =
    parsed.values.project ??
    process.env['GOOGLE_CLOUD_PROJECT'] ??
    process.env['GCLOUD_PROJECT'] ??
    (inEmulator ? EMULATOR.project : undefined);
  if (projectId === undefined)
    throw new UsageError('Name the project with --project ID (or use --emulator).');

  const app = initializeApp({ projectId }, 'set-plan');
  try {
    const db = getFirestore(app);
    // Auth is asked only for an email with no user record, and only where it can answer.
    const lookUpAuth = async (email: string): Promise<string | undefined> => {
      if (inEmulator && process.env['FIREBASE_AUTH_EMULATOR_HOST'] === undefined) return undefined;
      return getAuth(app)
        .getUserByEmail(email)
        .then(
          (user) => user.uid,
          () => undefined,
        );
    };
    const uid = await uidOf(db, who, lookUpAuth);
    const store = createFirestoreBillingStore(db);
    const before = await store.get(uid);
    await store.setManualPlan(uid, plan as PlanType, new Date());
    const limit =
      MONTHLY_LIMITS[plan as PlanType] === UNLIMITED
        ? 'unlimited videos'
        : `${MONTHLY_LIMITS[plan as PlanType]} videos a month`;
    process.stdout.write(
      `${who} (uid ${uid}) is now on the ${plan} plan: ${limit}. [${inEmulator ? 'emulator' : `project ${projectId}`}]\n`,
    );
    if (before?.source === 'stripe' && before.subscription_id !== null) {
      process.stdout.write(
        `Note: this user has a Stripe subscription (${before.subscription_id}, ${before.status}); its next webhook sets the plan from it again.\n`,
      );
    }
    return 0;
  } finally {
    await deleteApp(app);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    process.stderr.write(`set-plan failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
