/**
 * `npm run bench:api`: the backend in the emulator stack, as the web app drives it, written as a table to
 * reports/bench-api.md. Run it only through that script: it measures the stack it runs inside.
 *
 * - three papers: from POST /processing/start to status `completed` (plan ready), and from
 *   POST /processing/generate-video to video_status `completed` (the video step voices every slide first)
 * - GET /processing/status under 50 concurrent pollers for 10 s — target p99 < 50 ms locally. The functions
 *   emulator runs each call in a worker process of its own and starts a new one (~200 MB, seconds of CPU)
 *   for every call that arrives while the others are busy. Cold, 50 pollers (even at the web app's pace)
 *   start workers faster than 2 cores can load them; they outlast the emulator's load timeout, fail and
 *   linger, and the stack grew past 16 GB before it was stopped. So workers are first added a few at a
 *   time, then 50 pollers run at the web app's pace (every 2 s, docs/product.md §4) and back to back (the worst
 *   case); a round stops early if the workers run away again.
 * - memory of the stack's processes (RSS and PSS from /proc), idle, at its peak and after the pollers
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { VideoStatusResponse } from '../../functions/src/shared/api-types.js';
import type { JobSummary } from '../../functions/src/shared/job.js';
import { sharedPapersDir } from '../fixtures/index.js';
import { callApi, signUpUser, uploadPdf, type TestUser } from '../integration/stack-client.js';
import { percentile } from './percentile.js';
import { countApiWorkers, measureStackMemory, type StackMemory } from './stack-memory.js';

const PAPERS = [
  'generative_adversarial_nets.pdf',
  'healthcare_quality_improvement_malawi.pdf',
  'attention_is_all_you_need.pdf',
];
const SLIDES = 5;
const VOICE = 'sully';
const POLLERS = 50;
const POLL_ROUND_MS = 10_000;
// At the web app's pace 50 pollers make 25 requests a second: 30 s gives 750, so the p99 is not one stray request.
const WEB_PACE_ROUND_MS = 30_000;
// The web app polls a running job every 2 s (docs/product.md §4).
const CLIENT_POLL_MS = 2000;
// Workers added per warm-up step: few enough that each loads before the emulator's timeout.
const WARM_UP_STEP = 5;
// More api workers than pollers plus this means the emulator is failing to load them and starting more.
const RUNAWAY_MARGIN = 10;
const P99_TARGET_MS = 50;
// How often one client checks a running job: fine enough to time steps of seconds, light enough not to load them.
const WATCH_EVERY_MS = 250;

const root = resolve(import.meta.dirname, '../..');
const dir = sharedPapersDir();
if (!dir) {
  console.error('The API benchmark reads ../shared/papers, which is not beside this checkout.');
  process.exit(1);
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const mib = (value: number): string => `${value.toFixed(0)} MiB`;
const log = (line: string): void => void process.stderr.write(`[bench:api] ${line}\n`);

async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await callApi('GET', path, { token });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Polls until `done` says the value is final; returns it and the time since `startedAt`. */
async function watch<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  startedAt: number,
  limitMs: number,
): Promise<{ value: T; ms: number }> {
  for (;;) {
    const value = await read();
    const ms = performance.now() - startedAt;
    if (done(value)) return { value, ms };
    if (ms > limitMs) throw new Error(`not finished after ${seconds(limitMs)}: ${JSON.stringify(value)}`);
    await sleep(WATCH_EVERY_MS);
  }
}

/** Samples the stack's memory once a second until stopped; resolves to the sample with the largest PSS. */
function samplePeakMemory(): { stop: () => Promise<StackMemory | undefined> } {
  let peak: StackMemory | undefined;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await measureStackMemory();
      if (peak === undefined || now.total.pssMiB > peak.total.pssMiB) peak = now;
      await sleep(1000);
    }
  })();
  return {
    async stop() {
      sampling = false;
      await sampler;
      return peak;
    },
  };
}

interface PaperRun {
  file: string;
  planMs?: number;
  videoMs?: number;
  slides?: number;
  failure?: string;
  user: TestUser;
  jobId: string;
}

