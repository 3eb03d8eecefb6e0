/**
 * A local stand-in for the part of Stripe's API Lectern calls, speaking its wire format (form-encoded
 * requests with bracketed keys, JSON objects of API 2025-03-31 and later, the `{error: {...}}` shape), so
 * the real `stripe` SDK runs against it through `apiBase`. It records every request, and offers what
 * Stripe's side would do (a customer paying at checkout, a renewal failing) plus signed webhook events.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
  type ScriptedReply,
} from '../../pipeline/providers/testing/index.js';

/** One request as the fake received it, its form or query read as Stripe reads it. @internal */
export interface RecordedStripeRequest extends RecordedRequest {
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

/** A subscription as Stripe returns it (only the fields the product reads, and a few more for realism). */
export interface FakeSubscription extends StripeObject {
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }>;
    has_more: false;
  };
}

const DAY_S = 24 * 60 * 60;

/** `a[b][0][c]=v` form fields as nested objects (arrays as objects keyed by index, which is all the fake needs). */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const newId = (prefix: string): string => `${prefix}_test_${randomBytes(8).toString('hex')}`;

function stripeError(status: number, message: string, fields: Record<string, string> = {}): ScriptedReply {
  return {
    status,
    headers: { 'request-id': newId('req') },
    body: { error: { type: 'invalid_request_error', message, ...fields } },
  };
}

function stripeRequest(request: RecordedRequest): RecordedStripeRequest {
  const idempotencyKey = request.headers['idempotency-key'];
  return {
    ...request,
    params: parseForm(request.method === 'GET' ? request.query.toString() : request.body.toString('utf8')),
    idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
  };
}

/** @internal */
export class FakeStripeServer {
  readonly customers = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  private server: RecordingServer | undefined;

  /** `prices`: the price ids that exist; `now`: Stripe's clock, so tests can move time. */
  constructor(
    readonly secretKey: string,
    readonly prices: readonly string[],
    readonly now: () => Date = () => new Date(),
  ) {}

  async start(): Promise<this> {
    this.server = await startRecordingServer((request) => this.answer(stripeRequest(request)));
    return this;
  }

  /** `http://127.0.0.1:{port}` once started. */
  get url(): string {
    return this.server?.url ?? '';
  }

