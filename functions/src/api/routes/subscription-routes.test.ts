/**
 * /subscription/* through the front door: the app with in-memory stores and the in-memory payment
 * gateway (held to the Stripe gateway's behaviour by billing/payment-gateway.contract.test.ts), with
 * webhook deliveries signed as that gateway checks them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billingConfigFrom, createBilling } from '../../billing/index.js';
import type { GatewaySubscription } from '../../billing/index.js';
import {
  MemoryBillingStore,
  MemoryPaymentGateway,
  serveApp,
  type ServedApp,
} from '../../billing/testing/index.js';
import { UNLIMITED } from '../../shared/quota.js';
import { createApp } from '../app.js';
import { createFakeDeps, type FakeDeps } from '../testing/fake-deps.js';
import { BILLING_OFF_DETAIL } from './subscription-routes.js';

const SECRET_KEY = 'sk_test_lectern_routes';
const WEBHOOK_SECRET = 'whsec_test_lectern_routes';
const PRICES = { pro: 'price_pro_monthly', ultimate: 'price_ultimate_monthly' };
const DAY_MS = 24 * 60 * 60 * 1000;
const URLS = { success_url: 'http://localhost:5000/success', cancel_url: 'http://localhost:5000/pricing' };

interface Harness {
  deps: FakeDeps;
  provider: MemoryPaymentGateway;
  store: MemoryBillingStore;
  api: ServedApp;
  token: string;
  uid: string;
}

let h: Harness;
/** What the running test started, closed after it. */
let running: Array<() => Promise<void>> = [];

async function startHarness(settings: { secretKey?: string; webhookSecret?: string } = {}): Promise<Harness> {
  const deps = createFakeDeps();
  const provider = new MemoryPaymentGateway(WEBHOOK_SECRET, [PRICES.pro, PRICES.ultimate], () =>
    deps.clock.now(),
  );
  const store = new MemoryBillingStore(deps.users.records);
  const config = billingConfigFrom({
    secretKey: settings.secretKey ?? SECRET_KEY,
    webhookSecret: settings.webhookSecret ?? WEBHOOK_SECRET,
    pricePro: PRICES.pro,
    priceUltimate: PRICES.ultimate,
  });
  const api = await serveApp(createApp(deps, { billing: createBilling(config, store, provider) }));
  const token = deps.auth.addUser('ada', { email: 'ada@example.org', displayName: 'Ada Lovelace' });
  running.push(() => api.close());
  return { deps, provider, store, api, token, uid: 'ada' };
}

afterEach(async () => {
  await Promise.all(running.map((close) => close()));
  running = [];
});

type WebhookEvent = { id?: string; type: string; subscription_id?: string; checkout_uid?: string };

/** Delivers an event as the provider would, signed at the fake clock's time unless told otherwise. */
async function deliver(
  event: WebhookEvent,
  options: { secret?: string; ageSeconds?: number } = {},
): Promise<Response> {
  const { payload, headers } = h.provider.delivery(event, options);
  return h.api.call('POST', '/api/subscription/webhook', { body: payload, headers });
}

/** An event about a subscription, with a fixed id so it can be delivered twice. */
const about = (type: string, subscription: GatewaySubscription): WebhookEvent => ({
  id: `evt_${type}_${subscription.id}`,
  type,
  subscription_id: subscription.id,
});

async function json<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T;
  expect({ status: response.status, body }).toMatchObject({ status });
  return body;
}

const quota = async () => json(await h.api.call('GET', '/api/user/quota', { token: h.token }));
const info = async () => json(await h.api.call('GET', '/api/subscription/info', { token: h.token }));

