/**
 * The three plans as the pricing page shows them (docs/product.md §1, §9): free, pro ($10/month, "Most Popular")
 * and ultimate ($20/month). GET /subscription/plans sends these with the server's Stripe price ids, and
 * the web client shows the same cards when it cannot reach the server.
 *
 * Imports nothing from Node or Firebase so the web client can use it too.
 */
import { MONTHLY_LIMITS, type PlanType } from './quota.js';

/** The Stripe price ids of the paid plans; '' means not configured. */
export interface PlanPriceIds {
  pro: string;
  ultimate: string;
}

/** One plan card. */
export interface PlanCard {
  name: string;
  type: PlanType;
  /** The Stripe price to check out with; null for free, or when this server has none configured. */
  price_id: string | null;
  /** Whole US dollars per month. */
  price: number;
  currency: 'usd';
  interval: 'month';
  monthly_limit: number;
  most_popular: boolean;
  features: string[];
}

/** GET /subscription/plans. */
export interface PlansResponse {
  plans: PlanCard[];
  /** False when this server has no Stripe keys: the plans can be shown but not bought. */
  billing_enabled: boolean;
}

const CATALOG: Record<PlanType, Omit<PlanCard, 'price_id' | 'monthly_limit'>> = {
  free: {
    name: 'Free',
    type: 'free',
    price: 0,
    currency: 'usd',
    interval: 'month',
    most_popular: false,
    features: [
      '3 video generations per month',
      'HD video',
      'AI voice-overs',
      'PowerPoint export',
      'No credit card required',
    ],
  },
  pro: {
    name: 'Pro',
    type: 'pro',
    price: 10,
    currency: 'usd',
    interval: 'month',
    most_popular: true,
    features: [
      'Unlimited video generations',
      'HD video',
      'AI voice-overs',
      'PowerPoint export',
      'Priority support',
      'Advanced features',
    ],
  },
  ultimate: {
    name: 'Ultimate',
    type: 'ultimate',
    price: 20,
    currency: 'usd',
    interval: 'month',
    most_popular: false,
    features: [
      'Unlimited video generations',
      'HD video',
      'AI voice-overs',
      'PowerPoint export',
      'Priority support',
      'Advanced features',
      'Early access to new voices and layouts',
    ],
  },
};

/** The features a plan lists. */
export function featuresOf(plan: PlanType): string[] {
  return [...CATALOG[plan].features];
}

/**
 * Free, pro, ultimate, in that order.
 * @example listPlans({ pro: 'price_123', ultimate: '' })[1]?.price_id === 'price_123'
 */
export function listPlans(prices: PlanPriceIds): PlanCard[] {
  const priceId = (plan: PlanType): string | null =>
    plan === 'free' || prices[plan] === '' ? null : prices[plan];
  return (['free', 'pro', 'ultimate'] as const).map((plan) => ({
    ...CATALOG[plan],
    features: featuresOf(plan),
    price_id: priceId(plan),
    monthly_limit: MONTHLY_LIMITS[plan],
  }));
}

/** A subscription's state as Stripe names it, or none. */
export type SubscriptionStatus =
  | 'none'
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/** GET /subscription/info (docs/product.md §3), and the answer of cancel and reactivate. */
export interface SubscriptionInfo {
  plan_type: PlanType;
  status: SubscriptionStatus;
  monthly_limit: number;
  /** ISO; when the paid period ends (renews, or ends for good when cancel_at_period_end). Null without a subscription. */
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  features: string[];
  billing_enabled: boolean;
}
