/**
 * The synthesizer a run uses: each voice goes to the provider `routeVoice` names (its keyed provider,
 * else Cloud Text-to-Speech when on), and to the local voice of the same id otherwise, with a notice that
 * says so rather than passing a local voice off as the premium one.
 */
import type { Binaries } from '../../system/binaries.js';
import { VOICES } from '../../../shared/voices.js';
import { createLocalSynthesizer } from '../create-local-synthesizer.js';
import type { SpeechRequest, SpeechResult, SpeechSynthesizer } from '../speech-synthesizer.js';
import { chirpVoiceFor } from './chirp-voice-for.js';
import {
  configuredVoiceProviders,
  PROVIDER_NAMES,
  providerForVoice,
  routeVoice,
  type CloudVoiceConfig,
} from './cloud-voice-config.js';
import { createElevenLabsSynthesizer, type ElevenLabsSynthesizerOptions } from './elevenlabs-synthesizer.js';
import { createGeminiSynthesizer, type GeminiSynthesizerOptions } from './gemini-synthesizer.js';
import { createGoogleTtsSynthesizer, type GoogleTtsSynthesizerOptions } from './google-tts-synthesizer.js';

export interface CreateVoiceSynthesizerOptions {
  binaries: Binaries;
  /** Defaults to the local voices of `binaries`. */
  local?: SpeechSynthesizer | undefined;
  elevenlabs?: ElevenLabsSynthesizerOptions | undefined;
  gemini?: GeminiSynthesizerOptions | undefined;
  googleTts?: GoogleTtsSynthesizerOptions | undefined;
}

/**
 * Routes every request by its voice id. A cloud failure (bad key, used-up quota) fails the request:
 * quietly speaking with another voice would hide a problem the operator must fix.
 * @example const synthesizer = createVoiceSynthesizer(cloudVoiceConfigFromEnv(process.env), { binaries });
 */
export function createVoiceSynthesizer(
  config: CloudVoiceConfig,
  options: CreateVoiceSynthesizerOptions,
): SpeechSynthesizer {
  const local = options.local ?? createLocalSynthesizer(options.binaries);
  const cloud = {
    elevenlabs: config.elevenlabs
      ? createElevenLabsSynthesizer(config.elevenlabs, options.elevenlabs)
      : undefined,
    google: config.gemini ? createGeminiSynthesizer(config.gemini, options.gemini) : undefined,
    'google-tts': config.googleTts
      ? createGoogleTtsSynthesizer(config.googleTts, options.googleTts)
      : undefined,
  };
  const configured = configuredVoiceProviders(config);
  const names = [cloud.elevenlabs?.name, cloud.google?.name, cloud['google-tts']?.name, local.name].filter(
    (name) => name !== undefined,
  );
  return {
    name: names.join('+'),
    async synthesize(request: SpeechRequest): Promise<SpeechResult> {
      const route = routeVoice(request.voice, configured);
      const synthesizer = route === 'local' ? undefined : cloud[route];
      // A language the Chirp 3 HD family does not speak is better read by a local voice than refused.
      const unspoken = route === 'google-tts' && chirpVoiceFor(request.voice, request.language) === undefined;
      if (synthesizer && !unspoken) return synthesizer.synthesize(request);
      const result = await local.synthesize(request);
      // The local notice (a basic voice, or silence) says more; otherwise say the voice is local.
      const name = VOICES[request.voice].name;
      const why = unspoken
        ? `${PROVIDER_NAMES['google-tts']} has no voice for this language.`
        : `${PROVIDER_NAMES[providerForVoice(request.voice)]} voices are not configured.`;
      return { ...result, notice: result.notice ?? `${name} was read by a local voice: ${why}` };
    },
  };
}
