import type { JobSummary } from '../../api';

/**
 * The status a job's badge shows: where the user is in the whole journey, so a job whose video is done
 * reads "completed" and one whose plan waits for review reads "ready for editing".
 */
export function jobDisplayStatus(job: JobSummary): string {
  if (job.status === 'failed') return 'failed';
  if (job.video_status === 'completed') return 'completed';
  if (job.video_status === 'generating' || job.status === 'processing') return 'processing';
  if (job.status === 'completed') return 'ready_for_editing';
  return job.status;
}

/** Newest first, at most `count`. */
export function latestJobs(jobs: JobSummary[], count = 5): JobSummary[] {
  return [...jobs].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, count);
}
