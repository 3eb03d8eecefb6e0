/**
 * Small in-memory implementations of ApiDeps for the API tests: the same contracts as the Firestore
 * and Storage ones, with knobs to make the queue fail and to inspect what was queued.
 */
import { Readable } from 'node:stream';
import {
  type ApiDeps,
  type AuthVerifier,
  type Clock,
  contentTypeForPath,
  type ByteRange,
  type FileStat,
  type FileStore,
  type JobStore,
  type Logger,
  type StageTask,
  type TaskQueue,
  type TaskStage,
  newUserRecord,
  type UserRecord,
  type UserStore,
} from '../../backend/index.js';
import type { SignedInUser } from '../../shared/api-types.js';
import type { Job, JobPatch } from '../../shared/job.js';
import { countVideo, quotaOf, refundVideo, usagePeriod } from '../../shared/quota.js';

/** Accepts `token-{uid}` for the users it knows; everything else is rejected like a bad token. */
export class FakeAuth implements AuthVerifier {
  readonly users = new Map<string, SignedInUser>();

  addUser(uid: string, fields: Partial<SignedInUser> = {}): string {
    this.users.set(uid, {
      uid,
      email: `${uid}@example.org`,
      displayName: uid,
      photoURL: null,
      emailVerified: true,
      ...fields,
    });
    return `token-${uid}`;
  }

  verifyIdToken(token: string): Promise<SignedInUser> {
    const user = this.users.get(token.replace(/^token-/, ''));
    return user === undefined || !token.startsWith('token-')
      ? Promise.reject(new Error('invalid token'))
      : Promise.resolve(user);
  }
}

/** Users in a map; each operation runs without awaiting in between, so it is atomic like a transaction. */
export class MemoryUserStore implements UserStore {
  readonly records = new Map<string, UserRecord>();
  /** Job id → the month it was counted in; refunded jobs are removed. */
  readonly counted = new Map<string, string>();

  private recordOf(uid: string, now: Date): UserRecord {
    return (
      this.records.get(uid) ??
      newUserRecord({ uid, email: null, displayName: null, photoURL: null, emailVerified: false }, now)
    );
  }

  getOrCreate(user: SignedInUser, now: Date): Promise<UserRecord> {
    const record = { ...this.recordOf(user.uid, now), ...user };
    this.records.set(user.uid, record);
    return Promise.resolve(record);
  }

  getQuota(uid: string, now: Date) {
    return Promise.resolve(quotaOf(this.recordOf(uid, now), now));
  }

  startJob(uid: string, jobId: string, now: Date) {
    const record = this.recordOf(uid, now);
    if (this.counted.has(jobId)) return Promise.resolve({ ok: true as const, quota: quotaOf(record, now) });
    const result = countVideo(record, now);
    if (!result.ok) return Promise.resolve(result);
    const next = { ...record, ...result.usage };
    this.records.set(uid, next);
    this.counted.set(jobId, usagePeriod(now));
    return Promise.resolve({ ok: true as const, quota: quotaOf(next, now) });
  }

  refund(uid: string, jobId: string, now: Date): Promise<void> {
    const period = this.counted.get(jobId);
    const record = this.records.get(uid);
    if (period !== undefined && record !== undefined) {
      this.records.set(uid, { ...record, ...refundVideo(record, period, now) });
      this.counted.delete(jobId);
    }
    return Promise.resolve();
  }
}

/** Jobs in a map, copied in and out so a route can never change stored state by accident. */
export class MemoryJobStore implements JobStore {
  readonly jobs = new Map<string, Job>();

  create(job: Job): Promise<void> {
    this.jobs.set(job.job_id, structuredClone(job));
    return Promise.resolve();
  }

  /** Delays every read, as a network store does, so simultaneous requests all read before any writes. */
  readDelayMs = 0;

