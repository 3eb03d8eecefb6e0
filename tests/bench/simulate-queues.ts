/**
 * A discrete-event model of Cloud Tasks queues in front of Cloud Functions (2nd gen, i.e. Cloud Run)
 * services, one queue and one service per step, as functions/src/tasks/triggers.ts deploys them.
 *
 * The queue: a token bucket (refilled at maxDispatchesPerSecond up to maxBurstSize) and at most
 * maxConcurrentDispatches tasks in flight; tasks are dispatched oldest first once their schedule time
 * has come. The service: at most maxInstances instances, each serving `concurrency` requests at once;
 * a request that finds no free slot starts an instance (it waits the cold start) or, at the limit, is
 * refused (HTTP 429), and Cloud Tasks retries it after its backoff (minBackoff doubled per attempt,
 * up to maxBackoff), until maxAttempts. Instances stay warm for the rest of the run (Cloud Run keeps
 * idle ones for minutes, longer than a run here). Billing follows request-based Cloud Run billing:
 * an instance is billed while it starts and while it serves at least one request, each busy period
 * rounded up to 100 ms.
 */
import type { StepLimits } from '../../functions/src/tasks/queue-limits.js';

/** One step's queue and service settings: the deployed limits that shape waiting, and its cold start. */
export type StepSettings = Pick<
  StepLimits,
  | 'maxDispatchesPerSecond'
  | 'maxConcurrentDispatches'
  | 'maxAttempts'
  | 'minBackoffSeconds'
  | 'maxBackoffSeconds'
  | 'maxInstances'
  | 'concurrency'
> & { coldStartSeconds: number };

/** What the model tells a task's owner when the task ends. */
export interface TaskOutcome {
  /** When the handler finished, or when Cloud Tasks gave up on it. */
  at: number;
  ok: boolean;
  attempts: number;
}

/** Per-step totals of a run. */
export interface StepTotals {
  tasks: number;
  dispatches: number;
  refused: number;
  failed: number;
  coldStarts: number;
  peakInstances: number;
  /** Instance-seconds billed (starting or busy, each busy period rounded up to 100 ms). */
  billedSeconds: number;
  /** Longest time a task waited from being queued to its handler starting. */
  maxWaitSeconds: number;
}

interface Task {
  step: string;
  serviceSeconds: number;
  queuedAt: number;
  scheduleAt: number;
  attempts: number;
  seq: number;
  onDone: (outcome: TaskOutcome) => void;
}

interface Instance {
  readyAt: number;
  active: number;
  busySince: number;
}

interface StepState {
  settings: StepSettings;
  waiting: Task[];
  inFlight: number;
  tokens: number;
  tokensAt: number;
  burst: number;
  instances: Instance[];
  wakeAt: number;
  totals: StepTotals;
}

/**
 * Cloud Tasks picks the bucket size from the rate; the documented rule of the App Engine queues
 * (10 at 1/s, else a fifth of the rate) is the one used here, never below one token.
 */
export function burstSizeFor(maxDispatchesPerSecond: number): number {
  return maxDispatchesPerSecond === 1 ? 10 : Math.max(1, Math.floor(maxDispatchesPerSecond / 5));
}

/** The wait before retry `attempts` (1 after the first failure): doubled each time, capped. */
export function backoffSeconds(
  settings: Pick<StepSettings, 'minBackoffSeconds' | 'maxBackoffSeconds'>,
  attempts: number,
): number {
  return Math.min(settings.maxBackoffSeconds, settings.minBackoffSeconds * 2 ** Math.max(0, attempts - 1));
}

const BILLING_GRAIN = 0.1;
const EPSILON = 1e-9;
const roundUp = (seconds: number): number => Math.ceil(seconds / BILLING_GRAIN - EPSILON) * BILLING_GRAIN;

/** A min-heap of timed callbacks; ties run in the order they were scheduled. */
class Agenda {
  private readonly heap: Array<{ at: number; seq: number; run: () => void }> = [];
  private seq = 0;

  push(at: number, run: () => void): void {
    const heap = this.heap;
    heap.push({ at, seq: this.seq++, run });
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): { at: number; run: () => void } | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined) return undefined;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < heap.length && this.before(left, smallest)) smallest = left;
        if (right < heap.length && this.before(right, smallest)) smallest = right;
        if (smallest === i) break;
        this.swap(i, smallest);
        i = smallest;
      }
    }
    return top;
  }

  private before(a: number, b: number): boolean {
    const x = this.heap[a];
    const y = this.heap[b];
    if (x === undefined || y === undefined) return false;
    return x.at < y.at || (x.at === y.at && x.seq < y.seq);
  }

  private swap(a: number, b: number): void {
    const x = this.heap[a];
    const y = this.heap[b];
    if (x === undefined || y === undefined) return;
    this.heap[a] = y;
    this.heap[b] = x;
  }
}

/**
 * The simulation: `at` schedules what users do, `enqueue` adds a task (as the API or a finishing step
 * does), `run` plays everything out and returns the per-step totals.
 * @example
 * const sim = new QueueSimulator({ video: settings });
 * sim.enqueue(0, 'video', 40, (o) => console.log(o.at)); // 40 + the cold start
 * sim.run();
 */
export class QueueSimulator {
  private readonly agenda = new Agenda();
  private readonly steps = new Map<string, StepState>();
  private now = 0;
  private taskSeq = 0;

