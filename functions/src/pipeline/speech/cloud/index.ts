/**
 * The cloud voices: ElevenLabs for Mark, Cassidy, Brian, Hope, Sully and Matilda, Gemini for Algieba,
 * Cloud Text-to-Speech's Chirp 3 HD voices for all seven, and the router that picks one per voice and
 * falls back to the local voices, saying so, when none is configured.
 * @module
 */
export {
  cloudVoiceConfigFromEnv,
  configuredVoiceProviders,
  providerForVoice,
  routeVoice,
  ELEVENLABS_DEFAULT_VOICE_IDS,
  ELEVENLABS_DEFAULT_MODEL,
  GEMINI_DEFAULT_TTS_MODEL,
  GEMINI_ALGIEBA_VOICE,
  type CloudVoiceConfig,
  type CloudVoiceProvider,
  type ElevenLabsVoiceConfig,
  type ElevenLabsVoiceId,
  type GeminiVoiceConfig,
  type GoogleTtsVoiceConfig,
  type VoiceSettings,
} from './cloud-voice-config.js';
export { createElevenLabsSynthesizer, type ElevenLabsSynthesizerOptions } from './elevenlabs-synthesizer.js';
export { createGeminiSynthesizer, type GeminiSynthesizerOptions } from './gemini-synthesizer.js';
export { createGoogleTtsSynthesizer, type GoogleTtsSynthesizerOptions } from './google-tts-synthesizer.js';
export { chirpVoiceFor, CHIRP_VOICES, type ChirpVoice } from './chirp-voice-for.js';
export { createVoiceSynthesizer, type CreateVoiceSynthesizerOptions } from './create-voice-synthesizer.js';
export { listVoiceOffers, LOCAL_VOICE_NOTE } from './list-voice-offers.js';
