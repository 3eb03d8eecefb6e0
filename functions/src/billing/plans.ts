/** Which plan a Stripe price buys; the plans themselves are in shared/plans.ts, which the web client shares. */
import type { PlanPriceIds } from '../shared/plans.js';

/** The paid plan a configured price id buys, or undefined for any other id. */
export function planForPrice(priceId: string, prices: PlanPriceIds): 'pro' | 'ultimate' | undefined {
  if (priceId === '') return undefined;
  if (priceId === prices.pro) return 'pro';
  if (priceId === prices.ultimate) return 'ultimate';
  return undefined;
}
