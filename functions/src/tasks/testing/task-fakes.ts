/** The API's fakes plus what the steps need: real programs, a mailer that records, a fixed app address. */
import {
  createFakeDeps,
  type FakeClock,
  type FakeDeps,
  type MemoryFileStore,
  type MemoryJobStore,
  type MemoryLogger,
  type MemoryUserStore,
  type RecordingTaskQueue,
} from '../../api/testing/fake-deps.js';
import type { Mailer } from '../../email/index.js';
import { resolveBinaries, type Binaries } from '../../pipeline/index.js';
import { newJob, type Job } from '../../shared/job.js';
import type { TaskDeps } from '../task-deps.js';

/** Keeps the emails it is asked to send. @internal */
export class RecordingMailer implements Mailer {
  readonly sent: Array<{
    kind: 'ready' | 'failed';
    to: string;
    link: string;
    title: string;
    reason?: string;
  }> = [];
  sendVideoReady(to: string, link: string, title: string): Promise<void> {
    this.sent.push({ kind: 'ready', to, link, title });
    return Promise.resolve();
  }
  sendVideoFailed(to: string, link: string, title: string, reason: string): Promise<void> {
    this.sent.push({ kind: 'failed', to, link, title, reason });
    return Promise.resolve();
  }
}

/** @internal */
export interface TaskFakes extends FakeDeps, TaskDeps {
  // Restated because both bases declare them, FakeDeps with the fakes' own types.
  users: MemoryUserStore;
  jobs: MemoryJobStore;
  files: MemoryFileStore;
  tasks: RecordingTaskQueue;
  clock: FakeClock;
  log: MemoryLogger;
  mailer: RecordingMailer;
  binaries: Binaries;
}

/** @internal */
export function createTaskFakes(): TaskFakes {
  return {
    ...createFakeDeps(),
    binaries: resolveBinaries(),
    mailer: new RecordingMailer(),
    appUrl: 'http://localhost:5000',
    emailOf: (uid) => Promise.resolve(`${uid}@example.org`),
  };
}

/**
 * A job as the start route leaves it: the paper stored, the month's video counted, status processing.
 * @internal
 */
export async function startedJob(
  deps: TaskFakes,
  uid: string,
  pdf: Uint8Array,
  slideCount = 3,
): Promise<Job> {
  const job: Job = {
    ...newJob({ job_id: deps.ids.newJobId(), owner_uid: uid, filename: 'paper.pdf', now: deps.clock.now() }),
    status: 'processing',
    current_step: 'Waiting for the paper to be read',
    settings: { slide_count: slideCount, voice_id: 'sully' },
  };
  await deps.files.write(`uploads/${uid}/${job.job_id}.pdf`, pdf);
  await deps.jobs.create(job);
  const counted = await deps.users.startJob(uid, job.job_id, deps.clock.now());
  if (!counted.ok) throw new Error('quota refused in a test');
  return job;
}
