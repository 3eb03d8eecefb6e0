import { describe, expect, it } from 'vitest';
import { TASK_STAGES } from '../../functions/src/backend/index.js';
import type { StepLimits } from '../../functions/src/tasks/queue-limits.js';
import type { Usage } from './measure-usage.js';
import { NO_PAUSE_PACE, serviceSeconds, simulateWizard, type PlatformTerms } from './simulate-wizard.js';
import type { StepUsageReport } from './step-usage.js';

const used = (cpuSec: number, wallSec = cpuSec): Usage => ({
  cpuSec,
  wallSec,
  peakRssMiB: 100,
  peakScratchMiB: 1,
});
const STEP: StepLimits = {
  maxDispatchesPerSecond: 500,
  maxConcurrentDispatches: 100,
  maxAttempts: 3,
  minBackoffSeconds: 10,
  maxBackoffSeconds: 600,
  maxInstances: 100,
  concurrency: 1,
  cpu: 1,
  memory: '1GiB',
};
const LIMITS = {
  ...Object.fromEntries(TASK_STAGES.map((stage) => [stage, STEP])),
  video: { ...STEP, cpu: 2, memory: '2GiB' },
} as Record<(typeof TASK_STAGES)[number], StepLimits>;
const TERMS: PlatformTerms = {
  coldStartSeconds: 1,
  cpuFactor: 1,
  ioSeconds: { extract: 0, plan: 0, audio: 0, slides: 0, video: 0 },
};
const REPORT: StepUsageReport = {
  date: '2026-11-23',
  node: '22',
  slidesPerJob: 2,
  papers: [
    {
      file: 'a.pdf',
      pages: 3,
      slides: 2,
      videoSec: 60,
      extract: used(2),
      plan: used(1),
      audio: [used(1), used(1)],
      slidesStep: used(1),
      video: used(3, 1.5),
    },
  ],
};

describe('serviceSeconds', () => {
  it('divides CPU-seconds by the cores the task kept busy, at most the instance has, and adds the round trips', () => {
    const terms = { ...TERMS, ioSeconds: { ...TERMS.ioSeconds, video: 2 } };
    expect(serviceSeconds(used(3, 1.5), { cpu: 2 }, 'video', terms)).toBe(3.5);
    expect(serviceSeconds(used(3, 1.5), { cpu: 1 }, 'video', terms)).toBe(5);
    expect(serviceSeconds(used(3, 6), { cpu: 2 }, 'video', terms)).toBe(5);
  });
});

describe('simulateWizard', () => {
  it('plays one job through the steps with cold starts and no pauses, as worked out by hand', () => {
    const run = simulateWizard({
      jobs: 1,
      limits: LIMITS,
      usage: REPORT,
      pace: { ...NO_PAUSE_PACE, startWithin: 0 },
      terms: TERMS,
    });
    // extract 0 → 1 (cold) → 3; plan 3 → 4 → 5. Audio from 5: slide 0 on a new instance 6 → 7, slide 1
    // queued at 5.5 on a second one 6.5 → 7.5. Slides 7.5 → 8.5 → 9.5. Video: 1 s cold start + 3 CPU-s on 2 cores.
    expect(run.toPlan).toEqual([5]);
    expect(run.toVideo).toEqual([2.5]);
    expect(run.failedJobs).toBe(0);
    expect(run.totals.audio).toMatchObject({ tasks: 2, coldStarts: 2, peakInstances: 2 });
    expect(run.totals.video.billedSeconds).toBeCloseTo(2.5);
    // 2.5 s of 2 vCPU and 2 GiB for the video, and so on for the rest: cents stay cents.
    expect(run.costPerVideo).toBeGreaterThan(0);
    expect(run.costPerVideo).toBeLessThan(0.01);
  });

  it('gives every job of a larger run a plan and a video', () => {
    const run = simulateWizard({ jobs: 40, limits: LIMITS, usage: REPORT, terms: TERMS });
    expect(run.toPlan).toHaveLength(40);
    expect(run.toVideo).toHaveLength(40);
  });
});
