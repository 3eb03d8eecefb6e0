/**
 * The HTTPS function's request handler: `/api/health` answers at once (the emulator stack's readiness
 * probe, which must not depend on Firestore), and every other request goes to the /api app, built with
 * the Firebase deps on the first request because params and secrets only have values inside a handler.
 */
import type { Request, Response } from 'express';
import { createApp } from '../api/index.js';
import { createVoiceSampler } from '../api/voice-sample.js';
import { resolveBinaries } from '../pipeline/index.js';
import {
  configuredPremiumVoices,
  createFirebaseBilling,
  createFirebaseDeps,
  lazyVoiceSynthesizer,
} from './firebase-deps.js';

export type RequestHandler = (request: Request, response: Response) => void;

/**
 * @example export const api = onRequest({ region: FUNCTIONS_REGION, secrets: [URL_SIGNING_KEY] }, lazyApiHandler());
 */
export function lazyApiHandler(): RequestHandler {
  let app: RequestHandler | undefined;
  return (request, response) => {
    if (request.method === 'GET' && request.path === '/api/health') {
      response.json({ status: 'ok' });
      return;
    }
    if (app === undefined) {
      const binaries = resolveBinaries();
      const speakVoiceSample = createVoiceSampler({ binaries, synthesizer: lazyVoiceSynthesizer(binaries) });
      app = createApp(
        { ...createFirebaseDeps(), premiumVoices: configuredPremiumVoices(), speakVoiceSample },
        { billing: createFirebaseBilling() },
      );
    }
    app(request, response);
  };
}
