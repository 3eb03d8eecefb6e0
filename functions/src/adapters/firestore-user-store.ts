/**
 * UserStore on Firestore: `users/{uid}` holds the profile, plan and month's count; each counted job is
 * recorded as `users/{uid}/usage/{jobId}` in the same transaction that counts it, so a retried start
 * finds its record and counts once, and a refund finds it (and removes it) at most once.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  newUserRecord,
  USER_SCHEMA_VERSION,
  type UserRecord,
  type StartJobResult,
  type UserStore,
} from '../backend/index.js';
import type { SignedInUser } from '../shared/api-types.js';
import { countVideo, isPlanType, quotaOf, refundVideo, usagePeriod, type Quota } from '../shared/quota.js';
import { isoToTimestamps, timestampsToIso, toTimestamp } from './firestore-time.js';

const TIME_FIELDS = ['created_at'] as const;
const NOBODY: SignedInUser = {
  uid: '',
  email: null,
  displayName: null,
  photoURL: null,
  emailVerified: false,
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A stored user document as a typed record. Fields written by hand or by older code fall back to the
 * free plan's values rather than failing: a user must always be able to see their quota.
 */
function recordOf(uid: string, snap: DocumentSnapshot, now: Date): UserRecord {
  const fresh = newUserRecord({ ...NOBODY, uid }, now);
  if (!snap.exists) return fresh;
  const doc = timestampsToIso(snap.data() ?? {});
  const used = doc['used_this_month'];
  // Written by billing as a Timestamp (an ISO string here); see shared/quota.ts paidPlanLapsed.
  const paidUntil = text(doc['paid_until']);
  return {
    schema_version: USER_SCHEMA_VERSION,
    uid,
    email: text(doc['email']),
    displayName: text(doc['displayName']),
    photoURL: text(doc['photoURL']),
    emailVerified: doc['emailVerified'] === true,
    plan: isPlanType(doc['plan']) ? doc['plan'] : 'free',
    subscription_active: doc['subscription_active'] === true,
    used_this_month: typeof used === 'number' && Number.isInteger(used) && used >= 0 ? used : 0,
    usage_period: text(doc['usage_period']) ?? fresh.usage_period,
    created_at: text(doc['created_at']) ?? fresh.created_at,
    ...(paidUntil === null ? {} : { paid_until: paidUntil }),
  };
}

/**
 * @example const users = createFirestoreUserStore(getFirestore(adminApp()));
 */
export function createFirestoreUserStore(db: Firestore): UserStore {
  const users = db.collection('users');
  const usageOf = (uid: string, jobId: string) => users.doc(uid).collection('usage').doc(jobId);

  return {
    getOrCreate(user: SignedInUser, now: Date): Promise<UserRecord> {
      const ref = users.doc(user.uid);
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const profile: SignedInUser = {
          uid: user.uid,
          email: user.email,
          displayName: user.displayName,
          photoURL: user.photoURL,
          emailVerified: user.emailVerified,
        };
        const record: UserRecord = { ...recordOf(user.uid, snap, now), ...profile };
        // Only the profile is refreshed on an existing user, so a concurrent start's count is never overwritten.
        if (snap.exists) tx.update(ref, { ...profile });
        else tx.create(ref, isoToTimestamps(record, TIME_FIELDS));
        return record;
      });
    },

    async getQuota(uid: string, now: Date): Promise<Quota> {
      return quotaOf(recordOf(uid, await users.doc(uid).get(), now), now);
    },

    startJob(uid: string, jobId: string, now: Date): Promise<StartJobResult> {
      const userRef = users.doc(uid);
      const usageRef = usageOf(uid, jobId);
      return db.runTransaction(async (tx) => {
        const [userSnap, usageSnap] = await tx.getAll(userRef, usageRef);
        if (userSnap === undefined || usageSnap === undefined)
          throw new Error('Firestore returned fewer documents than asked for.');
        const record = recordOf(uid, userSnap, now);
        if (usageSnap.exists) return { ok: true, quota: quotaOf(record, now) };
        const counted = countVideo(record, now);
        if (!counted.ok) return counted;
        const usage = {
          used_this_month: counted.usage.used_this_month,
          usage_period: counted.usage.usage_period,
        };
        if (userSnap.exists) tx.update(userRef, usage);
        else tx.create(userRef, isoToTimestamps({ ...record, ...usage }, TIME_FIELDS));
        tx.create(usageRef, {
          job_id: jobId,
          period: usagePeriod(now),
          counted_at: toTimestamp(now.toISOString()),
        });
        return { ok: true, quota: quotaOf({ ...record, ...usage }, now) };
      });
    },

    async refund(uid: string, jobId: string, now: Date): Promise<void> {
      const userRef = users.doc(uid);
      const usageRef = usageOf(uid, jobId);
      await db.runTransaction(async (tx) => {
        const [userSnap, usageSnap] = await tx.getAll(userRef, usageRef);
        if (userSnap?.exists !== true || usageSnap?.exists !== true) return;
        const period = text(usageSnap.get('period')) ?? '';
        const record = recordOf(uid, userSnap, now);
        const refunded = refundVideo(record, period, now);
        tx.update(userRef, {
          used_this_month: refunded.used_this_month,
          usage_period: refunded.usage_period,
        });
        tx.delete(usageRef);
      });
    },
  };
}
