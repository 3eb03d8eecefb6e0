/**
 * The Cloud Functions entry point (package.json `main`). Firebase deploys every export of this module as a
 * function, so it exports triggers and nothing else; what they run lives in the modules they import.
 */
import { onRequest } from 'firebase-functions/https';
import {
  FIREBASE_BILLING_SECRETS,
  FIREBASE_DEPS_SECRETS,
  FIREBASE_VOICE_SECRETS,
  FUNCTIONS_REGION,
} from './adapters/firebase-deps.js';
import { lazyApiHandler } from './adapters/lazy-api-handler.js';

/** The HTTPS API; Hosting rewrites `/api/**` to it, so the web app and the API share one origin. */
export const api = onRequest(
  {
    region: FUNCTIONS_REGION,
    secrets: [...FIREBASE_DEPS_SECRETS, ...FIREBASE_BILLING_SECRETS, ...FIREBASE_VOICE_SECRETS],
  },
  lazyApiHandler(),
);

/** The background steps, one Cloud Tasks queue each; the API enqueues them (adapters/cloud-tasks-queue.ts). */
export { runExtract, runPlan, runAudio, runSlides, runVideo } from './tasks/triggers.js';

/** Ends jobs whose step died without a word (tasks/sweep-stuck-jobs.ts). */
export { runSweep } from './tasks/sweep-trigger.js';
