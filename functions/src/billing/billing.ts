/** Billing as the routes use it: the settings, the store, and the payment gateway when billing is on. */
import { billingEnabled, type BillingConfig } from './billing-config.js';
import type { BillingStore } from './billing-store.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';

export interface Billing {
  config: BillingConfig;
  store: BillingStore;
  /** Undefined when billing is off (no secret key or no webhook secret). */
  gateway: PaymentGateway | undefined;
}

/**
 * Stripe behind the gateway when both Stripe secrets are set; billing off otherwise. `gateway` replaces
 * Stripe (tests give the in-memory one).
 * @example const billing = createBilling(billingConfigFrom({ secretKey: '' }), store); // billing off
 */
export function createBilling(config: BillingConfig, store: BillingStore, gateway?: PaymentGateway): Billing {
  return {
    config,
    store,
    gateway: billingEnabled(config) ? (gateway ?? createStripeGateway(config)) : undefined,
  };
}
