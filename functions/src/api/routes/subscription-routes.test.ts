/**
 * /subscription/* through the front door: the app with in-memory stores, the real `stripe` SDK talking
 * to a local stand-in for Stripe's API, and webhook deliveries signed with the SDK's test helper.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billingConfigFrom, createBilling } from '../../billing/index.js';
import { FakeStripeServer, MemoryBillingStore, serveApp, signedDelivery, type FakeSubscription, type ServedApp } from '../../billing/testing/index.js';
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
  stripe: FakeStripeServer;
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
  const stripe = await new FakeStripeServer(SECRET_KEY, [PRICES.pro, PRICES.ultimate], () => deps.clock.now()).start();
  const store = new MemoryBillingStore(deps.users.records);
  const config = billingConfigFrom({ secretKey: settings.secretKey ?? SECRET_KEY, webhookSecret: settings.webhookSecret ?? WEBHOOK_SECRET, pricePro: PRICES.pro, priceUltimate: PRICES.ultimate, apiBase: stripe.url });
  const api = await serveApp(createApp(deps, { billing: createBilling(config, store) }));
  const token = deps.auth.addUser('ada', { email: 'ada@example.org', displayName: 'Ada Lovelace' });
  running.push(() => api.close(), () => stripe.close());
  return { deps, stripe, store, api, token, uid: 'ada' };
}

afterEach(async () => {
  await Promise.all(running.map((close) => close()));
  running = [];
});

/** Delivers an event as Stripe would, signed at the fake clock's time unless told otherwise. */
async function deliver(event: Record<string, unknown> & { id: string }, options: { secret?: string; ageSeconds?: number } = {}): Promise<Response> {
  const timestamp = Math.floor(h.deps.clock.now().getTime() / 1000) - (options.ageSeconds ?? 0);
  const { payload, headers } = signedDelivery(event, options.secret ?? WEBHOOK_SECRET, timestamp);
  return h.api.call('POST', '/api/subscription/webhook', { body: payload, headers });
}

async function json<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T;
  expect({ status: response.status, body }).toMatchObject({ status });
  return body;
}

const quota = async () => json(await h.api.call('GET', '/api/user/quota', { token: h.token }));
const info = async () => json(await h.api.call('GET', '/api/subscription/info', { token: h.token }));

/** Checkout as the pricing page does it, the customer pays, and Stripe's checkout.session.completed arrives. */
async function subscribe(price = PRICES.pro): Promise<FakeSubscription> {
  const started = await json<{ checkout_url: string }>(await h.api.call('POST', '/api/subscription/create-checkout', { token: h.token, json: { price_id: price, ...URLS } }));
  const sessionId = started.checkout_url.split('/').pop() ?? '';
  const { session, subscription } = h.stripe.completeCheckout(sessionId);
  expect(await json(await deliver(h.stripe.event('checkout.session.completed', session)))).toEqual({ received: true, outcome: 'applied' });
  return subscription;
}

