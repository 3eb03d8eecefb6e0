/** Ends a job in `failed` with a sentence for the user, giving the count back when it was not their fault. */
import { changeJob, jobState } from '../backend/index.js';
import type { Job } from '../shared/job.js';
import type { TaskDeps } from './task-deps.js';

/** @public */
export async function failJob(deps: Pick<TaskDeps, 'jobs' | 'users' | 'clock'>, job: Job, detail: string, refund: boolean): Promise<void> {
  await changeJob(deps.jobs, job.job_id, jobState.failed(detail, deps.clock.now().toISOString()));
  // refund is once per job in the store, so a second failure report cannot give back twice.
  if (refund) await deps.users.refund(job.owner_uid, job.job_id, deps.clock.now());
}
