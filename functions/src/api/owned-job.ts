/** Loads a job for its owner; anyone else's job, or none, is the same 404 with no data. */
import type { Request } from 'express';
import type { ApiDeps, JobStore } from '../backend/index.js';
import type { Job } from '../shared/job.js';
import { conflict, forbidden, notFound } from './api-error.js';
import type { SlidesPlan } from '../shared/slide-plan.js';
import { verifyVideoSignature } from './media-url.js';

/**
 * The job `jobId` if `uid` owns it. Given the uid as a promise (a token still being verified), the job is
 * read meanwhile, which saves a round trip on the routes the client polls; nothing is returned, and no
 * 404 is told apart from a 401, until the token has passed.
 * @example const job = await ownedJob(deps.jobs, req.params.id, requireUser(req, deps.auth).then((user) => user.uid));
 */
export async function ownedJob(jobs: JobStore, jobId: string, uid: string | Promise<string>): Promise<Job> {
  const reading = jobs.get(jobId);
  // If the token fails first, the read's own failure must not surface as an unhandled rejection.
  reading.catch(() => undefined);
  const owner = await uid;
  const job = await reading;
  if (job === undefined || job.owner_uid !== owner)
    throw notFound('No job with this id was found in your account.');
  return job;
}

/** The job's slide plan, or a 409 explaining why there is none yet. */
export function planOf(job: Job): SlidesPlan {
  if (job.slides_plan !== null) return job.slides_plan;
  if (job.status === 'failed')
    throw conflict(job.error ?? 'This job failed before its slide plan was ready.', 'job_failed');
  if (job.status === 'uploaded')
    throw conflict('Start processing first: this paper has no slide plan yet.', 'not_started');
  throw conflict('The slide plan is not ready yet. Please wait for processing to finish.', 'not_ready');
}

/** A slide index from the URL, checked against the plan. */
export function slideIndex(raw: string, plan: SlidesPlan): number {
  const index = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(index) || index >= plan.length) {
    throw notFound(`There is no slide ${raw} in this plan; slides are numbered 0 to ${plan.length - 1}.`);
  }
  return index;
}

/** What every route that serves a video's files answers before the video is made. */
export const VIDEO_NOT_READY = 'The video is not ready yet.';

/** A 404 unless the job's video is made. */
export function requireVideo(job: Job): void {
  if (job.video_status !== 'completed') throw notFound(VIDEO_NOT_READY);
}

/**
 * The job a signed video link (see media-url.ts) opens, once its video is made: for the elements that
 * play the video or its captions and cannot send a Bearer header. `expired` is the 403's sentence.
 */
export async function signedVideoJob(
  deps: Pick<ApiDeps, 'jobs' | 'urlSigningKey' | 'clock'>,
  req: Request<{ id: string }>,
  expired: string,
): Promise<Job> {
  const { id } = req.params;
  if (
    !verifyVideoSignature(
      deps.urlSigningKey,
      id,
      req.query['expires'],
      req.query['signature'],
      deps.clock.now(),
    )
  )
    throw forbidden(expired, 'link_expired');
  const job = await deps.jobs.get(id);
  if (job === undefined) throw notFound(VIDEO_NOT_READY);
  requireVideo(job);
  return job;
}
