/**
 * N users going through the process wizard at once, played through the step queues (simulate-queues.ts):
 * start → extract → plan (plan ready) → the user reviews the plan → "Generate All" queues one audio task
 * per slide, 500 ms apart (docs/product.md §4) → once all are done the user continues to the PowerPoint
 * (slides task) → then to the video (generate-video → video task).
 *
 * Each job is one corpus paper picked at random, and each of its tasks takes what that paper's task
 * took in the bench (reports/step-usage.json), scaled to the instance: CPU-seconds divided by the
 * vCPUs the step can use, plus a fixed time for the Cloud Storage and Firestore round trips the local
 * bench does not make. Users' pauses are drawn from the ranges in `UserPace`; a pace of all zeros is
 * the worst case, every user clicking on as soon as the app lets them.
 */
import { TASK_STAGES, type TaskStage } from '../../functions/src/backend/index.js';
import type { StepLimits } from '../../functions/src/tasks/queue-limits.js';
import { CLOUD_PRICES, memoryGib } from './cloud-prices.js';
import type { Usage } from './measure-usage.js';
import { QueueSimulator, type StepTotals } from './simulate-queues.js';
import { stepTasks, type StepUsageReport } from './step-usage.js';

/** Seconds a user takes, as [least, most]; each job draws uniformly between them. */
export interface UserPace {
  /** When in the first minute each user presses Start. */
  startWithin: number;
  /** Reading and editing the plan before pressing "Generate All". */
  reviewPlan: [number, number];
  /** Listening to the narration before "Continue to PowerPoint". */
  listen: [number, number];
  /** Looking at the deck before continuing to the video. */
  reviewDeck: [number, number];
}

export const WIZARD_PACE: UserPace = {
  startWithin: 60,
  reviewPlan: [30, 180],
  listen: [10, 60],
  reviewDeck: [10, 60],
};
export const NO_PAUSE_PACE: UserPace = {
  startWithin: 60,
  reviewPlan: [0, 0],
  listen: [0, 0],
  reviewDeck: [0, 0],
};

/** What the platform adds that the bench cannot measure here. */
export interface PlatformTerms {
  /** Starting an instance: the container and loading the functions code. */
  coldStartSeconds: number;
  /** Seconds of a Cloud Run vCPU per CPU-second measured on the bench machine. */
  cpuFactor: number;
  /** Per task: reading and writing Cloud Storage and Firestore. */
  ioSeconds: Record<TaskStage, number>;
}

export const PLATFORM_TERMS: PlatformTerms = {
  coldStartSeconds: 5,
  cpuFactor: 1,
  ioSeconds: { extract: 1, plan: 0.5, audio: 0.5, slides: 1, video: 2 },
};

export interface WizardRun {
  jobs: number;
  /** Per job that got there: seconds from Start to the plan being ready. */
  toPlan: number[];
  /** Per job that got there: seconds from generate-video to the video being ready. */
  toVideo: number[];
  /** Jobs a step gave up on (all attempts refused). */
  failedJobs: number;
  totals: Record<TaskStage, StepTotals>;
  /** Cloud Run and Cloud Tasks charges per finished video, USD. */
  costPerVideo: number;
  /** Highest vCPUs and GiB the steps' instances held at once, summed over the steps' own peaks. */
  peakVcpu: number;
  peakGib: number;
}

/** A small seeded generator (mulberry32), so a run can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Seconds a task runs on an instance of `limits`: the measured CPU-seconds over the cores it can use
 * (no more than it used on the bench machine, where its CPU-seconds over its wall time say how many
 * cores it kept busy), plus the round trips.
 */
export function serviceSeconds(
  usage: Usage,
  limits: Pick<StepLimits, 'cpu'>,
  step: TaskStage,
  terms: PlatformTerms,
): number {
  const parallel = Math.min(limits.cpu, Math.max(1, usage.cpuSec / Math.max(usage.wallSec, 1e-6)));
  return (usage.cpuSec * terms.cpuFactor) / parallel + terms.ioSeconds[step];
}

