import { describe, expect, it } from 'vitest';
import {
  backoffSeconds,
  burstSizeFor,
  QueueSimulator,
  type StepSettings,
  type TaskOutcome,
} from './simulate-queues.js';

const OPEN: StepSettings = {
  maxDispatchesPerSecond: 500,
  maxConcurrentDispatches: 1000,
  maxAttempts: 3,
  minBackoffSeconds: 10,
  maxBackoffSeconds: 100,
  maxInstances: 100,
  concurrency: 1,
  coldStartSeconds: 0,
};

/** Runs `count` tasks of `serviceSeconds` queued at 0 on one step; returns their outcomes in queue order. */
function play(settings: Partial<StepSettings>, count: number, serviceSeconds: number) {
  const sim = new QueueSimulator({ step: { ...OPEN, ...settings } });
  const outcomes: TaskOutcome[] = [];
  for (let i = 0; i < count; i += 1) sim.enqueue(0, 'step', serviceSeconds, (o) => (outcomes[i] = o));
  const totals = sim.run()['step'];
  if (totals === undefined) throw new Error('the step has no totals');
  return { outcomes, totals };
}

describe('QueueSimulator', () => {
  it('makes the first task wait for the cold start and bills the start with the work', () => {
    const { outcomes, totals } = play({ coldStartSeconds: 2 }, 1, 10);
    expect(outcomes).toEqual([{ at: 12, ok: true, attempts: 1 }]);
    expect(totals).toMatchObject({ coldStarts: 1, peakInstances: 1, maxWaitSeconds: 2 });
    expect(totals.billedSeconds).toBeCloseTo(12);
  });

  it('runs one task at a time when the queue allows one in flight, on one warm instance', () => {
    const { outcomes, totals } = play({ maxConcurrentDispatches: 1, coldStartSeconds: 1 }, 3, 5);
    expect(outcomes.map((o) => o.at)).toEqual([6, 11, 16]);
    expect(totals).toMatchObject({ coldStarts: 1, peakInstances: 1, maxWaitSeconds: 11 });
    // One busy period from the start of the instance to the end of the third task.
    expect(totals.billedSeconds).toBeCloseTo(16);
  });

  it('spaces dispatches by the rate once the bucket of a fifth of the rate is spent', () => {
    expect(burstSizeFor(5)).toBe(1);
    const { outcomes } = play({ maxDispatchesPerSecond: 5 }, 3, 1);
    expect(outcomes.map((o) => o.at)).toEqual([1, expect.closeTo(1.2, 9), expect.closeTo(1.4, 9)]);
  });

  it('lets a task refused at the instance limit wait its backoff, doubled per attempt', () => {
    expect(backoffSeconds(OPEN, 1)).toBe(10);
    expect(backoffSeconds(OPEN, 2)).toBe(20);
    expect(backoffSeconds(OPEN, 5)).toBe(100);
    // A runs 0–15. B is refused at 0 and at 10, and runs 30–45 on its third attempt.
    const { outcomes, totals } = play({ maxInstances: 1 }, 2, 15);
    expect(outcomes).toEqual([
      { at: 15, ok: true, attempts: 1 },
      { at: 45, ok: true, attempts: 3 },
    ]);
    expect(totals).toMatchObject({ refused: 2, failed: 0, dispatches: 4, coldStarts: 1 });
  });

  it('gives a task up after its last attempt is refused', () => {
    const { outcomes, totals } = play({ maxInstances: 1, maxAttempts: 2 }, 2, 15);
    expect(outcomes[1]).toEqual({ at: 10, ok: false, attempts: 2 });
    expect(totals).toMatchObject({ refused: 2, failed: 1 });
  });

  it('serves several requests on one instance up to its concurrency', () => {
    const { outcomes, totals } = play({ concurrency: 2, coldStartSeconds: 3 }, 3, 4);
    expect(outcomes.map((o) => o.at)).toEqual([7, 7, 7]);
    expect(totals).toMatchObject({ coldStarts: 2, peakInstances: 2 });
  });

  it('rounds each busy period up to 100 ms', () => {
    expect(play({}, 1, 0.25).totals.billedSeconds).toBeCloseTo(0.3);
  });

  it('chains tasks: a step queued when another finishes starts from that moment', () => {
    const sim = new QueueSimulator({ a: OPEN, b: { ...OPEN, coldStartSeconds: 1 } });
    let done = 0;
    sim.enqueue(5, 'a', 2, (o) => sim.enqueue(o.at, 'b', 3, (p) => (done = p.at)));
    sim.run();
    expect(done).toBe(11);
  });
});
