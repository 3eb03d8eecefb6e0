/**
 * A payment provider in memory behind the PaymentGateway interface, for tests of the routes and the
 * event handler: customers, checkouts a test "pays", subscriptions it can end or let fail a renewal,
 * and webhook deliveries signed with an HMAC of the body. The contract test
 * (billing/payment-gateway.contract.test.ts) holds it to what the Stripe gateway does.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PlanType } from '../../shared/quota.js';
import {
  InvalidWebhookError,
  PaymentProviderError,
  type GatewayEvent,
  type GatewaySubscription,
  type PaymentGateway,
} from '../payment-gateway.js';

const DAY_S = 24 * 60 * 60;
/** As the Stripe gateway: a signature older than five minutes is refused. */
const SIGNATURE_TOLERANCE_S = 300;
const HEADER = 'x-memory-signature';

/** One checkout page the gateway made. @internal */
export interface MemoryCheckout {
  id: string;
  customerId: string;
  uid: string;
  priceId: string;
  plan: PlanType;
  successUrl: string;
  cancelUrl: string;
  subscriptionId: string | null;
}

/** One call a route made, by method name. @internal */
export interface MemoryGatewayCall {
  method: keyof PaymentGateway;
  args: unknown[];
}

const newId = (prefix: string): string => `${prefix}_mem_${randomBytes(6).toString('hex')}`;
const sign = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** @internal */
export class MemoryPaymentGateway implements PaymentGateway {
  readonly signatureHeader = HEADER;
  readonly customers = new Map<
    string,
    { id: string; uid: string; email: string | null; name: string | null }
  >();
  readonly checkouts = new Map<string, MemoryCheckout>();
  readonly subscriptions = new Map<string, GatewaySubscription>();
  readonly calls: MemoryGatewayCall[] = [];
  /** Set to make every call fail as a refused key or an outage does. */
  refusing = false;

  /** `prices`: the price ids that exist; `now`: the provider's clock, so tests can move time. */
  constructor(
    readonly webhookSecret: string,
    readonly prices: readonly string[],
    readonly now: () => Date = () => new Date(),
  ) {}

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** Records the call; a refusing gateway then fails it, as an async call to a provider does. */
  private record(method: keyof PaymentGateway, ...args: unknown[]): void {
    this.calls.push({ method, args });
    if (this.refusing)
      throw new PaymentProviderError(`answer ${String(method)}`, {
        cause: new Error('Invalid API key provided'),
        fields: { status: 401 },
      });
  }

  /** The calls of one method, in order. */
  callsOf(method: keyof PaymentGateway): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  async createCustomer(user: { uid: string; email: string | null; name: string | null }): Promise<string> {
    this.record('createCustomer', user);
    // One customer per user, however many calls: what Stripe's idempotency key gives.
    const existing = [...this.customers.values()].find((customer) => customer.uid === user.uid);
    if (existing !== undefined) return existing.id;
    const id = newId('cus');
    this.customers.set(id, { id, ...user });
    return id;
  }

