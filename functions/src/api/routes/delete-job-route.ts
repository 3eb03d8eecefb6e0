/** DELETE /user/jobs/{jobId}: the dashboard's Delete, for the job's owner only. */
import { Router } from 'express';
import { deleteJob, type ApiDeps } from '../../backend/index.js';
import { conflict, notFound } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { ownedJob } from '../owned-job.js';

/** The route, mounted under /user. */
export function deleteJobRoute(deps: ApiDeps): Router {
  const router = Router();
  router.delete('/jobs/:jobId', async (req, res) => {
    const uid = requireUser(req, deps.auth).then((user) => user.uid);
    const job = await ownedJob(deps.jobs, req.params.jobId, uid);
    const result = await deleteJob(deps, job);
    if (result === 'under_way')
      throw conflict(
        'This job is still being worked on. Delete it once its current step has finished.',
        'job_under_way',
      );
    // Deleted meanwhile by another tab: the same answer as any job that is not there.
    if (result === 'missing') throw notFound('No job with this id was found in your account.');
    res.status(204).end();
  });
  return router;
}
