/**
 * The one firebase-admin app of a functions process, shared by the API and the task workers.
 * In Cloud Functions `initializeApp()` reads the project and bucket from FIREBASE_CONFIG.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';

/** True inside the Firebase emulator suite (the functions emulator sets it). */
export function inEmulator(): boolean {
  return process.env['FUNCTIONS_EMULATOR'] === 'true';
}

/**
 * The default firebase-admin app, initialised on first use.
 * In the emulator a service account id is passed because without one, enqueueing a task asks the cloud
 * metadata server which account to sign with, and there is none offline. In the cloud the
 * runtime's own account is discovered, so none is named.
 */
export function adminApp(): App {
  const existing = getApps().find((app) => app.name === '[DEFAULT]');
  if (existing !== undefined) return existing;
  if (!inEmulator()) return initializeApp();
  const projectId = process.env['GCLOUD_PROJECT'] ?? 'demo-lectern';
  return initializeApp({ projectId, serviceAccountId: `${projectId}@appspot.gserviceaccount.com` });
}