async function runPaper(file: string): Promise<PaperRun> {
  const user = await signUpUser();
  const verified = await callApi('POST', '/auth/verify-token', { json: { id_token: user.idToken } });
  if (!verified.ok) throw new Error(`verify-token answered ${verified.status}`);
  const jobId = await uploadPdf(user.idToken, await readFile(join(dir as string, file)), file);
  const run: PaperRun = { file, user, jobId };
  const planStarted = performance.now();
  const started = await callApi('POST', `/processing/start/${jobId}`, {
    token: user.idToken,
    json: { config: { slide_count: SLIDES, voice_id: VOICE } },
  });
  if (started.status !== 202)
    return { ...run, failure: `start answered ${started.status}: ${await started.text()}` };
  const plan = await watch(
    () => getJson<JobSummary>(`/processing/status/${jobId}`, user.idToken),
    (job) => job.status === 'completed' || job.status === 'failed',
    planStarted,
    300_000,
  );
  if (plan.value.status === 'failed')
    return { ...run, failure: `plan failed: ${JSON.stringify(plan.value)}` };
  run.planMs = plan.ms;
  run.slides = (
    await getJson<{ slides_plan: unknown[] }>(`/processing/result/${jobId}`, user.idToken)
  ).slides_plan.length;
  log(`${file}: plan ready in ${seconds(plan.ms)}`);

  const videoStarted = performance.now();
  const generate = await callApi('POST', `/processing/generate-video/${jobId}`, { token: user.idToken });
  if (generate.status !== 202)
    return { ...run, failure: `generate-video answered ${generate.status}: ${await generate.text()}` };
  const video = await watch(
    () => getJson<VideoStatusResponse>(`/processing/video-status/${jobId}`, user.idToken),
    (status) => status.video_status === 'completed' || status.video_status === 'failed',
    videoStarted,
    900_000,
  );
  if (video.value.video_status === 'failed')
    return { ...run, failure: `video failed: ${video.value.video_error ?? ''}` };
  run.videoMs = video.ms;
  log(`${file}: video ready in ${seconds(video.ms)}`);
  return run;
}

interface PollRound {
  label: string;
  pollers: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  workersBefore: number;
  workersAfter: number;
}