/** Checkout as the pricing page does it, the customer pays, and the provider's "checkout completed" arrives. */
async function subscribe(price = PRICES.pro): Promise<GatewaySubscription> {
  const started = await json<{ checkout_url: string }>(
    await h.api.call('POST', '/api/subscription/create-checkout', {
      token: h.token,
      json: { price_id: price, ...URLS },
    }),
  );
  const subscription = h.provider.completeCheckout(started.checkout_url);
  expect(
    await json(
      await deliver({
        type: 'checkout.session.completed',
        subscription_id: subscription.id,
        checkout_uid: h.uid,
      }),
    ),
  ).toEqual({ received: true, outcome: 'applied' });
  return subscription;
}

describe('with billing configured', () => {
  beforeEach(async () => {
    h = await startHarness();
  });

  it('lists the three plans with the configured price ids, without sign-in', async () => {
    const body = await json<{ plans: Array<Record<string, unknown>>; billing_enabled: boolean }>(
      await h.api.call('GET', '/api/subscription/plans'),
    );
    expect(body.billing_enabled).toBe(true);
    expect(
      body.plans.map((plan) => [
        plan['type'],
        plan['name'],
        plan['price'],
        plan['price_id'],
        plan['monthly_limit'],
        plan['most_popular'],
      ]),
    ).toEqual([
      ['free', 'Free', 0, null, 3, false],
      ['pro', 'Pro', 10, PRICES.pro, UNLIMITED, true],
      ['ultimate', 'Ultimate', 20, PRICES.ultimate, UNLIMITED, false],
    ]);
    expect(body.plans[0]?.['features']).toContain('3 video generations per month');
  });

  it('shows a new user on the free plan with no subscription', async () => {
    expect(await info()).toEqual({
      plan_type: 'free',
      status: 'none',
      monthly_limit: 3,
      current_period_end: null,
      cancel_at_period_end: false,
      features: expect.arrayContaining(['3 video generations per month']),
      billing_enabled: true,
    });
  });

  it('checkout → webhook → the user is on pro with unlimited videos', async () => {
    const subscription = await subscribe();
    expect(h.provider.callsOf('createCustomer')).toEqual([
      [{ uid: 'ada', email: 'ada@example.org', name: 'Ada Lovelace' }],
    ]);
    expect(h.provider.callsOf('createCheckout')).toEqual([
      [
        {
          customerId: subscription.customer_id,
          uid: 'ada',
          priceId: PRICES.pro,
          plan: 'pro',
          successUrl: URLS.success_url,
          cancelUrl: URLS.cancel_url,
        },
      ],
    ]);
    expect(await quota()).toMatchObject({
      plan: 'pro',
      monthly_limit: UNLIMITED,
      subscription_active: true,
      can_process: true,
    });
    const periodEnd = new Date((subscription.current_period_end ?? 0) * 1000).toISOString();
    expect(await info()).toMatchObject({
      plan_type: 'pro',
      status: 'active',
      monthly_limit: UNLIMITED,
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      features: expect.arrayContaining(['Unlimited video generations']),
    });
  });

  it('makes the provider’s customer once and reuses it for every checkout', async () => {
    for (const price of [PRICES.pro, PRICES.ultimate]) {
      await json(
        await h.api.call('POST', '/api/subscription/create-checkout', {
          token: h.token,
          json: { price_id: price, ...URLS },
        }),
      );
    }
    expect(h.provider.customers.size).toBe(1);
    const customers = h.provider
      .callsOf('createCheckout')
      .map(([checkout]) => (checkout as { customerId: string }).customerId);
    expect(new Set(customers).size).toBe(1);
    expect((await h.store.get('ada'))?.customer_id).toBe(customers[0]);
  });

  it('refuses a price that is not one of the plans, and bad return addresses, before calling the provider', async () => {
    const unknown = await json(
      await h.api.call('POST', '/api/subscription/create-checkout', {
        token: h.token,
        json: { price_id: 'price_someone_elses', ...URLS },
      }),
      400,
    );
    expect(unknown).toMatchObject({ code: 'unknown_price' });
    const badUrl = await json(
      await h.api.call('POST', '/api/subscription/create-checkout', {
        token: h.token,
        json: { price_id: PRICES.pro, success_url: 'javascript:alert(1)', cancel_url: URLS.cancel_url },
      }),
      400,
    );
    expect(badUrl).toMatchObject({ code: 'invalid_url', detail: expect.stringContaining('success_url') });
    expect(h.provider.calls).toHaveLength(0);
  });

  it('refuses a second checkout while a subscription is live', async () => {
    await subscribe();
    const again = await json(
      await h.api.call('POST', '/api/subscription/create-checkout', {
        token: h.token,
        json: { price_id: PRICES.ultimate, ...URLS },
      }),
      409,
    );
    expect(again).toMatchObject({ code: 'already_subscribed', detail: expect.stringContaining('Pro') });
  });

  it('asks for sign-in on everything but the plans', async () => {
    for (const path of ['/info', '/create-checkout', '/cancel', '/reactivate', '/billing-portal']) {
      const response = await h.api.call(path === '/info' ? 'GET' : 'POST', `/api/subscription${path}`);
      expect(response.status, path).toBe(401);
    }
  });

  it('cancel keeps pro until the period ends, then the user is free even with no webhook', async () => {
    const subscription = await subscribe();
    const cancelled = await json(await h.api.call('POST', '/api/subscription/cancel', { token: h.token }));
    expect(cancelled).toMatchObject({
      plan_type: 'pro',
      status: 'active',
      cancel_at_period_end: true,
      monthly_limit: UNLIMITED,
    });
    expect(h.provider.callsOf('setCancellation').at(-1)).toEqual([subscription.id, true]);

    await h.deps.clock.sleep(29 * DAY_MS);
    expect(await quota()).toMatchObject({ plan: 'pro', monthly_limit: UNLIMITED });
    await h.deps.clock.sleep(2 * DAY_MS);
    expect(await quota()).toMatchObject({ plan: 'free', monthly_limit: 3, subscription_active: false });
    expect(await info()).toMatchObject({
      plan_type: 'free',
      status: 'canceled',
      monthly_limit: 3,
      cancel_at_period_end: false,
    });

    // The provider's deletion arrives late: the user stays free.
    const ended = h.provider.endSubscription(subscription.id);
    expect(await json(await deliver(about('customer.subscription.deleted', ended)))).toMatchObject({
      outcome: 'applied',
    });
    expect(await info()).toMatchObject({ plan_type: 'free', status: 'canceled' });
  });

  it('reactivate clears the cancellation and pro renews as before', async () => {
    const subscription = await subscribe();
    await json(await h.api.call('POST', '/api/subscription/cancel', { token: h.token }));
    const reactivated = await json(
      await h.api.call('POST', '/api/subscription/reactivate', { token: h.token }),
    );
    expect(reactivated).toMatchObject({ plan_type: 'pro', status: 'active', cancel_at_period_end: false });
    expect(h.provider.callsOf('setCancellation').at(-1)).toEqual([subscription.id, false]);
    // Past the old period end (within the renewal grace) the plan still holds.
    await h.deps.clock.sleep(31 * DAY_MS);
    expect(await quota()).toMatchObject({ plan: 'pro' });
  });

  it('refuses cancel and reactivate without a paid subscription, and reactivate of an ended one', async () => {
    expect(
      await json(await h.api.call('POST', '/api/subscription/cancel', { token: h.token }), 409),
    ).toMatchObject({ code: 'no_subscription' });
    const subscription = await subscribe();
    h.provider.endSubscription(subscription.id);
    expect(
      await json(await h.api.call('POST', '/api/subscription/reactivate', { token: h.token }), 409),
    ).toMatchObject({ code: 'subscription_ended' });
  });

  it('opens the billing portal for a paying customer and refuses a free user clearly', async () => {
    const refused = await json(
      await h.api.call('POST', '/api/subscription/billing-portal', {
        token: h.token,
        json: { return_url: 'http://localhost:5000/account' },
      }),
      409,
    );
    expect(refused).toMatchObject({ code: 'no_subscription', detail: expect.stringContaining('Free plan') });
    const subscription = await subscribe();
    const portal = await json<{ portal_url: string }>(
      await h.api.call('POST', '/api/subscription/billing-portal', {
        token: h.token,
        json: { return_url: 'http://localhost:5000/account' },
      }),
    );
    expect(portal.portal_url).toMatch(/^https:\/\/pay\.example\.test\/portal\//);
    expect(h.provider.callsOf('openPortal')).toEqual([
      [subscription.customer_id, 'http://localhost:5000/account'],
    ]);
  });

  it('refuses a forged or stale signature with 400 and changes nothing', async () => {
    const started = await json<{ checkout_url: string }>(
      await h.api.call('POST', '/api/subscription/create-checkout', {
        token: h.token,
        json: { price_id: PRICES.pro, ...URLS },
      }),
    );
    const subscription = h.provider.completeCheckout(started.checkout_url);
    const event = {
      type: 'checkout.session.completed',
      subscription_id: subscription.id,
      checkout_uid: h.uid,
    };
    expect(await json(await deliver(event, { secret: 'whsec_forged' }), 400)).toMatchObject({
      code: 'invalid_signature',
    });
    expect(await json(await deliver(event, { ageSeconds: 10 * 60 }), 400)).toMatchObject({
      code: 'invalid_signature',
    });
    const unsigned = await h.api.call('POST', '/api/subscription/webhook', { json: event });
    expect(unsigned.status).toBe(400);
    // The body must be the exact bytes that were signed: the same event re-serialised does not pass.
    const { payload, headers } = h.provider.delivery(event);
    expect(
      (
        await h.api.call('POST', '/api/subscription/webhook', {
          body: JSON.stringify(JSON.parse(payload), null, 2),
          headers,
        })
      ).status,
    ).toBe(400);
    expect(await quota()).toMatchObject({ plan: 'free' });
    expect(h.provider.callsOf('readSubscription')).toHaveLength(0);
  });

  it('applies a replayed event once: the second delivery changes nothing', async () => {
    const subscription = await subscribe();
    await json(await h.api.call('POST', '/api/subscription/cancel', { token: h.token }));
    const event = about('customer.subscription.updated', subscription);
    expect(await json(await deliver(event))).toMatchObject({ outcome: 'applied' });
    // The provider's state moves on without a webhook; a replay of the old event must not pick it up.
    h.provider.endSubscription(subscription.id);
    const reads = h.provider.callsOf('readSubscription').length;
    expect(await json(await deliver(event))).toMatchObject({ outcome: 'duplicate' });
    expect(h.provider.callsOf('readSubscription')).toHaveLength(reads);
    expect(await info()).toMatchObject({ plan_type: 'pro', status: 'active', cancel_at_period_end: true });
  });

  it('ends on the current state whatever order updated and deleted arrive in', async () => {
    const subscription = await subscribe();
    const updated = about('customer.subscription.updated', subscription);
    const deleted = about('customer.subscription.deleted', h.provider.endSubscription(subscription.id));
    await json(await deliver(deleted));
    expect(await info()).toMatchObject({ plan_type: 'free', status: 'canceled' });
    // The older "updated (active)" event arrives last: the subscription is read afresh, and it has ended.
    await json(await deliver(updated));
    expect(await info()).toMatchObject({ plan_type: 'free', status: 'canceled' });
    expect(await quota()).toMatchObject({ plan: 'free', subscription_active: false });
  });

  it('shows a failed renewal payment as past_due while the provider retries, and a later payment as active', async () => {
    const subscription = await subscribe();
    h.provider.failRenewal(subscription.id);
    expect(await json(await deliver(about('invoice.payment_failed', subscription)))).toMatchObject({
      outcome: 'applied',
    });
    expect(await info()).toMatchObject({ plan_type: 'pro', status: 'past_due', monthly_limit: UNLIMITED });
    h.provider.change(subscription.id, { status: 'active' });
    await json(await deliver(about('invoice.paid', subscription)));
    expect(await info()).toMatchObject({ plan_type: 'pro', status: 'active' });
  });

  it('answers 200 to an event for a customer this server never made, and changes no user', async () => {
    const stranger = h.provider.createSubscription('cus_made_in_the_dashboard', PRICES.pro);
    expect(await json(await deliver(about('customer.subscription.created', stranger)))).toEqual({
      received: true,
      outcome: 'unknown_customer',
    });
    expect(h.store.records.size).toBe(0);
    expect([...h.deps.users.records.values()].filter((user) => user.plan !== 'free')).toEqual([]);
  });

  it('answers 200 to event types it does not handle', async () => {
    expect(await json(await deliver({ type: 'customer.created' }))).toEqual({
      received: true,
      outcome: 'ignored',
    });
  });

  it('says clearly when the provider refuses the key', async () => {
    h.provider.refusing = true;
    const refused = await json(
      await h.api.call('POST', '/api/subscription/create-checkout', {
        token: h.token,
        json: { price_id: PRICES.pro, ...URLS },
      }),
      502,
    );
    expect(refused).toMatchObject({
      code: 'payment_provider_error',
      detail: expect.stringMatching(/payment provider/),
    });
    expect(
      h.deps.log.lines.some(
        (line) => line.severity === 'ERROR' && /payment provider refused or failed/.test(line.message),
      ),
    ).toBe(true);
  });
});

describe('without Stripe keys', () => {
  beforeEach(async () => {
    h = await startHarness({ secretKey: '', webhookSecret: '  ' });
  });

  it('still lists the plans, says billing is off, and shows the info', async () => {
    expect(await json(await h.api.call('GET', '/api/subscription/plans'))).toMatchObject({
      billing_enabled: false,
      plans: [{ type: 'free' }, { type: 'pro' }, { type: 'ultimate' }],
    });
    expect(await info()).toMatchObject({ plan_type: 'free', status: 'none', billing_enabled: false });
  });

  it('answers 503 with a clear detail to checkout, portal, cancel, reactivate and the webhook', async () => {
    for (const path of ['/create-checkout', '/billing-portal', '/cancel', '/reactivate']) {
      const body = await json(
        await h.api.call('POST', `/api/subscription${path}`, {
          token: h.token,
          json: { price_id: PRICES.pro, ...URLS, return_url: URLS.success_url },
        }),
        503,
      );
      expect(body, path).toEqual({ detail: BILLING_OFF_DETAIL, code: 'billing_not_configured' });
    }
    expect((await deliver({ type: 'customer.created' })).status).toBe(503);
    expect(h.provider.calls).toHaveLength(0);
  });

  it('shows a plan the operator set', async () => {
    await h.store.setManualPlan('ada', 'ultimate', h.deps.clock.now());
    expect(await info()).toMatchObject({
      plan_type: 'ultimate',
      status: 'active',
      monthly_limit: UNLIMITED,
      current_period_end: null,
    });
    expect(await quota()).toMatchObject({ plan: 'ultimate', subscription_active: true });
  });
});

describe('an app built without billing', () => {
  it('lists the plans with no price ids and refuses to sell', async () => {
    const deps = createFakeDeps();
    const api = await serveApp(createApp(deps));
    running.push(() => api.close());
    const token = deps.auth.addUser('bo');
    const plans = (await (await api.call('GET', '/api/subscription/plans')).json()) as {
      plans: Array<{ price_id: string | null }>;
      billing_enabled: boolean;
    };
    expect(plans.billing_enabled).toBe(false);
    expect(plans.plans.map((plan) => plan.price_id)).toEqual([null, null, null]);
    expect((await api.call('POST', '/api/subscription/cancel', { token })).status).toBe(503);
  });
});