  /** Every request so far, in order. */
  get requests(): RecordedStripeRequest[] {
    return (this.server?.requests ?? []).map(stripeRequest);
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  /** Requests whose method and path match, e.g. `calls('POST', '/v1/checkout/sessions')`. */
  calls(method: string, path: string): RecordedStripeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  private answer(request: RecordedStripeRequest): ScriptedReply {
    if (request.headers.authorization !== `Bearer ${this.secretKey}`)
      return stripeError(401, 'Invalid API Key provided.');
    const result = this.route(request.method, request.path, request.params, request.idempotencyKey);
    if ('error' in result) return stripeError(result.status, result.error, result.fields);
    return { status: 200, headers: { 'request-id': newId('req') }, body: result.body };
  }

  private readonly idempotent = new Map<string, StripeObject>();

  private route(
    method: string,
    path: string,
    params: Record<string, unknown>,
    idempotencyKey: string | undefined,
  ): { body: StripeObject } | { error: string; status: number; fields?: Record<string, string> } {
    const missing = (kind: string, id: string) => ({
      error: `No such ${kind}: '${id}'`,
      status: 404,
      fields: { code: 'resource_missing', param: 'id' },
    });
    if (method === 'POST' && path === '/v1/customers') {
      const replay = idempotencyKey === undefined ? undefined : this.idempotent.get(idempotencyKey);
      if (replay !== undefined) return { body: replay };
      const customer: StripeObject = {
        id: newId('cus'),
        object: 'customer',
        created: this.seconds(),
        email: params['email'] ?? null,
        name: params['name'] ?? null,
        metadata: params['metadata'] ?? {},
        livemode: false,
      };
      this.customers.set(customer.id, customer);
      if (idempotencyKey !== undefined) this.idempotent.set(idempotencyKey, customer);
      return { body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const item = (params['line_items'] as Record<string, Record<string, unknown>> | undefined)?.['0'];
      const price = String(item?.['price'] ?? '');
      if (!this.prices.includes(price))
        return {
          error: `No such price: '${price}'`,
          status: 400,
          fields: { code: 'resource_missing', param: 'line_items[0][price]' },
        };
      const customer = String(params['customer'] ?? '');
      if (!this.customers.has(customer)) return missing('customer', customer);
      const id = newId('cs');
      const session: StripeObject = {
        id,
        object: 'checkout.session',
        mode: params['mode'],
        status: 'open',
        customer,
        client_reference_id: params['client_reference_id'] ?? null,
        success_url: params['success_url'],
        cancel_url: params['cancel_url'],
        metadata: params['metadata'] ?? {},
        subscription: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        line_items_price: price,
        subscription_metadata:
          (params['subscription_data'] as Record<string, unknown> | undefined)?.['metadata'] ?? {},
        livemode: false,
      };
      this.sessions.set(id, session);
      return { body: session };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(params['customer'] ?? '');
      if (!this.customers.has(customer)) return missing('customer', customer);
      const id = newId('bps');
      return {
        body: {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: params['return_url'] ?? null,
          url: `https://billing.stripe.com/p/session/${id}`,
          livemode: false,
        },
      };
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath?.[1] !== undefined) {
      const subscription = this.subscriptions.get(subscriptionPath[1]);
      if (subscription === undefined) return missing('subscription', subscriptionPath[1]);
      if (method === 'GET') return { body: subscription };
      if (method === 'POST') return { body: this.update(subscription, params) };
    }
    return { error: `Unrecognized request URL (${method}: ${path}).`, status: 404 };
  }

  private update(subscription: FakeSubscription, params: Record<string, unknown>): FakeSubscription {
    if (subscription.status === 'canceled') return subscription;
    const periodEnd = subscription.items.data[0]?.current_period_end ?? null;
    // As Stripe does: the flag and cancel_at move together.
    if (params['cancel_at_period_end'] === 'true')
      Object.assign(subscription, {
        cancel_at_period_end: true,
        cancel_at: periodEnd,
        canceled_at: this.seconds(),
      });
    if (params['cancel_at_period_end'] === 'false' || params['cancel_at'] === '')
      Object.assign(subscription, { cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    return subscription;
  }

  /** What Stripe does when the customer pays on the checkout page: a subscription, active for a month. */
  completeCheckout(sessionId: string): { session: StripeObject; subscription: FakeSubscription } {
    const session = this.sessions.get(sessionId);
    if (session === undefined) throw new Error(`no checkout session ${sessionId}`);
    const subscription = this.createSubscription(
      String(session['customer']),
      String(session['line_items_price']),
      session['subscription_metadata'] as Record<string, string>,
    );
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    return { session, subscription };
  }

  /** A subscription made outside checkout (for example in Stripe's dashboard). */
  createSubscription(
    customer: string,
    price: string,
    metadata: Record<string, string> = {},
  ): FakeSubscription {
    const start = this.seconds();
    const id = newId('sub');
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      created: start,
      start_date: start,
      collection_method: 'charge_automatically',
      currency: 'usd',
      metadata,
      livemode: false,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price' },
            quantity: 1,
            current_period_start: start,
            current_period_end: start + 30 * DAY_S,
          },
        ],
        has_more: false,
      },
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** Stripe ending a subscription (the period of a cancelled one is over, or retries gave up). */
  endSubscription(id: string): FakeSubscription {
    const subscription = this.subscriptionOrThrow(id);
    return Object.assign(subscription, {
      status: 'canceled',
      ended_at: this.seconds(),
      cancel_at_period_end: false,
    });
  }

  /** A renewal whose payment failed: the period moves on and the subscription is past_due. */
  failRenewal(id: string): FakeSubscription {
    const subscription = this.subscriptionOrThrow(id);
    const item = subscription.items.data[0];
    if (item !== undefined)
      Object.assign(item, {
        current_period_start: item.current_period_end,
        current_period_end: item.current_period_end + 30 * DAY_S,
      });
    return Object.assign(subscription, { status: 'past_due' });
  }

  private subscriptionOrThrow(id: string): FakeSubscription {
    const subscription = this.subscriptions.get(id);
    if (subscription === undefined) throw new Error(`no subscription ${id}`);
    return subscription;
  }

  /** An invoice of a subscription, in the API 2025-03-31+ shape (subscription under parent.subscription_details). */
  invoiceOf(subscription: FakeSubscription, status: 'paid' | 'open'): StripeObject {
    return {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      amount_due: 1000,
      amount_paid: status === 'paid' ? 1000 : 0,
      currency: 'usd',
      billing_reason: 'subscription_cycle',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      livemode: false,
    };
  }

  /** An event as Stripe sends it, carrying a copy of `object` as it is now. */
  event(type: string, object: StripeObject): StripeObject {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.seconds(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }
}

/**
 * The body and `Stripe-Signature` header of a webhook delivery, signed with the SDK's test helper.
 * `timestamp` (seconds) defaults to now; an old one makes a stale signature.
 * @internal
 */
export function signedDelivery(
  event: StripeObject,
  webhookSecret: string,
  timestamp?: number,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return {
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}
