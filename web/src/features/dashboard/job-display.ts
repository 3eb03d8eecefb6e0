import type { JobSummary } from '../../api';

/** Newest first, at most `count`. */
export function latestJobs(jobs: JobSummary[], count = 5): JobSummary[] {
  return [...jobs].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, count);
}
