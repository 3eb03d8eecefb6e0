/**
 * GET /api/slides-image: serves a paper's figure to Google Slides while it builds a deck. Google
 * fetches images by URL and cannot sign in, so the URL itself carries a short-lived signature over the
 * figure's path (slides/slide-image-url.ts); without a valid one the answer is 403 and no data.
 */
import { Router } from 'express';
import type { ApiDeps } from '../../backend/index.js';
import { verifySlideImageSignature } from '../../slides/index.js';
import { forbidden } from '../api-error.js';
import { sendStoredFile } from '../send-stored-file.js';

export function slidesImageRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { path, expires, signature } = req.query;
    if (!verifySlideImageSignature(deps.urlSigningKey, path, expires, signature, deps.clock.now())) {
      throw forbidden('This image link has expired or is not valid.', 'link_expired');
    }
    await sendStoredFile(req, res, deps.files, path, { missing: 'There is no such figure.' });
  });
  return router;
}
