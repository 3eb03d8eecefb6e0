/** GET /subscription/info (docs/product.md §3): the user's plan as the account page shows it. */
import type { Quota } from '../shared/quota.js';
import type { BillingRecord } from './billing-store.js';
import { featuresOf, type SubscriptionInfo } from '../shared/plans.js';

/**
 * The info from the quota (which already treats a lapsed paid period as free) and the stored record.
 */
export function subscriptionInfo(
  quota: Quota,
  record: BillingRecord | undefined,
  billingEnabled: boolean,
): SubscriptionInfo {
  const base = {
    plan_type: quota.plan,
    monthly_limit: quota.monthly_limit,
    features: featuresOf(quota.plan),
    billing_enabled: billingEnabled,
  };
  if (record === undefined || record.source === 'none') {
    // A plan written into the user record by hand still shows as active.
    return {
      ...base,
      status: quota.plan === 'free' ? 'none' : 'active',
      current_period_end: null,
      cancel_at_period_end: false,
    };
  }
  // The period ended with no webhook since: the plan is over even if Stripe has not said so yet.
  const lapsed = record.plan !== 'free' && quota.plan === 'free';
  return {
    ...base,
    status: lapsed ? 'canceled' : record.status,
    current_period_end: record.current_period_end,
    cancel_at_period_end: lapsed ? false : record.cancel_at_period_end,
  };
}
