/** GET /user/quota and GET /user/jobs. */
import { Router } from 'express';
import type { ApiDeps } from '../../backend/index.js';
import type { JobsResponse } from '../../shared/api-types.js';
import { toJobSummary } from '../../shared/job.js';
import { requireUser } from '../authenticate.js';

/** How many jobs the list returns; the dashboard shows 5, an account page may show more. */
const JOBS_LIST_LIMIT = 100;

export function userRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/quota', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    res.json(await deps.users.getQuota(uid, deps.clock.now()));
  });
  router.get('/jobs', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const jobs = await deps.jobs.listByOwner(uid, JOBS_LIST_LIMIT);
    const body: JobsResponse = { jobs: jobs.map(toJobSummary) };
    res.json(body);
  });
  return router;
}
