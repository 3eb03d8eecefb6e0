/** The plan step: the stored document becomes the slide plan the user reviews. */
import { changeJob, jobPdfPassword, jobState, loadDocument, type StageTask } from '../backend/index.js';
import { createExtractivePlanner, planSlides, recordPlanning } from '../pipeline/index.js';
import { failJob } from './fail-job.js';
import { runStep } from './run-step.js';
import { sharpenShownFigures } from './sharpen-shown-figures.js';
import type { TaskAttempt, TaskDeps } from './task-deps.js';

/**
 * Plans the slides with the job's settings and saves `slides_plan`; the job becomes `completed`
 * (plan ready to review) at progress 100. What the planner wants the user to know (text of a long
 * paper left out, the built-in planner standing in for a failed AI planner) follows "Slide plan ready"
 * in `current_step`; why a provider failed goes to the log only. A job that is no longer processing
 * (already planned by an earlier delivery, or failed) is left alone.
 */
export function handlePlan(task: StageTask, deps: TaskDeps, attempt: TaskAttempt): Promise<void> {
  return runStep(task, deps, attempt, {
    step: 'plan',
    skip: (job) => (job.status !== 'processing' ? `the job is ${job.status}` : undefined),
    progress: { stages: ['read', 'plan'], writesProgress: true },
    async work(job, progress) {
      const document = await loadDocument(deps.files, job.job_id);
      const planning = recordPlanning(deps.planner ?? createExtractivePlanner());
      const plan = await planSlides(document, {
        slideCount: job.settings?.slide_count,
        voice: job.settings?.voice_id,
        planner: planning.planner,
        onProgress: progress.stage('plan'),
      });
      await sharpenShownFigures(deps, task.uid, job.job_id, plan, jobPdfPassword(deps.urlSigningKey, job));
      return { plan, report: planning.report() };
    },
    async done(job, { plan, report }) {
      if (report?.fallbackReason !== undefined) {
        deps.log.error('The AI planner failed; the built-in planner made the plan', {
          jobId: job.job_id,
          reason: report.fallbackReason,
        });
      }
      const notices = report?.notices ?? [];
      const step = notices.length === 0 ? 'Slide plan ready' : `Slide plan ready. ${notices.join(' ')}`;
      await changeJob(deps.jobs, job.job_id, jobState.planned(plan, step, deps.clock.now().toISOString()));
    },
    fallbackDetail:
      'Something went wrong on our side while planning the slides. It does not count against your monthly allowance; please try again.',
    fail: (job, detail) => failJob(deps, job, detail),
  });
}
