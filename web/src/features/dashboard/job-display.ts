import type { JobSummary } from '../../api';
import { jobStatus } from '../../ui';

/** Newest first, at most `count`. */
export function latestJobs(jobs: JobSummary[], count = 5): JobSummary[] {
  return [...jobs].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, count);
}

/** What a Recent Activity row links to: the video once made, the wizard while the job can go on, else nothing. */
export function jobLink(job: Pick<JobSummary, 'status' | 'video_status'>): 'view' | 'continue' | null {
  if (job.video_status === 'completed') return 'view';
  return jobStatus(job).tone === 'red' ? null : 'continue';
}
