/**
 * JobStore on Firestore: one `jobs/{jobId}` document per job, the single source of its progress.
 * Times are stored as Timestamps and handed out as ISO strings; every read goes through `validateJob`,
 * so a damaged document fails loudly here instead of somewhere in a route.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { JobStore } from '../backend/index.js';
import { validateJob, type Job, type JobPatch } from '../shared/job.js';
import { isoToTimestamps, timestampsToIso } from './firestore-time.js';

const TIME_FIELDS = ['created_at', 'updated_at'] as const;

function jobOf(snap: DocumentSnapshot): Job {
  const checked = validateJob(timestampsToIso(snap.data() ?? {}));
  if (!checked.ok) throw new Error(`Job document ${snap.id} is invalid: ${checked.problem}`);
  return checked.job;
}

/**
 * Listing a user's jobs newest first needs the composite index (owner_uid ↑, created_at ↓) declared in
 * firestore.indexes.json; the emulator does not enforce indexes.
 * @example const jobs = createFirestoreJobStore(getFirestore(adminApp()));
 */
export function createFirestoreJobStore(db: Firestore): JobStore {
  const jobs = db.collection('jobs');
  return {
    async create(job: Job): Promise<void> {
      await jobs.doc(job.job_id).create(isoToTimestamps(job, TIME_FIELDS));
    },

    async get(jobId: string): Promise<Job | undefined> {
      const snap = await jobs.doc(jobId).get();
      return snap.exists ? jobOf(snap) : undefined;
    },

    async listByOwner(uid: string, limit: number): Promise<Job[]> {
      const result = await jobs
        .where('owner_uid', '==', uid)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .get();
      return result.docs.map(jobOf);
    },

    async listUnderWay(): Promise<Job[]> {
      // Single-field equality queries: Firestore indexes each field on its own, so none needs a composite index.
      const found = await Promise.all([
        jobs.where('status', '==', 'processing').limit(500).get(),
        jobs.where('video_status', '==', 'generating').limit(500).get(),
        jobs.where('presentation.status', '==', 'generating').limit(500).get(),
        jobs.where('audio_under_way', '==', true).limit(500).get(),
      ]);
      const byId = new Map<string, Job>();
      for (const result of found) for (const snap of result.docs) byId.set(snap.id, jobOf(snap));
      return [...byId.values()];
    },

    async update(jobId: string, patch: JobPatch): Promise<void> {
      // update() replaces each named top-level field whole (audio, presentation included) and rejects a missing job.
      await jobs.doc(jobId).update(isoToTimestamps(patch, TIME_FIELDS));
    },

    transition(jobId: string, change: (job: Job) => JobPatch | undefined): Promise<Job | undefined> {
      const ref = jobs.doc(jobId);
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return undefined;
        const job = jobOf(snap);
        const patch = change(job);
        if (patch === undefined) return undefined;
        tx.update(ref, isoToTimestamps(patch, TIME_FIELDS));
        return { ...job, ...patch };
      });
    },

    remove(jobId: string, allowed: (job: Job) => boolean): Promise<'removed' | 'refused' | 'missing'> {
      const ref = jobs.doc(jobId);
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return 'missing';
        if (!allowed(jobOf(snap))) return 'refused';
        tx.delete(ref);
        return 'removed';
      });
    },
  };
}
