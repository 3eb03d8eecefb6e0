/** The job a task is about, checked against the task: a task for a deleted or foreign job does nothing. */
import type { StageTask } from '../backend/index.js';
import type { Job } from '../shared/job.js';
import type { TaskDeps } from './task-deps.js';

/**
 * The job, or undefined (logged) when it is gone or belongs to someone else. Returning rather than
 * throwing matters: a throw would make Cloud Tasks retry a task that can never succeed.
 */
export async function loadTaskJob(
  task: StageTask,
  deps: Pick<TaskDeps, 'jobs' | 'log'>,
  stage: string,
): Promise<Job | undefined> {
  const job = await deps.jobs.get(task.job_id);
  if (job === undefined || job.owner_uid !== task.uid) {
    deps.log.error("Task for a job that does not exist or is not the sender's; dropped", {
      stage,
      jobId: task.job_id,
      uid: task.uid,
    });
    return undefined;
  }
  return job;
}
