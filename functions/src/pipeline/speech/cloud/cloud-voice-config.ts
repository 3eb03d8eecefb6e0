/**
 * Which cloud voices a run may use, read from settings in one place. The engine reads no environment
 * itself: the CLI passes `process.env`, the Cloud Functions pass their params and secrets.
 */
import { PipelineError } from '../../errors.js';
import { isVoiceId, VOICE_IDS, type VoiceId } from '../../../shared/voices.js';

/** @public */
export type CloudVoiceProvider = 'elevenlabs' | 'google';

/** The product voices ElevenLabs speaks; algieba is Google's. @public */
export type ElevenLabsVoiceId = Exclude<VoiceId, 'algieba'>;

/**
 * ElevenLabs voice-library voices of the same names and kinds (ids as ElevenLabs lists them). An account
 * whose plan cannot use library voices over the API adds them to "My Voices" or sets its own ids.
 * @public
 */
export const ELEVENLABS_DEFAULT_VOICE_IDS: Readonly<Record<ElevenLabsVoiceId, string>> = {
  mark: 'UgBBYS2sOqTuMpoF3BR0',
  cassidy: '56AoDkrOh6qfVPDXZ7Pt',
  brian: 'nPczCjzI2devNBz1zQrb',
  hope: 'uYXf8XasLslADfZ2MB4u',
  sully: 'wAGzRVkxKEs8La0lmdrE',
  matilda: 'XrExE9yKIg1WjnnlVkGX',
};

/** @public */
export const ELEVENLABS_DEFAULT_MODEL = 'eleven_multilingual_v2';
/** @public */
export const GEMINI_DEFAULT_TTS_MODEL = 'gemini-2.5-flash-preview-tts';
/** Gemini's prebuilt voice of the same name. @public */
export const GEMINI_ALGIEBA_VOICE = 'Algieba';

/** @public */
export interface ElevenLabsVoiceConfig {
  apiKey: string;
  /** Another endpoint speaking ElevenLabs' API, e.g. a proxy; default ElevenLabs' own. */
  baseUrl?: string | undefined;
  model: string;
  voiceIds: Readonly<Record<ElevenLabsVoiceId, string>>;
}

/** @public */
export interface GeminiVoiceConfig {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  voiceName: string;
}

/** Each provider is present only when its key is set. @public */
export interface CloudVoiceConfig {
  elevenlabs?: ElevenLabsVoiceConfig | undefined;
  gemini?: GeminiVoiceConfig | undefined;
}

/** The settings, by the environment variable names the README documents. @public */
export type VoiceSettings = Readonly<Record<string, string | undefined>>;

const text = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * Reads `mark=abc,sully=def` (commas or whitespace between pairs) into per-voice ids.
 * @internal
 */
export function parseVoiceIdOverrides(value: string | undefined): Partial<Record<ElevenLabsVoiceId, string>> {
  const overrides: Partial<Record<ElevenLabsVoiceId, string>> = {};
  for (const pair of (value ?? '').split(/[\s,]+/).filter((item) => item !== '')) {
    const [name = '', id = ''] = pair.split('=');
    const voice = name.trim().toLowerCase();
    if (!isVoiceId(voice) || voice === 'algieba' || id.trim() === '') {
      const names = VOICE_IDS.filter((item) => item !== 'algieba').join(', ');
      throw new PipelineError('invalid_option', `ELEVENLABS_VOICE_IDS has "${pair}"; write voice=id pairs for ${names}.`);
    }
    overrides[voice] = id.trim();
  }
  return overrides;
}

/**
 * The cloud voices `settings` switch on: ElevenLabs with ELEVENLABS_API_KEY (ELEVENLABS_BASE_URL,
 * ELEVENLABS_MODEL, ELEVENLABS_VOICE_IDS optional), Algieba through Gemini with GEMINI_API_KEY
 * (GEMINI_BASE_URL, GEMINI_TTS_MODEL optional). Without keys, nothing: every voice is local.
 * @example cloudVoiceConfigFromEnv(process.env)
 * @public
 */
export function cloudVoiceConfigFromEnv(settings: VoiceSettings): CloudVoiceConfig {
  const config: CloudVoiceConfig = {};
  const elevenLabsKey = text(settings['ELEVENLABS_API_KEY']);
  if (elevenLabsKey !== undefined) {
    config.elevenlabs = {
      apiKey: elevenLabsKey,
      baseUrl: text(settings['ELEVENLABS_BASE_URL']),
      model: text(settings['ELEVENLABS_MODEL']) ?? ELEVENLABS_DEFAULT_MODEL,
      voiceIds: { ...ELEVENLABS_DEFAULT_VOICE_IDS, ...parseVoiceIdOverrides(settings['ELEVENLABS_VOICE_IDS']) },
    };
  }
  const geminiKey = text(settings['GEMINI_API_KEY']);
  if (geminiKey !== undefined) {
    config.gemini = {
      apiKey: geminiKey,
      baseUrl: text(settings['GEMINI_BASE_URL']),
      model: text(settings['GEMINI_TTS_MODEL']) ?? GEMINI_DEFAULT_TTS_MODEL,
      voiceName: GEMINI_ALGIEBA_VOICE,
    };
  }
  return config;
}

/** The providers `config` has keys for. @public */
export function configuredVoiceProviders(config: CloudVoiceConfig): CloudVoiceProvider[] {
  const providers: CloudVoiceProvider[] = [];
  if (config.elevenlabs) providers.push('elevenlabs');
  if (config.gemini) providers.push('google');
  return providers;
}

/** The provider that owns `voice`: Google for algieba, ElevenLabs for the others. @public */
export function providerForVoice(voice: VoiceId): CloudVoiceProvider {
  return voice === 'algieba' ? 'google' : 'elevenlabs';
}

/** How each provider is named to people. @internal */
export const PROVIDER_NAMES: Readonly<Record<CloudVoiceProvider, string>> = { elevenlabs: 'ElevenLabs', google: 'Google' };
