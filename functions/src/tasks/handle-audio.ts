/** The audio step: one slide's saved script becomes `jobs/{jobId}/audio/slide_{n}.wav`. */
import {
  changeJob,
  hasDocument,
  jobFiles,
  jobState,
  loadDocument,
  type StageTask,
} from '../backend/index.js';
import { audioKey } from '../shared/job.js';
import { attemptRecord, runStep } from './run-step.js';
import type { TaskAttempt, TaskDeps } from './task-deps.js';
import { voiceSlide } from './voice-slide.js';

/** The script's language: the paper's, as the read step found it; English when it is unknown. */
async function paperLanguage(deps: Pick<TaskDeps, 'files'>, jobId: string): Promise<string> {
  return (await hasDocument(deps.files, jobId)) ? (await loadDocument(deps.files, jobId)).language : 'en';
}

/**
 * Narrates `task.slide`: audio state generating → completed, or failed with `slide_n_error` in plain
 * words. A delivery that finds the slide already completed (an earlier delivery finished) does nothing.
 */
export async function handleAudio(task: StageTask, deps: TaskDeps, attempt: TaskAttempt): Promise<void> {
  const index = task.slide ?? -1;
  const at = (): string => deps.clock.now().toISOString();
  // Checked before the step runs, as the skip test must be free of side effects.
  const stored = await deps.files.exists(jobFiles.audio(task.job_id, index));
  await runStep(task, deps, attempt, {
    step: 'audio',
    context: { slide: index },
    skip(job) {
      if (job.slides_plan === null || index < 0 || index >= job.slides_plan.length)
        return `the plan has no slide ${String(task.slide)}`;
      return job.audio[audioKey(index)]?.status === 'completed' && stored
        ? `slide ${index + 1} is already narrated`
        : undefined;
    },
    progress: { stages: ['speak'], writesProgress: false },
    async work(job) {
      await changeJob(
        deps.jobs,
        job.job_id,
        jobState.audio(
          index,
          { status: 'generating', error: null, attempt: attemptRecord(deps.clock, attempt) },
          at(),
        ),
      );
      await voiceSlide(deps, job, index, await paperLanguage(deps, job.job_id));
    },
    async done(job) {
      await changeJob(
        deps.jobs,
        job.job_id,
        jobState.audio(index, { status: 'completed', error: null }, at()),
      );
    },
    fallbackDetail: `Could not record the narration for slide ${index + 1}. Trying again usually helps.`,
    fail: async (job, detail) => {
      await changeJob(
        deps.jobs,
        job.job_id,
        jobState.audio(index, { status: 'failed', error: detail }, at()),
      );
    },
  });
}
