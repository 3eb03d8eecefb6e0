/**
 * Billing's Firestore store, apart from the rest of billing so the routes and their tests load no Firebase.
 * @module
 */
export { createFirestoreBillingStore } from './firestore-billing-store.js';