  constructor(settings: Record<string, StepSettings>) {
    for (const [step, s] of Object.entries(settings)) {
      const burst = burstSizeFor(s.maxDispatchesPerSecond);
      this.steps.set(step, {
        settings: s,
        waiting: [],
        inFlight: 0,
        tokens: burst,
        tokensAt: 0,
        burst,
        instances: [],
        wakeAt: Number.POSITIVE_INFINITY,
        totals: {
          tasks: 0,
          dispatches: 0,
          refused: 0,
          failed: 0,
          coldStarts: 0,
          peakInstances: 0,
          billedSeconds: 0,
          maxWaitSeconds: 0,
        },
      });
    }
  }

  /** Runs `what` at time `at` (seconds from the start of the run). */
  at(at: number, what: () => void): void {
    this.agenda.push(Math.max(at, this.now), what);
  }

  /** Queues a task of `step` whose handler runs `serviceSeconds` once it has an instance. */
  enqueue(at: number, step: string, serviceSeconds: number, onDone: (outcome: TaskOutcome) => void): void {
    this.at(at, () => {
      const state = this.state(step);
      state.totals.tasks += 1;
      this.insert(state, {
        step,
        serviceSeconds,
        queuedAt: this.now,
        scheduleAt: this.now,
        attempts: 0,
        seq: this.taskSeq++,
        onDone,
      });
      this.pump(step);
    });
  }

  run(): Record<string, StepTotals> {
    for (let next = this.agenda.pop(); next !== undefined; next = this.agenda.pop()) {
      this.now = next.at;
      next.run();
    }
    return Object.fromEntries([...this.steps].map(([step, state]) => [step, { ...state.totals }]));
  }

  private state(step: string): StepState {
    const state = this.steps.get(step);
    if (state === undefined) throw new Error(`No settings for step "${step}".`);
    return state;
  }

  /** Keeps `waiting` ordered by schedule time, then by arrival. */
  private insert(state: StepState, task: Task): void {
    const list = state.waiting;
    let i = list.length;
    while (i > 0) {
      const prev = list[i - 1];
      if (
        prev === undefined ||
        prev.scheduleAt < task.scheduleAt ||
        (prev.scheduleAt === task.scheduleAt && prev.seq < task.seq)
      )
        break;
      i -= 1;
    }
    list.splice(i, 0, task);
  }

  private refill(state: StepState): void {
    const rate = state.settings.maxDispatchesPerSecond;
    state.tokens = Math.min(state.burst, state.tokens + (this.now - state.tokensAt) * rate);
    state.tokensAt = this.now;
  }

  /** Dispatches what the queue allows now, and arranges to look again when that changes. */
  private pump(step: string): void {
    const state = this.state(step);
    const s = state.settings;
    for (;;) {
      const task = state.waiting[0];
      if (task === undefined || state.inFlight >= s.maxConcurrentDispatches) return;
      if (task.scheduleAt > this.now + EPSILON) return this.wake(step, task.scheduleAt);
      this.refill(state);
      if (state.tokens < 1 - EPSILON)
        return this.wake(step, this.now + (1 - state.tokens) / s.maxDispatchesPerSecond);
      state.tokens -= 1;
      state.waiting.shift();
      this.dispatch(state, task);
    }
  }

  /** Looks at the queue again at `at`, unless a look at or before then is already due. */
  private wake(step: string, at: number): void {
    const state = this.state(step);
    if (state.wakeAt > this.now && state.wakeAt <= at + EPSILON) return;
    state.wakeAt = at;
    this.at(at, () => this.pump(step));
  }

  private dispatch(state: StepState, task: Task): void {
    const s = state.settings;
    const totals = state.totals;
    totals.dispatches += 1;
    task.attempts += 1;
    // A ready instance with a free slot first, then one still starting, then a new one.
    const free = (i: Instance): boolean => i.active < s.concurrency;
    let instance =
      state.instances.find((i) => free(i) && i.readyAt <= this.now) ?? state.instances.find(free);
    if (instance === undefined && state.instances.length < s.maxInstances) {
      instance = { readyAt: this.now + s.coldStartSeconds, active: 0, busySince: this.now };
      state.instances.push(instance);
      totals.coldStarts += 1;
      totals.peakInstances = Math.max(totals.peakInstances, state.instances.length);
    }
    if (instance === undefined) {
      totals.refused += 1;
      if (task.attempts >= s.maxAttempts) {
        totals.failed += 1;
        task.onDone({ at: this.now, ok: false, attempts: task.attempts });
        return;
      }
      task.scheduleAt = this.now + backoffSeconds(s, task.attempts);
      this.insert(state, task);
      this.wake(task.step, task.scheduleAt);
      return;
    }
    state.inFlight += 1;
    const chosen = instance;
    if (chosen.active === 0 && chosen.readyAt <= this.now) chosen.busySince = this.now;
    chosen.active += 1;
    const starts = Math.max(this.now, chosen.readyAt);
    totals.maxWaitSeconds = Math.max(totals.maxWaitSeconds, starts - task.queuedAt);
    this.at(starts + task.serviceSeconds, () => {
      chosen.active -= 1;
      state.inFlight -= 1;
      if (chosen.active === 0) totals.billedSeconds += roundUp(this.now - chosen.busySince);
      task.onDone({ at: this.now, ok: true, attempts: task.attempts });
      this.pump(task.step);
    });
  }
}
