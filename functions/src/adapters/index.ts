/**
 * The Firebase implementations of the backend's seams, and the deps object that bundles them for the
 * HTTPS API and the task workers.
 * @module
 */
export {
  createFirebaseDeps,
  FIREBASE_DEPS_SECRETS,
  FIREBASE_VOICE_SECRETS,
  FUNCTIONS_REGION,
  lazyVoiceSynthesizer,
} from './firebase-deps.js';
export { lazyApiHandler, type RequestHandler } from './lazy-api-handler.js';
export { adminApp, inEmulator } from './admin-app.js';
export { createFirestoreUserStore } from './firestore-user-store.js';
export { createFirestoreJobStore } from './firestore-job-store.js';
export { createFirebaseAuthVerifier, InvalidTokenError } from './firebase-auth-verifier.js';
export { createCloudTasksQueue, STAGE_FUNCTIONS, type CloudTasksQueueOptions } from './cloud-tasks-queue.js';
export { createCloudStorageFileStore, type Bucket } from './cloud-storage-file-store.js';
