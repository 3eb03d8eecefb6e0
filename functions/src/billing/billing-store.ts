/**
 * Where billing keeps its state. Two parts per user: the plan fields the quota reads (`plan`,
 * `subscription_active`, `paid_until` on the user record) and the Stripe link (customer, subscription,
 * status, period) in a record of its own, which the client never writes. Processed webhook events are
 * remembered by id, in the same transaction as the change they made, so each is applied once.
 */
import type { PlanType } from '../shared/quota.js';
import type { SubscriptionStatus } from '../shared/plans.js';
import type { SubscriptionState } from './subscription-state.js';

/** The stored subscription record of one user (Firestore `subscriptions/{uid}`). */
export interface BillingRecord {
  uid: string;
  /** The Stripe customer made for this user, reused for every checkout. */
  customer_id: string | null;
  subscription_id: string | null;
  status: SubscriptionStatus;
  price_id: string | null;
  /** The plan granted: by the subscription, or by the operator (`source: 'manual'`). */
  plan: PlanType;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  source: 'stripe' | 'manual' | 'none';
  /** When the stored subscription state was read from Stripe (ms); 0 when never. */
  read_at: number;
  updated_at: string;
}

/** What {@link BillingStore.applySubscription} did. */
export type ApplyOutcome =
  /** The state was stored and the user's plan set from it. */
  | 'applied'
  /** A more recent read of this subscription is stored, or the user has another live subscription: nothing changed. */
  | 'stale'
  /** The event was processed before: nothing changed. */
  | 'duplicate';

export interface BillingStore {
  get(uid: string): Promise<BillingRecord | undefined>;
  /** The user a Stripe customer was made for, if it was made by this server. */
  uidForCustomer(customerId: string): Promise<string | undefined>;
  /**
   * Links a new customer to the user, unless one is linked already (a concurrent request won):
   * returns the customer the user has from now on.
   */
  rememberCustomer(uid: string, customerId: string, now: Date): Promise<string>;
  /**
   * Stores a subscription state read from Stripe and sets the user's plan from it, in one transaction,
   * together with marking `eventId` processed when given.
   */
  applySubscription(
    uid: string,
    state: SubscriptionState,
    options: { now: Date; eventId?: string },
  ): Promise<ApplyOutcome>;
  /** True when the event was processed (or deliberately ignored) before. */
  seenEvent(eventId: string): Promise<boolean>;
  /** Marks an event that changes nothing (an unknown customer, an event type not handled) as processed. */
  recordEvent(eventId: string, type: string, outcome: string, now: Date): Promise<void>;
  /** The operator's override: the plan without Stripe, until changed again. Leaves any Stripe link as it is. */
  setManualPlan(uid: string, plan: PlanType, now: Date): Promise<void>;
}

/** The user-record fields a plan change writes (see shared/quota.ts UsageRecord). @internal */
export interface PlanFields {
  plan: PlanType;
  subscription_active: boolean;
  paid_until: string | null;
}

/** The plan fields a subscription state gives the user. @internal */
export function planFieldsOf(state: Pick<SubscriptionState, 'plan' | 'paid_until'>): PlanFields {
  return {
    plan: state.plan,
    subscription_active: state.plan !== 'free',
    paid_until: state.plan === 'free' ? null : state.paid_until,
  };
}

/** A record with nothing in it: the user never subscribed. @internal */
export function emptyBillingRecord(uid: string, now: Date): BillingRecord {
  return {
    uid,
    customer_id: null,
    subscription_id: null,
    status: 'none',
    price_id: null,
    plan: 'free',
    current_period_end: null,
    cancel_at_period_end: false,
    source: 'none',
    read_at: 0,
    updated_at: now.toISOString(),
  };
}

/**
 * Whether a state read from Stripe may replace the stored record: not when a more recent read of the
 * same subscription is stored, nor when it would end access that another, live subscription gives
 * (an old subscription's deletion arriving after a new checkout).
 * @internal
 */
export function mayReplace(stored: BillingRecord | undefined, state: SubscriptionState): boolean {
  if (stored === undefined || stored.subscription_id === null) return true;
  if (stored.subscription_id === state.subscription_id) return state.read_at >= stored.read_at;
  const storedLive = stored.source === 'stripe' && stored.plan !== 'free';
  return !storedLive || state.plan !== 'free';
}

/** The record after applying a state. @internal */
export function recordWithState(
  stored: BillingRecord | undefined,
  uid: string,
  state: SubscriptionState,
  now: Date,
): BillingRecord {
  return {
    ...(stored ?? emptyBillingRecord(uid, now)),
    customer_id: state.customer_id,
    subscription_id: state.subscription_id,
    status: state.status,
    price_id: state.price_id,
    plan: state.plan,
    current_period_end: state.current_period_end,
    cancel_at_period_end: state.cancel_at_period_end,
    source: 'stripe',
    read_at: state.read_at,
    updated_at: now.toISOString(),
  };
}

/** The record after the operator sets a plan. @internal */
export function recordWithManualPlan(
  stored: BillingRecord | undefined,
  uid: string,
  plan: PlanType,
  now: Date,
): BillingRecord {
  return {
    ...(stored ?? emptyBillingRecord(uid, now)),
    plan,
    status: plan === 'free' ? 'none' : 'active',
    source: plan === 'free' ? 'none' : 'manual',
    cancel_at_period_end: false,
    current_period_end: null,
    updated_at: now.toISOString(),
  };
}
