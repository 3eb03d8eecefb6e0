/** The speak stage: slide scripts to narration clips. */
export { normalizeForSpeech } from './normalize-for-speech.js';
export { createLocalSynthesizer } from './create-local-synthesizer.js';
export { LOCAL_VOICES, type LocalVoice } from './local-voices.js';
export { synthesizeSpeech, type SynthesizeSpeechOptions } from './synthesize-speech.js';
export { synthesizeSlide, type SlideAudio, type SynthesizeSlideOptions } from './synthesize-slide.js';
export { narrationKey, type NarrationSource } from './narration-key.js';
export type { SpeechRequest, SpeechResult, SpeechSynthesizer } from './speech-synthesizer.js';
export {
  createVoiceSynthesizer,
  cloudVoiceConfigFromEnv,
  configuredVoiceProviders,
  listVoiceOffers,
  LOCAL_VOICE_NOTE,
  type CloudVoiceConfig,
  type CloudVoiceProvider,
  type VoiceSettings,
} from './cloud/index.js';
