/**
 * One paper through the background steps in a process of its own, the way the step functions run
 * them: the handlers of functions/src/tasks with the local file store standing in for Cloud Storage
 * and the in-memory job store for Firestore, local voices and planner. Prints a JSON line with the
 * usage of each step (extract, plan, audio per slide, slides, video). Used by bench.ts.
 *
 * A first, unmeasured job on a small built-in paper warms the process (module loading, pdfjs, the
 * JIT), as an instance that has served a request before is warm; cold starts are the capacity
 * model's own term.
 */
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  changeJob,
  createLocalFileStore,
  jobFiles,
  jobState,
  loadDocument,
  type StageTask,
} from '../../functions/src/backend/index.js';
import {
  handleAudio,
  handleExtract,
  handlePlan,
  handleSlides,
  handleVideo,
  type TaskDeps,
} from '../../functions/src/tasks/index.js';
import { createTaskFakes, startedJob } from '../../functions/src/tasks/testing/task-fakes.js';
import { twoColumnPaper } from '../fixtures/index.js';
import { measureUsage, type Usage } from './measure-usage.js';

/** What bench.ts reads from the line this script prints. */
export interface StepsMeasured {
  pages: number;
  slides: number;
  videoSec: number;
  extract: Usage;
  plan: Usage;
  audio: Usage[];
  slidesStep: Usage;
  video: Usage;
}

const [pdfPath, slideArg = '5'] = process.argv.slice(2);
if (!pdfPath) throw new Error('usage: measure-steps.ts <paper.pdf> [slides]');
const slideCount = Number(slideArg);

const storeRoot = mkdtempSync(join(tmpdir(), 'lectern-steps-store-'));
// Every scratch folder the steps make goes under this one (tmpdir() reads TMPDIR on each call).
const scratch = mkdtempSync(join(tmpdir(), 'lectern-steps-scratch-'));
process.env['TMPDIR'] = scratch;

const FIRST = { retryCount: 0, maxAttempts: 3 };
const UID = 'bench';

async function runJob(pdf: Buffer, storeDir: string): Promise<StepsMeasured> {
  const fakes = createTaskFakes();
  const files = createLocalFileStore(storeDir);
  const deps: TaskDeps = { ...fakes, files };
  const job = await startedJob(fakes, UID, pdf, slideCount);
  // startedJob leaves the upload in the fakes' memory store; the steps read from the local one.
  await files.write(jobFiles.upload(UID, job.job_id), pdf);
  const task: StageTask = { job_id: job.job_id, uid: UID };
  const now = (): string => fakes.clock.now().toISOString();
  const state = async () => {
    const current = await deps.jobs.get(job.job_id);
    if (current === undefined) throw new Error('the job vanished');
    return current;
  };
  const step = <T>(work: () => Promise<T>) => measureUsage(work, scratch).then((r) => r.usage);

  const extract = await step(() => handleExtract(task, deps, FIRST));
  const plan = await step(() => handlePlan(task, deps, FIRST));
  const planned = await state();
  if (planned.status !== 'completed' || planned.slides_plan === null)
    throw new Error(`the job did not plan: ${planned.status} ${planned.error ?? ''}`);
  const audio: Usage[] = [];
  for (const index of planned.slides_plan.keys()) {
    await changeJob(deps.jobs, job.job_id, jobState.audio(index, { status: 'pending', error: null }, now()));
    audio.push(await step(() => handleAudio({ ...task, slide: index }, deps, FIRST)));
  }
  await deps.jobs.update(job.job_id, { presentation: { status: 'generating', error: null } });
  const slidesStep = await step(() => handleSlides({ ...task, mode: 'build' }, deps, FIRST));
  await deps.jobs.update(job.job_id, { video_status: 'generating' });
  const video = await step(() => handleVideo(task, deps, FIRST));
  const done = await state();
  const voiced = Object.values(done.audio).every((a) => a.status === 'completed');
  if (done.video_status !== 'completed' || done.presentation.status !== 'ready' || !voiced) {
    throw new Error(
      `a step failed: video ${done.video_status} ${done.video_error ?? ''}, slides ${done.presentation.status}, audio ${JSON.stringify(done.audio)}`,
    );
  }
  const document = await loadDocument(files, job.job_id);
  const rendered = fakes.log.lines.find((line) => line.message === 'Video rendered')?.fields?.['durationSec'];
  return {
    pages: document.pagesRead,
    slides: audio.length,
    videoSec: typeof rendered === 'number' ? rendered : 0,
    extract,
    plan,
    audio,
    slidesStep,
    video,
  };
}

try {
  await runJob(await twoColumnPaper(), join(storeRoot, 'warm'));
  const measured = await runJob(await readFile(pdfPath), join(storeRoot, 'paper'));
  process.stdout.write(`${JSON.stringify(measured)}\n`);
} finally {
  await rm(storeRoot, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
}