export interface WizardOptions {
  jobs: number;
  limits: Readonly<Record<TaskStage, StepLimits>>;
  usage: StepUsageReport;
  pace?: UserPace;
  terms?: PlatformTerms;
  seed?: number;
}

/** Plays `jobs` users through the wizard and reports their waits and the bill. */
export function simulateWizard(options: WizardOptions): WizardRun {
  const { jobs, limits, usage } = options;
  const pace = options.pace ?? WIZARD_PACE;
  const terms = options.terms ?? PLATFORM_TERMS;
  const random = seededRandom(options.seed ?? 1);
  const between = ([least, most]: [number, number]): number => least + (most - least) * random();
  const sim = new QueueSimulator(
    Object.fromEntries(
      TASK_STAGES.map((stage) => [stage, { ...limits[stage], coldStartSeconds: terms.coldStartSeconds }]),
    ),
  );
  const toPlan: number[] = [];
  const toVideo: number[] = [];
  let failedJobs = 0;
  const time = (stage: TaskStage, task: Usage): number => serviceSeconds(task, limits[stage], stage, terms);

  for (let job = 0; job < jobs; job += 1) {
    const paper = usage.papers[Math.floor(random() * usage.papers.length)];
    if (paper === undefined) throw new Error('The step usage report has no papers; run npm run bench first.');
    const only = (stage: TaskStage): Usage => {
      const task = stepTasks(paper, stage)[0];
      if (task === undefined) throw new Error(`${paper.file} has no ${stage} measurement.`);
      return task;
    };
    // Each stage runs only if the one before it succeeded; a job given up on is counted once.
    const then = (next: (at: number) => void) => (outcome: { at: number; ok: boolean }) => {
      if (outcome.ok) next(outcome.at);
      else failedJobs += 1;
    };
    const startedAt = random() * pace.startWithin;
    const video = (at: number): void => {
      const requestedAt = at + between(pace.reviewDeck);
      sim.enqueue(
        requestedAt,
        'video',
        time('video', only('video')),
        then((doneAt) => toVideo.push(doneAt - requestedAt)),
      );
    };
    const slides = (at: number): void =>
      sim.enqueue(at + between(pace.listen), 'slides', time('slides', only('slides')), then(video));
    const audio = (at: number): void => {
      const clips = stepTasks(paper, 'audio');
      let left = clips.length;
      let lastDone = at;
      let failed = false;
      const generateAllAt = at + between(pace.reviewPlan);
      clips.forEach((clip, index) => {
        sim.enqueue(generateAllAt + 0.5 * index, 'audio', time('audio', clip), (outcome) => {
          if (!outcome.ok && !failed) {
            failed = true;
            failedJobs += 1;
          }
          lastDone = Math.max(lastDone, outcome.at);
          left -= 1;
          if (left === 0 && !failed) slides(lastDone);
        });
      });
    };
    const plan = (at: number): void =>
      sim.enqueue(
        at,
        'plan',
        time('plan', only('plan')),
        then((doneAt) => {
          toPlan.push(doneAt - startedAt);
          audio(doneAt);
        }),
      );
    sim.enqueue(startedAt, 'extract', time('extract', only('extract')), then(plan));
  }

  const totals = sim.run() as Record<TaskStage, StepTotals>;
  let dollars = 0;
  let peakVcpu = 0;
  let peakGib = 0;
  for (const stage of TASK_STAGES) {
    const t = totals[stage];
    const l = limits[stage];
    dollars +=
      t.billedSeconds *
      (l.cpu * CLOUD_PRICES.perVcpuSecond + memoryGib(l.memory) * CLOUD_PRICES.perGibSecond);
    dollars += t.dispatches * CLOUD_PRICES.perRequest;
    // Creating each task, and each delivery attempt.
    dollars += (t.tasks + t.dispatches) * CLOUD_PRICES.perTaskOperation;
    peakVcpu += t.peakInstances * l.cpu;
    peakGib += t.peakInstances * memoryGib(l.memory);
  }
  return {
    jobs,
    toPlan,
    toVideo,
    failedJobs,
    totals,
    costPerVideo: dollars / Math.max(1, toVideo.length),
    peakVcpu,
    peakGib,
  };
}
