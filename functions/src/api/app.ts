/**
 * The /api Express app (SPEC §7). Everything outside comes in through `ApiDeps`; the HTTPS function
 * and local runs wrap the same app. No Firebase import here or in the routes.
 */
import express, { Router } from 'express';
import type { ApiDeps } from '../backend/index.js';
import { ApiError } from './api-error.js';
import { errorMiddleware } from './error-middleware.js';
import { MAX_UPLOAD_BYTES } from '../shared/upload-limit.js';
import { audioRoutes } from './routes/audio-routes.js';
import { authRoutes } from './routes/auth-routes.js';
import { planRoutes } from './routes/plan-routes.js';
import { presentationRoutes } from './routes/presentation-routes.js';
import { startRoutes } from './routes/start-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { videoRoutes } from './routes/video-routes.js';

/** @public */
export interface CreateAppOptions {
  /** The billing issue's `/subscription/*` routes; until then they answer 501. */
  subscriptionRouter?: Router;
  maxUploadBytes?: number;
  /** re-export-slides waits this long for the slides step; the client gives up at 120 s. */
  reExportTimeoutMs?: number;
  reExportPollMs?: number;
}

function notConfigured(): Router {
  const router = Router();
  router.use(() => {
    throw new ApiError(501, 'not_configured', 'Subscriptions are not available on this server yet.');
  });
  return router;
}

/**
 * Builds the app with every route under `/api`.
 * @example const server = createApp(deps).listen(8080);
 * @public
 */
export function createApp(deps: ApiDeps, options: CreateAppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const api = Router();
  api.use(express.json({ limit: '1mb' }));
  api.use('/auth', authRoutes(deps));
  api.use('/user', userRoutes(deps));
  const processing = Router();
  processing.use(startRoutes(deps, { maxUploadBytes: options.maxUploadBytes ?? MAX_UPLOAD_BYTES }));
  processing.use(planRoutes(deps));
  processing.use(audioRoutes(deps));
  processing.use(presentationRoutes(deps, { reExportTimeoutMs: options.reExportTimeoutMs ?? 110_000, reExportPollMs: options.reExportPollMs ?? 1_000 }));
  processing.use(videoRoutes(deps));
  api.use('/processing', processing);
  api.use('/subscription', options.subscriptionRouter ?? notConfigured());
  api.use(() => {
    throw new ApiError(404, 'no_such_endpoint', 'There is no such API endpoint.');
  });
  app.use('/api', api);
  app.use(errorMiddleware(deps.log));
  return app;
}
