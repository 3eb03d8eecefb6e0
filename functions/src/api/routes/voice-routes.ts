/** GET /processing/voices and GET /processing/voices/{voice}/sample: the voices the settings step offers, and how each sounds. */
import { Router } from 'express';
import type { ApiDeps } from '../../backend/index.js';
import { listVoiceOffers } from '../../pipeline/index.js';
import type { VoicesResponse } from '../../shared/api-types.js';
import { isVoiceId, VOICE_IDS } from '../../shared/voices.js';
import { ApiError, unavailable } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { sendStoredFile } from '../send-stored-file.js';

/** Where a voice's sample is kept: one per engine, so a newly configured provider is heard, not the old local take. */
const samplePath = (provider: string, voice: string): string => `voice-samples/${provider}/${voice}.wav`;

/**
 * Mounted before the `/:id` routes of /processing, which would otherwise take "voices" for a job id.
 */
export function voiceRoutes(deps: ApiDeps): Router {
  const router = Router();
  // Samples being spoken now: a second request for the same one waits for it instead of speaking again.
  const speaking = new Map<string, Promise<void>>();

  router.get('/voices', async (req, res) => {
    await requireUser(req, deps.auth);
    const body: VoicesResponse = { voices: listVoiceOffers(deps.premiumVoices ?? []) };
    res.json(body);
  });

  router.get('/voices/:voice/sample', async (req, res) => {
    await requireUser(req, deps.auth);
    const voice = req.params['voice'];
    if (!isVoiceId(voice))
      throw new ApiError(
        404,
        'unknown_voice',
        `Unknown voice "${String(voice)}". Choose one of: ${VOICE_IDS.join(', ')}.`,
      );
    const offer = listVoiceOffers(deps.premiumVoices ?? []).find((candidate) => candidate.voice_id === voice);
    const path = samplePath(offer?.provider ?? 'local', voice);
    if (!(await deps.files.exists(path))) {
      const speak = deps.speakVoiceSample;
      if (speak === undefined)
        throw new ApiError(503, 'samples_unavailable', 'Voice samples are not available on this server.');
      let made = speaking.get(path);
      if (made === undefined) {
        made = speak(voice)
          .then((audio) => deps.files.write(path, audio))
          .finally(() => speaking.delete(path));
        speaking.set(path, made);
      }
      await made.catch((error: unknown) => {
        throw unavailable(
          'The voice sample could not be made just now. Please try again in a minute.',
          error,
        );
      });
    }
    await sendStoredFile(req, res, deps.files, path, { missing: 'This voice sample could not be found.' });
  });
  return router;
}
