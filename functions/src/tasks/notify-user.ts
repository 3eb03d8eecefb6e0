/** The "video ready" / "video failed" email; never fails the step that sends it. */
import type { Job } from '../shared/job.js';
import type { TaskDeps } from './task-deps.js';

export type VideoOutcome = { kind: 'ready' } | { kind: 'failed'; reason: string };

/**
 * Emails the job's owner a link to `/video/{jobId}`. A missing address or a mail failure is logged:
 * the video is made (or has failed) either way, and retrying the step would not fix the mail.
 */
export async function notifyUser(
  deps: Pick<TaskDeps, 'mailer' | 'appUrl' | 'emailOf' | 'log'>,
  job: Job,
  outcome: VideoOutcome,
): Promise<void> {
  const link = `${deps.appUrl.replace(/\/+$/, '')}/video/${encodeURIComponent(job.job_id)}`;
  const title = job.title ?? job.filename.replace(/\.pdf$/i, '');
  try {
    const to = await deps.emailOf(job.owner_uid);
    if (to === null) {
      deps.log.info('The user has no email address; no email sent', { jobId: job.job_id, link });
      return;
    }
    if (outcome.kind === 'ready') await deps.mailer.sendVideoReady(to, link, title);
    else await deps.mailer.sendVideoFailed(to, link, title, outcome.reason);
  } catch (error) {
    deps.log.error('The video email could not be sent', { jobId: job.job_id, link, error: String(error) });
  }
}
