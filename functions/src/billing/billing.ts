/** Billing as the routes use it: the settings, the store, and a Stripe client when billing is on. */
import type Stripe from 'stripe';
import { billingEnabled, type BillingConfig } from './billing-config.js';
import type { BillingStore } from './billing-store.js';
import { createStripeClient } from './stripe-client.js';

/** @public */
export interface Billing {
  config: BillingConfig;
  store: BillingStore;
  /** Undefined when billing is off (no secret key or no webhook secret). */
  stripe: Stripe | undefined;
}

/**
 * @example const billing = createBilling(billingConfigFrom({ secretKey: '' }), store); // billing off
 * @public
 */
export function createBilling(config: BillingConfig, store: BillingStore): Billing {
  return { config, store, stripe: billingEnabled(config) ? createStripeClient(config) : undefined };
}
