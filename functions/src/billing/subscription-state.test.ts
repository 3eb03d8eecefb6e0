import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { quotaOf, UNLIMITED, type UsageRecord } from '../shared/quota.js';
import type { GatewaySubscription } from './payment-gateway.js';
import { gatewaySubscriptionOf } from './stripe-gateway.js';
import { RENEWAL_GRACE_MS, stateOfSubscription } from './subscription-state.js';

const PRICES = { pro: 'price_pro', ultimate: 'price_ultimate' };
const START = Date.parse('2026-01-10T00:00:00Z') / 1000;
const END = START + 30 * 86_400;

/** A Stripe subscription in the API 2025-03-31+ shape (the period on its item), as the Stripe gateway reads it. */
function stripeSubscription(fields: Record<string, unknown> = {}, price = PRICES.pro): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    items: {
      object: 'list',
      data: [{ id: 'si_1', price: { id: price }, current_period_start: START, current_period_end: END }],
    },
    ...fields,
  } as unknown as Stripe.Subscription;
}

const subscription = (fields: Record<string, unknown> = {}, price = PRICES.pro): GatewaySubscription =>
  gatewaySubscriptionOf(stripeSubscription(fields, price));

describe('stateOfSubscription', () => {
  it('grants the plan of the configured price while active, trialing or past_due', () => {
    for (const status of ['active', 'trialing', 'past_due']) {
      expect(stateOfSubscription(subscription({ status }), PRICES, 1).plan, status).toBe('pro');
    }
    expect(stateOfSubscription(subscription({}, PRICES.ultimate), PRICES, 1).plan).toBe('ultimate');
  });

  it('grants nothing when ended, unpaid, incomplete, paused or on a price that is not a plan', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(stateOfSubscription(subscription({ status }), PRICES, 1), status).toMatchObject({
        plan: 'free',
        paid_until: null,
      });
    }
    expect(stateOfSubscription(subscription({}, 'price_other'), PRICES, 1).plan).toBe('free');
  });

  it('holds a renewing plan a grace period past its end, a cancelled one exactly to its end', () => {
    const renewing = stateOfSubscription(subscription(), PRICES, 1);
    expect(renewing.current_period_end).toBe(new Date(END * 1000).toISOString());
    expect(renewing.paid_until).toBe(new Date(END * 1000 + RENEWAL_GRACE_MS).toISOString());
    const cancelling = stateOfSubscription(
      subscription({ cancel_at_period_end: true, cancel_at: END }),
      PRICES,
      1,
    );
    expect(cancelling).toMatchObject({
      cancel_at_period_end: true,
      paid_until: new Date(END * 1000).toISOString(),
    });
  });

  it('reads a cancellation set as a date (cancel_at) and the period end of older API versions', () => {
    const at = START + 5 * 86_400;
    expect(stateOfSubscription(subscription({ cancel_at: at }), PRICES, 1)).toMatchObject({
      cancel_at_period_end: true,
      current_period_end: new Date(at * 1000).toISOString(),
      paid_until: new Date(at * 1000).toISOString(),
    });
    const legacy = subscription({
      current_period_end: END,
      items: { object: 'list', data: [{ id: 'si_1', price: { id: PRICES.pro } }] },
    });
    expect(legacy.current_period_end).toBe(END);
    expect(stateOfSubscription(legacy, PRICES, 1).current_period_end).toBe(
      new Date(END * 1000).toISOString(),
    );
  });
});

describe('quotaOf with paid_until', () => {
  const pro: UsageRecord = {
    plan: 'pro',
    subscription_active: true,
    used_this_month: 7,
    usage_period: '2026-02',
    paid_until: '2026-02-09T00:00:00.000Z',
  };

  it('keeps the paid plan until paid_until and counts the user as free from then on', () => {
    expect(quotaOf(pro, new Date('2026-02-08T23:59:59Z'))).toMatchObject({
      plan: 'pro',
      monthly_limit: UNLIMITED,
      subscription_active: true,
      can_process: true,
    });
    expect(quotaOf(pro, new Date('2026-02-09T00:00:00Z'))).toMatchObject({
      plan: 'free',
      monthly_limit: 3,
      subscription_active: false,
      can_process: false,
    });
    expect(quotaOf({ ...pro, paid_until: null }, new Date('2027-01-01T00:00:00Z')).plan).toBe('pro');
  });
});
