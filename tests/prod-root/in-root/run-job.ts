/**
 * Runs inside the production-like root: one whole job through the step handlers of the installed
 * functions package (extract → plan, then what generate-video starts: audio per slide, slides, video),
 * with in-memory job and user stores and the task queue drained in order. Bundled by
 * bundle-job-runner.ts, which points every engine import at the installed lib/ and leaves npm packages
 * to the installed node_modules, so an undeclared dependency fails here as it would on Cloud Functions.
 *
 * Usage: node run-job.mjs '{"paper": "/work/paper.pdf", "out": "/work/job.mp4", "slides": 3, "voiceId": "sully"}'
 * The voices are built from the environment as the deployed steps build them from their params
 * (tasks/triggers.ts), so the test chooses the provider by the environment it passes. Prints the finished
 * job as JSON.
 */
import { readFile, writeFile } from 'node:fs/promises';
import {
  changeJob,
  jobFiles,
  jobState,
  type StageTask,
  type TaskStage,
} from '../../../functions/src/backend/index.js';
import { cloudVoiceConfigFromEnv, createVoiceSynthesizer } from '../../../functions/src/pipeline/index.js';
import type { VoiceId } from '../../../functions/src/shared/voices.js';
import {
  handleAudio,
  handleExtract,
  handlePlan,
  handleSlides,
  handleVideo,
  type TaskAttempt,
  type TaskDeps,
} from '../../../functions/src/tasks/index.js';
import { createTaskFakes, startedJob } from '../../../functions/src/tasks/testing/task-fakes.js';

interface JobRequest {
  paper: string;
  out: string;
  slides: number;
  voiceId: VoiceId;
}

const HANDLERS: Record<TaskStage, (task: StageTask, deps: TaskDeps, attempt: TaskAttempt) => Promise<void>> =
  {
    extract: handleExtract,
    plan: handlePlan,
    audio: handleAudio,
    slides: handleSlides,
    video: handleVideo,
  };
const ONLY_ATTEMPT: TaskAttempt = { retryCount: 0, maxAttempts: 1 };

const request = JSON.parse(process.argv[2] ?? '{}') as JobRequest;
const fakes = createTaskFakes();
const deps = {
  ...fakes,
  synthesizer: createVoiceSynthesizer(cloudVoiceConfigFromEnv(process.env), { binaries: fakes.binaries }),
};
const uid = 'ada';

async function drain(): Promise<void> {
  for (let next = deps.tasks.queued.shift(); next; next = deps.tasks.queued.shift()) {
    await HANDLERS[next.stage](next.task, deps, ONLY_ATTEMPT);
  }
}

const started = await startedJob(deps, uid, await readFile(request.paper), request.slides);
const jobId = started.job_id;
await deps.jobs.update(jobId, { settings: { slide_count: request.slides, voice_id: request.voiceId } });
await deps.tasks.enqueue('extract', { job_id: jobId, uid });
await drain();

// What the generate-video route and the editor start once the plan is there.
const planned = await deps.jobs.get(jobId);
const now = deps.clock.now().toISOString();
for (const index of (planned?.slides_plan ?? []).keys()) {
  await changeJob(deps.jobs, jobId, jobState.audio(index, { status: 'pending', error: null }, now));
  await deps.tasks.enqueue('audio', { job_id: jobId, uid, slide: index });
}
await deps.jobs.update(jobId, {
  presentation: { status: 'generating', error: null },
  video_status: 'generating',
});
await deps.tasks.enqueue('slides', { job_id: jobId, uid, mode: 'build' });
await deps.tasks.enqueue('video', { job_id: jobId, uid });
await drain();

const video = deps.files.files.get(jobFiles.video(jobId));
if (video) await writeFile(request.out, video.data);
const job = await deps.jobs.get(jobId);
process.stdout.write(`${JSON.stringify({ job, log: deps.log.lines })}\n`);