  async createCheckout(checkout: {
    customerId: string;
    uid: string;
    priceId: string;
    plan: PlanType;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string> {
    this.record('createCheckout', checkout);
    if (!this.prices.includes(checkout.priceId))
      throw new PaymentProviderError('create the checkout session', {
        cause: new Error(`No such price: ${checkout.priceId}`),
      });
    if (!this.customers.has(checkout.customerId))
      throw new PaymentProviderError('create the checkout session', {
        cause: new Error(`No such customer: ${checkout.customerId}`),
      });
    const id = newId('cs');
    this.checkouts.set(id, { id, ...checkout, subscriptionId: null });
    return `https://pay.example.test/checkout/${id}`;
  }

  async openPortal(customerId: string, returnUrl: string): Promise<string> {
    this.record('openPortal', customerId, returnUrl);
    if (!this.customers.has(customerId))
      throw new PaymentProviderError('open the billing portal', {
        cause: new Error(`No such customer: ${customerId}`),
      });
    return `https://pay.example.test/portal/${newId('bps')}`;
  }

  async readSubscription(id: string): Promise<GatewaySubscription | undefined> {
    this.record('readSubscription', id);
    const subscription = this.subscriptions.get(id);
    return subscription === undefined ? undefined : { ...subscription };
  }

  async setCancellation(subscription: GatewaySubscription, cancel: boolean): Promise<GatewaySubscription> {
    this.record('setCancellation', subscription.id, cancel);
    const stored = this.subscriptions.get(subscription.id);
    if (stored === undefined)
      throw new PaymentProviderError('change the cancellation', {
        cause: new Error(`No such subscription: ${subscription.id}`),
      });
    // As Stripe does: an ended subscription stays as it is, and the flag and the end date move together.
    if (stored.status !== 'canceled')
      Object.assign(
        stored,
        cancel
          ? { cancel_at_period_end: true, cancel_at: stored.current_period_end }
          : { cancel_at_period_end: false, cancel_at: null },
      );
    return { ...stored };
  }

  verifyWebhook(rawBody: Buffer, signature: string, now: Date): GatewayEvent {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature);
    if (match === null) throw new InvalidWebhookError('The signature header is not in the expected form');
    const timestamp = Number(match[1]);
    const expected = Buffer.from(sign(this.webhookSecret, timestamp, rawBody.toString('utf8')));
    const given = Buffer.from(match[2] ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new InvalidWebhookError('No signature matches the body');
    if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S)
      throw new InvalidWebhookError('The signature is too old');
    const event = JSON.parse(rawBody.toString('utf8')) as GatewayEvent;
    return {
      id: event.id,
      type: event.type,
      subscription_id: event.subscription_id ?? undefined,
      checkout_uid: event.checkout_uid ?? undefined,
    };
  }

  // ── what the provider's side does ────────────────────────────────────────────────────────────

  /** The customer pays on the checkout page: a subscription, active for a month. */
  completeCheckout(checkoutUrl: string): GatewaySubscription {
    const checkout = this.checkouts.get(checkoutUrl.split('/').pop() ?? '');
    if (checkout === undefined) throw new Error(`no checkout at ${checkoutUrl}`);
    const subscription = this.createSubscription(checkout.customerId, checkout.priceId);
    checkout.subscriptionId = subscription.id;
    return subscription;
  }

  /** A subscription made outside checkout (for example in the provider's dashboard). */
  createSubscription(customerId: string, priceId: string): GatewaySubscription {
    const subscription: GatewaySubscription = {
      id: newId('sub'),
      customer_id: customerId,
      status: 'active',
      price_id: priceId,
      current_period_end: this.seconds() + 30 * DAY_S,
      cancel_at: null,
      cancel_at_period_end: false,
    };
    this.subscriptions.set(subscription.id, subscription);
    return { ...subscription };
  }

  /** The provider changes a subscription by itself (ends it, a renewal fails, the customer portal sets an end date…). */
  change(id: string, fields: Partial<Omit<GatewaySubscription, 'id'>>): GatewaySubscription {
    const subscription = this.subscriptions.get(id);
    if (subscription === undefined) throw new Error(`no subscription ${id}`);
    return { ...Object.assign(subscription, fields) };
  }

  /** The provider ends a subscription (its cancelled period is over, or retries gave up). */
  endSubscription(id: string): GatewaySubscription {
    return this.change(id, { status: 'canceled', cancel_at_period_end: false });
  }

  /** A renewal whose payment failed: the period moves on and the subscription is past_due. */
  failRenewal(id: string): GatewaySubscription {
    const end = this.subscriptions.get(id)?.current_period_end ?? this.seconds();
    return this.change(id, { status: 'past_due', current_period_end: end + 30 * DAY_S });
  }

  /** A webhook delivery as the provider sends it, signed `ageSeconds` ago (default now) with `secret` (default the real one). */
  delivery(
    event: { type: string; subscription_id?: string; checkout_uid?: string; id?: string },
    options: { secret?: string; ageSeconds?: number } = {},
  ): { payload: string; headers: Record<string, string> } {
    const payload = JSON.stringify({
      id: event.id ?? newId('evt'),
      type: event.type,
      subscription_id: event.subscription_id ?? null,
      checkout_uid: event.checkout_uid ?? null,
    });
    const timestamp = this.seconds() - (options.ageSeconds ?? 0);
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        [HEADER]: `t=${timestamp},v1=${sign(options.secret ?? this.webhookSecret, timestamp, payload)}`,
      },
    };
  }
}
