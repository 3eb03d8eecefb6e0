import { apiRequest } from './client';

/** DELETE /user/jobs/{id}: the job and every file made from it; the month's count is not given back. */
export async function deleteJob(jobId: string): Promise<void> {
  await apiRequest(`/user/jobs/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}
