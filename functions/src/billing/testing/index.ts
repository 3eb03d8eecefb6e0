/**
 * Test helpers for billing: an in-memory payment gateway, a local stand-in for Stripe's API (for the
 * gateway's contract test), signed webhook deliveries, an in-memory store, and a way to serve an app built with them.
 * @module
 */
export {
  FakeStripeServer,
  signedDelivery,
  type FakeSubscription,
  type RecordedStripeRequest,
} from './fake-stripe-server.js';
export { MemoryBillingStore } from './memory-billing-store.js';
export {
  MemoryPaymentGateway,
  type MemoryCheckout,
  type MemoryGatewayCall,
} from './memory-payment-gateway.js';
export { serveApp, type ServedApp } from './serve-app.js';
