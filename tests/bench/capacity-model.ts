/**
 * `npm run capacity`: how long users wait when many start at once, under the queue limits of
 * functions/src/tasks/queue-limits.ts and the steps' measured usage (reports/step-usage.json, from
 * `npm run bench`). Plays N = 1, 50, 500 and 5000 jobs started within one minute through the wizard,
 * with users' pauses (WIZARD_PACE) and without any (every user clicking on at once), under the
 * deployed limits and under the previous ones (two dispatches at a time per queue), and writes
 * reports/capacity.md.
 *
 * Flags: --cpu-factor F (Cloud Run vCPU-seconds per measured CPU-second, default 1),
 * --cold-start S (seconds to start an instance, default 5), --jobs 1,50,500,5000, and
 * --wait plan=30,audio=3 (seconds a task waits on the network, in place of the defaults: a cloud
 * planner or cloud voices make plan and audio tasks wait on the provider).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TASK_STAGES, type TaskStage } from '../../functions/src/backend/index.js';
import { QUEUE_LIMITS, type StepLimits } from '../../functions/src/tasks/queue-limits.js';
import { CLOUD_PRICES } from './cloud-prices.js';
import { percentile } from './percentile.js';
import {
  NO_PAUSE_PACE,
  PLATFORM_TERMS,
  simulateWizard,
  WIZARD_PACE,
  type UserPace,
  type WizardRun,
} from './simulate-wizard.js';
import type { StepUsageReport } from './step-usage.js';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    'cpu-factor': { type: 'string', default: String(PLATFORM_TERMS.cpuFactor) },
    'cold-start': { type: 'string', default: String(PLATFORM_TERMS.coldStartSeconds) },
    jobs: { type: 'string', default: '1,50,500,5000' },
    wait: { type: 'string', default: '' },
  },
});
const ioSeconds = { ...PLATFORM_TERMS.ioSeconds };
let badWait = false;
for (const pair of values.wait.split(',').filter((p) => p !== '')) {
  const [stage, value] = pair.split('=');
  if (TASK_STAGES.includes(stage as TaskStage) && Number.isFinite(Number(value)))
    ioSeconds[stage as TaskStage] = Number(value);
  else badWait = true;
}
const terms = {
  ...PLATFORM_TERMS,
  cpuFactor: Number(values['cpu-factor']),
  coldStartSeconds: Number(values['cold-start']),
  ioSeconds,
};
const jobCounts = values.jobs.split(',').map(Number);
if (
  badWait ||
  !Number.isFinite(terms.cpuFactor) ||
  !Number.isFinite(terms.coldStartSeconds) ||
  jobCounts.some((n) => !Number.isInteger(n) || n < 1)
) {
  console.error(
    'usage: npm run capacity -- [--cpu-factor 1] [--cold-start 5] [--jobs 1,50,500,5000] [--wait plan=30,audio=3]',
  );
  process.exit(2);
}

let usage: StepUsageReport;
try {
  usage = JSON.parse(await readFile(join(root, 'reports/step-usage.json'), 'utf8')) as StepUsageReport;
} catch {
  console.error('reports/step-usage.json is missing: run npm run bench first, which measures the steps.');
  process.exit(1);
}

/** The limits before queue-limits.ts: two dispatches at a time per queue, the platform's defaults otherwise. */
const previousMemory: Record<TaskStage, StepLimits['memory']> = {
  extract: '2GiB',
  plan: '1GiB',
  audio: '1GiB',
  slides: '2GiB',
  video: '4GiB',
};
const PREVIOUS_LIMITS = Object.fromEntries(
  TASK_STAGES.map((stage) => [
    stage,
    {
      ...QUEUE_LIMITS[stage],
      maxDispatchesPerSecond: 500,
      maxConcurrentDispatches: 2,
      maxInstances: 100,
      concurrency: 1,
      cpu: 2,
      memory: previousMemory[stage],
    } satisfies StepLimits,
  ]),
) as Record<TaskStage, StepLimits>;

const seconds = (value: number): string =>
  Number.isFinite(value) ? (value >= 100 ? value.toFixed(0) : value.toFixed(1)) : '–';
const spread = (samples: number[]): string =>
  `${seconds(percentile(samples, 50))} / ${seconds(percentile(samples, 95))} / ${seconds(Math.max(...samples))}`;

