import { describe, expect, it } from 'vitest';
import { FakeClock, MemoryJobStore, MemoryLogger } from '../api/testing/fake-deps.js';
import type { Job, JobPatch } from '../shared/job.js';
import { newJob } from '../shared/job.js';
import { createProgressWriter, progressFields } from './progress-writer.js';

/** A job store that records each update with the fake time it happened at. */
class TimedJobStore extends MemoryJobStore {
  readonly writes: Array<{ at: number; patch: JobPatch }> = [];
  failing = false;
  constructor(private readonly clock: FakeClock) {
    super();
  }
  override transition(jobId: string, change: (job: Job) => JobPatch | undefined): Promise<Job | undefined> {
    if (this.failing) return Promise.reject(new Error('firestore unavailable'));
    return super.transition(jobId, (job) => {
      const patch = change(job);
      if (patch !== undefined) this.writes.push({ at: this.clock.now().getTime(), patch });
      return patch;
    });
  }
}

async function setup() {
  const clock = new FakeClock();
  const jobs = new TimedJobStore(clock);
  const log = new MemoryLogger();
  await jobs.create({
    ...newJob({ job_id: 'j1', owner_uid: 'u', filename: 'p.pdf', now: clock.now() }),
    status: 'processing',
  });
  const writer = createProgressWriter({
    jobs,
    clock,
    log,
    jobId: 'j1',
    stages: ['read', 'plan'],
    writesProgress: true,
  });
  return { clock, jobs, log, writer };
}

describe('the progress writer', () => {
  it('writes the first report of a burst at once and none of the rest before a second has passed', async () => {
    const { jobs, writer } = await setup();
    const read = writer.stage('read');
    for (let page = 1; page <= 10; page += 1) read({ done: page, total: 10 });
    await writer.close();
    expect(jobs.writes.map((w) => w.patch.current_step)).toEqual(['Reading the paper (page 1 of 10)']);
  });

  it('keeps at least a second between writes and lets the latest report win', async () => {
    const { clock, jobs, writer } = await setup();
    const read = writer.stage('read');
    read({ done: 1, total: 4 });
    read({ done: 2, total: 4 });
    read({ done: 3, total: 4 });
    // The drain loop sleeps on the fake clock, which moves time on; give it a few turns.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    writer.stage('plan')({ done: 1, total: 2 });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await writer.close();
    const steps = jobs.writes.map((w) => w.patch.current_step);
    expect(steps).toEqual([
      'Reading the paper (page 1 of 4)',
      'Reading the paper (page 3 of 4)',
      'Planning the slides',
    ]);
    const times = jobs.writes.map((w) => w.at);
    for (let i = 1; i < times.length; i += 1)
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(1000);
    expect(jobs.writes.map((w) => w.patch.progress)).toEqual([19, 56, 88]);
    expect(clock.now().getTime() - (times[0] ?? 0)).toBeGreaterThanOrEqual(2000);
  });

  it('logs a failed write instead of throwing it into the stage', async () => {
    const { jobs, log, writer } = await setup();
    jobs.failing = true;
    expect(() => writer.stage('read')({ done: 1, total: 2 })).not.toThrow();
    await writer.close();
    expect(log.lines.some((l) => l.severity === 'ERROR' && /progress write failed/.test(l.message))).toBe(
      true,
    );
  });

  it('writes nothing after close, so a final status written next stays', async () => {
    const { jobs, writer } = await setup();
    const read = writer.stage('read');
    read({ done: 1, total: 2 });
    await writer.close();
    read({ done: 2, total: 2 });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(jobs.writes).toHaveLength(1);
  });
});

describe('progressFields', () => {
  it('spans extract and plan over 0–100 while the job is processing', () => {
    expect(progressFields('read', { done: 4, total: 4 }, ['read', 'plan'], true)).toEqual({
      progress: 75,
      current_step: 'Reading the paper (page 4 of 4)',
    });
    expect(progressFields('plan', { done: 2, total: 2 }, ['read', 'plan'], true)).toEqual({
      progress: 100,
      current_step: 'Planning the slides',
    });
  });

  it('leaves progress alone after the plan and puts the percentage in the step', () => {
    expect(progressFields('render', { done: 5, total: 10 }, ['speak', 'draw', 'render'], false)).toEqual({
      current_step: 'Rendering the video (87%)',
    });
  });
});
