/** Narration per slide: POST generate-audio, GET audio-status, GET audio (streamed, with ranges). */
import { Router } from 'express';
import { type ApiDeps, changeJob, jobFiles, jobState } from '../../backend/index.js';
import type { AudioStatusResponse, AudioUrlsResponse } from '../../shared/api-types.js';
import { audioKey, toAudioStatusMap } from '../../shared/job.js';
import { validateSlidesPlan } from '../../shared/slide-plan.js';
import { badRequest, forbidden, notFound, unavailable } from '../api-error.js';
import { signedAudioPath, verifyAudioSignature } from '../media-url.js';
import { requireUser } from '../authenticate.js';
import { ownedJob, planOf, slideIndex } from '../owned-job.js';
import type { RateLimiter } from '../rate-limiter.js';
import { requestBody } from '../request-body.js';
import { sendStoredFile } from '../send-stored-file.js';

export function audioRoutes(deps: ApiDeps, limiter: RateLimiter): Router {
  const router = Router();

  router.post('/generate-audio/:id/:slide', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    limiter.spend('generate-audio', uid);
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const plan = planOf(job);
    const slide = slideIndex(req.params.slide, plan);
    const given = requestBody(req)['voiceover_script'];
    if (given !== undefined && given !== null && typeof given !== 'string')
      throw badRequest('The voice-over script must be text.');
    const now = deps.clock.now().toISOString();
    let script = plan[slide]?.voiceover_script ?? '';
    if (typeof given === 'string' && given.trim() !== script) {
      // The task reads the script from the saved plan, so a given script is saved first.
      const edited = validateSlidesPlan(
        plan.map((item, i) => (i === slide ? { ...item, voiceover_script: given } : item)),
      );
      if (!edited.ok) throw badRequest(edited.problem, 'invalid_plan');
      script = edited.plan[slide]?.voiceover_script ?? '';
      await changeJob(deps.jobs, job.job_id, jobState.scriptEdited(edited.plan, now));
    }
    if (script === '')
      throw badRequest(
        `Slide ${slide + 1} has no voice-over script to read. Write one first.`,
        'empty_script',
      );

    const key = audioKey(slide);
    await changeJob(deps.jobs, job.job_id, jobState.audio(slide, { status: 'pending', error: null }, now));
    try {
      await deps.tasks.enqueue('audio', { job_id: job.job_id, uid, slide });
    } catch (error) {
      await changeJob(
        deps.jobs,
        job.job_id,
        jobState.audio(
          slide,
          { status: 'failed', error: 'The narration could not be queued. Please try again.' },
          now,
        ),
      );
      throw unavailable('The narration could not be queued just now. Please try again in a minute.', error);
    }
    res.status(202).json({ audio_status: { [key]: 'pending' } });
  });

  router.get('/audio-status/:id', async (req, res) => {
    const job = await ownedJob(
      deps.jobs,
      req.params.id,
      requireUser(req, deps.auth).then((user) => user.uid),
    );
    const body: AudioStatusResponse = { audio_status: toAudioStatusMap(job.audio) };
    res.json(body);
  });

  router.get('/get-audio-urls/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const now = deps.clock.now();
    const body: AudioUrlsResponse = {
      audio_urls: Object.fromEntries(
        planOf(job).map((_, slide) => [
          audioKey(slide),
          signedAudioPath(deps.urlSigningKey, job.job_id, slide, now),
        ]),
      ),
    };
    res.json(body);
  });

  // An <audio> element cannot send headers: it plays a signed link (get-audio-urls). `?token=` is still
  // accepted for clients that were built before the signed links.
  router.get('/audio/:id/:slide', async (req, res) => {
    let job;
    if (req.query['signature'] !== undefined) {
      if (
        !verifyAudioSignature(
          deps.urlSigningKey,
          req.params.id,
          req.query['expires'],
          req.query['signature'],
          deps.clock.now(),
        )
      ) {
        throw forbidden('This narration link has expired. Reload the page to get a new one.', 'link_expired');
      }
      job = await deps.jobs.get(req.params.id);
      if (job === undefined) throw notFound('No job with this id was found.');
    } else {
      const uid = (await requireUser(req, deps.auth, { allowQueryToken: true })).uid;
      job = await ownedJob(deps.jobs, req.params.id, uid);
    }
    const slide = slideIndex(req.params.slide, planOf(job));
    const missing = `The narration of slide ${slide + 1} is not ready yet.`;
    if (job.audio[audioKey(slide)]?.status !== 'completed') throw notFound(missing);
    await sendStoredFile(req, res, deps.files, jobFiles.audio(job.job_id, slide), { missing });
  });

  return router;
}
