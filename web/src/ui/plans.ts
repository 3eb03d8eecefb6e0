/**
 * The plans as shown when the billing routes cannot be reached: the server's own catalog
 * (functions/src/shared/plans.ts), without price ids.
 */
import { listPlans } from '../../../functions/src/shared/plans';
import type { Plan, PlanType } from '../api';

export const STATIC_PLANS: Plan[] = listPlans({ pro: '', ultimate: '' });

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
