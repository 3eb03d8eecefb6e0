/**
 * Which cloud voices a run may use, read from settings in one place. The engine reads no environment
 * itself: the CLI passes `process.env`, the Cloud Functions pass their params and secrets.
 */
import { PipelineError } from '../../errors.js';
import { isVoiceId, VOICE_IDS, type VoiceId } from '../../../shared/voices.js';

/** ElevenLabs, Gemini speech generation ('google', Algieba only), Cloud Text-to-Speech ('google-tts', all seven). */
export type CloudVoiceProvider = 'elevenlabs' | 'google' | 'google-tts';

/** The product voices ElevenLabs speaks; algieba is Google's. */
export type ElevenLabsVoiceId = Exclude<VoiceId, 'algieba'>;

/**
 * ElevenLabs voice-library voices of the same names and kinds (ids as ElevenLabs lists them). An account
 * whose plan cannot use library voices over the API adds them to "My Voices" or sets its own ids.
 */
export const ELEVENLABS_DEFAULT_VOICE_IDS: Readonly<Record<ElevenLabsVoiceId, string>> = {
  mark: 'UgBBYS2sOqTuMpoF3BR0',
  cassidy: '56AoDkrOh6qfVPDXZ7Pt',
  brian: 'nPczCjzI2devNBz1zQrb',
  hope: 'uYXf8XasLslADfZ2MB4u',
  sully: 'wAGzRVkxKEs8La0lmdrE',
  matilda: 'XrExE9yKIg1WjnnlVkGX',
};

export const ELEVENLABS_DEFAULT_MODEL = 'eleven_multilingual_v2';
export const GEMINI_DEFAULT_TTS_MODEL = 'gemini-2.5-flash-preview-tts';
/** Gemini's prebuilt voice of the same name. */
export const GEMINI_ALGIEBA_VOICE = 'Algieba';

export interface ElevenLabsVoiceConfig {
  apiKey: string;
  /** Another endpoint speaking ElevenLabs' API, e.g. a proxy; default ElevenLabs' own. */
  baseUrl?: string | undefined;
  model: string;
  voiceIds: Readonly<Record<ElevenLabsVoiceId, string>>;
}

export interface GeminiVoiceConfig {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  voiceName: string;
}

/**
 * Cloud Text-to-Speech needs no key: Google's client library finds the application default credentials
 * itself (on Google Cloud the functions' own service account; elsewhere the key file that
 * GOOGLE_APPLICATION_CREDENTIALS names).
 */
export interface GoogleTtsVoiceConfig {
  /** Another endpoint speaking the Cloud Text-to-Speech REST API (a proxy, a local stand-in); default Google's. */
  baseUrl?: string | undefined;
}

/** Each provider is present only when its key is set (Cloud Text-to-Speech: when it is on). */
export interface CloudVoiceConfig {
  elevenlabs?: ElevenLabsVoiceConfig | undefined;
  gemini?: GeminiVoiceConfig | undefined;
  googleTts?: GoogleTtsVoiceConfig | undefined;
}

/** The settings, by the environment variable names the README documents. */
export type VoiceSettings = Readonly<Record<string, string | undefined>>;

const text = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

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
      throw new PipelineError(
        'invalid_option',
        `ELEVENLABS_VOICE_IDS has "${pair}"; write voice=id pairs for ${names}.`,
      );
    }
    overrides[voice] = id.trim();
  }
  return overrides;
}

/**
 * True when the process runs as a deployed function on Google Cloud: the runtime sets K_SERVICE (and
 * FUNCTION_TARGET) for every function, and the Firebase emulator, which sets them too, adds FUNCTIONS_EMULATOR.
 * @internal
 */
export function onGoogleCloud(settings: VoiceSettings): boolean {
  const deployed =
    text(settings['K_SERVICE']) !== undefined || text(settings['FUNCTION_TARGET']) !== undefined;
  return deployed && text(settings['FUNCTIONS_EMULATOR']) !== 'true';
}

/** An `http(s)://host[:port]` address, the only form the client library's REST transport can be pointed at. */
function parseBaseUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    url === undefined ||
    !/^https?:$/.test(url.protocol) ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.username !== ''
  ) {
    throw new PipelineError(
      'invalid_option',
      `${name} is "${value}"; write an address like https://host or http://127.0.0.1:8080, without a path.`,
    );
  }
  return url.origin;
}

