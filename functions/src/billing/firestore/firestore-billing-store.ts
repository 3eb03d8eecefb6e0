/**
 * BillingStore on Firestore: `subscriptions/{uid}` holds the Stripe link and state (server-only: the
 * rules' catch-all denies clients), `users/{uid}` gets the plan fields the quota reads, and
 * `stripe_events/{eventId}` remembers each processed webhook event. A change and its event mark are
 * written in one transaction, so a replayed or concurrently redelivered event changes nothing.
 */
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { newUserRecord } from '../../backend/index.js';
import { isPlanType, type PlanType } from '../../shared/quota.js';
import {
  emptyBillingRecord,
  mayReplace,
  planFieldsOf,
  recordWithManualPlan,
  recordWithState,
  type ApplyOutcome,
  type BillingRecord,
  type BillingStore,
  type PlanFields,
} from '../billing-store.js';
import type { SubscriptionStatus } from '../../shared/plans.js';
import type { SubscriptionState } from '../subscription-state.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const isoOf = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : text(value);
const stamp = (iso: string | null): Timestamp | null =>
  iso === null ? null : Timestamp.fromDate(new Date(iso));

function recordOf(uid: string, snap: DocumentSnapshot, now: Date): BillingRecord | undefined {
  if (!snap.exists) return undefined;
  const doc = snap.data() ?? {};
  const empty = emptyBillingRecord(uid, now);
  const source = doc['source'];
  return {
    uid,
    customer_id: text(doc['customer_id']),
    subscription_id: text(doc['subscription_id']),
    status: (text(doc['status']) ?? 'none') as SubscriptionStatus,
    price_id: text(doc['price_id']),
    plan: isPlanType(doc['plan']) ? doc['plan'] : 'free',
    current_period_end: isoOf(doc['current_period_end']),
    cancel_at_period_end: doc['cancel_at_period_end'] === true,
    source: source === 'stripe' || source === 'manual' ? source : 'none',
    read_at: typeof doc['read_at'] === 'number' ? doc['read_at'] : 0,
    updated_at: isoOf(doc['updated_at']) ?? empty.updated_at,
  };
}

const storedRecord = (record: BillingRecord): Record<string, unknown> => ({
  ...record,
  current_period_end: stamp(record.current_period_end),
  updated_at: stamp(record.updated_at),
});

/**
 * @example const billing = createFirestoreBillingStore(getFirestore(adminApp()));
 */
export function createFirestoreBillingStore(db: Firestore): BillingStore {
  const subscriptions = db.collection('subscriptions');
  const users = db.collection('users');
  const events = db.collection('stripe_events');

  /** Sets the plan fields, creating a free user's record first when the user was never seen. */
  async function setPlan(tx: Transaction, uid: string, fields: PlanFields, now: Date): Promise<void> {
    const ref = users.doc(uid);
    const stored = { ...fields, paid_until: stamp(fields.paid_until) };
    const snap = await tx.get(ref);
    if (snap.exists) tx.update(ref, stored);
    else {
      const fresh = newUserRecord(
        { uid, email: null, displayName: null, photoURL: null, emailVerified: false },
        now,
      );
      tx.create(ref, { ...fresh, created_at: stamp(fresh.created_at), ...stored });
    }
  }

  return {
    async get(uid) {
      return recordOf(uid, await subscriptions.doc(uid).get(), new Date());
    },

    async uidForCustomer(customerId) {
      const found = await subscriptions.where('customer_id', '==', customerId).limit(1).get();
      return found.docs[0]?.id;
    },

    rememberCustomer(uid, customerId, now) {
      const ref = subscriptions.doc(uid);
      return db.runTransaction(async (tx) => {
        const stored = recordOf(uid, await tx.get(ref), now);
        if (stored?.customer_id != null) return stored.customer_id;
        tx.set(
          ref,
          storedRecord({
            ...(stored ?? emptyBillingRecord(uid, now)),
            customer_id: customerId,
            updated_at: now.toISOString(),
          }),
        );
        return customerId;
      });
    },

    applySubscription(
      uid: string,
      state: SubscriptionState,
      options: { now: Date; eventId?: string },
    ): Promise<ApplyOutcome> {
      const ref = subscriptions.doc(uid);
      const eventRef = options.eventId === undefined ? undefined : events.doc(options.eventId);
      return db.runTransaction(async (tx) => {
        // Every read before any write, as Firestore transactions require.
        if (eventRef !== undefined && (await tx.get(eventRef)).exists) return 'duplicate';
        const stored = recordOf(uid, await tx.get(ref), options.now);
        const replace = mayReplace(stored, state);
        if (replace) {
          await setPlan(tx, uid, planFieldsOf(state), options.now);
          tx.set(ref, storedRecord(recordWithState(stored, uid, state, options.now)));
        }
        const outcome = replace ? 'applied' : 'stale';
        if (eventRef !== undefined)
          tx.create(eventRef, {
            uid,
            subscription_id: state.subscription_id,
            outcome,
            processed_at: Timestamp.fromDate(options.now),
          });
        return outcome;
      });
    },

    async seenEvent(eventId) {
      return (await events.doc(eventId).get()).exists;
    },

    async recordEvent(eventId, type, outcome, now) {
      await events
        .doc(eventId)
        .set({ type, outcome, processed_at: Timestamp.fromDate(now) }, { merge: true });
    },

    async setManualPlan(uid: string, plan: PlanType, now: Date): Promise<void> {
      const ref = subscriptions.doc(uid);
      await db.runTransaction(async (tx) => {
        const stored = recordOf(uid, await tx.get(ref), now);
        await setPlan(tx, uid, { plan, subscription_active: plan !== 'free', paid_until: null }, now);
        tx.set(ref, storedRecord(recordWithManualPlan(stored, uid, plan, now)));
      });
    },
  };
}