/** One status call; its latency in ms, or undefined when it failed. */
async function timedStatus(user: TestUser, jobId: string): Promise<number | undefined> {
  const sent = performance.now();
  try {
    const response = await callApi('GET', `/processing/status/${jobId}`, { token: user.idToken });
    await response.arrayBuffer();
    return response.ok ? performance.now() - sent : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `pollers` clients asking for the job's status for `durationMs`: every `everyMs` from a random start
 * within the first interval, as the web app does, or back to back when `everyMs` is 0.
 */
async function pollRound(
  label: string,
  pollers: number,
  everyMs: number,
  durationMs: number,
  user: TestUser,
  jobId: string,
): Promise<PollRound> {
  const workersBefore = await countApiWorkers();
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  let deadline = started + durationMs;
  let stoppedEarly = false;
  const guard = setInterval(() => {
    void countApiWorkers().then((apiWorkers) => {
      if (apiWorkers <= pollers + RUNAWAY_MARGIN || stoppedEarly) return;
      stoppedEarly = true;
      deadline = performance.now();
      log(`${label}: ${apiWorkers} api workers; stopping the round before they exhaust memory`);
    });
  }, 1000);
  await Promise.all(
    Array.from({ length: pollers }, async () => {
      let next = started + Math.random() * everyMs;
      while (next < deadline) {
        await sleep(Math.max(0, next - performance.now()));
        const latency = await timedStatus(user, jobId);
        if (latency === undefined) errors += 1;
        else latencies.push(latency);
        next = everyMs === 0 ? performance.now() : next + everyMs;
      }
    }),
  );
  clearInterval(guard);
  const round = {
    label: stoppedEarly ? `${label} (stopped early: workers ran away)` : label,
    pollers,
    requests: latencies.length + errors,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    workersBefore,
    workersAfter: await countApiWorkers(),
  };
  log(
    `${label}: p50 ${round.p50.toFixed(1)} ms, p99 ${round.p99.toFixed(1)} ms over ${round.requests} requests (${errors} errors); api workers ${workersBefore} → ${round.workersAfter}`,
  );
  return round;
}

/** Brings the api's workers up to about `target`, adding at most WARM_UP_STEP per round of simultaneous calls. */
async function warmUpWorkers(
  target: number,
  user: TestUser,
  jobId: string,
): Promise<{ ms: number; errors: number }> {
  const started = performance.now();
  let errors = 0;
  for (let calls = WARM_UP_STEP; calls <= target; calls += WARM_UP_STEP) {
    const results = await Promise.all(Array.from({ length: calls }, () => timedStatus(user, jobId)));
    errors += results.filter((latency) => latency === undefined).length;
  }
  const warmed = { ms: performance.now() - started, errors };
  log(
    `warm-up to ${target} workers: ${seconds(warmed.ms)}, ${errors} failed calls, ${(await measureStackMemory()).apiWorkers} api workers`,
  );
  return warmed;
}

const health = await fetch('http://127.0.0.1:5000/api/health');
if (!health.ok) throw new Error(`The stack is not answering: /api/health gave ${health.status}.`);
const idle = await measureStackMemory();
log(`idle stack: RSS ${mib(idle.total.rssMiB)}, PSS ${mib(idle.total.pssMiB)}`);

const sampler = samplePeakMemory();
const runs: PaperRun[] = [];
for (const file of PAPERS) runs.push(await runPaper(file));
const peak = await sampler.stop();
const afterPapers = await measureStackMemory();

const target = runs.find((run) => run.planMs !== undefined);
if (target === undefined) throw new Error('No paper reached a plan; nothing to poll.');
const baseline = await pollRound(
  '1 poller, back to back, 3 s (baseline)',
  1,
  0,
  3000,
  target.user,
  target.jobId,
);
const warmUp = await warmUpWorkers(POLLERS, target.user, target.jobId);
const afterWarmUp = await measureStackMemory();
const rounds = [
  baseline,
  await pollRound(
    `${POLLERS} pollers, every 2 s, ${WEB_PACE_ROUND_MS / 1000} s, after warm-up`,
    POLLERS,
    CLIENT_POLL_MS,
    WEB_PACE_ROUND_MS,
    target.user,
    target.jobId,
  ),
  await pollRound(
    `${POLLERS} pollers, back to back, 10 s, after warm-up`,
    POLLERS,
    0,
    POLL_ROUND_MS,
    target.user,
    target.jobId,
  ),
];
const afterPolling = await measureStackMemory();

const memoryRow = (label: string, memory: StackMemory): string => {
  const { parts } = memory;
  const workers = parts['function-worker'];
  return `| ${label} | ${mib(memory.total.rssMiB)} | ${mib(memory.total.pssMiB)} | ${mib(parts.firestore.rssMiB)} | ${mib(parts['firebase-cli'].rssMiB)} | ${workers.processes} (${memory.apiWorkers} api): ${mib(workers.rssMiB)} | ${parts.other.processes}: ${mib(parts.other.rssMiB)} |`;
};
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const paced = rounds[1];
const report = [
  '# API benchmark',
  '',
  `\`npm run bench:api\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, the emulator stack, local voices, 2 cores.`,
  `Each paper runs alone: ${SLIDES} slides, voice ${VOICE}; times are measured by the client, which checks every ${WATCH_EVERY_MS} ms.`,
  '',
  '## Papers',
  '',
  '| paper | start → plan ready | generate-video → video ready | slides |',
  '| --- | --- | --- | --- |',
  ...runs.map((run) =>
    run.failure === undefined
      ? `| ${run.file} | ${seconds(run.planMs ?? 0)} | ${seconds(run.videoMs ?? 0)} | ${run.slides ?? ''} |`
      : `| ${run.file} | ${run.planMs === undefined ? 'failed' : seconds(run.planMs)} | failed: ${run.failure.replaceAll('|', '/')} | ${run.slides ?? ''} |`,
  ),
  '',
  `## GET /processing/status latency (target p99 < ${P99_TARGET_MS} ms locally)`,
  '',
  '| round | requests | errors | p50 | p99 | max | api workers before → after |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rounds.map(
    (r) =>
      `| ${r.label} | ${r.requests} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.workersBefore} → ${r.workersAfter} |`,
  ),
  '',
  `The warm-up before the 50-poller rounds added workers ${WARM_UP_STEP} at a time up to ${POLLERS}: ${seconds(warmUp.ms)}, ${warmUp.errors} failed calls.`,
  paced === undefined
    ? ''
    : `At the web app's pace after warm-up: p99 ${ms(paced.p99)}, target ${paced.p99 < P99_TARGET_MS ? 'met' : 'NOT met'}.`,
  '',
  '## Memory of the stack',
  '',
  'RSS counts pages shared between processes once per process; PSS shares them out, so the PSS total is what the stack occupies.',
  '',
  '| when | RSS total | PSS total | Firestore (Java) RSS | firebase-tools RSS | function workers: RSS | other: RSS |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  memoryRow('idle, just started', idle),
  ...(peak === undefined ? [] : [memoryRow('peak while the papers ran (PSS, sampled each second)', peak)]),
  memoryRow('after the papers', afterPapers),
  memoryRow(`after warming up ${POLLERS} api workers`, afterWarmUp),
  memoryRow(`after ${POLLERS} back-to-back pollers`, afterPolling),
  '',
].join('\n');
await mkdir(join(root, 'reports'), { recursive: true });
await writeFile(join(root, 'reports/bench-api.md'), report);
process.stdout.write(`${report}\n`);
