/** The slides step: the plan drawn as PNGs and exported as the editable .pptx (generate-powerpoint, re-export-slides). */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jobFiles, type StageTask, loadDocument } from '../backend/index.js';
import { drawSlides, exportPptx, PipelineError } from '../pipeline/index.js';
import { isProviderError } from '../pipeline/providers/index.js';
import type { SlidesPlan } from '../shared/slide-plan.js';
import type { DeckPublisher, DeckSource } from '../slides/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import { loadTaskJob } from './load-task-job.js';
import { createProgressWriter } from './progress-writer.js';
import { settleFailure } from './settle-failure.js';
import { isLastAttempt, type TaskAttempt, type TaskDeps } from './task-deps.js';

/**
 * Makes the Google Slides deck. A refusal that retrying cannot fix (credentials, a figure Google cannot
 * fetch) keeps the built-in editor, logged, so the video can still be made; busy answers retry the step.
 */
async function publishDeck(decks: DeckPublisher, source: DeckSource, deps: TaskDeps, attempt: TaskAttempt, jobId: string): Promise<string | undefined> {
  try {
    return await decks.publish(source);
  } catch (error) {
    if (isProviderError(error) && error.retryable && !isLastAttempt(attempt)) throw error;
    deps.log.error('The Google Slides deck could not be made; the built-in editor is used instead', { jobId, error: String(error) });
    return undefined;
  }
}

/** The edited Google Slides deck drawn back into the slide images the video shows. */
async function pullDeckImages(decks: DeckPublisher, deckId: string, plan: SlidesPlan, deps: TaskDeps, jobId: string): Promise<void> {
  let images: Buffer[];
  try {
    images = await decks.exportSlideImages(deckId);
  } catch (error) {
    const detail = 'Your edited slides could not be fetched from Google Slides. Please try again in a minute.';
    throw new PipelineError('tool_failed', detail, { cause: error, transient: isProviderError(error) && error.retryable });
  }
  // Each slide has its own narration, so the deck and the plan must have the same slides.
  if (images.length !== plan.length) {
    throw new PipelineError(
      'invalid_plan',
      `The Google Slides deck has ${images.length} slides but the narration has ${plan.length}. Add or remove slides in Google Slides so they match, then re-export.`,
    );
  }
  for (const [index, png] of images.entries()) await deps.files.write(jobFiles.slideImage(jobId, index), png);
}

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
  // Re-exporting a Google deck reads the user's edits back; otherwise the plan is drawn (and published).
  const edited = task.mode === 're-export' && deps.decks !== undefined && job.google_presentation_id !== undefined
    ? { decks: deps.decks, deckId: job.google_presentation_id }
    : undefined;
  try {
    if (edited !== undefined) await pullDeckImages(edited.decks, edited.deckId, plan, deps, job.job_id);
    const published = edited !== undefined ? undefined : await withTempDir('slides', async (workDir): Promise<string | undefined> => {
      const figuresDir = join(workDir, 'figures');
      await mkdir(figuresDir);
      const document = await loadDocument(deps.files, job.job_id, figuresDir);
      const context = { paperTitle: document.title, figures: document.figures, language: document.language };
      const images = await drawSlides(plan, { ...context, workDir, onProgress: progress.stage('draw') });
      for (const image of images) await deps.files.write(jobFiles.slideImage(job.job_id, image.index), await readFile(image.path));
      for (let stale = plan.length; await deps.files.exists(jobFiles.slideImage(job.job_id, stale)); stale += 1) {
        await deps.files.delete(jobFiles.slideImage(job.job_id, stale));
      }
      progress.stage('export')({ done: 0, total: 1 });
      const pptx = await exportPptx(plan, { ...context, outPath: join(workDir, 'presentation.pptx') });
      await deps.files.write(jobFiles.pptx(job.job_id), await readFile(pptx.path));
      if (deps.decks === undefined) return undefined;
      const figurePaths = new Map(document.figures.map((figure, index) => [figure.id, jobFiles.figure(job.job_id, index)]));
      const shareWith = await deps.emailOf(job.owner_uid);
      return publishDeck(deps.decks, { title: document.title || job.filename, plan, figurePaths, shareWith }, deps, attempt, job.job_id);
    });
    await progress.close();
    const now = await deps.jobs.get(job.job_id);
    if (JSON.stringify(now?.slides_plan) !== JSON.stringify(plan)) {
      deps.log.info('The plan changed while the slides were drawn; not marking them current', { jobId: job.job_id });
      return;
    }
    const deck = published === undefined ? {} : { google_presentation_id: published };
    await deps.jobs.update(job.job_id, { presentation: { status: 'ready', error: null }, ...deck, current_step: 'Slides ready', updated_at: at() });
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