/**
 * Whether Cloud Text-to-Speech speaks: GOOGLE_TTS=true or false decides; unset (or "auto") means on
 * when deployed on Google Cloud or when GOOGLE_TTS_BASE_URL names another endpoint.
 * @internal
 */
export function googleTtsFromEnv(settings: VoiceSettings): GoogleTtsVoiceConfig | undefined {
  const baseUrl = parseBaseUrl('GOOGLE_TTS_BASE_URL', text(settings['GOOGLE_TTS_BASE_URL']));
  const flag = text(settings['GOOGLE_TTS'])?.toLowerCase() ?? 'auto';
  let on: boolean;
  if (['true', '1', 'yes', 'on'].includes(flag)) on = true;
  else if (['false', '0', 'no', 'off'].includes(flag)) on = false;
  else if (flag === 'auto') on = baseUrl !== undefined || onGoogleCloud(settings);
  else
    throw new PipelineError(
      'invalid_option',
      `GOOGLE_TTS is "${settings['GOOGLE_TTS'] ?? ''}"; write true, false or auto.`,
    );
  return on ? { baseUrl } : undefined;
}

/**
 * The cloud voices `settings` switch on: ElevenLabs with ELEVENLABS_API_KEY (ELEVENLABS_BASE_URL,
 * ELEVENLABS_MODEL, ELEVENLABS_VOICE_IDS optional), Algieba through Gemini with GEMINI_API_KEY
 * (GEMINI_BASE_URL, GEMINI_TTS_MODEL optional), Cloud Text-to-Speech as `googleTtsFromEnv` says.
 * Without any of them, nothing: every voice is local.
 * @example cloudVoiceConfigFromEnv(process.env)
 */
export function cloudVoiceConfigFromEnv(settings: VoiceSettings): CloudVoiceConfig {
  const config: CloudVoiceConfig = {};
  const elevenLabsKey = text(settings['ELEVENLABS_API_KEY']);
  if (elevenLabsKey !== undefined) {
    config.elevenlabs = {
      apiKey: elevenLabsKey,
      baseUrl: text(settings['ELEVENLABS_BASE_URL']),
      model: text(settings['ELEVENLABS_MODEL']) ?? ELEVENLABS_DEFAULT_MODEL,
      voiceIds: {
        ...ELEVENLABS_DEFAULT_VOICE_IDS,
        ...parseVoiceIdOverrides(settings['ELEVENLABS_VOICE_IDS']),
      },
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
  const googleTts = googleTtsFromEnv(settings);
  if (googleTts !== undefined) config.googleTts = googleTts;
  return config;
}

/** The providers `config` switches on. */
export function configuredVoiceProviders(config: CloudVoiceConfig): CloudVoiceProvider[] {
  const providers: CloudVoiceProvider[] = [];
  if (config.elevenlabs) providers.push('elevenlabs');
  if (config.gemini) providers.push('google');
  if (config.googleTts) providers.push('google-tts');
  return providers;
}

/**
 * Who speaks `voice` (the precedence the README's voice table documents): the provider whose key is set
 * for it (ElevenLabs for the six, Gemini for Algieba), else Cloud Text-to-Speech when it is on, else the
 * local voice.
 * @example routeVoice('algieba', ['elevenlabs', 'google-tts']) // 'google-tts'
 */
export function routeVoice(
  voice: VoiceId,
  configured: readonly CloudVoiceProvider[],
): CloudVoiceProvider | 'local' {
  const keyed = providerForVoice(voice);
  if (configured.includes(keyed)) return keyed;
  return configured.includes('google-tts') ? 'google-tts' : 'local';
}

/** The keyed provider that owns `voice`: Google (Gemini) for algieba, ElevenLabs for the others. */
export function providerForVoice(voice: VoiceId): Exclude<CloudVoiceProvider, 'google-tts'> {
  return voice === 'algieba' ? 'google' : 'elevenlabs';
}

/** How each provider is named to people. @internal */
export const PROVIDER_NAMES: Readonly<Record<CloudVoiceProvider, string>> = {
  elevenlabs: 'ElevenLabs',
  google: 'Google',
  'google-tts': 'Google Cloud Text-to-Speech',
};
