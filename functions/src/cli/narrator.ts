/**
 * The command line's voices: cloud providers switched on by environment variables (ELEVENLABS_API_KEY,
 * GEMINI_API_KEY, GOOGLE_TTS …), the local voices otherwise, and a record of which voice actually spoke for the summary.
 */
import {
  cloudVoiceConfigFromEnv,
  createVoiceSynthesizer,
  resolveBinaries,
  type SpeechSynthesizer,
  type VoiceSettings,
} from '../pipeline/index.js';

/** @internal */
export interface Narrator {
  synthesizer: SpeechSynthesizer;
  /** The concrete voices that spoke, e.g. "elevenlabs:wAGz… (eleven_multilingual_v2)", in first-use order. */
  voicesUsed(): string[];
}

/**
 * Builds the synthesizer from `env`; throws the engine's "invalid_option" for a malformed setting.
 * @internal
 */
export function createNarrator(env: VoiceSettings): Narrator {
  const inner = createVoiceSynthesizer(cloudVoiceConfigFromEnv(env), { binaries: resolveBinaries() });
  const used = new Set<string>();
  return {
    synthesizer: {
      name: inner.name,
      async synthesize(request) {
        const result = await inner.synthesize(request);
        used.add(result.voiceUsed);
        return result;
      },
    },
    voicesUsed: () => [...used],
  };
}

/** Which setting to check when a provider refuses, for a message that says what to do. @internal */
export function providerSettingHint(provider: string): string | undefined {
  if (provider === 'ElevenLabs') return 'ELEVENLABS_API_KEY (and ELEVENLABS_BASE_URL, ELEVENLABS_VOICE_IDS)';
  if (provider === 'Google') return 'GEMINI_API_KEY (and GEMINI_BASE_URL, GEMINI_TTS_MODEL)';
  if (provider === 'Google Cloud Text-to-Speech')
    return 'GOOGLE_TTS (and GOOGLE_TTS_BASE_URL, GOOGLE_APPLICATION_CREDENTIALS)';
  return undefined;
}
