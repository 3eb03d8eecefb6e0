/** POST /processing/upload-pdf and POST /processing/start/{id}: a paper comes in, processing begins. */
import { Router } from 'express';
import {
  type ApiDeps,
  canStart,
  changeJob,
  checkUploadedPdf,
  jobFiles,
  jobState,
  refusalDetail,
  sealPdfPassword,
} from '../../backend/index.js';
import type { UploadResponse } from '../../shared/api-types.js';
import { newJob, toJobSummary } from '../../shared/job.js';
import { limitReachedDetail } from '../../shared/quota.js';
import { resolveSettings } from '../../shared/settings.js';
import { ApiError, badRequest, conflict, forbidden, unavailable } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { ownedJob } from '../owned-job.js';
import type { RateLimiter } from '../rate-limiter.js';
import { readPdfUpload } from '../read-pdf-upload.js';
import { requestBody } from '../request-body.js';

export function startRoutes(
  deps: ApiDeps,
  options: { maxUploadBytes: number; limiter: RateLimiter },
): Router {
  const router = Router();

  router.post('/upload-pdf', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    options.limiter.spend('upload', uid);
    const upload = await readPdfUpload(req, options.maxUploadBytes);
    // At the monthly limit nothing is kept: the upload could never be started. (Read first, so the
    // browser gets this answer rather than a cut connection.)
    const quota = await deps.users.getQuota(uid, deps.clock.now());
    if (!quota.can_process) throw forbidden(limitReachedDetail(quota), 'quota_exceeded');
    // A PDF the read step could not use is refused now, before a job or a count exists.
    let refused = await checkUploadedPdf(upload.data, deps.log);
    // A password is kept only for a paper that needs one, and only once it is known to open it.
    const needsPassword = refused?.code === 'password_required' && upload.password !== undefined;
    if (needsPassword) refused = await checkUploadedPdf(upload.data, deps.log, upload.password);
    if (refused !== undefined) throw new ApiError(422, refused.code, refusalDetail(refused));
    const jobId = deps.ids.newJobId();
    // The file first: a job document never points at a paper that is not there.
    await deps.files.write(jobFiles.upload(uid, jobId), upload.data);
    // A password that opens the paper is kept sealed for the steps that read it (backend/pdf-password.ts).
    const sealed =
      needsPassword && upload.password !== undefined
        ? { pdf_password: sealPdfPassword(deps.urlSigningKey, upload.password) }
        : {};
    await deps.jobs.create(
      newJob({ job_id: jobId, owner_uid: uid, filename: upload.filename, now: deps.clock.now(), ...sealed }),
    );
    const body: UploadResponse = { job_id: jobId, filename: upload.filename };
    res.status(201).json(body);
  });

  router.post('/start/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    options.limiter.spend('start', uid);
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const config = requestBody(req)['config'] ?? {};
    if (typeof config !== 'object' || config === null || Array.isArray(config)) {
      throw badRequest('The config must be an object with slide_count and voice_id.');
    }
    const settings = resolveSettings(config as Record<string, unknown>);
    if (!settings.ok) throw badRequest(settings.problem, 'invalid_config');
    const alreadyStarted = (): never => {
      throw conflict('Processing of this paper has already started.', 'already_started');
    };
    if (!canStart(job)) alreadyStarted();

    const now = deps.clock.now();
    // Counting is once per job (the store keeps one usage record per job id), so simultaneous starts
    // of one job count it once; then exactly one of them moves the job out of `uploaded` and queues the
    // work, and the others get the 409 and queue nothing.
    const counted = await deps.users.startJob(uid, job.job_id, now);
    if (!counted.ok) throw forbidden(limitReachedDetail(counted.quota), 'quota_exceeded');
    const started =
      (await changeJob(deps.jobs, job.job_id, jobState.start(settings.settings, now.toISOString()))) ??
      alreadyStarted();
    const undo = () => changeJob(deps.jobs, job.job_id, jobState.unstart(deps.clock.now().toISOString()));
    try {
      await deps.tasks.enqueue('extract', { job_id: job.job_id, uid });
    } catch (error) {
      // Nothing ran: give the count back and let the user press start again.
      await deps.users.refund(uid, job.job_id, deps.clock.now());
      await undo();
      throw unavailable('Processing could not be queued just now. Please try again in a minute.', error);
    }
    res.status(202).json(toJobSummary(started));
  });

  return router;
}
