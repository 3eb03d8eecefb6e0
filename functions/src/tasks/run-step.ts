/**
 * The one way a step runs (extract, plan, audio, slides, video): load the job the task names, decide
 * whether this delivery has work, run it with a progress writer, and end in exactly one outcome. The
 * progress writer is closed in `finally`, before any final state is written, so a late progress report
 * never overwrites "failed" or "ready"; a failure is settled once by settleFailure (retry or fail).
 */
import { changeJob, jobState, type Clock, type StageTask } from '../backend/index.js';
import type { StageName } from '../pipeline/index.js';
import type { Job, StepAttempt, TrackedStep } from '../shared/job.js';
import { loadTaskJob } from './load-task-job.js';
import { createProgressWriter, type ProgressWriter } from './progress-writer.js';
import { settleFailure } from './settle-failure.js';
import { DEFAULT_STEP_TIMEOUT_SECONDS, type TaskAttempt, type TaskDeps } from './task-deps.js';

export interface StepDefinition<T> {
  /** The step: its name in logs, and the attempt record the stuck-job sweep watches (audio, per slide, has none). */
  step: TrackedStep | 'audio';
  /** Why this delivery has nothing to do (an earlier one finished, the job moved on), or undefined to run. */
  skip(job: Job): string | undefined;
  /** The engine stages the step reports progress for; `writesProgress` as in ProgressWriterOptions. */
  progress: { stages: readonly StageName[]; writesProgress: boolean };
  /** The work itself; any state it records on the way goes through jobState like everything else. */
  work(job: Job, progress: ProgressWriter): Promise<T>;
  /** Records success (the progress writer is closed by then). */
  done(job: Job, result: T): Promise<void>;
  /** Said to the user when the error carries no sentence of its own. */
  fallbackDetail: string;
  /** Records the end of the work for good. */
  fail(job: Job, detail: string, error: unknown): Promise<void>;
  /** Extra fields for the log lines. */
  context?: Record<string, unknown>;
}

/**
 * The record of an attempt beginning now: what the sweep judges it by. The audio and video steps also
 * put it on each slide they narrate.
 */
export function attemptRecord(clock: Clock, attempt: TaskAttempt): StepAttempt {
  const began = clock.now();
  const deadline = new Date(
    began.getTime() + (attempt.timeoutSeconds ?? DEFAULT_STEP_TIMEOUT_SECONDS) * 1000,
  );
  return {
    attempt: attempt.retryCount,
    max_attempts: attempt.maxAttempts,
    began_at: began.toISOString(),
    deadline_at: deadline.toISOString(),
  };
}

export async function runStep<T>(
  task: StageTask,
  deps: TaskDeps,
  attempt: TaskAttempt,
  definition: StepDefinition<T>,
): Promise<void> {
  const job = await loadTaskJob(task, deps, definition.step);
  if (job === undefined) return;
  const reason = definition.skip(job);
  if (reason !== undefined) {
    deps.log.info(`${definition.step} task with nothing to do: ${reason}`, { jobId: job.job_id });
    return;
  }
  if (definition.step !== 'audio') {
    // Recorded before any work, so an attempt that dies anywhere after this is seen by the sweep.
    const record = attemptRecord(deps.clock, attempt);
    await changeJob(deps.jobs, job.job_id, jobState.attemptBegan(definition.step, record, record.began_at));
  }
  const progress = createProgressWriter({ ...deps, jobId: job.job_id, ...definition.progress });
  try {
    const result = await definition.work(job, progress);
    await progress.close();
    await definition.done(job, result);
  } catch (error) {
    await progress.close();
    await settleFailure({
      error,
      attempt,
      log: deps.log,
      context: { stage: definition.step, jobId: job.job_id, ...definition.context },
      fallbackDetail: definition.fallbackDetail,
      fail: (detail) => definition.fail(job, detail, error),
    });
  } finally {
    await progress.close();
  }
}
