/** The voices as the settings step offers them, saying honestly which ones are local stand-ins. */
import type { VoiceOffer } from '../../../shared/api-types.js';
import { DEFAULT_VOICE, VOICE_IDS, VOICES } from '../../../shared/voices.js';
import { routeVoice, type CloudVoiceProvider } from './cloud-voice-config.js';

export const LOCAL_VOICE_NOTE = 'Local voice: premium voices are not configured on this server.';

/**
 * Every voice in the product's order, each with the provider that will speak it given the providers
 * configured (Cloud Text-to-Speech's voices are Google's, as Gemini's are).
 * @example listVoiceOffers(['elevenlabs']) // algieba stays local, the others are ElevenLabs'
 */
export function listVoiceOffers(configured: readonly CloudVoiceProvider[]): VoiceOffer[] {
  return VOICE_IDS.map((id) => {
    const route = routeVoice(id, configured);
    return {
      voice_id: id,
      name: VOICES[id].name,
      description: VOICES[id].description,
      default: id === DEFAULT_VOICE,
      provider: route === 'google-tts' ? 'google' : route,
      note: route === 'local' ? LOCAL_VOICE_NOTE : null,
    };
  });
}