function table(
  title: string,
  limits: Record<TaskStage, StepLimits>,
  pace: UserPace,
): { lines: string[]; runs: WizardRun[] } {
  const lines = [
    `### ${title}`,
    '',
    '| jobs started in one minute | start → plan ready, s (p50 / p95 / max) | generate-video → video, s (p50 / p95 / max) | jobs given up | cost per video | vCPU / GiB at peak (summed over the steps) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const runs: WizardRun[] = [];
  for (const jobs of jobCounts) {
    const run = simulateWizard({ jobs, limits, usage, pace, terms });
    runs.push(run);
    lines.push(
      `| ${jobs} | ${spread(run.toPlan)} | ${spread(run.toVideo)} | ${run.failedJobs} | $${run.costPerVideo.toFixed(4)} | ${run.peakVcpu} / ${run.peakGib.toFixed(0)} |`,
    );
    process.stderr.write(`${title}: ${jobs} jobs simulated\n`);
  }
  return { lines, runs };
}

const limitRows = TASK_STAGES.map((stage) => {
  const l = QUEUE_LIMITS[stage];
  return `| ${stage} | ${l.maxDispatchesPerSecond} | ${l.maxConcurrentDispatches} | ${l.maxInstances} | ${l.concurrency} | ${l.cpu} | ${l.memory} | ${l.maxAttempts}, ${l.minBackoffSeconds}–${l.maxBackoffSeconds} s |`;
});
const deployed = table(
  'Deployed limits (queue-limits.ts), users pausing as in the wizard',
  QUEUE_LIMITS,
  WIZARD_PACE,
);
const rushed = table(
  'Deployed limits, no pauses: every user clicks on the moment the app lets them',
  QUEUE_LIMITS,
  NO_PAUSE_PACE,
);
const before = table(
  'Previous limits (2 dispatches at a time per queue), users pausing as in the wizard',
  PREVIOUS_LIMITS,
  WIZARD_PACE,
);

const verdict = (runs: WizardRun[]): string => {
  const run = runs.find((r) => r.jobs === 500);
  if (run === undefined) return 'not simulated';
  const worst = Math.max(...run.toVideo);
  return run.failedJobs === 0 && run.toVideo.length === 500 && worst <= 300
    ? `met (slowest ${seconds(worst)} s)`
    : `NOT met (slowest ${seconds(worst)} s, ${run.failedJobs} given up)`;
};

const report = [
  '# Capacity model',
  '',
  `\`npm run capacity\` on ${new Date().toISOString().slice(0, 10)}, from the step usage measured by \`npm run bench\` on ${usage.date} (${usage.papers.length} corpus papers, ${usage.slidesPerJob} slides each).`,
  `Assumed: each CPU-second measured on the bench machine takes ${terms.cpuFactor} s of a Cloud Run vCPU;`,
  `starting an instance takes ${terms.coldStartSeconds} s; waiting on the network (Cloud Storage, Firestore, cloud providers) adds ${TASK_STAGES.map((s) => `${s} ${terms.ioSeconds[s]} s`).join(', ')} per task.`,
  `Users pause (uniformly) ${WIZARD_PACE.reviewPlan.join('–')} s over the plan, ${WIZARD_PACE.listen.join('–')} s over the narration and ${WIZARD_PACE.reviewDeck.join('–')} s over the deck; "Generate All" queues the slides 0.5 s apart.`,
  `Prices as read on ${CLOUD_PRICES.readOn}: $${CLOUD_PRICES.perVcpuSecond} per vCPU-second, $${CLOUD_PRICES.perGibSecond} per GiB-second, $0.40 per million requests and per million Cloud Tasks operations; free tiers left out.`,
  '',
  `Target: 500 jobs started in the same minute all have their video within 5 minutes of generate-video — with pauses ${verdict(deployed.runs)}, without pauses ${verdict(rushed.runs)}.`,
  '',
  '| step | dispatches/s | concurrent dispatches | max instances | concurrency | vCPU | memory | attempts, backoff |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...limitRows,
  '',
  ...deployed.lines,
  '',
  ...rushed.lines,
  '',
  ...before.lines,
  '',
].join('\n');
await writeFile(join(root, 'reports/capacity.md'), report);
process.stdout.write(report);
