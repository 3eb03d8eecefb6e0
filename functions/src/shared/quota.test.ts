import { describe, expect, it } from 'vitest';
import { countVideo, nextResetDate, quotaOf, refundVideo, UNLIMITED, type UsageRecord } from './quota.js';

const march = new Date('2025-03-14T12:00:00Z');
const free = (used: number, period = '2025-03'): UsageRecord => ({
  plan: 'free',
  subscription_active: false,
  used_this_month: used,
  usage_period: period,
});

describe('quota', () => {
  it('resets on the first instant of next month in UTC, across the year end', () => {
    expect(nextResetDate(march)).toBe('2025-04-01T00:00:00.000Z');
    expect(nextResetDate(new Date('2025-12-31T23:59:59Z'))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('counts up to three free videos and then refuses', () => {
    const third = countVideo(free(2), march);
    expect(third.ok && third.usage.used_this_month).toBe(3);
    const fourth = countVideo(free(3), march);
    expect(fourth).toEqual({
      ok: false,
      quota: expect.objectContaining({ can_process: false, used_this_month: 3, monthly_limit: 3 }),
    });
  });

  it('starts a new month at zero', () => {
    expect(quotaOf(free(3, '2025-02'), march)).toMatchObject({ used_this_month: 0, can_process: true });
    const counted = countVideo(free(3, '2025-02'), march);
    expect(counted.ok && counted.usage).toEqual(free(1));
  });

  it('treats pro and ultimate as unlimited', () => {
    expect(quotaOf({ ...free(500), plan: 'pro', subscription_active: true }, march)).toMatchObject({
      monthly_limit: UNLIMITED,
      can_process: true,
    });
  });

  it('gives a refund back only within the month it was counted', () => {
    expect(refundVideo(free(2), '2025-03', march).used_this_month).toBe(1);
    expect(refundVideo(free(2), '2025-02', march).used_this_month).toBe(2);
    expect(refundVideo(free(0), '2025-03', march).used_this_month).toBe(0);
  });
});
