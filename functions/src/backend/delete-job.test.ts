import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../api/testing/fake-deps.js';
import { seedJob } from '../api/testing/seed-job.js';
import { deleteJob } from './delete-job.js';
import { jobFiles } from './job-files.js';

describe('deleteJob', () => {
  it('removes the document, the upload and everything under the job folder, and nothing of other jobs', async () => {
    const deps = createFakeDeps();
    const job = await seedJob(deps, 'ada');
    const other = await seedJob(deps, 'ada');
    const mine = [
      jobFiles.upload('ada', job.job_id),
      jobFiles.document(job.job_id),
      jobFiles.narration(job.job_id, 'k1'),
      jobFiles.video(job.job_id),
      jobFiles.videoCacheFile(job.job_id, 'a.mp4'),
    ];
    const theirs = [jobFiles.upload('ada', other.job_id), jobFiles.video(other.job_id)];
    for (const path of [...mine, ...theirs]) await deps.files.write(path, Buffer.from(path));

    expect(await deleteJob(deps, job)).toBe('deleted');
    expect(await deps.jobs.get(job.job_id)).toBeUndefined();
    expect([...deps.files.files.keys()].sort()).toEqual([...theirs].sort());
    expect(await deps.jobs.get(other.job_id)).toBeDefined();
    expect(await deleteJob(deps, job)).toBe('missing');
  });

  it.each([
    ['reading', { status: 'processing' as const }],
    ['rendering the video', { video_status: 'generating' as const }],
    ['building the deck', { presentation: { status: 'generating' as const, error: null } }],
    ['narrating a slide', { audio: { slide_1: { status: 'generating' as const, error: null } } }],
  ])('keeps a job that is %s, with its files', async (_what, fields) => {
    const deps = createFakeDeps();
    const job = await seedJob(deps, 'ada', fields);
    await deps.files.write(jobFiles.document(job.job_id), Buffer.from('{}'));
    expect(await deleteJob(deps, job)).toBe('under_way');
    expect(await deps.jobs.get(job.job_id)).toBeDefined();
    expect(await deps.files.exists(jobFiles.document(job.job_id))).toBe(true);
  });

  it('decides on the job as stored, not as the caller last read it', async () => {
    const deps = createFakeDeps();
    const job = await seedJob(deps, 'ada');
    deps.jobs.jobs.set(job.job_id, { ...job, video_status: 'generating' });
    expect(await deleteJob(deps, job)).toBe('under_way');
  });
});
