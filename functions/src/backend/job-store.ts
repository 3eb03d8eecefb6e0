/** Job documents. Implementations convert stored timestamps to ISO strings and validate with `validateJob`. */
import type { AudioSlideState, Job, JobPatch } from '../shared/job.js';

/** @public */
export interface JobStore {
  create(job: Job): Promise<void>;
  /** The job, or undefined when there is none; callers check the owner. */
  get(jobId: string): Promise<Job | undefined>;
  /** The owner's jobs, newest first, at most `limit`. */
  listByOwner(uid: string, limit: number): Promise<Job[]>;
  /** Replaces the given top-level fields. */
  update(jobId: string, patch: JobPatch): Promise<void>;
  /** Sets one slide's audio entry without touching the others (slides are narrated concurrently). */
  setAudio(jobId: string, key: string, state: AudioSlideState, updatedAt: string): Promise<void>;
}
