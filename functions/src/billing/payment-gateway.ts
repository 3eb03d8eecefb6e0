/**
 * The payment provider as billing uses it: customers, a hosted checkout, a hosted billing portal,
 * subscriptions read and set to end or renew, and signed webhook events. The routes and the event
 * handler speak only these terms; Stripe is one implementation (stripe-gateway.ts), an in-memory one
 * serves the tests (testing/memory-payment-gateway.ts), and one contract test holds both to the same
 * behaviour.
 */
import type { PlanType } from '../shared/quota.js';

/** A subscription as the provider holds it, read at one moment. */
export interface GatewaySubscription {
  id: string;
  customer_id: string;
  /** The provider's status word (Stripe's: active, trialing, past_due, canceled, unpaid, incomplete, …). */
  status: string;
  price_id: string | null;
  /** When the paid period ends (Unix seconds); null when the provider gives none. */
  current_period_end: number | null;
  /** A set date the subscription ends on (Unix seconds), or null. */
  cancel_at: number | null;
  /** True when it ends at the end of the paid period instead of renewing. */
  cancel_at_period_end: boolean;
}

/**
 * A verified webhook event, reduced to what billing acts on: which subscription it concerns, and
 * for a completed checkout, the user our checkout named. Other events carry neither.
 */
export interface GatewayEvent {
  id: string;
  type: string;
  subscription_id: string | undefined;
  checkout_uid: string | undefined;
}

/** The provider refused a call or could not be reached; `cause` holds its own error. */
export class PaymentProviderError extends Error {
  constructor(
    readonly what: string,
    options: { cause: unknown; fields?: Record<string, unknown> },
  ) {
    super(`The payment provider failed to ${what}`, { cause: options.cause });
    this.name = 'PaymentProviderError';
    this.fields = options.fields ?? {};
  }

  /** What the provider said, for the log. */
  readonly fields: Record<string, unknown>;
}

/** A webhook delivery whose signature is missing, wrong or too old. */
export class InvalidWebhookError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidWebhookError';
  }
}

export interface PaymentGateway {
  /** The request header a webhook delivery carries its signature in. */
  readonly signatureHeader: string;
  /** Makes the provider's customer for a user; two calls for one user at once make one customer. */
  createCustomer(user: { uid: string; email: string | null; name: string | null }): Promise<string>;
  /** A hosted checkout page subscribing `customerId` to `priceId`; returns its address. */
  createCheckout(checkout: {
    customerId: string;
    uid: string;
    priceId: string;
    plan: PlanType;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** A hosted page where the customer manages cards, invoices and plan changes; returns its address. */
  openPortal(customerId: string, returnUrl: string): Promise<string>;
  /** The subscription as it is now, or undefined when the provider has none by that id. */
  readSubscription(id: string): Promise<GatewaySubscription | undefined>;
  /**
   * `true`: the subscription ends at its period end; `false`: it renews, whichever way its end was set
   * (at the period end, or on a date). Returns it as changed.
   */
  setCancellation(subscription: GatewaySubscription, cancel: boolean): Promise<GatewaySubscription>;
  /** The event in a webhook delivery, checked against its signature at `now`; throws InvalidWebhookError. */
  verifyWebhook(rawBody: Buffer, signature: string, now: Date): GatewayEvent;
}
