/**
 * A subscription, read from the payment provider at one moment, reduced to what Lectern keeps: the plan it grants, its
 * status, and until when it holds. Webhooks and the cancel/reactivate routes all go through this, so
 * every path grants the same plan for the same subscription.
 */
import type { PlanType } from '../shared/quota.js';
import type { PlanPriceIds } from '../shared/plans.js';
import { planForPrice } from './plans.js';
import type { SubscriptionStatus } from '../shared/plans.js';
import type { GatewaySubscription } from './payment-gateway.js';

/** Stripe's subscription statuses, plus `none` for a user who never subscribed. */

const KNOWN_STATUSES: ReadonlySet<string> = new Set([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
]);

/**
 * Statuses that keep the paid plan. past_due keeps it while Stripe retries the card (the status shows
 * the failed payment); Stripe moves the subscription to canceled or unpaid when it gives up.
 */
const LIVE_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing', 'past_due']);

/**
 * How long past its period end a renewing subscription still holds when no renewal has been heard of:
 * Stripe retries a failed webhook for up to three days.
 */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

export function isLiveStatus(status: SubscriptionStatus): boolean {
  return LIVE_STATUSES.has(status);
}

/** The subscription as Lectern keeps it. */
export interface SubscriptionState {
  subscription_id: string;
  customer_id: string;
  status: SubscriptionStatus;
  price_id: string | null;
  /** The plan it grants now: free unless live and on a configured price. */
  plan: PlanType;
  /** ISO; null when Stripe gave none. */
  current_period_end: string | null;
  /** True when the subscription is set to end (at the period end or at a set date) rather than renew. */
  cancel_at_period_end: boolean;
  /** ISO time until which the plan holds without further word from Stripe (see shared/quota.ts). */
  paid_until: string | null;
  /** When this state was read from Stripe (ms); a store keeps the most recent read. */
  read_at: number;
}

const iso = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

/**
 * @example stateOfSubscription(await gateway.readSubscription(id), prices, Date.now()).plan
 */
export function stateOfSubscription(
  subscription: GatewaySubscription,
  prices: PlanPriceIds,
  readAt: number,
): SubscriptionState {
  const status: SubscriptionStatus = KNOWN_STATUSES.has(subscription.status)
    ? (subscription.status as SubscriptionStatus)
    : 'incomplete';
  const priceId = subscription.price_id;
  const paidPlan = priceId === null ? undefined : planForPrice(priceId, prices);
  const live = isLiveStatus(status) && paidPlan !== undefined;
  const periodEnd = subscription.current_period_end;
  // Newer Stripe versions (and the customer portal) schedule a cancellation with cancel_at instead of the flag.
  const endsAt = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
  const cancelling = subscription.cancel_at_period_end || subscription.cancel_at !== null;
  let paidUntil: string | null = null;
  if (live && endsAt !== null) paidUntil = iso(endsAt);
  else if (live && periodEnd !== null)
    paidUntil = new Date(periodEnd * 1000 + RENEWAL_GRACE_MS).toISOString();
  return {
    subscription_id: subscription.id,
    customer_id: subscription.customer_id,
    status,
    price_id: priceId,
    plan: live ? paidPlan : 'free',
    current_period_end: iso(endsAt ?? periodEnd),
    cancel_at_period_end: cancelling && status !== 'canceled',
    paid_until: paidUntil,
    read_at: readAt,
  };
}
