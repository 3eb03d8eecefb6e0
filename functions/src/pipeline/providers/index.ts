/**
 * What every cloud provider client of the engine shares: one error type and one retry policy.
 * @module
 */
export {
  ProviderError,
  isProviderError,
  kindOfStatus,
  parseRetryAfter,
  type ProviderErrorKind,
} from './provider-error.js';
export { withRetries, type RetryOptions } from './with-retries.js';
export { loadGeminiSdk } from './load-gemini-sdk.js';
