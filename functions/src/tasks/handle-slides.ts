/**
 * The slides step: the plan drawn as PNGs and exported as the editable .pptx (generate-powerpoint,
 * re-export-slides), which presents itself with the narration once every slide is voiced.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  changeJob,
  jobFiles,
  jobState,
  loadDocument,
  readStoredFile,
  type StageTask,
} from '../backend/index.js';
import { drawSlide, exportPptx, PipelineError, type DrawSlidesOptions } from '../pipeline/index.js';
import { isProviderError } from '../pipeline/providers/index.js';
import type { SlidesPlan } from '../shared/slide-plan.js';
import type { DeckPublisher, DeckSource } from '../slides/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import { runStep } from './run-step.js';
import { slidePictureKey } from './slide-picture-key.js';
import { storedNarration } from './stored-narration.js';
import { isLastAttempt, type TaskAttempt, type TaskDeps } from './task-deps.js';

/**
 * Makes the Google Slides deck. A refusal that retrying cannot fix (credentials, a figure Google cannot
 * fetch) keeps the built-in editor, logged, so the video can still be made; busy answers retry the step.
 */
async function publishDeck(
  decks: DeckPublisher,
  source: DeckSource,
  deps: TaskDeps,
  attempt: TaskAttempt,
  jobId: string,
): Promise<string | undefined> {
  try {
    return await decks.publish(source);
  } catch (error) {
    if (isProviderError(error) && error.retryable && !isLastAttempt(attempt)) throw error;
    deps.log.error('The Google Slides deck could not be made; the built-in editor is used instead', {
      jobId,
      error: String(error),
    });
    return undefined;
  }
}

/** The edited Google Slides deck drawn back into the slide images the video shows. */
async function pullDeckImages(
  decks: DeckPublisher,
  deckId: string,
  plan: SlidesPlan,
  deps: TaskDeps,
  jobId: string,
): Promise<void> {
  let images: Buffer[];
  try {
    images = await decks.exportSlideImages(deckId);
  } catch (error) {
    const detail =
      'Your edited slides could not be fetched from Google Slides. Please try again in a minute.';
    throw new PipelineError('tool_failed', detail, {
      cause: error,
      transient: isProviderError(error) && error.retryable,
    });
  }
  // Each slide has its own narration, so the deck and the plan must have the same slides.
  if (images.length !== plan.length) {
    throw new PipelineError(
      'invalid_plan',
      `The Google Slides deck has ${images.length} slides but the narration has ${plan.length}. Add or remove slides in Google Slides so they match, then re-export.`,
    );
  }
  for (const [index, png] of images.entries()) {
    await deps.files.write(jobFiles.slideImage(jobId, index), png);
    // Google's picture is not what drawing made: the next build draws the slide again.
    if (await deps.files.exists(jobFiles.slideImageKey(jobId, index)))
      await deps.files.delete(jobFiles.slideImageKey(jobId, index));
  }
}

/** The key stored beside a slide's picture, or undefined when there is none. */
async function storedKey(deps: TaskDeps, path: string): Promise<string | undefined> {
  return (await deps.files.exists(path))
    ? (await readStoredFile(deps.files, path)).toString('utf8')
    : undefined;
}

/**
 * Draws the slides whose picture is missing or was drawn from other content (see slidePictureKey) and
 * stores each with its key; the others are left as stored, so editing one slide redraws that slide only.
 */
async function drawChangedSlides(
  deps: TaskDeps,
  jobId: string,
  plan: SlidesPlan,
  options: DrawSlidesOptions,
): Promise<void> {
  for (const [index, item] of plan.entries()) {
    const key = await slidePictureKey({
      item,
      index,
      total: plan.length,
      paperTitle: options.paperTitle,
      language: options.language,
      figures: options.figures,
    });
    const keyPath = jobFiles.slideImageKey(jobId, index);
    if (
      (await storedKey(deps, keyPath)) !== key ||
      !(await deps.files.exists(jobFiles.slideImage(jobId, index)))
    ) {
      const image = await drawSlide(item, index, plan.length, options);
      await deps.files.write(jobFiles.slideImage(jobId, index), await readFile(image.path));
      await deps.files.write(keyPath, Buffer.from(key, 'utf8'));
    }
    options.onProgress?.({ done: index + 1, total: plan.length });
  }
}

