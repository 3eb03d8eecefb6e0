/**
 * Billing in the emulators. The subscription routes run in this process on the real Firestore stores and
 * Auth emulator tokens, with the `stripe` SDK pointed at a local stand-in for Stripe and signed webhook
 * deliveries; then the deployed `api` function (no Stripe keys in the emulator) and the set-plan command.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { assertFails, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFirebaseAuthVerifier,
  createFirestoreJobStore,
  createFirestoreUserStore,
} from '../../functions/src/adapters/index.js';
import { createApp } from '../../functions/src/api/index.js';
import {
  FakeClock,
  MemoryFileStore,
  MemoryLogger,
  RecordingTaskQueue,
} from '../../functions/src/api/testing/fake-deps.js';
import type { ApiDeps } from '../../functions/src/backend/index.js';
import { billingConfigFrom, createBilling } from '../../functions/src/billing/index.js';
import { createFirestoreBillingStore } from '../../functions/src/billing/firestore/index.js';
import {
  FakeStripeServer,
  serveApp,
  signedDelivery,
  type ServedApp,
} from '../../functions/src/billing/testing/index.js';
import { UNLIMITED } from '../../functions/src/shared/quota.js';
import { callApi, signUpUser, type TestUser } from './stack-client.js';

const SECRET_KEY = 'sk_test_lectern_integration';
const WEBHOOK_SECRET = 'whsec_test_lectern_integration';
const PRICES = { pro: 'price_pro_integration', ultimate: 'price_ultimate_integration' };
const URLS = { success_url: 'http://localhost:5000/success', cancel_url: 'http://localhost:5000/pricing' };
const DAY_MS = 24 * 60 * 60 * 1000;
const root = resolve(import.meta.dirname, '../..');

let admin: App;
let db: Firestore;
let clock: FakeClock;
let stripe: FakeStripeServer;
let api: ServedApp;

beforeAll(async () => {
  admin = initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `billing-test-${randomUUID()}`,
  );
  db = getFirestore(admin);
  clock = new FakeClock(new Date());
  stripe = await new FakeStripeServer(SECRET_KEY, [PRICES.pro, PRICES.ultimate], () => clock.now()).start();
  const log = new MemoryLogger();
  const deps: ApiDeps = {
    auth: createFirebaseAuthVerifier(getAuth(admin), log),
    users: createFirestoreUserStore(db),
    jobs: createFirestoreJobStore(db),
    files: new MemoryFileStore(),
    tasks: new RecordingTaskQueue(),
    clock,
    ids: { newJobId: () => randomUUID() },
    log,
    urlSigningKey: 'billing-test-key',
  };
  const config = billingConfigFrom({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    pricePro: PRICES.pro,
    priceUltimate: PRICES.ultimate,
    apiBase: stripe.url,
  });
  api = await serveApp(createApp(deps, { billing: createBilling(config, createFirestoreBillingStore(db)) }));
});

afterAll(async () => {
  await api.close();
  await stripe.close();
  await deleteApp(admin);
});

function deliver(event: Record<string, unknown> & { id: string }): Promise<Response> {
  const { payload, headers } = signedDelivery(
    event,
    WEBHOOK_SECRET,
    Math.floor(clock.now().getTime() / 1000),
  );
  return api.call('POST', '/api/subscription/webhook', { body: payload, headers });
}

async function ok<T = Record<string, unknown>>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  const body = (await answer.json()) as T;
  expect({ status: answer.status, body }).toMatchObject({ status: 200 });
  return body;
}

/** A signed-up user with a user record (verify-token), subscribed to pro through checkout and the webhook. */
async function subscribedUser(): Promise<{
  user: TestUser;
  subscriptionId: string;
  event: Record<string, unknown> & { id: string };
}> {
  const user = await signUpUser();
  await ok(api.call('POST', '/api/auth/verify-token', { json: { id_token: user.idToken } }));
  const { checkout_url } = await ok<{ checkout_url: string }>(
    api.call('POST', '/api/subscription/create-checkout', {
      token: user.idToken,
      json: { price_id: PRICES.pro, ...URLS },
    }),
  );
  const { session, subscription } = stripe.completeCheckout(checkout_url.split('/').pop() ?? '');
  const event = stripe.event('checkout.session.completed', session);
  expect(await ok(deliver(event))).toEqual({ received: true, outcome: 'applied' });
  return { user, subscriptionId: subscription.id, event };
}

