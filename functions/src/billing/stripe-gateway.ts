/**
 * The payment gateway on Stripe: Checkout, the customer portal, subscriptions and signed webhooks,
 * through the `stripe` SDK pointed at Stripe or (tests and local runs) at a stand-in named by `apiBase`.
 * Nothing outside this file knows Stripe's shapes.
 */
import Stripe from 'stripe';
import type { BillingConfig } from './billing-config.js';
import {
  InvalidWebhookError,
  PaymentProviderError,
  type GatewayEvent,
  type GatewaySubscription,
  type PaymentGateway,
} from './payment-gateway.js';

/** How long a call to Stripe may take before the request fails; Stripe answers in well under a second. */
const STRIPE_TIMEOUT_MS = 20_000;
/** How old a webhook's signature may be, in seconds: Stripe's own default, against replayed captures. */
const SIGNATURE_TOLERANCE_S = 300;

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

function createStripeClient(config: Pick<BillingConfig, 'secretKey' | 'apiBase'>): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 2,
    telemetry: false,
  };
  if (config.apiBase !== '') {
    const base = new URL(config.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.host = base.hostname;
    options.port = base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port);
    options.protocol = protocol;
  }
  return new Stripe(config.secretKey, options);
}

/** The period end: on the subscription item since Stripe API 2025-03-31, on the subscription itself before. */
function periodEndOf(subscription: Stripe.Subscription): number | null {
  const item = subscription.items.data[0] as { current_period_end?: unknown } | undefined;
  if (typeof item?.current_period_end === 'number') return item.current_period_end;
  const legacy = (subscription as unknown as { current_period_end?: unknown }).current_period_end;
  return typeof legacy === 'number' ? legacy : null;
}

/** @internal */
export function gatewaySubscriptionOf(subscription: Stripe.Subscription): GatewaySubscription {
  return {
    id: subscription.id,
    customer_id: idOf(subscription.customer) ?? '',
    status: subscription.status,
    price_id: subscription.items.data[0]?.price.id ?? null,
    current_period_end: periodEndOf(subscription),
    cancel_at: subscription.cancel_at ?? null,
    cancel_at_period_end: subscription.cancel_at_period_end,
  };
}

/**
 * The subscription an event is about, and the user our checkout named. These six types are the ones
 * to enable on the webhook endpoint (README, Billing); others carry neither and are acknowledged.
 */
function subjectOf(event: Stripe.Event): Pick<GatewayEvent, 'subscription_id' | 'checkout_uid'> {
  const none = { subscription_id: undefined, checkout_uid: undefined };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return none;
      return {
        subscription_id: idOf(session.subscription),
        checkout_uid: session.client_reference_id ?? undefined,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscription_id: event.data.object.id, checkout_uid: undefined };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      // Since Stripe API 2025-03-31 the subscription is under parent.subscription_details; before, on the invoice.
      const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
      return {
        subscription_id: idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy),
        checkout_uid: undefined,
      };
    }
    default:
      return none;
  }
}

/**
 * @example const gateway = createStripeGateway(config); const url = await gateway.openPortal(customerId, returnUrl);
 */
export function createStripeGateway(
  config: Pick<BillingConfig, 'secretKey' | 'webhookSecret' | 'apiBase'>,
): PaymentGateway {
  const stripe = createStripeClient(config);
  /** Stripe's own failures (unreachable, refused) become one PaymentProviderError; anything else is a bug and passes. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      throw new PaymentProviderError(what, {
        cause: error,
        fields: { type: error.type, code: error.code, message: error.message, status: error.statusCode },
      });
    }
  }
  return {
    signatureHeader: 'stripe-signature',

    async createCustomer(user) {
      const created = await call('create the customer', () =>
        stripe.customers.create(
          {
            metadata: { uid: user.uid },
            ...(user.email === null ? {} : { email: user.email }),
            ...(user.name === null ? {} : { name: user.name }),
          },
          // Two checkouts started at once make one customer.
          { idempotencyKey: `lectern-customer-${user.uid}` },
        ),
      );
      return created.id;
    },

    async createCheckout(checkout) {
      const session = await call('create the checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: checkout.customerId,
          client_reference_id: checkout.uid,
          line_items: [{ price: checkout.priceId, quantity: 1 }],
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
          metadata: { uid: checkout.uid, plan: checkout.plan },
          subscription_data: { metadata: { uid: checkout.uid, plan: checkout.plan } },
        }),
      );
      if (session.url === null)
        throw new PaymentProviderError('return a checkout page', {
          cause: new Error('Stripe returned a session without a url'),
        });
      return session.url;
    },

    async openPortal(customerId, returnUrl) {
      const session = await call('open the billing portal', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },

    async readSubscription(id) {
      try {
        return gatewaySubscriptionOf(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return undefined;
        return call('read the subscription', () => Promise.reject(error));
      }
    },

    async setCancellation(subscription, cancel) {
      const { id } = subscription;
      let changed: Stripe.Subscription | undefined;
      if (cancel) {
        changed = await call('cancel at period end', () =>
          stripe.subscriptions.update(id, { cancel_at_period_end: true }),
        );
      } else if (subscription.cancel_at_period_end) {
        changed = await call('reactivate', () =>
          stripe.subscriptions.update(id, { cancel_at_period_end: false }),
        );
      } else if (subscription.cancel_at !== null) {
        // A cancellation set for a date (the customer portal does this) is cleared with an empty cancel_at.
        changed = await call('reactivate', () => stripe.subscriptions.update(id, { cancel_at: '' }));
      }
      return changed === undefined ? subscription : gatewaySubscriptionOf(changed);
    },

    verifyWebhook(rawBody, signature, now) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_S,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw new InvalidWebhookError(
          error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
        );
      }
      return { id: event.id, type: event.type, ...subjectOf(event) };
    },
  };
}
