/**
 * BillingStore in memory for the route tests, writing the plan fields into the fake user store's records so
 * that GET /user/quota sees plan changes as it does with Firestore.
 */
import { newUserRecord, type UserRecord } from '../../backend/index.js';
import type { PlanType } from '../../shared/quota.js';
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
import type { SubscriptionState } from '../subscription-state.js';

/** @internal */
export class MemoryBillingStore implements BillingStore {
  readonly records = new Map<string, BillingRecord>();
  /** Event id → outcome. */
  readonly events = new Map<string, string>();

  /** `users` is the fake user store's map (MemoryUserStore.records). */
  constructor(private readonly users: Map<string, UserRecord>) {}

  private setPlan(uid: string, fields: PlanFields, now: Date): void {
    const user =
      this.users.get(uid) ??
      newUserRecord({ uid, email: null, displayName: null, photoURL: null, emailVerified: false }, now);
    this.users.set(uid, { ...user, ...fields });
  }

  get(uid: string): Promise<BillingRecord | undefined> {
    const record = this.records.get(uid);
    return Promise.resolve(record === undefined ? undefined : { ...record });
  }

  uidForCustomer(customerId: string): Promise<string | undefined> {
    return Promise.resolve(
      [...this.records.values()].find((record) => record.customer_id === customerId)?.uid,
    );
  }

  rememberCustomer(uid: string, customerId: string, now: Date): Promise<string> {
    const stored = this.records.get(uid);
    if (stored?.customer_id != null) return Promise.resolve(stored.customer_id);
    const base = stored ?? emptyBillingRecord(uid, now);
    this.records.set(uid, { ...base, customer_id: customerId, updated_at: now.toISOString() });
    return Promise.resolve(customerId);
  }

  applySubscription(
    uid: string,
    state: SubscriptionState,
    options: { now: Date; eventId?: string },
  ): Promise<ApplyOutcome> {
    if (options.eventId !== undefined && this.events.has(options.eventId))
      return Promise.resolve('duplicate');
    const stored = this.records.get(uid);
    const replace = mayReplace(stored, state);
    if (replace) {
      this.records.set(uid, recordWithState(stored, uid, state, options.now));
      this.setPlan(uid, planFieldsOf(state), options.now);
    }
    if (options.eventId !== undefined) this.events.set(options.eventId, replace ? 'applied' : 'stale');
    return Promise.resolve(replace ? 'applied' : 'stale');
  }

  seenEvent(eventId: string): Promise<boolean> {
    return Promise.resolve(this.events.has(eventId));
  }

  recordEvent(eventId: string, _type: string, outcome: string): Promise<void> {
    if (!this.events.has(eventId)) this.events.set(eventId, outcome);
    return Promise.resolve();
  }

  setManualPlan(uid: string, plan: PlanType, now: Date): Promise<void> {
    this.records.set(uid, recordWithManualPlan(this.records.get(uid), uid, plan, now));
    this.setPlan(uid, { plan, subscription_active: plan !== 'free', paid_until: null }, now);
    return Promise.resolve();
  }
}