describe('with billing configured', () => {
  beforeEach(async () => {
    h = await startHarness();
  });

  it('lists the three plans with the configured price ids, without sign-in', async () => {
    const body = await json<{ plans: Array<Record<string, unknown>>; billing_enabled: boolean }>(await h.api.call('GET', '/api/subscription/plans'));
    expect(body.billing_enabled).toBe(true);
    expect(body.plans.map((plan) => [plan['type'], plan['name'], plan['price'], plan['price_id'], plan['monthly_limit'], plan['most_popular']])).toEqual([
      ['free', 'Free', 0, null, 3, false],
      ['pro', 'Pro', 10, PRICES.pro, UNLIMITED, true],
      ['ultimate', 'Ultimate', 20, PRICES.ultimate, UNLIMITED, false],
    ]);
    expect(body.plans[0]?.['features']).toContain('3 video generations per month');
  });

  it('shows a new user on the free plan with no subscription', async () => {
    expect(await info()).toEqual({ plan_type: 'free', status: 'none', monthly_limit: 3, current_period_end: null, cancel_at_period_end: false, features: expect.arrayContaining(['3 video generations per month']), billing_enabled: true });
  });

  it('checkout → webhook → the user is on pro with unlimited videos', async () => {
    const subscription = await subscribe();
    const [created] = h.stripe.calls('POST', '/v1/customers');
    expect(created?.params).toMatchObject({ email: 'ada@example.org', name: 'Ada Lovelace', metadata: { uid: 'ada' } });
    const [checkout] = h.stripe.calls('POST', '/v1/checkout/sessions');
    expect(checkout?.params).toMatchObject({ mode: 'subscription', client_reference_id: 'ada', customer: subscription.customer, line_items: { 0: { price: PRICES.pro, quantity: '1' } }, ...URLS });
    expect(await quota()).toMatchObject({ plan: 'pro', monthly_limit: UNLIMITED, subscription_active: true, can_process: true });
    const periodEnd = new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000).toISOString();
    expect(await info()).toMatchObject({ plan_type: 'pro', status: 'active', monthly_limit: UNLIMITED, current_period_end: periodEnd, cancel_at_period_end: false, features: expect.arrayContaining(['Unlimited video generations']) });
  });

  it('makes the Stripe customer once and reuses it for every checkout', async () => {
    for (const price of [PRICES.pro, PRICES.ultimate]) {
      await json(await h.api.call('POST', '/api/subscription/create-checkout', { token: h.token, json: { price_id: price, ...URLS } }));
    }
    expect(h.stripe.calls('POST', '/v1/customers')).toHaveLength(1);
    const customers = h.stripe.calls('POST', '/v1/checkout/sessions').map((request) => request.params['customer']);
    expect(new Set(customers).size).toBe(1);
    expect((await h.store.get('ada'))?.customer_id).toBe(customers[0]);
  });

  it('refuses a price that is not one of the plans, and bad return addresses, before calling Stripe', async () => {
    const unknown = await json(await h.api.call('POST', '/api/subscription/create-checkout', { token: h.token, json: { price_id: 'price_someone_elses', ...URLS } }), 400);
    expect(unknown).toMatchObject({ code: 'unknown_price' });
    const badUrl = await json(await h.api.call('POST', '/api/subscription/create-checkout', { token: h.token, json: { price_id: PRICES.pro, success_url: 'javascript:alert(1)', cancel_url: URLS.cancel_url } }), 400);
    expect(badUrl).toMatchObject({ code: 'invalid_url', detail: expect.stringContaining('success_url') });
    expect(h.stripe.requests).toHaveLength(0);
  });

  it('refuses a second checkout while a subscription is live', async () => {
    await subscribe();
    const again = await json(await h.api.call('POST', '/api/subscription/create-checkout', { token: h.token, json: { price_id: PRICES.ultimate, ...URLS } }), 409);
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
    expect(cancelled).toMatchObject({ plan_type: 'pro', status: 'active', cancel_at_period_end: true, monthly_limit: UNLIMITED });
    expect(h.stripe.calls('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.params).toEqual({ cancel_at_period_end: 'true' });

    await h.deps.clock.sleep(29 * DAY_MS);
    expect(await quota()).toMatchObject({ plan: 'pro', monthly_limit: UNLIMITED });
    await h.deps.clock.sleep(2 * DAY_MS);
    expect(await quota()).toMatchObject({ plan: 'free', monthly_limit: 3, subscription_active: false });
    expect(await info()).toMatchObject({ plan_type: 'free', status: 'canceled', monthly_limit: 3, cancel_at_period_end: false });

    // Stripe's deletion arrives late: the user stays free.
    const ended = h.stripe.endSubscription(subscription.id);
    expect(await json(await deliver(h.stripe.event('customer.subscription.deleted', ended)))).toMatchObject({ outcome: 'applied' });
    expect(await info()).toMatchObject({ plan_type: 'free', status: 'canceled' });
  });

  it('reactivate clears the cancellation and pro renews as before', async () => {
    const subscription = await subscribe();
    await json(await h.api.call('POST', '/api/subscription/cancel', { token: h.token }));
    const reactivated = await json(await h.api.call('POST', '/api/subscription/reactivate', { token: h.token }));
    expect(reactivated).toMatchObject({ plan_type: 'pro', status: 'active', cancel_at_period_end: false });
    expect(h.stripe.calls('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.params).toEqual({ cancel_at_period_end: 'false' });
    // Past the old period end (within the renewal grace) the plan still holds.
    await h.deps.clock.sleep(31 * DAY_MS);
    expect(await quota()).toMatchObject({ plan: 'pro' });
  });

  it('refuses cancel and reactivate without a paid subscription, and reactivate of an ended one', async () => {
    expect(await json(await h.api.call('POST', '/api/subscription/cancel', { token: h.token }), 409)).toMatchObject({ code: 'no_subscription' });
    const subscription = await subscribe();
    h.stripe.endSubscription(subscription.id);
    expect(await json(await h.api.call('POST', '/api/subscription/reactivate', { token: h.token }), 409)).toMatchObject({ code: 'subscription_ended' });
  });

  it('opens the billing portal for a paying customer and refuses a free user clearly', async () => {
    const refused = await json(await h.api.call('POST', '/api/subscription/billing-portal', { token: h.token, json: { return_url: 'http://localhost:5000/account' } }), 409);
    expect(refused).toMatchObject({ code: 'no_subscription', detail: expect.stringContaining('Free plan') });
    const subscription = await subscribe();
    const portal = await json<{ portal_url: string }>(await h.api.call('POST', '/api/subscription/billing-portal', { token: h.token, json: { return_url: 'http://localhost:5000/account' } }));
    expect(portal.portal_url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(h.stripe.calls('POST', '/v1/billing_portal/sessions')[0]?.params).toEqual({ customer: subscription.customer, return_url: 'http://localhost:5000/account' });
  });

  it('refuses a forged or stale signature with 400 and changes nothing', async () => {
    const started = await json<{ checkout_url: string }>(await h.api.call('POST', '/api/subscription/create-checkout', { token: h.token, json: { price_id: PRICES.pro, ...URLS } }));
    const { session } = h.stripe.completeCheckout(started.checkout_url.split('/').pop() ?? '');
    const event = h.stripe.event('checkout.session.completed', session);
    expect(await json(await deliver(event, { secret: 'whsec_forged' }), 400)).toMatchObject({ code: 'invalid_signature' });
    expect(await json(await deliver(event, { ageSeconds: 10 * 60 }), 400)).toMatchObject({ code: 'invalid_signature' });
    const unsigned = await h.api.call('POST', '/api/subscription/webhook', { json: event });
    expect(unsigned.status).toBe(400);
    // The body must be the exact bytes that were signed: the same event re-serialised does not pass.
    const { headers } = signedDelivery(event, WEBHOOK_SECRET, Math.floor(h.deps.clock.now().getTime() / 1000));
    expect((await h.api.call('POST', '/api/subscription/webhook', { body: JSON.stringify(event), headers })).status).toBe(400);
    expect(await quota()).toMatchObject({ plan: 'free' });
    expect(h.stripe.calls('GET', `/v1/subscriptions/${String(session['subscription'])}`)).toHaveLength(0);
  });

  it('applies a replayed event once: the second delivery changes nothing', async () => {
    const subscription = await subscribe();
    await json(await h.api.call('POST', '/api/subscription/cancel', { token: h.token }));
    const event = h.stripe.event('customer.subscription.updated', subscription);
    expect(await json(await deliver(event))).toMatchObject({ outcome: 'applied' });
    // Stripe's state moves on without a webhook; a replay of the old event must not pick it up.
    h.stripe.endSubscription(subscription.id);
    const reads = h.stripe.calls('GET', `/v1/subscriptions/${subscription.id}`).length;
    expect(await json(await deliver(event))).toMatchObject({ outcome: 'duplicate' });
    expect(h.stripe.calls('GET', `/v1/subscriptions/${subscription.id}`)).toHaveLength(reads);
    expect(await info()).toMatchObject({ plan_type: 'pro', status: 'active', cancel_at_period_end: true });
  });

  it('ends on the current state whatever order updated and deleted arrive in', async () => {
    const subscription = await subscribe();
    const updated = h.stripe.event('customer.subscription.updated', subscription);
    const deleted = h.stripe.event('customer.subscription.deleted', h.stripe.endSubscription(subscription.id));
    await json(await deliver(deleted));
    expect(await info()).toMatchObject({ plan_type: 'free', status: 'canceled' });
    // The older "updated (active)" event arrives last: the subscription is read afresh, and it has ended.
    await json(await deliver(updated));
    expect(await info()).toMatchObject({ plan_type: 'free', status: 'canceled' });
    expect(await quota()).toMatchObject({ plan: 'free', subscription_active: false });
  });

  it('shows a failed renewal payment as past_due while Stripe retries, and a later payment as active', async () => {
    const subscription = await subscribe();
    h.stripe.failRenewal(subscription.id);
    expect(await json(await deliver(h.stripe.event('invoice.payment_failed', h.stripe.invoiceOf(subscription, 'open'))))).toMatchObject({ outcome: 'applied' });
    expect(await info()).toMatchObject({ plan_type: 'pro', status: 'past_due', monthly_limit: UNLIMITED });
    Object.assign(subscription, { status: 'active' });
    await json(await deliver(h.stripe.event('invoice.paid', h.stripe.invoiceOf(subscription, 'paid'))));
    expect(await info()).toMatchObject({ plan_type: 'pro', status: 'active' });
  });

  it('answers 200 to an event for a customer this server never made, and changes no user', async () => {
    const stranger = h.stripe.createSubscription('cus_made_in_the_dashboard', PRICES.pro);
    expect(await json(await deliver(h.stripe.event('customer.subscription.created', stranger)))).toEqual({ received: true, outcome: 'unknown_customer' });
    expect(h.store.records.size).toBe(0);
    expect([...h.deps.users.records.values()].filter((user) => user.plan !== 'free')).toEqual([]);
  });

  it('answers 200 to event types it does not handle', async () => {
    const event = h.stripe.event('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await json(await deliver(event))).toEqual({ received: true, outcome: 'ignored' });
  });

  it('says clearly when Stripe refuses the key', async () => {
    h = await startHarness({ secretKey: 'sk_test_revoked' });
    const refused = await json(await h.api.call('POST', '/api/subscription/create-checkout', { token: h.token, json: { price_id: PRICES.pro, ...URLS } }), 502);
    expect(refused).toMatchObject({ code: 'payment_provider_error', detail: expect.stringMatching(/payment provider/) });
    expect(h.deps.log.lines.some((line) => line.severity === 'ERROR' && /Stripe refused/.test(line.message))).toBe(true);
  });
});

describe('without Stripe keys', () => {
  beforeEach(async () => {
    h = await startHarness({ secretKey: '', webhookSecret: '  ' });
  });

  it('still lists the plans, says billing is off, and shows the info', async () => {
    expect(await json(await h.api.call('GET', '/api/subscription/plans'))).toMatchObject({ billing_enabled: false, plans: [{ type: 'free' }, { type: 'pro' }, { type: 'ultimate' }] });
    expect(await info()).toMatchObject({ plan_type: 'free', status: 'none', billing_enabled: false });
  });

  it('answers 503 with a clear detail to checkout, portal, cancel, reactivate and the webhook', async () => {
    for (const path of ['/create-checkout', '/billing-portal', '/cancel', '/reactivate']) {
      const body = await json(await h.api.call('POST', `/api/subscription${path}`, { token: h.token, json: { price_id: PRICES.pro, ...URLS, return_url: URLS.success_url } }), 503);
      expect(body, path).toEqual({ detail: BILLING_OFF_DETAIL, code: 'billing_not_configured' });
    }
    expect((await deliver(h.stripe.event('customer.created', { id: 'cus_x' }))).status).toBe(503);
    expect(h.stripe.requests).toHaveLength(0);
  });

  it('shows a plan the operator set', async () => {
    await h.store.setManualPlan('ada', 'ultimate', h.deps.clock.now());
    expect(await info()).toMatchObject({ plan_type: 'ultimate', status: 'active', monthly_limit: UNLIMITED, current_period_end: null });
    expect(await quota()).toMatchObject({ plan: 'ultimate', subscription_active: true });
  });
});

describe('an app built without billing', () => {
  it('lists the plans with no price ids and refuses to sell', async () => {
    const deps = createFakeDeps();
    const api = await serveApp(createApp(deps));
    running.push(() => api.close());
    const token = deps.auth.addUser('bo');
    const plans = (await (await api.call('GET', '/api/subscription/plans')).json()) as { plans: Array<{ price_id: string | null }>; billing_enabled: boolean };
    expect(plans.billing_enabled).toBe(false);
    expect(plans.plans.map((plan) => plan.price_id)).toEqual([null, null, null]);
    expect((await api.call('POST', '/api/subscription/cancel', { token })).status).toBe(503);
  });
});
