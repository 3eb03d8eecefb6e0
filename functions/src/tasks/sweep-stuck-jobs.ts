/**
 * The stuck-job sweep: a step whose last attempt died without a word (the instance was killed, ran out
 * of memory, hit its time limit) leaves its part of the job under way for ever. Every few minutes the
 * sweep ends such parts `failed` with a plain sentence and gives the month's count back, so the user
 * can start again. It judges only from what each attempt recorded as it began (runStep): an attempt is
 * dead once its deadline plus a margin has passed, and if Cloud Tasks still owed a retry, once the
 * longest retry gap has passed as well without a new attempt beginning. A slide's narration is
 * watched the same way, through the attempt record its `generating` state carries.
 */
import {
  changeJob,
  jobState,
  stepUnderWay,
  type Clock,
  type JobStore,
  type Logger,
  type UserStore,
} from '../backend/index.js';
import { audioKey, TRACKED_STEPS, type Job, type StepAttempt, type TrackedStep } from '../shared/job.js';

/** Time allowed past an attempt's deadline for the platform to stop it and the record to settle. */
export const SWEEP_MARGIN_MS = 2 * 60_000;
/** triggers.ts: every queue's maxBackoffSeconds, the longest Cloud Tasks waits before a retry. */
export const RETRY_GAP_MS = 600_000;

/** What the user reads; a dead worker is never the user's fault, so the count is given back. */
const DIED: Record<TrackedStep, string> = {
  extract:
    'Reading the paper stopped before it finished, because of a problem on our side. It does not count against your monthly allowance; please start it again.',
  plan: 'Planning the slides stopped before it finished, because of a problem on our side. It does not count against your monthly allowance; please start it again.',
  slides:
    'Drawing the slides stopped before it finished, because of a problem on our side. Please try again.',
  video:
    'Making the video stopped before it finished, because of a problem on our side. It does not count against your monthly allowance; please try again.',
};

/** A slide's narration that stopped: no count to give back, as narration is not counted. */
const audioDied = (slide: number): string =>
  `Recording the narration for slide ${slide + 1} stopped before it finished, because of a problem on our side. Please generate it again.`;

/** Whether an attempt is dead and no retry of it is coming. */
function attemptDead(record: StepAttempt, now: Date): boolean {
  const last = record.attempt + 1 >= record.max_attempts;
  return now.getTime() > Date.parse(record.deadline_at) + SWEEP_MARGIN_MS + (last ? 0 : RETRY_GAP_MS);
}

/**
 * Whether `step`'s latest attempt on `job` is dead and no retry is coming.
 */
export function isStuck(job: Job, step: TrackedStep, now: Date): boolean {
  const record = job.attempts?.[step];
  return record !== undefined && stepUnderWay(job, step) && attemptDead(record, now);
}

/**
 * Whether slide `slide`'s narration is generating under an attempt that is dead with no retry coming.
 */
export function isAudioStuck(job: Job, slide: number, now: Date): boolean {
  const state = job.audio[audioKey(slide)];
  return state?.status === 'generating' && state.attempt !== undefined && attemptDead(state.attempt, now);
}

export interface SweepResult {
  /** Jobs whose parts under way were looked at. */
  examined: number;
  /** Parts ended `failed` by this sweep. */
  failed: number;
}

export async function sweepStuckJobs(deps: {
  jobs: JobStore;
  users: UserStore;
  clock: Clock;
  log: Logger;
}): Promise<SweepResult> {
  const now = deps.clock.now();
  const jobs = await deps.jobs.listUnderWay();
  let failed = 0;
  for (const job of jobs) {
    for (const step of TRACKED_STEPS) {
      if (!isStuck(job, step, now)) continue;
      const ended = await changeJob(
        deps.jobs,
        job.job_id,
        jobState.stepDied(step, DIED[step], now.toISOString(), (stored) => isStuck(stored, step, now)),
      );
      if (ended === undefined) continue;
      failed += 1;
      deps.log.error('A step died without finishing; the sweep ended it', {
        jobId: job.job_id,
        step,
        attempt: job.attempts?.[step],
      });
      if (step !== 'slides') await deps.users.refund(job.owner_uid, job.job_id, now);
    }
    for (const slide of (job.slides_plan ?? []).keys()) {
      if (!isAudioStuck(job, slide, now)) continue;
      const ended = await changeJob(
        deps.jobs,
        job.job_id,
        jobState.audioDied(slide, audioDied(slide), now.toISOString(), (stored) =>
          isAudioStuck(stored, slide, now),
        ),
      );
      if (ended === undefined) continue;
      failed += 1;
      deps.log.error("A slide's narration died without finishing; the sweep ended it", {
        jobId: job.job_id,
        slide,
        attempt: job.audio[audioKey(slide)]?.attempt,
      });
    }
  }
  return { examined: jobs.length, failed };
}
