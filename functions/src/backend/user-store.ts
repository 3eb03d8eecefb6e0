/** Users, their plan and their monthly count. The Firestore implementation runs each count in a transaction. */
import type { SignedInUser } from '../shared/api-types.js';
import type { Quota } from '../shared/quota.js';
import type { UserRecord } from './user-record.js';

/** Outcome of {@link UserStore.startJob}: counted (or already counted), or refused at the limit. */
export type StartJobResult = { ok: true; quota: Quota } | { ok: false; quota: Quota };

export interface UserStore {
  /** The user's record, created with the free plan on first sight; the profile fields are refreshed. */
  getOrCreate(user: SignedInUser, now: Date): Promise<UserRecord>;
  /** The quota as of `now`; a user never seen before has the free plan with nothing used. */
  getQuota(uid: string, now: Date): Promise<Quota>;
  /**
   * One atomic check-and-count: counts job `jobId` against the month unless the limit is reached.
   * Counting the same job again (a retried request) succeeds without counting twice, so concurrent
   * starts of N different jobs with one video left let exactly one through.
   */
  startJob(uid: string, jobId: string, now: Date): Promise<StartJobResult>;
  /** Gives back the count of a job that failed for our reasons; at most once per job, and only within the month it was counted. */
  refund(uid: string, jobId: string, now: Date): Promise<void>;
}
