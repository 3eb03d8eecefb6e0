/**
 * The /api Express app (docs/product.md §7). Everything outside comes in through `ApiDeps`; the HTTPS function
 * and local runs wrap the same app. No Firebase import here or in the routes.
 */
import express, { Router } from 'express';
import type { ApiDeps } from '../backend/index.js';
import type { Billing } from '../billing/index.js';
import { ApiError } from './api-error.js';
import { errorMiddleware } from './error-middleware.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { MAX_UPLOAD_BYTES } from '../shared/upload-limit.js';
import { audioRoutes } from './routes/audio-routes.js';
import { authRoutes } from './routes/auth-routes.js';
import { deckRoutes } from './routes/deck-routes.js';
import { deleteJobRoute } from './routes/delete-job-route.js';
import { planRoutes } from './routes/plan-routes.js';
import { presentationRoutes } from './routes/presentation-routes.js';
import { slidesImageRoutes } from './routes/slides-image-routes.js';
import { startRoutes } from './routes/start-routes.js';
import { subscriptionRoutes } from './routes/subscription-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { videoRoutes } from './routes/video-routes.js';
import { videoTrackRoutes } from './routes/video-track-routes.js';
import { voiceRoutes } from './routes/voice-routes.js';

export interface CreateAppOptions {
  /** Stripe billing for `/subscription/*`; without it plans are listed and buying answers 503. */
  billing?: Billing;
  maxUploadBytes?: number;
  /** re-export-slides waits this long for the slides step; the client gives up at 120 s. */
  reExportTimeoutMs?: number;
  reExportPollMs?: number;
  /** Limits on costly calls; the default counts DEFAULT_RATE_LIMITS per user in this instance. */
  limiter?: RateLimiter;
}

/**
 * Builds the app with every route under `/api`.
 * @example const server = createApp(deps).listen(8080);
 */
export function createApp(deps: ApiDeps, options: CreateAppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const api = Router();
  // The raw bytes are kept for Stripe's webhook signature, as Cloud Functions keeps them in `rawBody`.
  api.use(express.json({ limit: '1mb', verify: (req, _res, raw) => Object.assign(req, { rawBody: raw }) }));
  api.use('/auth', authRoutes(deps));
  api.use('/user', userRoutes(deps));
  api.use('/user', deleteJobRoute(deps));
  const limiter = options.limiter ?? createRateLimiter(deps.clock);
  const processing = Router();
  // First, so no route with a job id in its path can take "voices" for one.
  processing.use(voiceRoutes(deps));
  processing.use(startRoutes(deps, { maxUploadBytes: options.maxUploadBytes ?? MAX_UPLOAD_BYTES, limiter }));
  processing.use(planRoutes(deps));
  processing.use(audioRoutes(deps, limiter));
  processing.use(
    presentationRoutes(deps, {
      reExportTimeoutMs: options.reExportTimeoutMs ?? 110_000,
      reExportPollMs: options.reExportPollMs ?? 1_000,
      limiter,
    }),
  );
  processing.use(videoRoutes(deps, limiter));
  processing.use(videoTrackRoutes(deps));
  processing.use(deckRoutes(deps));
  api.use('/processing', processing);
  // Google Slides fetches figures here while it builds a deck; the URL's signature is the only key.
  api.use('/slides-image', slidesImageRoutes(deps));
  api.use('/subscription', subscriptionRoutes(deps, options.billing));
  api.use(() => {
    throw new ApiError(404, 'no_such_endpoint', 'There is no such API endpoint.');
  });
  app.use('/api', api);
  app.use(errorMiddleware(deps.log));
  return app;
}
