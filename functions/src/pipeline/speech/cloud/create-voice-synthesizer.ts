/**
 * The synthesizer a run uses: each voice goes to its cloud provider when that provider is configured,
 * and to the local voice of the same id otherwise, with a notice that says so rather than passing a
 * local voice off as the premium one.
 */
import type { Binaries } from '../../system/binaries.js';
import { VOICES } from '../../../shared/voices.js';
import { createLocalSynthesizer } from '../create-local-synthesizer.js';
import type { SpeechRequest, SpeechResult, SpeechSynthesizer } from '../speech-synthesizer.js';
import { PROVIDER_NAMES, providerForVoice, type CloudVoiceConfig } from './cloud-voice-config.js';
import { createElevenLabsSynthesizer, type ElevenLabsSynthesizerOptions } from './elevenlabs-synthesizer.js';
import { createGeminiSynthesizer, type GeminiSynthesizerOptions } from './gemini-synthesizer.js';

/** @public */
export interface CreateVoiceSynthesizerOptions {
  binaries: Binaries;
  /** Defaults to the local voices of `binaries`. */
  local?: SpeechSynthesizer | undefined;
  elevenlabs?: ElevenLabsSynthesizerOptions | undefined;
  gemini?: GeminiSynthesizerOptions | undefined;
}

/**
 * Routes every request by its voice id. A cloud failure (bad key, used-up quota) fails the request:
 * quietly speaking with another voice would hide a problem the operator must fix.
 * @example const synthesizer = createVoiceSynthesizer(cloudVoiceConfigFromEnv(process.env), { binaries });
 * @public
 */
export function createVoiceSynthesizer(config: CloudVoiceConfig, options: CreateVoiceSynthesizerOptions): SpeechSynthesizer {
  const local = options.local ?? createLocalSynthesizer(options.binaries);
  const cloud = {
    elevenlabs: config.elevenlabs ? createElevenLabsSynthesizer(config.elevenlabs, options.elevenlabs) : undefined,
    google: config.gemini ? createGeminiSynthesizer(config.gemini, options.gemini) : undefined,
  };
  const names = [cloud.elevenlabs?.name, cloud.google?.name, local.name].filter((name) => name !== undefined);
  return {
    name: names.join('+'),
    async synthesize(request: SpeechRequest): Promise<SpeechResult> {
      const provider = providerForVoice(request.voice);
      const synthesizer = cloud[provider];
      if (synthesizer) return synthesizer.synthesize(request);
      const result = await local.synthesize(request);
      // The local notice (a basic voice, or silence) says more; otherwise say the voice is local.
      const notice = result.notice ?? `${VOICES[request.voice].name} was read by a local voice: ${PROVIDER_NAMES[provider]} voices are not configured.`;
      return { ...result, notice };
    },
  };
}
