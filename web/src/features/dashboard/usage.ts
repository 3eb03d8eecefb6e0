/** The numbers and notices of the usage panel (docs/product.md §2, §4, §8, §9), kept pure so they are easy to test. */
import type { Quota } from '../../api';
import { UNLIMITED } from '../../../../functions/src/shared/quota';
import { limitReachedNotice, type LimitReachedNotice } from '../../ui/limit-notice';

export interface UsageView {
  planName: string;
  unlimited: boolean;
  used: number;
  limit: number;
  remaining: number;
  /** 0–100 of the limit used; 0 when unlimited. */
  percent: number;
}

export type UsageNotice =
  | LimitReachedNotice
  | {
      kind: 'almost';
      title: 'Almost at your limit';
      text: string;
      link: { label: 'View Plans'; to: '/pricing' };
    }
  | {
      kind: 'close';
      title: 'Getting close to your limit';
      text: string;
      link: { label: 'View Plans'; to: '/pricing' };
    }
  | {
      kind: 'upsell';
      title: 'Enjoying the product?';
      text: string;
      link: { label: 'Learn More'; to: '/pricing' };
    };

export function usageView(quota: Quota): UsageView {
  const unlimited = quota.monthly_limit >= UNLIMITED;
  const used = quota.used_this_month;
  const limit = quota.monthly_limit;
  const remaining = Math.max(0, limit - used);
  const percent = unlimited || limit <= 0 ? 0 : Math.min(100, (used / limit) * 100);
  return { planName: quota.plan.replace(/_/g, ' '), unlimited, used, limit, remaining, percent };
}

const uploadsLeft = (n: number) => `You have ${n} upload${n === 1 ? '' : 's'} remaining this month.`;

/** The one notice the panel shows, by the thresholds of docs/product.md §8, §9; null when none applies. */
export function usageNotice(quota: Quota): UsageNotice | null {
  const view = usageView(quota);
  if (!quota.can_process) return limitReachedNotice(quota);
  if (view.unlimited) return null;
  if (view.percent >= 90)
    return {
      kind: 'almost',
      title: 'Almost at your limit',
      text: uploadsLeft(view.remaining),
      link: { label: 'View Plans', to: '/pricing' },
    };
  if (view.percent >= 80)
    return {
      kind: 'close',
      title: 'Getting close to your limit',
      text: uploadsLeft(view.remaining),
      link: { label: 'View Plans', to: '/pricing' },
    };
  if (quota.plan === 'free' && view.percent < 50) {
    return {
      kind: 'upsell',
      title: 'Enjoying the product?',
      text: 'Pro gives you unlimited videos, priority support and advanced features.',
      link: { label: 'Learn More', to: '/pricing' },
    };
  }
  return null;
}
