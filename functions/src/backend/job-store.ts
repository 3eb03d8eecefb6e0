/** Job documents. Implementations convert stored timestamps to ISO strings and validate with `validateJob`. */
import type { Job, JobPatch } from '../shared/job.js';

export interface JobStore {
  create(job: Job): Promise<void>;
  /** The job, or undefined when there is none; callers check the owner. */
  get(jobId: string): Promise<Job | undefined>;
  /** The owner's jobs, newest first, at most `limit`. */
  listByOwner(uid: string, limit: number): Promise<Job[]>;
  /** Jobs with a part under way (status processing, video, presentation or a slide's narration generating): what the stuck-job sweep examines. */
  listUnderWay(): Promise<Job[]>;
  /** Replaces the given top-level fields. */
  update(jobId: string, patch: JobPatch): Promise<void>;
  /**
   * Reads the job, asks `change` for the fields to write, and writes them, as one atomic step (a
   * transaction): no other write lands in between. `change` may run more than once (a transaction is
   * retried on contention) and must not have side effects. Returns the job as written, or undefined
   * when there is no such job or `change` returned undefined (then nothing is written). Only
   * backend/job-state.ts calls it.
   */
  transition(jobId: string, change: (job: Job) => JobPatch | undefined): Promise<Job | undefined>;
  /**
   * Deletes the job's document if `allowed` holds for it as stored, in one atomic step (a transaction).
   * Only backend/delete-job.ts calls it.
   */
  remove(jobId: string, allowed: (job: Job) => boolean): Promise<'removed' | 'refused' | 'missing'>;
}
