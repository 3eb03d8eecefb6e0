/**
 * Applies one verified webhook event. Whatever the event says, the subscription is read afresh from
 * the payment provider and that current state is stored, so events that arrive late or out of order
 * cannot move a user back to an older state; the event id is marked processed with the change, so a
 * replay changes nothing.
 */
import type { Logger } from '../backend/index.js';
import type { BillingStore } from './billing-store.js';
import type { PlanPriceIds } from '../shared/plans.js';
import type { GatewayEvent, PaymentGateway } from './payment-gateway.js';
import { stateOfSubscription } from './subscription-state.js';

export interface BillingEventContext {
  gateway: PaymentGateway;
  store: BillingStore;
  prices: PlanPriceIds;
  log: Logger;
  now: () => Date;
}

/** What became of an event; logged, and returned to the provider (Stripe shows it in its dashboard). */
export type EventOutcome =
  'applied' | 'stale' | 'duplicate' | 'ignored' | 'unknown_customer' | 'unknown_subscription';

/**
 * Errors (the provider or the store unreachable) propagate, so the webhook answers 500 and the provider
 * delivers again.
 * @example const outcome = await handleBillingEvent(gateway.verifyWebhook(raw, signature, now), context);
 */
export async function handleBillingEvent(
  event: GatewayEvent,
  context: BillingEventContext,
): Promise<EventOutcome> {
  const { store, log } = context;
  const finish = async (
    outcome: EventOutcome,
    fields: Record<string, unknown> = {},
  ): Promise<EventOutcome> => {
    await store.recordEvent(event.id, event.type, outcome, context.now());
    log.info('Billing event not applied', { event_id: event.id, type: event.type, outcome, ...fields });
    return outcome;
  };
  if (await store.seenEvent(event.id)) return 'duplicate';
  const { subscription_id: subscriptionId, checkout_uid: checkoutUid } = event;
  if (subscriptionId === undefined) return finish('ignored');

  const subscription = await context.gateway.readSubscription(subscriptionId);
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
  if (checkoutUid !== undefined && checkoutUid !== uid)
    log.error("A checkout named another user than its customer belongs to; the customer's user is kept", {
      event_id: event.id,
      customer_id: state.customer_id,
      uid,
      checkout_uid: checkoutUid,
    });
  if (
    state.plan === 'free' &&
    state.price_id !== null &&
    (state.status === 'active' || state.status === 'trialing')
  ) {
    log.error(
      'A subscription is on a price that is not one of the configured plans; set STRIPE_PRICE_PRO and STRIPE_PRICE_ULTIMATE',
      { price_id: state.price_id, subscription_id: state.subscription_id },
    );
  }

  const outcome = await store.applySubscription(uid, state, { now: readAt, eventId: event.id });
  log.info('Billing event applied', {
    event_id: event.id,
    type: event.type,
    outcome,
    uid,
    subscription_id: state.subscription_id,
    status: state.status,
    plan: state.plan,
  });
  return outcome;
}
