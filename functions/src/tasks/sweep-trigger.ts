/** The scheduled trigger of the stuck-job sweep; tests call sweepStuckJobs directly. */
import { onSchedule } from 'firebase-functions/scheduler';
import { createFirebaseDeps, FIREBASE_DEPS_SECRETS, FUNCTIONS_REGION } from '../adapters/index.js';
import { sweepStuckJobs } from './sweep-stuck-jobs.js';

/** Every five minutes: a dead step's job is failed within its time limit plus the margin plus this. */
export const runSweep = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: FUNCTIONS_REGION,
    secrets: FIREBASE_DEPS_SECRETS,
    timeoutSeconds: 120,
  },
  async () => {
    const deps = createFirebaseDeps();
    const result = await sweepStuckJobs(deps);
    deps.log.info('Stuck-job sweep done', { ...result });
  },
);
