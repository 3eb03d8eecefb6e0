/**
 * The voices a user can pick (docs/product.md §9). Ids are lowercase and are the API contract; each provider
 * (local festival/flite, ElevenLabs, Google) maps them to a voice of its own.
 */

export const VOICE_IDS = ['mark', 'cassidy', 'brian', 'hope', 'sully', 'matilda', 'algieba'] as const;

export type VoiceId = (typeof VOICE_IDS)[number];

export const DEFAULT_VOICE: VoiceId = 'sully';

/** How a voice is offered to the user. */
export interface VoiceInfo {
  id: VoiceId;
  name: string;
  description: string;
  gender: 'male' | 'female';
}

export const VOICES: Record<VoiceId, VoiceInfo> = {
  mark: { id: 'mark', name: 'Mark', description: 'Professional male', gender: 'male' },
  cassidy: { id: 'cassidy', name: 'Cassidy', description: 'Clear female', gender: 'female' },
  brian: { id: 'brian', name: 'Brian', description: 'Warm male', gender: 'male' },
  hope: { id: 'hope', name: 'Hope', description: 'Energetic female', gender: 'female' },
  sully: { id: 'sully', name: 'Sully', description: 'Friendly male', gender: 'male' },
  matilda: { id: 'matilda', name: 'Matilda', description: 'British female', gender: 'female' },
  algieba: { id: 'algieba', name: 'Algieba', description: 'HD quality', gender: 'male' },
};

export function isVoiceId(value: unknown): value is VoiceId {
  return typeof value === 'string' && (VOICE_IDS as readonly string[]).includes(value);
}
