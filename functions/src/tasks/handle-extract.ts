/** The extract step: the uploaded PDF becomes a stored PaperDocument, then the plan step is queued. */
import {
  changeJob,
  hasDocument,
  jobFiles,
  jobPdfPassword,
  jobState,
  loadDocument,
  PROTECTED_PDF_DETAIL,
  readStoredFile,
  saveDocument,
  type StageTask,
} from '../backend/index.js';
import { extractDocument, isPipelineError } from '../pipeline/index.js';
import { withTempDir } from '../pipeline/system/temp-dir.js';
import { failJob } from './fail-job.js';
import { runStep } from './run-step.js';
import type { TaskAttempt, TaskDeps } from './task-deps.js';

/**
 * Reads `uploads/{uid}/{jobId}.pdf` (with the password given at upload, if any), stores the document and its figures under
 * `jobs/{jobId}/`, records the title and queues `plan`. A retry after the document was saved does not
 * read the paper again, and a second `plan` task is harmless (the plan step ignores a planned job).
 */
export function handleExtract(task: StageTask, deps: TaskDeps, attempt: TaskAttempt): Promise<void> {
  return runStep(task, deps, attempt, {
    step: 'extract',
    skip: (job) => (job.status !== 'processing' ? `the job is ${job.status}` : undefined),
    // The extract and plan steps share one 0–100 bar.
    progress: { stages: ['read', 'plan'], writesProgress: true },
    async work(job, progress) {
      // A delivery after the document was saved (the last one died before queueing plan) reads it back.
      if (await hasDocument(deps.files, job.job_id)) return loadDocument(deps.files, job.job_id);
      return withTempDir('extract', async (workDir) => {
        const pdf = await readStoredFile(deps.files, jobFiles.upload(task.uid, job.job_id));
        const password = jobPdfPassword(deps.urlSigningKey, job);
        const read = await extractDocument(pdf, {
          workDir,
          password,
          binaries: deps.binaries,
          onProgress: progress.stage('read'),
        });
        await saveDocument(deps.files, job.job_id, read);
        if (read.warnings.length > 0)
          deps.log.info('The paper was read with warnings', { jobId: job.job_id, warnings: read.warnings });
        return read;
      });
    },
    async done(job, document) {
      // The engine's own sentence ("… only pages 1–5 of 8 could be read."), for the wizard and the video page.
      const partly =
        document.pagesRead < document.pageCount
          ? (document.warnings.find((w) => w.includes('could be read')) ??
            `Only ${document.pagesRead} of the ${document.pageCount} pages could be read.`)
          : null;
      await changeJob(
        deps.jobs,
        job.job_id,
        jobState.documentRead(
          document.title === '' ? null : document.title,
          partly,
          deps.clock.now().toISOString(),
        ),
      );
      await deps.tasks.enqueue('plan', { job_id: job.job_id, uid: task.uid });
    },
    fallbackDetail:
      'Something went wrong on our side while reading the paper. It does not count against your monthly allowance; please try again.',
    fail: (job, detail, error) =>
      failJob(
        deps,
        job,
        isPipelineError(error) && error.code === 'password_required' ? PROTECTED_PDF_DETAIL : detail,
      ),
  });
}
