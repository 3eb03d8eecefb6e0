/** The slides step: the plan drawn as PNGs and exported as the editable .pptx (generate-powerpoint, re-export-slides). */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storagePaths, type StageTask } from '../backend/index.js';
import { drawSlides, exportPptx } from '../pipeline/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import { loadTaskJob } from './load-task-job.js';
import { createProgressWriter } from './progress-writer.js';
import { settleFailure } from './settle-failure.js';
import { loadDocument } from './stored-document.js';
import type { TaskAttempt, TaskDeps } from './task-deps.js';

/**
 * Draws every slide to `jobs/{jobId}/slides/slide_{n}.png` (n from 0, as the audio), removes images
 * of slides the plan no longer has, writes `jobs/{jobId}/presentation.pptx`, and sets the
 * presentation `ready` (what the re-export route waits for) or `failed` with a sentence. A delivery
 * that finds the presentation ready does nothing; one that finds the plan edited meanwhile leaves the
 * state to the edit (which reset it), so old slides are never marked current.
 * @public
 */
export async function handleSlides(task: StageTask, deps: TaskDeps, attempt: TaskAttempt): Promise<void> {
  const job = await loadTaskJob(task, deps, 'slides');
  if (job === undefined) return;
  const plan = job.slides_plan;
  if (plan === null) {
    deps.log.error('Slides task for a job without a plan; dropped', { jobId: job.job_id });
    return;
  }
  if (job.presentation.status === 'ready') {
    deps.log.info('Slides already built; nothing to do', { jobId: job.job_id });
    return;
  }
  const at = (): string => deps.clock.now().toISOString();
  const progress = createProgressWriter({ ...deps, jobId: job.job_id, stages: ['draw', 'export'], writesProgress: false });
  try {
    await withTempDir('slides', async (workDir) => {
      const figuresDir = join(workDir, 'figures');
      await mkdir(figuresDir);
      const document = await loadDocument(deps.files, job.job_id, figuresDir);
      const context = { paperTitle: document.title, figures: document.figures, language: document.language };
      const images = await drawSlides(plan, { ...context, workDir, onProgress: progress.stage('draw') });
      for (const image of images) await deps.files.write(storagePaths.slideImage(job.job_id, image.index), await readFile(image.path));
      for (let stale = plan.length; await deps.files.exists(storagePaths.slideImage(job.job_id, stale)); stale += 1) {
        await deps.files.delete(storagePaths.slideImage(job.job_id, stale));
      }
      progress.stage('export')({ done: 0, total: 1 });
      const pptx = await exportPptx(plan, { ...context, outPath: join(workDir, 'presentation.pptx') });
      await deps.files.write(storagePaths.pptx(job.job_id), await readFile(pptx.path));
    });
    await progress.close();
    const now = await deps.jobs.get(job.job_id);
    if (JSON.stringify(now?.slides_plan) !== JSON.stringify(plan)) {
      deps.log.info('The plan changed while the slides were drawn; not marking them current', { jobId: job.job_id });
      return;
    }
    await deps.jobs.update(job.job_id, { presentation: { status: 'ready', error: null }, current_step: 'Slides ready', updated_at: at() });
  } catch (error) {
    await progress.close();
    await settleFailure({
      error,
      attempt,
      log: deps.log,
      context: { stage: 'slides', jobId: job.job_id, mode: task.mode },
      fallbackDetail: 'The slides could not be drawn because of a problem on our side. Please try again.',
      fail: (detail) => deps.jobs.update(job.job_id, { presentation: { status: 'failed', error: detail }, updated_at: at() }),
    });
  }
}
