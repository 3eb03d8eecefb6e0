/**
 * Billing: the plans, the subscription state kept per user, webhook events, and the payment gateway
 * (Stripe) they go through. No Firebase here (the Firestore store is in ./firestore/), no Express (the
 * routes are in api/routes/subscription-routes.ts).
 * @module
 */
export { planForPrice } from './plans.js';
export { billingEnabled, billingConfigFrom, type BillingConfig } from './billing-config.js';
export {
  InvalidWebhookError,
  PaymentProviderError,
  type GatewayEvent,
  type GatewaySubscription,
  type PaymentGateway,
} from './payment-gateway.js';
export { createStripeGateway } from './stripe-gateway.js';
export { createBilling, type Billing } from './billing.js';
export {
  stateOfSubscription,
  isLiveStatus,
  RENEWAL_GRACE_MS,
  type SubscriptionState,
} from './subscription-state.js';
export type { BillingStore, BillingRecord, ApplyOutcome } from './billing-store.js';
export { subscriptionInfo } from './subscription-info.js';
export { handleBillingEvent, type EventOutcome, type BillingEventContext } from './handle-billing-event.js';
