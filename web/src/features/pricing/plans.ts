/**
 * The plans as shown when the billing routes cannot be reached: the same numbers as the server
 * (SPEC §9 and functions/src/shared/quota.ts).
 */
import { MONTHLY_LIMITS } from '../../../../functions/src/shared/quota';
import type { Plan, PlanType } from '../../api';

export const STATIC_PLANS: Plan[] = [
  {
    name: 'Free',
    type: 'free',
    price_id: null,
    price: 0,
    currency: 'usd',
    interval: 'month',
    monthly_limit: MONTHLY_LIMITS.free,
    most_popular: false,
    features: ['3 video generations per month', 'HD video', 'AI voice-overs', 'PowerPoint export', 'No credit card required'],
  },
  {
    name: 'Pro',
    type: 'pro',
    price_id: null,
    price: 10,
    currency: 'usd',
    interval: 'month',
    monthly_limit: MONTHLY_LIMITS.pro,
    most_popular: true,
    features: ['Unlimited video generations', 'HD video', 'AI voice-overs', 'PowerPoint export', 'Priority support', 'Advanced features'],
  },
  {
    name: 'Ultimate',
    type: 'ultimate',
    price_id: null,
    price: 20,
    currency: 'usd',
    interval: 'month',
    monthly_limit: MONTHLY_LIMITS.ultimate,
    most_popular: false,
    features: ['Everything in Pro', 'Unlimited video generations', 'Premium voices', 'Priority processing', 'Priority support'],
  },
];

export function staticPlan(type: PlanType): Plan {
  return STATIC_PLANS.find((plan) => plan.type === type) ?? (STATIC_PLANS[0] as Plan);
}

/** "$10" for whole amounts, "$9.50" otherwise; the currency symbol of the reader's locale. */
export function formatPrice(plan: Pick<Plan, 'price' | 'currency'>): string {
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: plan.currency.toUpperCase(),
      minimumFractionDigits: Number.isInteger(plan.price) ? 0 : 2,
    }).format(plan.price);
  } catch {
    return `$${plan.price}`;
  }
}