/**
 * Draws each slide to `jobs/{jobId}/slides/slide_{n}.png` (n from 0, as the audio) unless the one
 * stored there was drawn from the same content (see slidePictureKey), removes images
 * of slides the plan no longer has, writes `jobs/{jobId}/presentation.pptx`, and sets the
 * presentation `ready` (what the re-export route waits for) or `failed` with a sentence. A delivery
 * that finds the presentation ready does nothing; one that finds the plan edited meanwhile leaves the
 * state to the edit (which reset it), so old slides are never marked current.
 */
export function handleSlides(task: StageTask, deps: TaskDeps, attempt: TaskAttempt): Promise<void> {
  const at = (): string => deps.clock.now().toISOString();
  return runStep(task, deps, attempt, {
    step: 'slides',
    context: { mode: task.mode },
    skip: (job) =>
      job.slides_plan === null
        ? 'the job has no plan'
        : job.presentation.status === 'ready'
          ? 'the slides are already built'
          : undefined,
    progress: { stages: ['draw', 'export'], writesProgress: false },
    async work(job, progress) {
      const plan = job.slides_plan ?? [];
      // Re-exporting a Google deck reads the user's edits back; otherwise the plan is drawn (and published).
      if (task.mode === 're-export' && deps.decks !== undefined && job.google_presentation_id !== undefined) {
        await pullDeckImages(deps.decks, job.google_presentation_id, plan, deps, job.job_id);
        return { plan, published: undefined };
      }
      // Figures are drawn as stored, sharp or not: the slide editor's preview drew the same files, and
      // what the user saw there is what the video shows (a figure chosen in the editor keeps its
      // page-resolution crop).
      const published = await withTempDir('slides', async (workDir): Promise<string | undefined> => {
        const figuresDir = join(workDir, 'figures');
        await mkdir(figuresDir);
        const document = await loadDocument(deps.files, job.job_id, figuresDir);
        const context = {
          paperTitle: document.title,
          figures: document.figures,
          language: document.language,
        };
        await drawChangedSlides(deps, job.job_id, plan, {
          ...context,
          workDir,
          onProgress: progress.stage('draw'),
        });
        for (
          let stale = plan.length;
          await deps.files.exists(jobFiles.slideImage(job.job_id, stale));
          stale += 1
        ) {
          await deps.files.delete(jobFiles.slideImage(job.job_id, stale));
          if (await deps.files.exists(jobFiles.slideImageKey(job.job_id, stale)))
            await deps.files.delete(jobFiles.slideImageKey(job.job_id, stale));
        }
        progress.stage('export')({ done: 0, total: 1 });
        const narration = await storedNarration(deps, job, plan, workDir);
        const pptx = await exportPptx(plan, {
          ...context,
          outPath: join(workDir, 'presentation.pptx'),
          narration,
          reveals: job.settings?.reveals,
          binaries: deps.binaries,
        });
        await deps.files.write(jobFiles.pptx(job.job_id), await readFile(pptx.path));
        if (deps.decks === undefined) return undefined;
        const figurePaths = new Map(
          document.figures.map((figure, index) => [figure.id, jobFiles.figure(job.job_id, index)]),
        );
        const shareWith = await deps.emailOf(job.owner_uid);
        return publishDeck(
          deps.decks,
          { title: document.title || job.filename, plan, figurePaths, shareWith },
          deps,
          attempt,
          job.job_id,
        );
      });
      return { plan, published };
    },
    async done(job, { plan, published }) {
      // Refused when the plan was edited meanwhile: the edit reset the state, and these slides are old.
      const ready = await changeJob(deps.jobs, job.job_id, jobState.presentationReady(plan, published, at()));
      if (ready === undefined)
        deps.log.info('The plan changed while the slides were drawn; not marking them current', {
          jobId: job.job_id,
        });
    },
    fallbackDetail: 'The slides could not be drawn because of a problem on our side. Please try again.',
    fail: async (job, detail) => {
      await changeJob(deps.jobs, job.job_id, jobState.presentationFailed(detail, at()));
    },
  });
}
