/**
 * Turns the engine's progress callbacks into writes to the job document (STYLE item 7), coalesced:
 * the latest report wins and at most one write goes out per interval, because a stage reports per page
 * or per second of video and Firestore allows about one write per second per document. A failed
 * progress write is logged and dropped: progress is advisory, the step's own result is what counts.
 */
import { changeJob, jobState, type Clock, type JobStore, type Logger } from '../backend/index.js';
import { STAGE_LABELS, overallPercent, type OnStageProgress, type StageName } from '../pipeline/index.js';

export interface ProgressWriterOptions {
  jobs: JobStore;
  clock: Clock;
  log: Logger;
  jobId: string;
  /** The engine stages this step runs, in order; the percentage spans them all. */
  stages: readonly StageName[];
  /**
   * Where the stages sit in the job's `progress`: extract and plan fill 0–100 while the job is
   * `processing`; later steps leave `progress` alone (the plan is ready, it stays 100) and report
   * their percentage only in `current_step`.
   */
  writesProgress: boolean;
  minIntervalMs?: number;
}

export interface ProgressWriter {
  /** The callback to hand a stage: maps its done/total to the job's progress and current_step. */
  stage(stage: StageName): OnStageProgress;
  /** Stops writing: drops a pending write and waits for one in flight, so a final status written next is never overwritten. */
  close(): Promise<void>;
}

/** What one report writes. @internal */
export interface ProgressFields {
  progress?: number;
  current_step: string;
}

/**
 * The job fields for `stage` at done/total within `stages`.
 * @example
 * progressFields('read', { done: 2, total: 4 }, ['read', 'plan'], true); // → { progress: 38, current_step: 'Reading the paper (page 2 of 4)' }
 * @internal
 */
export function progressFields(
  stage: StageName,
  p: { done: number; total: number },
  stages: readonly StageName[],
  writesProgress: boolean,
): ProgressFields {
  const percent = Math.min(100, Math.max(0, Math.round(overallPercent({ stage, ...p }, stages))));
  const label = STAGE_LABELS[stage];
  if (writesProgress) {
    // Pages are what a reader counts; other stages' units (seconds, halves of a plan) mean little.
    const detail =
      stage === 'read' && p.total > 0 ? ` (page ${Math.min(p.done, p.total)} of ${p.total})` : '';
    return { progress: percent, current_step: `${label}${detail}` };
  }
  return { current_step: `${label} (${percent}%)` };
}

export function createProgressWriter(options: ProgressWriterOptions): ProgressWriter {
  const { jobs, clock, log, jobId, stages, writesProgress } = options;
  const minIntervalMs = options.minIntervalMs ?? 1000;
  let pending: ProgressFields | undefined;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  let closed = false;

  async function write(fields: ProgressFields): Promise<void> {
    lastWriteAt = clock.now().getTime();
    try {
      const at = clock.now().toISOString();
      // A processing job's report moves `progress`; a later step's only names itself in `current_step`.
      await changeJob(
        jobs,
        jobId,
        fields.progress === undefined
          ? jobState.stepProgress(fields.current_step, at)
          : jobState.progress(fields, at),
      );
    } catch (error) {
      log.error('A progress write failed; the step goes on', { jobId, error: String(error) });
    }
  }

  // One loop drains the pending report, waiting out the interval first; reports made meanwhile
  // replace the pending one, so only the latest is written.
  async function drain(): Promise<void> {
    while (pending !== undefined && !closed) {
      const wait = lastWriteAt + minIntervalMs - clock.now().getTime();
      if (wait > 0) await clock.sleep(wait);
      if (closed || pending === undefined) break;
      const fields = pending;
      pending = undefined;
      await write(fields);
    }
    running = undefined;
  }

  return {
    stage(stage) {
      return (p) => {
        if (closed) return;
        pending = progressFields(stage, p, stages, writesProgress);
        running ??= drain();
      };
    },
    async close() {
      closed = true;
      pending = undefined;
      await running;
    },
  };
}
