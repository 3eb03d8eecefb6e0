/** The stored user document: the signed-in profile plus the plan and the month's usage. */
import type { SignedInUser } from '../shared/api-types.js';
import { usagePeriod, type UsageRecord } from '../shared/quota.js';

export const USER_SCHEMA_VERSION = 1;

export interface UserRecord extends SignedInUser, UsageRecord {
  schema_version: typeof USER_SCHEMA_VERSION;
  created_at: string;
}

/** The record a user gets on first sight: the free plan, nothing used. */
export function newUserRecord(user: SignedInUser, now: Date): UserRecord {
  return {
    schema_version: USER_SCHEMA_VERSION,
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    plan: 'free',
    subscription_active: false,
    used_this_month: 0,
    usage_period: usagePeriod(now),
    created_at: now.toISOString(),
  };
}
