/**
 * The payment gateway's contract, run against both implementations: the Stripe gateway (the real
 * `stripe` SDK talking to a local stand-in speaking Stripe's wire format, webhooks signed with the
 * SDK's test helper) and the in-memory gateway every route test uses. What the routes rely on is
 * checked here once, so their tests need no Stripe server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../api/testing/fake-deps.js';
import { InvalidWebhookError, PaymentProviderError, type PaymentGateway } from './payment-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';
import { FakeStripeServer, MemoryPaymentGateway, signedDelivery } from './testing/index.js';

const SECRET_KEY = 'sk_test_lectern_contract';
const WEBHOOK_SECRET = 'whsec_test_lectern_contract';
const PRICE = 'price_pro_contract';
const DAY_S = 24 * 60 * 60;

type DeliveryKind = 'checkout' | 'subscription' | 'invoice' | 'other';

/** A gateway and what the provider's side does, for one implementation. */
interface Provider {
  gateway: PaymentGateway;
  /** The same gateway with a key the provider refuses. */
  refusing: PaymentGateway;
  /** The customer pays on the checkout page; returns the subscription's id. */
  pay(checkoutUrl: string): string;
  /** The customer portal sets the subscription to end on a date. */
  scheduleEndOn(subscriptionId: string, at: number): void;
  /** A signed delivery: for `checkout`, `ref` is the checkout's address; otherwise the subscription's id. */
  signed(
    kind: DeliveryKind,
    ref: string,
    options?: { secret?: string; ageSeconds?: number },
  ): { body: Buffer; signature: string };
  close(): Promise<void>;
}

async function stripeProvider(clock: FakeClock): Promise<Provider> {
  const server = await new FakeStripeServer(SECRET_KEY, [PRICE], () => clock.now()).start();
  const sessionOf = (url: string) => server.sessions.get(url.split('/').pop() ?? '');
  return {
    gateway: createStripeGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: server.url,
    }),
    refusing: createStripeGateway({
      secretKey: 'sk_test_revoked',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: server.url,
    }),
    pay: (url) => server.completeCheckout(String(sessionOf(url)?.id)).subscription.id,
    scheduleEndOn: (id, at) => void Object.assign(server.subscriptions.get(id) ?? {}, { cancel_at: at }),
    signed(kind, ref, options = {}) {
      const subscription = server.subscriptions.get(ref);
      const event =
        kind === 'checkout'
          ? server.event('checkout.session.completed', sessionOf(ref) ?? { id: ref })
          : kind === 'subscription' && subscription !== undefined
            ? server.event('customer.subscription.updated', subscription)
            : kind === 'invoice' && subscription !== undefined
              ? server.event('invoice.paid', server.invoiceOf(subscription, 'paid'))
              : server.event('customer.created', { id: 'cus_x', object: 'customer' });
      const timestamp = Math.floor(clock.now().getTime() / 1000) - (options.ageSeconds ?? 0);
      const { payload, headers } = signedDelivery(event, options.secret ?? WEBHOOK_SECRET, timestamp);
      return { body: Buffer.from(payload), signature: headers['stripe-signature'] ?? '' };
    },
    close: () => server.close(),
  };
}

function memoryProvider(clock: FakeClock): Promise<Provider> {
  const gateway = new MemoryPaymentGateway(WEBHOOK_SECRET, [PRICE], () => clock.now());
  const refusing = new MemoryPaymentGateway(WEBHOOK_SECRET, [PRICE], () => clock.now());
  refusing.refusing = true;
  const checkoutOf = (url: string) => gateway.checkouts.get(url.split('/').pop() ?? '');
  return Promise.resolve({
    gateway,
    refusing,
    pay: (url) => gateway.completeCheckout(url).id,
    scheduleEndOn: (id, at) => void gateway.change(id, { cancel_at: at }),
    signed(kind, ref, options = {}) {
      const checkout = checkoutOf(ref);
      const event =
        kind === 'checkout'
          ? {
              type: 'checkout.session.completed',
              subscription_id: checkout?.subscriptionId ?? '',
              checkout_uid: checkout?.uid ?? '',
            }
          : kind === 'subscription'
            ? { type: 'customer.subscription.updated', subscription_id: ref }
            : kind === 'invoice'
              ? { type: 'invoice.paid', subscription_id: ref }
              : { type: 'customer.created' };
      const { payload, headers } = gateway.delivery(event, options);
      return { body: Buffer.from(payload), signature: headers[gateway.signatureHeader] ?? '' };
    },
    close: () => Promise.resolve(),
  });
}