describe('billing on the Firestore stores', () => {
  it('checkout → webhook → pro in users/{uid}, the link in subscriptions/{uid}, the event remembered', async () => {
    const { user, subscriptionId, event } = await subscribedUser();
    const stored = (await db.doc(`users/${user.uid}`).get()).data() ?? {};
    expect(stored).toMatchObject({ plan: 'pro', subscription_active: true, email: user.email });
    expect(stored['paid_until']).toBeInstanceOf(Timestamp);
    expect((await db.doc(`subscriptions/${user.uid}`).get()).data()).toMatchObject({
      subscription_id: subscriptionId,
      status: 'active',
      source: 'stripe',
      customer_id: expect.stringMatching(/^cus_/),
    });
    expect((await db.doc(`stripe_events/${event.id}`).get()).data()).toMatchObject({
      uid: user.uid,
      outcome: 'applied',
    });
    expect(await ok(api.call('GET', '/api/user/quota', { token: user.idToken }))).toMatchObject({
      plan: 'pro',
      monthly_limit: UNLIMITED,
      subscription_active: true,
    });
  });

  it('applies one event once when Stripe delivers it five times at once', async () => {
    const { user, subscriptionId } = await subscribedUser();
    const subscription = stripe.subscriptions.get(subscriptionId);
    if (subscription === undefined) throw new Error('no subscription');
    const event = stripe.event('customer.subscription.updated', subscription);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, async () => (await ok<{ outcome: string }>(deliver(event))).outcome),
    );
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(4);
    expect((await db.doc(`subscriptions/${user.uid}`).get()).get('status')).toBe('active');
  });

  it('cancel keeps pro to the period end, then free with no webhook; a late deletion keeps it free', async () => {
    const { user, subscriptionId } = await subscribedUser();
    expect(await ok(api.call('POST', '/api/subscription/cancel', { token: user.idToken }))).toMatchObject({
      plan_type: 'pro',
      cancel_at_period_end: true,
    });
    expect(await ok(api.call('POST', '/api/subscription/reactivate', { token: user.idToken }))).toMatchObject(
      { plan_type: 'pro', cancel_at_period_end: false },
    );
    await ok(api.call('POST', '/api/subscription/cancel', { token: user.idToken }));
    const before = clock.time;
    try {
      clock.time = new Date(before.getTime() + 31 * DAY_MS);
      expect(await ok(api.call('GET', '/api/user/quota', { token: user.idToken }))).toMatchObject({
        plan: 'free',
        monthly_limit: 3,
        subscription_active: false,
      });
      expect(await ok(api.call('GET', '/api/subscription/info', { token: user.idToken }))).toMatchObject({
        plan_type: 'free',
        status: 'canceled',
      });
      await ok(
        deliver(stripe.event('customer.subscription.deleted', stripe.endSubscription(subscriptionId))),
      );
      expect((await db.doc(`users/${user.uid}`).get()).data()).toMatchObject({
        plan: 'free',
        subscription_active: false,
        paid_until: null,
      });
    } finally {
      clock.time = before;
    }
  });

  it('keeps the current state when an old "updated" event arrives after the deletion', async () => {
    const { user, subscriptionId } = await subscribedUser();
    const subscription = stripe.subscriptions.get(subscriptionId);
    if (subscription === undefined) throw new Error('no subscription');
    const updated = stripe.event('customer.subscription.updated', subscription);
    await ok(deliver(stripe.event('customer.subscription.deleted', stripe.endSubscription(subscriptionId))));
    await ok(deliver(updated));
    expect((await db.doc(`users/${user.uid}`).get()).get('plan')).toBe('free');
    expect((await db.doc(`subscriptions/${user.uid}`).get()).get('status')).toBe('canceled');
  });

  it('ignores an event for a customer it never made', async () => {
    const stranger = stripe.createSubscription(`cus_unknown_${randomUUID()}`, PRICES.pro);
    expect(await ok(deliver(stripe.event('customer.subscription.created', stranger)))).toEqual({
      received: true,
      outcome: 'unknown_customer',
    });
    expect(
      (await db.collection('subscriptions').where('subscription_id', '==', stranger.id).get()).size,
    ).toBe(0);
  });
});

describe('firestore.rules', () => {
  it('keeps the Stripe link and the processed events server-only, even from their own user', async () => {
    // Its own project id, so clearing it never touches the other tests' data.
    const env = await initializeTestEnvironment({
      projectId: 'demo-lectern-billing-rules',
      firestore: {
        host: '127.0.0.1',
        port: 8080,
        rules: readFileSync(resolve(root, 'firestore.rules'), 'utf8'),
      },
    });
    try {
      await env.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore(), 'subscriptions/alice'), {
          uid: 'alice',
          customer_id: 'cus_1',
          plan: 'pro',
        });
        await setDoc(doc(context.firestore(), 'stripe_events/evt_1'), { uid: 'alice', outcome: 'applied' });
      });
      const alice = env.authenticatedContext('alice').firestore();
      await assertFails(getDoc(doc(alice, 'subscriptions/alice')));
      await assertFails(getDoc(doc(alice, 'stripe_events/evt_1')));
      await assertFails(setDoc(doc(alice, 'subscriptions/alice'), { plan: 'ultimate' }));
    } finally {
      await env.clearFirestore();
      await env.cleanup();
    }
  });
});

describe('the api function in the emulator, which has no Stripe keys', () => {
  it('lists the plans, says billing is off, and refuses checkout with 503', async () => {
    const user = await signUpUser();
    const plans = await callApi('GET', '/subscription/plans');
    expect(plans.status).toBe(200);
    expect(await plans.json()).toMatchObject({
      billing_enabled: false,
      plans: [
        { type: 'free', price: 0 },
        { type: 'pro', price: 10, most_popular: true },
        { type: 'ultimate', price: 20 },
      ],
    });
    const checkout = await callApi('POST', '/subscription/create-checkout', {
      token: user.idToken,
      json: { price_id: 'price_x', ...URLS },
    });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toMatchObject({
      code: 'billing_not_configured',
      detail: expect.stringMatching(/Billing is not configured on this server/),
    });
  });

  it('set-plan gives a user ultimate by email, and the API shows it', async () => {
    const user = await signUpUser();
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'set-plan', '--', user.email, 'ultimate', '--emulator'],
      { cwd: root },
    );
    expect(stdout).toContain(`uid ${user.uid}`);
    expect(await (await callApi('GET', '/user/quota', { token: user.idToken })).json()).toMatchObject({
      plan: 'ultimate',
      monthly_limit: UNLIMITED,
      subscription_active: true,
    });
    expect(await (await callApi('GET', '/subscription/info', { token: user.idToken })).json()).toMatchObject({
      plan_type: 'ultimate',
      status: 'active',
      billing_enabled: false,
    });
    await promisify(execFile)('npm', ['run', '--silent', 'set-plan', '--', user.uid, 'free', '--emulator'], {
      cwd: root,
    });
    expect(await (await callApi('GET', '/user/quota', { token: user.idToken })).json()).toMatchObject({
      plan: 'free',
      monthly_limit: 3,
    });
  });
});
