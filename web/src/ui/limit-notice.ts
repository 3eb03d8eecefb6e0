/** The 'Monthly Limit Reached' notice (docs/product.md §8), shown by the dashboard and the wizard alike. */
import { limitReachedDetail, type Quota } from '../../../functions/src/shared/quota';

export interface LimitReachedNotice {
  kind: 'limit-reached';
  title: 'Monthly Limit Reached';
  text: string;
  link: { label: 'Upgrade Now'; to: '/pricing' };
}

export function limitReachedNotice(quota: Pick<Quota, 'monthly_limit'>): LimitReachedNotice {
  return {
    kind: 'limit-reached',
    title: 'Monthly Limit Reached',
    text: limitReachedDetail(quota),
    link: { label: 'Upgrade Now', to: '/pricing' },
  };
}
