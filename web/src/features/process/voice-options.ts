/** The voices offered in the settings step: the server's list, or the built-in one when it cannot be had. */
import { listVoices, type VoiceId, type VoiceOption } from '../../api';
import { DEFAULT_VOICE, VOICE_IDS, VOICES } from '../../../../functions/src/shared/voices';

/** Without the server's list the provider is unknown, so no provider note is shown. */
export const BUILT_IN_VOICES: Array<
  Omit<VoiceOption, 'provider'> & { provider: VoiceOption['provider'] | null }
> = VOICE_IDS.map((voiceId) => ({
  voice_id: voiceId,
  name: VOICES[voiceId].name,
  description: VOICES[voiceId].description,
  default: voiceId === DEFAULT_VOICE,
  provider: null,
  note: null,
}));

export type VoiceChoice = (typeof BUILT_IN_VOICES)[number];

export async function loadVoices(): Promise<VoiceChoice[]> {
  try {
    const { voices } = await listVoices();
    return voices.length > 0 ? voices : BUILT_IN_VOICES;
  } catch (error) {
    console.error('Voice list unavailable; using the built-in list', error);
    return BUILT_IN_VOICES;
  }
}

export const DEFAULT_VOICE_ID: VoiceId = DEFAULT_VOICE;

/** The short tag of where a voice comes from: "local voice" when it is synthesized on the server. */
export function providerTag(voice: VoiceChoice): string | null {
  if (voice.provider === 'local') return 'local voice';
  if (voice.provider === 'elevenlabs') return 'ElevenLabs';
  if (voice.provider === 'google') return 'Google';
  return null;
}

/** The server's notes about the voices, each once (they are usually the same for every voice). */
export function voiceNotes(voices: readonly VoiceChoice[]): string[] {
  return [
    ...new Set(
      voices.map((voice) => voice.note).filter((note): note is string => note !== null && note !== ''),
    ),
  ];
}
