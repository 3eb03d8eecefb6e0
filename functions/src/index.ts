/**
 * The Cloud Functions entry point (package.json `main`). Firebase deploys every export of this module as a
 * function, so it exports triggers and nothing else; what they run lives in the modules they import.
 */
import express from 'express';
import { onRequest } from 'firebase-functions/https';

/** The HTTPS API; Hosting rewrites `/api/**` to it, so the web app and the API share one origin. */
export const api = onRequest({ region: 'us-central1' }, healthOnlyApp());

// Until the API's routes land: enough for the emulator stack and its smoke test to prove the wiring.
function healthOnlyApp(): express.Express {
  const app = express();
  app.get('/api/health', (_request, response) => {
    response.json({ status: 'ok' });
  });
  return app;
}
