/** The plan step: the stored document becomes the slide plan the user reviews. */
import { loadDocument, type StageTask } from '../backend/index.js';
import { createExtractivePlanner, planSlides, recordPlanning } from '../pipeline/index.js';
import { failJob } from './fail-job.js';
import { loadTaskJob } from './load-task-job.js';
import { createProgressWriter } from './progress-writer.js';
import { settleFailure } from './settle-failure.js';
import type { TaskAttempt, TaskDeps } from './task-deps.js';

/**
 * Plans the slides with the job's settings and saves `slides_plan`; the job becomes `completed`
 * (plan ready to review) at progress 100. What the planner wants the user to know (text of a long
 * paper left out, the built-in planner standing in for a failed AI planner) follows "Slide plan ready"
 * in `current_step`; why a provider failed goes to the log only. A job that is no longer processing
 * (already planned by an earlier delivery, or failed) is left alone.
 * @public
 */
export async function handlePlan(task: StageTask, deps: TaskDeps, attempt: TaskAttempt): Promise<void> {
  const job = await loadTaskJob(task, deps, 'plan');
  if (job === undefined) return;
  if (job.status !== 'processing') {
    deps.log.info('Plan task for a job that is not processing; nothing to do', { jobId: job.job_id, status: job.status });
    return;
  }
  const progress = createProgressWriter({ ...deps, jobId: job.job_id, stages: ['read', 'plan'], writesProgress: true });
  try {
    const document = await loadDocument(deps.files, job.job_id);
    const planning = recordPlanning(deps.planner ?? createExtractivePlanner());
    const plan = await planSlides(document, {
      slideCount: job.settings?.slide_count,
      voice: job.settings?.voice_id,
      planner: planning.planner,
      onProgress: progress.stage('plan'),
    });
    await progress.close();
    const report = planning.report();
    if (report?.fallbackReason !== undefined) {
      deps.log.error('The AI planner failed; the built-in planner made the plan', { jobId: job.job_id, reason: report.fallbackReason });
    }
    const notices = report?.notices ?? [];
    await deps.jobs.update(job.job_id, {
      slides_plan: plan,
      status: 'completed',
      progress: 100,
      current_step: notices.length === 0 ? 'Slide plan ready' : `Slide plan ready. ${notices.join(' ')}`,
      error: null,
      updated_at: deps.clock.now().toISOString(),
    });
  } catch (error) {
    await progress.close();
    await settleFailure({
      error,
      attempt,
      log: deps.log,
      context: { stage: 'plan', jobId: job.job_id },
      fallbackDetail: 'Something went wrong on our side while planning the slides. It does not count against your monthly allowance; please try again.',
      fail: (detail, ours) => failJob(deps, job, detail, ours),
    });
  }
}
