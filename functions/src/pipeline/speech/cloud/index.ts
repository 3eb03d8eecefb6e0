/**
 * The cloud voices: ElevenLabs for Mark, Cassidy, Brian, Hope, Sully and Matilda, Gemini for Algieba,
 * and the router that falls back to the local voices, saying so, when a provider is not configured.
 * @module
 */
export {
  cloudVoiceConfigFromEnv,
  configuredVoiceProviders,
  providerForVoice,
  ELEVENLABS_DEFAULT_VOICE_IDS,
  ELEVENLABS_DEFAULT_MODEL,
  GEMINI_DEFAULT_TTS_MODEL,
  GEMINI_ALGIEBA_VOICE,
  type CloudVoiceConfig,
  type CloudVoiceProvider,
  type ElevenLabsVoiceConfig,
  type ElevenLabsVoiceId,
  type GeminiVoiceConfig,
  type VoiceSettings,
} from './cloud-voice-config.js';
export { createElevenLabsSynthesizer, type ElevenLabsSynthesizerOptions } from './elevenlabs-synthesizer.js';
export { createGeminiSynthesizer, type GeminiSynthesizerOptions } from './gemini-synthesizer.js';
export { createVoiceSynthesizer, type CreateVoiceSynthesizerOptions } from './create-voice-synthesizer.js';
export { listVoiceOffers, LOCAL_VOICE_NOTE } from './list-voice-offers.js';
