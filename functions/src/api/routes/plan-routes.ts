/** GET /processing/status/{id}, GET /processing/result/{id}, POST /processing/update-slides/{id}. */
import { Router } from 'express';
import { type ApiDeps, changeJob, jobState } from '../../backend/index.js';
import type { ResultResponse } from '../../shared/api-types.js';
import { toJobSummary } from '../../shared/job.js';
import { validateSlidesPlan } from '../../shared/slide-plan.js';
import { badRequest } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { ownedJob, planOf } from '../owned-job.js';
import { requestBody } from '../request-body.js';

export function planRoutes(deps: ApiDeps): Router {
  const router = Router();

  // Polled every 2 s by every open wizard: the job is read while the token is verified.
  router.get('/status/:id', async (req, res) => {
    res.json(
      toJobSummary(
        await ownedJob(
          deps.jobs,
          req.params.id,
          requireUser(req, deps.auth).then((user) => user.uid),
        ),
      ),
    );
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
    planOf(job);
    const checked = validateSlidesPlan(requestBody(req)['slides_plan']);
    if (!checked.ok) throw badRequest(checked.problem, 'invalid_plan');
    const edited = await changeJob(
      deps.jobs,
      job.job_id,
      jobState.planEdited(checked.plan, deps.clock.now().toISOString()),
    );
    if (edited === undefined) planOf({ ...job, slides_plan: null });
    res.json({ status: 'ready_for_editing', slides_plan: checked.plan });
  });

  return router;
}