  async get(jobId: string): Promise<Job | undefined> {
    // The job as it was when the read began, as a network store answers.
    const job = this.jobs.get(jobId);
    const copy = job === undefined ? undefined : structuredClone(job);
    if (this.readDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.readDelayMs));
    return copy;
  }

  listByOwner(uid: string, limit: number): Promise<Job[]> {
    const mine = [...this.jobs.values()].filter((job) => job.owner_uid === uid);
    mine.sort((a, b) => b.created_at.localeCompare(a.created_at));
    return Promise.resolve(structuredClone(mine.slice(0, limit)));
  }

  listUnderWay(): Promise<Job[]> {
    const underWay = (job: Job) =>
      job.status === 'processing' ||
      job.video_status === 'generating' ||
      job.presentation.status === 'generating' ||
      job.audio_under_way === true;
    return Promise.resolve(structuredClone([...this.jobs.values()].filter(underWay)));
  }

  update(jobId: string, patch: JobPatch): Promise<void> {
    const job = this.jobs.get(jobId);
    if (job === undefined) return Promise.reject(new Error(`no job ${jobId}`));
    this.jobs.set(jobId, { ...job, ...structuredClone(patch) });
    return Promise.resolve();
  }

  /** Runs without awaiting between the read and the write, so it is atomic like a transaction. */
  transition(jobId: string, change: (job: Job) => JobPatch | undefined): Promise<Job | undefined> {
    const job = this.jobs.get(jobId);
    const patch = job === undefined ? undefined : change(structuredClone(job));
    if (job === undefined || patch === undefined) return Promise.resolve(undefined);
    const next = { ...job, ...structuredClone(patch) };
    this.jobs.set(jobId, next);
    return Promise.resolve(structuredClone(next));
  }

  remove(jobId: string, allowed: (job: Job) => boolean): Promise<'removed' | 'refused' | 'missing'> {
    const job = this.jobs.get(jobId);
    if (job === undefined) return Promise.resolve('missing');
    if (!allowed(structuredClone(job))) return Promise.resolve('refused');
    this.jobs.delete(jobId);
    return Promise.resolve('removed');
  }
}

/** Files as buffers in a map. */
export class MemoryFileStore implements FileStore {
  readonly files = new Map<string, { data: Buffer; updated: Date }>();

  write(path: string, data: Uint8Array): Promise<void> {
    this.files.set(path, { data: Buffer.from(data), updated: new Date() });
    return Promise.resolve();
  }

  read(path: string, range?: ByteRange): Readable {
    const file = this.files.get(path);
    if (file === undefined)
      return new Readable({
        read() {
          this.destroy(new Error(`no file ${path}`));
        },
      });
    return Readable.from([range === undefined ? file.data : file.data.subarray(range.start, range.end + 1)]);
  }

  stat(path: string): Promise<FileStat | undefined> {
    const file = this.files.get(path);
    return Promise.resolve(
      file === undefined
        ? undefined
        : { size: file.data.length, contentType: contentTypeForPath(path), updated: file.updated },
    );
  }

  exists(path: string): Promise<boolean> {
    return Promise.resolve(this.files.has(path));
  }

  delete(path: string): Promise<void> {
    this.files.delete(path);
    return Promise.resolve();
  }

  deleteFolder(folder: string): Promise<void> {
    for (const path of [...this.files.keys()]) if (path.startsWith(`${folder}/`)) this.files.delete(path);
    return Promise.resolve();
  }
}

/** Records queued tasks; `failing` makes enqueue reject; `onEnqueue` plays a worker. */
export class RecordingTaskQueue implements TaskQueue {
  readonly queued: Array<{ stage: TaskStage; task: StageTask }> = [];
  failing = false;
  onEnqueue: ((stage: TaskStage, task: StageTask) => Promise<void>) | undefined;

  async enqueue(stage: TaskStage, task: StageTask): Promise<void> {
    if (this.failing) throw new Error('queue unavailable');
    this.queued.push({ stage, task });
    await this.onEnqueue?.(stage, task);
  }
}

/** A clock that stands still until told, and whose sleep moves time on instead of waiting. */
export class FakeClock implements Clock {
  constructor(public time = new Date('2025-03-14T12:00:00Z')) {}

  now(): Date {
    return new Date(this.time);
  }

  sleep(ms: number): Promise<void> {
    this.time = new Date(this.time.getTime() + ms);
    return Promise.resolve();
  }
}

/** Keeps log lines for assertions instead of printing them. */
export class MemoryLogger implements Logger {
  readonly lines: Array<{
    severity: 'INFO' | 'ERROR';
    message: string;
    fields: Record<string, unknown> | undefined;
  }> = [];
  info(message: string, fields?: Record<string, unknown>): void {
    this.lines.push({ severity: 'INFO', message, fields });
  }
  error(message: string, fields?: Record<string, unknown>): void {
    this.lines.push({ severity: 'ERROR', message, fields });
  }
}

/** The fakes together, typed as themselves so tests can reach their knobs. */
export interface FakeDeps extends ApiDeps {
  auth: FakeAuth;
  users: MemoryUserStore;
  jobs: MemoryJobStore;
  files: MemoryFileStore;
  tasks: RecordingTaskQueue;
  clock: FakeClock;
  log: MemoryLogger;
}

/** A fresh set of fakes; job ids count up from job-0001. */
export function createFakeDeps(): FakeDeps {
  let next = 0;
  return {
    auth: new FakeAuth(),
    users: new MemoryUserStore(),
    jobs: new MemoryJobStore(),
    files: new MemoryFileStore(),
    tasks: new RecordingTaskQueue(),
    clock: new FakeClock(),
    ids: { newJobId: () => `job-${String(++next).padStart(4, '0')}` },
    log: new MemoryLogger(),
    urlSigningKey: 'test-signing-key',
    // Every voice local, as on a server without provider keys.
    premiumVoices: [],
  };
}
