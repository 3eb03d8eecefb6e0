/** The extract step: the uploaded PDF becomes a stored PaperDocument, then the plan step is queued. */
import { jobFiles, type StageTask, hasDocument, loadDocument, saveDocument, readStoredFile } from '../backend/index.js';
import { extractDocument, isPipelineError } from '../pipeline/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import { failJob } from './fail-job.js';
import { loadTaskJob } from './load-task-job.js';
import { createProgressWriter } from './progress-writer.js';
import { settleFailure } from './settle-failure.js';
import type { TaskAttempt, TaskDeps } from './task-deps.js';

/** The extract and plan steps share one 0–100 bar. */
const PROCESSING_STAGES = ['read', 'plan'] as const;

/** The engine's own sentence tells a command-line user to pass --password; the web app has no way to give one. */
const PROTECTED_PDF_DETAIL = 'This PDF is password-protected, and Lectern cannot open protected files. Please upload a copy saved without the password.';

/**
 * Reads `uploads/{uid}/{jobId}.pdf` (no password), stores the document and its figures under
 * `jobs/{jobId}/`, records the title and queues `plan`. A retry after the document was saved does not
 * read the paper again, and a second `plan` task is harmless (the plan step ignores a planned job).
 * @public
 */
export async function handleExtract(task: StageTask, deps: TaskDeps, attempt: TaskAttempt): Promise<void> {
  const job = await loadTaskJob(task, deps, 'extract');
  if (job === undefined) return;
  if (job.status !== 'processing') {
    deps.log.info('Extract task for a job that is not processing; nothing to do', { jobId: job.job_id, status: job.status });
    return;
  }
  const progress = createProgressWriter({ ...deps, jobId: job.job_id, stages: PROCESSING_STAGES, writesProgress: true });
  try {
    // A delivery after the document was saved (the last one died before queueing plan) reads it back.
    const document = (await hasDocument(deps.files, job.job_id))
      ? await loadDocument(deps.files, job.job_id)
      : await withTempDir('extract', async (workDir) => {
          const pdf = await readStoredFile(deps.files, jobFiles.upload(task.uid, job.job_id));
          const read = await extractDocument(pdf, { workDir, binaries: deps.binaries, onProgress: progress.stage('read') });
          await saveDocument(deps.files, job.job_id, read);
          if (read.warnings.length > 0) deps.log.info('The paper was read with warnings', { jobId: job.job_id, warnings: read.warnings });
          return read;
        });
    await progress.close();
    await deps.jobs.update(job.job_id, {
      title: document.title === '' ? null : document.title,
      progress: 75,
      current_step: 'Planning the slides',
      updated_at: deps.clock.now().toISOString(),
    });
    await deps.tasks.enqueue('plan', { job_id: job.job_id, uid: task.uid });
  } catch (error) {
    await progress.close();
    await settleFailure({
      error,
      attempt,
      log: deps.log,
      context: { stage: 'extract', jobId: job.job_id },
      fallbackDetail: 'Something went wrong on our side while reading the paper. It does not count against your monthly allowance; please try again.',
      fail: (detail, ours) => failJob(deps, job, isPipelineError(error) && error.code === 'password_required' ? PROTECTED_PDF_DETAIL : detail, ours),
    });
  }
}
