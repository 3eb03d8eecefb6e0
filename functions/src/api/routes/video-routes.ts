/**
 * The video: POST generate-video, GET video-status, GET get-video-url, GET download-video, and the
 * signed stream a video element plays (it cannot send a Bearer header; see media-url.ts).
 */
import { Router } from 'express';
import { type ApiDeps, changeJob, jobFiles, jobState } from '../../backend/index.js';
import type { VideoStatusResponse, VideoUrlResponse } from '../../shared/api-types.js';
import { notFound, unavailable } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { contentDisposition, videoFileName } from '../content-disposition.js';
import { signedVideoPath } from '../media-url.js';
import { ownedJob, planOf, requireVideo, signedVideoJob, VIDEO_NOT_READY } from '../owned-job.js';
import type { RateLimiter } from '../rate-limiter.js';
import { sendStoredFile } from '../send-stored-file.js';

export function videoRoutes(deps: ApiDeps, limiter: RateLimiter): Router {
  const router = Router();

  router.post('/generate-video/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    limiter.spend('generate-video', uid);
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    planOf(job);
    // A second click while rendering, or a simultaneous one, gets the same answer and starts nothing.
    // A job's renders are bounded however many tabs ask; a click on a render under way costs nothing.
    if (job.video_status !== 'generating') limiter.spend('render-job', job.job_id);
    const requested = await changeJob(
      deps.jobs,
      job.job_id,
      jobState.videoRequested(deps.clock.now().toISOString()),
    );
    if (requested !== undefined) {
      try {
        await deps.tasks.enqueue('video', { job_id: job.job_id, uid });
      } catch (error) {
        await changeJob(
          deps.jobs,
          job.job_id,
          jobState.videoFailed(
            'The video could not be queued. Please try again.',
            deps.clock.now().toISOString(),
          ),
        );
        throw unavailable('The video could not be queued just now. Please try again in a minute.', error);
      }
    }
    const body: VideoStatusResponse = { video_status: 'generating', video_error: null };
    res.status(202).json(body);
  });

  router.get('/video-status/:id', async (req, res) => {
    const job = await ownedJob(
      deps.jobs,
      req.params.id,
      requireUser(req, deps.auth).then((user) => user.uid),
    );
    const body: VideoStatusResponse = { video_status: job.video_status, video_error: job.video_error };
    res.json(body);
  });

  router.get('/get-video-url/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    requireVideo(job);
    if (!(await deps.files.exists(jobFiles.video(job.job_id)))) throw notFound(VIDEO_NOT_READY);
    const body: VideoUrlResponse = {
      video_url: signedVideoPath(deps.urlSigningKey, job.job_id, deps.clock.now()),
    };
    res.json(body);
  });

  router.get('/download-video/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    requireVideo(job);
    const disposition = contentDisposition(videoFileName(job.title, job.filename));
    await sendStoredFile(req, res, deps.files, jobFiles.video(job.job_id), {
      missing: VIDEO_NOT_READY,
      disposition,
    });
  });

  router.get('/video-stream/:id', async (req, res) => {
    const job = await signedVideoJob(
      deps,
      req,
      'This video link has expired. Reload the page to get a new one.',
    );
    const disposition = contentDisposition(videoFileName(job.title, job.filename), 'inline');
    await sendStoredFile(req, res, deps.files, jobFiles.video(job.job_id), {
      missing: VIDEO_NOT_READY,
      disposition,
    });
  });

  return router;
}
