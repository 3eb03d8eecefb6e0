import { describe, expect, it } from 'vitest';
import type { Quota } from '../../api';
import { jobLink, latestJobs } from './job-display';
import { usageNotice, usageView } from './usage';

const quota = (fields: Partial<Quota>): Quota => ({
  plan: 'free',
  monthly_limit: 3,
  used_this_month: 0,
  reset_date: '2026-12-01T00:00:00.000Z',
  subscription_active: false,
  can_process: true,
  ...fields,
});

describe('usageNotice', () => {
  it('says the limit is reached when the quota refuses, with the limit in the text', () => {
    expect(usageNotice(quota({ used_this_month: 3, can_process: false }))).toMatchObject({
      title: 'Monthly Limit Reached',
      text: "You've used all 3 uploads for this month. Upgrade to Pro for unlimited processing.",
      link: { label: 'Upgrade Now', to: '/pricing' },
    });
  });

  it('warns from 80 percent and switches to "Almost at your limit" at 90, stating uploads remaining', () => {
    expect(usageNotice(quota({ monthly_limit: 10, used_this_month: 7 }))).toBeNull();
    expect(usageNotice(quota({ monthly_limit: 10, used_this_month: 8 }))).toMatchObject({
      title: 'Getting close to your limit',
      text: 'You have 2 uploads remaining this month.',
      link: { label: 'View Plans' },
    });
    expect(usageNotice(quota({ monthly_limit: 10, used_this_month: 9 }))).toMatchObject({
      title: 'Almost at your limit',
      text: 'You have 1 upload remaining this month.',
    });
  });

  it('offers the upsell on the free plan below 50 percent only', () => {
    expect(usageNotice(quota({ used_this_month: 1 }))).toMatchObject({
      title: 'Enjoying the product?',
      link: { label: 'Learn More' },
    });
    expect(usageNotice(quota({ used_this_month: 2 }))).toBeNull();
    expect(usageNotice(quota({ plan: 'pro', monthly_limit: 10, used_this_month: 1 }))).toBeNull();
  });

  it('shows nothing for an unlimited plan', () => {
    expect(usageNotice(quota({ plan: 'pro', monthly_limit: 999_999, used_this_month: 500 }))).toBeNull();
  });
});

describe('usageView', () => {
  it('treats 999999 as unlimited and shows plan names with spaces for underscores', () => {
    expect(usageView(quota({ plan: 'pro', monthly_limit: 999_999, used_this_month: 4 }))).toMatchObject({
      unlimited: true,
      percent: 0,
      planName: 'pro',
    });
    expect(usageView({ ...quota({}), plan: 'pro_yearly' as Quota['plan'] }).planName).toBe('pro yearly');
    expect(usageView(quota({ used_this_month: 2 }))).toMatchObject({
      used: 2,
      limit: 3,
      remaining: 1,
      unlimited: false,
    });
  });
});

describe('recent activity', () => {
  const job = (id: string, created_at: string, fields: Record<string, unknown> = {}) =>
    ({
      job_id: id,
      filename: `${id}.pdf`,
      created_at,
      status: 'completed',
      video_status: 'not_started',
      progress: 100,
      current_step: '',
      video_error: null,
      error: null,
      ...fields,
    }) as Parameters<typeof latestJobs>[0][number];

  it('keeps the newest five', () => {
    const jobs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, i) => job(id, `2026-11-0${i + 1}T00:00:00Z`));
    expect(latestJobs(jobs).map((j) => j.job_id)).toEqual(['g', 'f', 'e', 'd', 'c']);
  });

  it('links a made video to View, a job that can go on to Continue, and a failed one to nothing', () => {
    expect(jobLink(job('a', '', { status: 'ready_for_editing', video_status: 'completed' }))).toBe('view');
    expect(jobLink(job('a', '', { status: 'ready_for_editing' }))).toBe('continue');
    expect(jobLink(job('a', '', { status: 'processing' }))).toBe('continue');
    expect(jobLink(job('a', '', { status: 'uploaded' }))).toBe('continue');
    expect(jobLink(job('a', '', { status: 'failed' }))).toBeNull();
    expect(jobLink(job('a', '', { status: 'error' }))).toBeNull();
  });
});
