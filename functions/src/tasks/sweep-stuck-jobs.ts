/**
 * The stuck-job sweep: a step whose last attempt died without a word (the instance was killed, ran out
 * of memory, hit its time limit) leaves its part of the job under way for ever. Every few minutes the
 * sweep ends such parts `failed` with a plain sentence and gives the month's count back, so the user
 * can start again. It judges only from what each attempt recorded as it began (runStep): an attempt is
 * dead once its deadline plus a margin has passed, and if Cloud Tasks still owed a retry, once the
 * longest retry gap has passed as well without a new attempt beginning.
 */
import { changeJob, jobState, stepUnderWay, type Clock, type JobStore, type Logger, type UserStore } from '../backend/index.js';
import { TRACKED_STEPS, type Job, type TrackedStep } from '../shared/job.js';

/** Time allowed past an attempt's deadline for the platform to stop it and the record to settle. @public */
export const SWEEP_MARGIN_MS = 2 * 60_000;
/** triggers.ts: every queue's maxBackoffSeconds, the longest Cloud Tasks waits before a retry. @public */
export const RETRY_GAP_MS = 600_000;

/** What the user reads; a dead worker is never the user's fault, so the count is given back. */
const DIED: Record<TrackedStep, string> = {
  extract: 'Reading the paper stopped before it finished, because of a problem on our side. It does not count against your monthly allowance; please start it again.',
  plan: 'Planning the slides stopped before it finished, because of a problem on our side. It does not count against your monthly allowance; please start it again.',
  slides: 'Drawing the slides stopped before it finished, because of a problem on our side. Please try again.',
  video: 'Making the video stopped before it finished, because of a problem on our side. It does not count against your monthly allowance; please try again.',
};

/**
 * Whether `step`'s latest attempt on `job` is dead and no retry is coming.
 * @public
 */
export function isStuck(job: Job, step: TrackedStep, now: Date): boolean {
  const record = job.attempts?.[step];
  if (record === undefined || !stepUnderWay(job, step)) return false;
  const last = record.attempt + 1 >= record.max_attempts;
  return now.getTime() > Date.parse(record.deadline_at) + SWEEP_MARGIN_MS + (last ? 0 : RETRY_GAP_MS);
}

/** @public */
export interface SweepResult {
  /** Jobs whose parts under way were looked at. */
  examined: number;
  /** Parts ended `failed` by this sweep. */
  failed: number;
}

/** @public */
export async function sweepStuckJobs(deps: { jobs: JobStore; users: UserStore; clock: Clock; log: Logger }): Promise<SweepResult> {
  const now = deps.clock.now();
  const jobs = await deps.jobs.listUnderWay();
  let failed = 0;
  for (const job of jobs) {
    for (const step of TRACKED_STEPS) {
      if (!isStuck(job, step, now)) continue;
      const ended = await changeJob(deps.jobs, job.job_id, jobState.stepDied(step, DIED[step], now.toISOString(), (stored) => isStuck(stored, step, now)));
      if (ended === undefined) continue;
      failed += 1;
      deps.log.error('A step died without finishing; the sweep ended it', { jobId: job.job_id, step, attempt: job.attempts?.[step] });
      if (step !== 'slides') await deps.users.refund(job.owner_uid, job.job_id, now);
    }
  }
  return { examined: jobs.length, failed };
}
