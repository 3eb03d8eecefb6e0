/** GET /processing/status/{id}, GET /processing/result/{id}, POST /processing/update-slides/{id}. */
import { Router } from 'express';
import type { ApiDeps } from '../../backend/index.js';
import type { ResultResponse } from '../../shared/api-types.js';
import { audioKey, toJobSummary, type AudioSlideState, type Job } from '../../shared/job.js';
import { validateSlidesPlan, type SlidesPlan } from '../../shared/slide-plan.js';
import { badRequest } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { ownedJob, planOf } from '../owned-job.js';
import { requestBody } from '../request-body.js';

/** Audio stays valid only for slides whose script did not change. */
function keptAudio(job: Job, plan: SlidesPlan): Record<string, AudioSlideState> {
  const kept: Record<string, AudioSlideState> = {};
  plan.forEach((slide, index) => {
    const key = audioKey(index);
    const state = job.audio[key];
    if (state !== undefined && job.slides_plan?.[index]?.voiceover_script === slide.voiceover_script) kept[key] = state;
  });
  return kept;
}

/** @public */
export function planRoutes(deps: ApiDeps): Router {
  const router = Router();

  // Polled every 2 s by every open wizard: the job is read while the token is verified.
  router.get('/status/:id', async (req, res) => {
    res.json(toJobSummary(await ownedJob(deps.jobs, req.params.id, requireUser(req, deps.auth).then((user) => user.uid))));
  });

  router.get('/result/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const body: ResultResponse = { slides_plan: planOf(job) };
    res.json(body);
  });

  router.post('/update-slides/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const previous = planOf(job);
    const checked = validateSlidesPlan(requestBody(req)['slides_plan']);
    if (!checked.ok) throw badRequest(checked.problem, 'invalid_plan');
    const changed = JSON.stringify(previous) !== JSON.stringify(checked.plan);
    await deps.jobs.update(job.job_id, {
      slides_plan: checked.plan,
      status: 'ready_for_editing',
      audio: keptAudio(job, checked.plan),
      // A deck built from the old plan would show old slides in the video.
      ...(changed ? { presentation: { status: 'not_started', error: null } } : {}),
      updated_at: deps.clock.now().toISOString(),
    });
    res.json({ status: 'ready_for_editing', slides_plan: checked.plan });
  });

  return router;
}
