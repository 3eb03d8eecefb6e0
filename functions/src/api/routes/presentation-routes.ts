/** The deck: POST generate-powerpoint, GET get-presentation-link, POST re-export-slides. */
import { Router } from 'express';
import { type ApiDeps, changeJob, jobState } from '../../backend/index.js';
import type { PresentationLinkResponse } from '../../shared/api-types.js';
import type { Job, PresentationState } from '../../shared/job.js';
import { googleSlidesEditUrl } from '../../slides/index.js';
import { ApiError, unavailable } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { ownedJob, planOf } from '../owned-job.js';
import type { RateLimiter } from '../rate-limiter.js';

/** How long re-export waits for the slides step; the client gives up at 120 s. */
export interface PresentationTiming {
  reExportTimeoutMs: number;
  reExportPollMs: number;
  limiter: RateLimiter;
}

/** The job's Google Slides deck when it has one, otherwise the built-in slide editor of the web app. */
const editUrl = (job: Job): string =>
  job.google_presentation_id === undefined
    ? `/slides/${encodeURIComponent(job.job_id)}`
    : googleSlidesEditUrl(job.google_presentation_id);

export function presentationRoutes(deps: ApiDeps, timing: PresentationTiming): Router {
  const router = Router();

  /**
   * Marks the deck as being built and queues the slides step; undone when the queue refuses. A build
   * already under way is not started again (simultaneous clicks queue one build); a re-export is.
   */
  async function queueSlides(job: Job, uid: string, mode: 'build' | 're-export'): Promise<void> {
    const at = (): string => deps.clock.now().toISOString();
    const requested = await changeJob(
      deps.jobs,
      job.job_id,
      jobState.presentationRequested(at(), { force: mode === 're-export' }),
    );
    if (requested === undefined) return;
    try {
      await deps.tasks.enqueue('slides', { job_id: job.job_id, uid, mode });
    } catch (error) {
      await changeJob(
        deps.jobs,
        job.job_id,
        jobState.presentationFailed('The slides could not be queued.', at()),
      );
      throw unavailable('The slides could not be queued just now. Please try again in a minute.', error);
    }
  }

  router.post('/generate-powerpoint/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    planOf(job);
    await queueSlides(job, uid, 'build');
    res.status(202).json({ status: 'generating', edit_url: editUrl(job) });
  });

  /** Polls the job until the slides step is done with it or the wait is over. */
  async function waitForSlides(job: Job): Promise<Job> {
    const deadline = deps.clock.now().getTime() + timing.reExportTimeoutMs;
    let latest = job;
    while (latest.presentation.status === 'generating' && deps.clock.now().getTime() < deadline) {
      await deps.clock.sleep(timing.reExportPollMs);
      latest = (await deps.jobs.get(job.job_id)) ?? latest;
    }
    return latest;
  }

  router.get('/get-presentation-link/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    let job = await ownedJob(deps.jobs, req.params.id, uid);
    planOf(job);
    // With Google Slides the link exists only once the deck is made: wait for it rather than hand out
    // the built-in editor for a deck the user will then edit in Google.
    if (deps.decks !== undefined && job.presentation.status === 'generating') job = await waitForSlides(job);
    const body: PresentationLinkResponse = { edit_url: editUrl(job) };
    res.json(body);
  });

  // The client waits for this call (up to 120 s) and then goes on to the video, so it answers only
  // once the slides step has redrawn the images, or fails.
  router.post('/re-export-slides/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    timing.limiter.spend('re-export', uid);
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    planOf(job);
    timing.limiter.spend('render-job', job.job_id);
    await queueSlides(job, uid, 're-export');
    const latest = await waitForSlides({ ...job, presentation: { status: 'generating', error: null } });
    const state: PresentationState = latest.presentation;
    if (state.status === 'ready') {
      res.json({ status: 'ready', edit_url: editUrl(latest) });
      return;
    }
    if (state.status === 'failed')
      throw new ApiError(
        500,
        're_export_failed',
        state.error ?? 'The slides could not be redrawn. Please try again.',
      );
    throw new ApiError(
      504,
      're_export_slow',
      'Redrawing the slides is taking longer than usual; it continues in the background. Check again in a minute.',
    );
  });

  return router;
}
