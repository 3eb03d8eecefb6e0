/** Ends a job in `failed` with a sentence for the user and gives the month's count back: a job without a video costs nothing. */
import { changeJob, jobState } from '../backend/index.js';
import type { Job } from '../shared/job.js';
import type { TaskDeps } from './task-deps.js';

export async function failJob(
  deps: Pick<TaskDeps, 'jobs' | 'users' | 'clock'>,
  job: Job,
  detail: string,
): Promise<void> {
  await changeJob(deps.jobs, job.job_id, jobState.failed(detail, deps.clock.now().toISOString()));
  // Whoever was at fault, no video came of it. refund is once per job in the store, so a second
  // failure report cannot give back twice.
  await deps.users.refund(job.owner_uid, job.job_id, deps.clock.now());
}
