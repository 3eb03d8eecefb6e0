/**
 * Deleting a job for its owner (docs/product.md §2, Recent Activity): its document, the uploaded PDF
 * and everything made from it. The month's usage record is not touched, so a video already counted
 * stays counted.
 */
import type { Job } from '../shared/job.js';
import type { FileStore } from './file-store.js';
import { jobFiles } from './job-files.js';
import { jobUnderWay } from './job-state.js';
import type { JobStore } from './job-store.js';
import type { Logger } from './logger.js';

/** What became of the request: gone with its files, or kept because a part of it is being made. */
export type DeleteJobResult = 'deleted' | 'under_way' | 'missing';

/**
 * Deletes `job` (already checked to be the caller's). A job with a step or a narration under way is kept:
 * that step would write files after their folder was gone. The document goes first, in a transaction that
 * checks this again, so no new step can start on it; then its files.
 */
export async function deleteJob(
  deps: { jobs: JobStore; files: FileStore; log: Logger },
  job: Job,
): Promise<DeleteJobResult> {
  const removed = await deps.jobs.remove(
    job.job_id,
    (stored) => stored.owner_uid === job.owner_uid && !jobUnderWay(stored),
  );
  if (removed === 'missing') return 'missing';
  if (removed === 'refused') return 'under_way';
  try {
    await Promise.all([
      deps.files.delete(jobFiles.upload(job.owner_uid, job.job_id)),
      deps.files.deleteFolder(jobFiles.folder(job.job_id)),
    ]);
  } catch (error) {
    // The job is already gone from the account; what is left can only be found by its folder name.
    deps.log.error('A deleted job left files behind', {
      job_id: job.job_id,
      folder: jobFiles.folder(job.job_id),
      error: String(error),
    });
    throw error;
  }
  deps.log.info('Job deleted', { job_id: job.job_id });
  return 'deleted';
}
