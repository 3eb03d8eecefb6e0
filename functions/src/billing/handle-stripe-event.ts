/**
 * Applies one verified Stripe webhook event. Whatever the event says, the subscription is read afresh
 * from Stripe and that current state is stored, so events that arrive late or out of order cannot
 * move a user back to an older state; the event id is marked processed with the change, so a replay
 * changes nothing.
 */
import Stripe from 'stripe';
import type { Logger } from '../backend/index.js';
import type { BillingStore } from './billing-store.js';
import type { PlanPriceIds } from '../shared/plans.js';
import { stateOfSubscription } from './subscription-state.js';

/** @public */
export interface StripeEventContext {
  stripe: Stripe;
  store: BillingStore;
  prices: PlanPriceIds;
  log: Logger;
  now: () => Date;
}

/** What became of an event; logged, and returned to Stripe for its dashboard. @public */
export type EventOutcome = 'applied' | 'stale' | 'duplicate' | 'ignored' | 'unknown_customer' | 'unknown_subscription';

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id);

/**
 * The subscription an event is about, and the user our checkout named, if the event says. These six
 * types are the ones to enable on the webhook endpoint (README, Billing); others are acknowledged and ignored.
 */
function subjectOf(event: Stripe.Event): { subscriptionId: string | undefined; checkoutUid: string | undefined } {
  const none = { subscriptionId: undefined, checkoutUid: undefined };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return none;
      return { subscriptionId: idOf(session.subscription), checkoutUid: session.client_reference_id ?? undefined };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id, checkoutUid: undefined };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      // Since Stripe API 2025-03-31 the subscription is under parent.subscription_details; before, on the invoice.
      const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
      return { subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy), checkoutUid: undefined };
    }
    default:
      return none;
  }
}

async function retrieveSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription | undefined> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * Errors (Stripe or the store unreachable) propagate, so the webhook answers 500 and Stripe delivers again.
 * @example const outcome = await handleStripeEvent(stripe.webhooks.constructEvent(raw, header, secret), context);
 * @public
 */
export async function handleStripeEvent(event: Stripe.Event, context: StripeEventContext): Promise<EventOutcome> {
  const { store, log } = context;
  const finish = async (outcome: EventOutcome, fields: Record<string, unknown> = {}): Promise<EventOutcome> => {
    await store.recordEvent(event.id, event.type, outcome, context.now());
    log.info('Stripe event not applied', { event_id: event.id, type: event.type, outcome, ...fields });
    return outcome;
  };
  if (await store.seenEvent(event.id)) return 'duplicate';
  const { subscriptionId, checkoutUid } = subjectOf(event);
  if (subscriptionId === undefined) return finish('ignored');

  const subscription = await retrieveSubscription(context.stripe, subscriptionId);
  if (subscription === undefined) return finish('unknown_subscription', { subscription_id: subscriptionId });
  const readAt = context.now();
  const state = stateOfSubscription(subscription, context.prices, readAt.getTime());

  // The customer is made, and linked to the user, before checkout; a signed checkout event naming the user
  // our own session was made for is the fallback when that link is missing.
  let uid = await store.uidForCustomer(state.customer_id);
  if (uid === undefined && checkoutUid !== undefined) {
    await store.rememberCustomer(checkoutUid, state.customer_id, readAt);
    uid = checkoutUid;
  }
  if (uid === undefined) return finish('unknown_customer', { customer_id: state.customer_id });
  if (checkoutUid !== undefined && checkoutUid !== uid) log.error('A checkout named another user than its customer belongs to; the customer\'s user is kept', { event_id: event.id, customer_id: state.customer_id, uid, checkout_uid: checkoutUid });
  if (state.plan === 'free' && state.price_id !== null && (state.status === 'active' || state.status === 'trialing')) {
    log.error('A subscription is on a price that is not one of the configured plans; set STRIPE_PRICE_PRO and STRIPE_PRICE_ULTIMATE', { price_id: state.price_id, subscription_id: state.subscription_id });
  }

  const outcome = await store.applySubscription(uid, state, { now: readAt, eventId: event.id });
  log.info('Stripe event applied', { event_id: event.id, type: event.type, outcome, uid, subscription_id: state.subscription_id, status: state.status, plan: state.plan });
  return outcome;
}