describe.each([
  ['the Stripe gateway (against the Stripe stand-in)', stripeProvider],
  ['the in-memory gateway', memoryProvider],
])('%s', (_name, makeProvider) => {
  let clock: FakeClock;
  let provider: Provider;
  let gateway: PaymentGateway;
  beforeEach(async () => {
    clock = new FakeClock(new Date('2026-03-01T12:00:00Z'));
    provider = await makeProvider(clock);
    gateway = provider.gateway;
  });
  afterEach(() => provider.close());

  /** A customer for `uid` who paid a checkout: the subscription's id and the checkout's address. */
  async function subscribed(
    uid = 'ada',
  ): Promise<{ customerId: string; subscriptionId: string; checkoutUrl: string }> {
    const customerId = await gateway.createCustomer({ uid, email: `${uid}@example.org`, name: null });
    const checkoutUrl = await gateway.createCheckout({
      customerId,
      uid,
      priceId: PRICE,
      plan: 'pro',
      successUrl: 'http://localhost:5000/ok',
      cancelUrl: 'http://localhost:5000/pricing',
    });
    return { customerId, subscriptionId: provider.pay(checkoutUrl), checkoutUrl };
  }

  it('makes one customer per user however often asked', async () => {
    const first = await gateway.createCustomer({ uid: 'ada', email: 'ada@example.org', name: 'Ada' });
    expect(await gateway.createCustomer({ uid: 'ada', email: 'ada@example.org', name: 'Ada' })).toBe(first);
    expect(await gateway.createCustomer({ uid: 'bo', email: null, name: null })).not.toBe(first);
  });

  it('gives a checkout page, and once paid a live subscription on that price for a month', async () => {
    const { customerId, subscriptionId, checkoutUrl } = await subscribed();
    expect(checkoutUrl).toMatch(/^https:\/\//);
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(await gateway.readSubscription(subscriptionId)).toEqual({
      id: subscriptionId,
      customer_id: customerId,
      status: 'active',
      price_id: PRICE,
      current_period_end: now + 30 * DAY_S,
      cancel_at: null,
      cancel_at_period_end: false,
    });
  });

  it('refuses a checkout for a price it does not sell, as a provider failure', async () => {
    const customerId = await gateway.createCustomer({ uid: 'ada', email: null, name: null });
    await expect(
      gateway.createCheckout({
        customerId,
        uid: 'ada',
        priceId: 'price_unknown',
        plan: 'pro',
        successUrl: 'http://a/',
        cancelUrl: 'http://a/',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('reads an unknown subscription as none', async () => {
    expect(await gateway.readSubscription('sub_never_made')).toBeUndefined();
  });

  it('sets a subscription to end at its period end and back to renewing', async () => {
    const { subscriptionId } = await subscribed();
    const live = await gateway.readSubscription(subscriptionId);
    const cancelled = await gateway.setCancellation(live!, true);
    expect(cancelled).toMatchObject({ cancel_at_period_end: true, cancel_at: live?.current_period_end });
    const renewing = await gateway.setCancellation(cancelled, false);
    expect(renewing).toMatchObject({ cancel_at_period_end: false, cancel_at: null, status: 'active' });
    expect(await gateway.readSubscription(subscriptionId)).toEqual(renewing);
  });

  it('clears an end date the customer portal set', async () => {
    const { subscriptionId } = await subscribed();
    provider.scheduleEndOn(subscriptionId, Math.floor(clock.now().getTime() / 1000) + 5 * DAY_S);
    const scheduled = await gateway.readSubscription(subscriptionId);
    expect(scheduled).toMatchObject({ cancel_at_period_end: false, cancel_at: expect.any(Number) });
    expect(await gateway.setCancellation(scheduled!, false)).toMatchObject({
      cancel_at: null,
      cancel_at_period_end: false,
    });
  });

  it('opens the billing portal for a customer', async () => {
    const { customerId } = await subscribed();
    expect(await gateway.openPortal(customerId, 'http://localhost:5000/account')).toMatch(/^https:\/\//);
  });

  it('reads signed webhook events: the subscription they concern and the user a checkout named', async () => {
    const { subscriptionId, checkoutUrl } = await subscribed();
    const now = clock.now();
    const verify = (delivery: { body: Buffer; signature: string }) =>
      gateway.verifyWebhook(delivery.body, delivery.signature, now);
    expect(verify(provider.signed('checkout', checkoutUrl))).toMatchObject({
      type: 'checkout.session.completed',
      subscription_id: subscriptionId,
      checkout_uid: 'ada',
    });
    expect(verify(provider.signed('subscription', subscriptionId))).toMatchObject({
      type: 'customer.subscription.updated',
      subscription_id: subscriptionId,
      checkout_uid: undefined,
    });
    expect(verify(provider.signed('invoice', subscriptionId))).toMatchObject({
      type: 'invoice.paid',
      subscription_id: subscriptionId,
    });
    expect(verify(provider.signed('other', subscriptionId))).toMatchObject({
      type: 'customer.created',
      subscription_id: undefined,
      checkout_uid: undefined,
    });
    const first = verify(provider.signed('subscription', subscriptionId));
    expect(first.id).toEqual(expect.any(String));
  });

  it('refuses a delivery signed with another secret, signed too long ago, or changed after signing', async () => {
    const { subscriptionId } = await subscribed();
    const now = clock.now();
    const forged = provider.signed('subscription', subscriptionId, { secret: 'whsec_forged' });
    expect(() => gateway.verifyWebhook(forged.body, forged.signature, now)).toThrow(InvalidWebhookError);
    const stale = provider.signed('subscription', subscriptionId, { ageSeconds: 301 });
    expect(() => gateway.verifyWebhook(stale.body, stale.signature, now)).toThrow(InvalidWebhookError);
    const fresh = provider.signed('subscription', subscriptionId, { ageSeconds: 299 });
    expect(() => gateway.verifyWebhook(fresh.body, fresh.signature, now)).not.toThrow();
    const changed = Buffer.from(fresh.body.toString('utf8').replace(subscriptionId, 'sub_someone_elses'));
    expect(() => gateway.verifyWebhook(changed, fresh.signature, now)).toThrow(InvalidWebhookError);
  });

  it('fails every call as a provider failure when the key is refused', async () => {
    await expect(
      provider.refusing.createCustomer({ uid: 'ada', email: null, name: null }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.refusing.readSubscription('sub_x')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
