/**
 * Billing with Stripe: the plans, the subscription state kept per user, webhook events, and the Stripe
 * client. No Firebase here (the Firestore store is in ./firestore/), no Express (the routes are in
 * api/routes/subscription-routes.ts).
 * @module
 */
export { planForPrice } from './plans.js';
export { billingEnabled, billingConfigFrom, type BillingConfig } from './billing-config.js';
export { createStripeClient } from './stripe-client.js';
export { createBilling, type Billing } from './billing.js';
export { stateOfSubscription, isLiveStatus, RENEWAL_GRACE_MS, type SubscriptionState } from './subscription-state.js';
export type { BillingStore, BillingRecord, ApplyOutcome } from './billing-store.js';
export { subscriptionInfo } from './subscription-info.js';
export { handleStripeEvent, type EventOutcome, type StripeEventContext } from './handle-stripe-event.js';
