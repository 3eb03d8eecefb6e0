/** The Stripe SDK client, pointed at Stripe or (for tests and local runs) at a stand-in named by `apiBase`. */
import Stripe from 'stripe';
import type { BillingConfig } from './billing-config.js';

/** How long a call to Stripe may take before the request fails; Stripe answers in well under a second. */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * @example const stripe = createStripeClient(config); await stripe.customers.create({ email });
 * @public
 */
export function createStripeClient(config: Pick<BillingConfig, 'secretKey' | 'apiBase'>): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { timeout: STRIPE_TIMEOUT_MS, maxNetworkRetries: 2, telemetry: false };
  if (config.apiBase !== '') {
    const base = new URL(config.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.host = base.hostname;
    options.port = base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port);
    options.protocol = protocol;
  }
  return new Stripe(config.secretKey, options);
}
