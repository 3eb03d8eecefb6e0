/**
 * Plans and the monthly video quota (docs/product.md §1, §3, §6, §9). The arithmetic lives here as pure functions
 * so every user store (Firestore transaction, in-memory fake) counts the same way, and the web client
 * can show the same numbers.
 *
 * Imports nothing from Node or Firebase so the web client can use it too.
 */

export const PLAN_TYPES = ['free', 'pro', 'ultimate'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** A monthly_limit of this value means unlimited; the client shows ∞. */
export const UNLIMITED = 999_999;

/** Videos a plan may start per calendar month (UTC). */
export const MONTHLY_LIMITS: Record<PlanType, number> = { free: 3, pro: UNLIMITED, ultimate: UNLIMITED };

/** The quota as GET /user/quota returns it (docs/product.md §3). */
export interface Quota {
  plan: PlanType;
  monthly_limit: number;
  used_this_month: number;
  /** ISO time of the first instant of next month, UTC. */
  reset_date: string;
  subscription_active: boolean;
  can_process: boolean;
}

/** The counting part of a user's record. */
export interface UsageRecord {
  plan: PlanType;
  subscription_active: boolean;
  used_this_month: number;
  /** The month `used_this_month` counts, as `YYYY-MM` (UTC); an older month means nothing used yet. */
  usage_period: string;
  /**
   * ISO time until which a paid plan holds without further word from the billing provider (a cancelled
   * subscription's period end); from then on the user counts as free even if no webhook arrives. Absent or
   * null: the plan holds until changed.
   */
  paid_until?: string | null;
}

/** The month `now` falls in, as `YYYY-MM` in UTC. */
export function usagePeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The first instant of the month after `now`, UTC, as an ISO string. */
export function nextResetDate(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

/** Videos counted in the current month; a record from an earlier month counts as zero. */
export function usedThisMonth(usage: UsageRecord, now: Date): number {
  return usage.usage_period === usagePeriod(now) ? usage.used_this_month : 0;
}

/** True when a paid plan's `paid_until` has passed: the user is back on the free plan. */
export function paidPlanLapsed(usage: UsageRecord, now: Date): boolean {
  if (usage.plan === 'free' || usage.paid_until === undefined || usage.paid_until === null) return false;
  return now.getTime() >= Date.parse(usage.paid_until);
}

export function quotaOf(usage: UsageRecord, now: Date): Quota {
  const lapsed = paidPlanLapsed(usage, now);
  const plan = lapsed ? 'free' : usage.plan;
  const limit = MONTHLY_LIMITS[plan];
  const used = usedThisMonth(usage, now);
  return {
    plan,
    monthly_limit: limit,
    used_this_month: used,
    reset_date: nextResetDate(now),
    subscription_active: usage.subscription_active && !lapsed,
    can_process: used < limit,
  };
}

export type CountResult = { ok: true; usage: UsageRecord } | { ok: false; quota: Quota };

/**
 * Counts one started video, or refuses at the limit. Stores call it inside their transaction with the
 * record they just read and write back `usage` when ok.
 */
export function countVideo(usage: UsageRecord, now: Date): CountResult {
  const quota = quotaOf(usage, now);
  if (!quota.can_process) return { ok: false, quota };
  return {
    ok: true,
    usage: { ...usage, used_this_month: quota.used_this_month + 1, usage_period: usagePeriod(now) },
  };
}

/**
 * Gives back a video counted in `countedPeriod`. A count from an earlier month has already been
 * reset away, so it gives nothing back.
 */
export function refundVideo(usage: UsageRecord, countedPeriod: string, now: Date): UsageRecord {
  if (countedPeriod !== usagePeriod(now) || usage.usage_period !== countedPeriod) return usage;
  return { ...usage, used_this_month: Math.max(0, usage.used_this_month - 1) };
}

/**
 * The 'Monthly Limit Reached' sentence (docs/product.md §8): the notice of the dashboard and the wizard,
 * and the server's reason when it refuses an upload or a start at the limit.
 */
export function limitReachedDetail(quota: Pick<Quota, 'monthly_limit'>): string {
  return `You've used all ${quota.monthly_limit} uploads for this month. Upgrade to Pro for unlimited processing.`;
}

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (PLAN_TYPES as readonly string[]).includes(value);
}
