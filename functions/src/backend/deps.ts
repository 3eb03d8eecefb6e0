/**
 * Everything the /api app needs from the outside world, in one typed object (STYLE item 3). Routes
 * import no Firebase: the Firebase implementation and the local one (plus test fakes) are interchangeable.
 */
import type { AuthVerifier } from './auth-verifier.js';
import type { Clock } from './clock.js';
import type { FileStore } from './file-store.js';
import type { JobIds } from './job-ids.js';
import type { JobStore } from './job-store.js';
import type { Logger } from './logger.js';
import type { TaskQueue } from './task-queue.js';
import type { UserStore } from './user-store.js';

/** @public */
export interface ApiDeps {
  auth: AuthVerifier;
  users: UserStore;
  jobs: JobStore;
  files: FileStore;
  tasks: TaskQueue;
  clock: Clock;
  ids: JobIds;
  log: Logger;
  /** Secret for the short-lived signed video URLs a video element plays (it cannot send a Bearer header). */
  urlSigningKey: string;
}
