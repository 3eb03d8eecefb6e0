/** The audio step: one slide's saved script becomes `jobs/{jobId}/audio/slide_{n}.wav`. */
import { jobFiles, type StageTask, hasDocument, loadDocument } from '../backend/index.js';
import { audioKey } from '../shared/job.js';
import { loadTaskJob } from './load-task-job.js';
import { settleFailure } from './settle-failure.js';
import type { TaskAttempt, TaskDeps } from './task-deps.js';
import { voiceSlide } from './voice-slide.js';

/** The script's language: the paper's, as the read step found it; English when it is unknown. */
async function paperLanguage(deps: Pick<TaskDeps, 'files'>, jobId: string): Promise<string> {
  return (await hasDocument(deps.files, jobId)) ? (await loadDocument(deps.files, jobId)).language : 'en';
}

/**
 * Narrates `task.slide`: audio state generating → completed, or failed with `slide_n_error` in plain
 * words. A delivery that finds the slide already completed (an earlier delivery finished) does nothing.
 * @public
 */
export async function handleAudio(task: StageTask, deps: TaskDeps, attempt: TaskAttempt): Promise<void> {
  const job = await loadTaskJob(task, deps, 'audio');
  if (job === undefined) return;
  const index = task.slide ?? -1;
  const key = audioKey(index);
  const at = (): string => deps.clock.now().toISOString();
  if (job.slides_plan === null || index < 0 || index >= job.slides_plan.length) {
    deps.log.error('Audio task for a slide the plan does not have; dropped', { jobId: job.job_id, slide: task.slide });
    return;
  }
  if (job.audio[key]?.status === 'completed' && (await deps.files.exists(jobFiles.audio(job.job_id, index)))) {
    deps.log.info('Slide already narrated; nothing to do', { jobId: job.job_id, slide: index });
    return;
  }
  try {
    await deps.jobs.setAudio(job.job_id, key, { status: 'generating', error: null }, at());
    await voiceSlide(deps, job, index, await paperLanguage(deps, job.job_id));
    await deps.jobs.setAudio(job.job_id, key, { status: 'completed', error: null }, at());
  } catch (error) {
    await settleFailure({
      error,
      attempt,
      log: deps.log,
      context: { stage: 'audio', jobId: job.job_id, slide: index },
      fallbackDetail: `Could not record the narration for slide ${index + 1}. Trying again usually helps.`,
      fail: (detail) => deps.jobs.setAudio(job.job_id, key, { status: 'failed', error: detail }, at()),
    });
  }
}
