/** What billing needs from the deployment's settings; the HTTPS function reads them from params and secrets. */
import type { PlanPriceIds } from '../shared/plans.js';

export interface BillingConfig {
  /** Stripe's secret API key; '' means billing is off. */
  secretKey: string;
  /** The signing secret of the webhook endpoint (`whsec_…`); '' means billing is off. */
  webhookSecret: string;
  prices: PlanPriceIds;
  /**
   * Where the Stripe SDK sends its calls, e.g. `http://127.0.0.1:12111` for a local stand-in; '' means
   * Stripe itself (https://api.stripe.com).
   */
  apiBase: string;
}

/** Billing is on only with both secrets: checkout without webhooks would take money and never upgrade anyone. */
export function billingEnabled(config: BillingConfig): boolean {
  return config.secretKey !== '' && config.webhookSecret !== '';
}

/**
 * A config from raw setting values: surrounding spaces dropped, so a secret set to a single space (a deploy
 * needs some value for every declared secret) means "not configured".
 */
export function billingConfigFrom(values: {
  secretKey?: string;
  webhookSecret?: string;
  pricePro?: string;
  priceUltimate?: string;
  apiBase?: string;
}): BillingConfig {
  const clean = (value: string | undefined): string => value?.trim() ?? '';
  return {
    secretKey: clean(values.secretKey),
    webhookSecret: clean(values.webhookSecret),
    prices: { pro: clean(values.pricePro), ultimate: clean(values.priceUltimate) },
    apiBase: clean(values.apiBase),
  };
}
