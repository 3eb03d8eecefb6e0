/** GET /processing/voices: the voices the settings step offers, and which are local stand-ins. */
import { Router } from 'express';
import type { ApiDeps } from '../../backend/index.js';
import { listVoiceOffers } from '../../pipeline/index.js';
import type { VoicesResponse } from '../../shared/api-types.js';
import { requireUser } from '../authenticate.js';

/**
 * Mounted before the `/:id` routes of /processing, which would otherwise take "voices" for a job id.
 * @public
 */
export function voiceRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/voices', async (req, res) => {
    await requireUser(req, deps.auth);
    const body: VoicesResponse = { voices: listVoiceOffers(deps.premiumVoices ?? []) };
    res.json(body);
  });
  return router;
}
