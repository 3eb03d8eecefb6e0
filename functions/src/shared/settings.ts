/** Processing settings the user chooses (docs/product.md §3, §9). */
import { parsePronunciations, type Pronunciation } from './parse-pronunciations.js';
import { DEFAULT_VOICE, isVoiceId, VOICE_IDS, type VoiceId } from './voices.js';

export const SLIDE_COUNT = { min: 3, max: 8, default: 5 } as const;

export interface ProcessingSettings {
  slide_count: number;
  voice_id: VoiceId;
  /** The user's pronunciation lexicon, "written = spoken" a line (see parse-pronunciations.ts); absent when empty. */
  pronunciations?: string | undefined;
  /** Bullets and figures appear as the narration reaches them; absent means yes. */
  reveals?: boolean | undefined;
}

export type SettingsValidation = { ok: true; settings: ProcessingSettings } | { ok: false; problem: string };

/** Fills defaults and checks ranges; the problem text is shown to the user as it is. */
export function resolveSettings(input: {
  slide_count?: unknown;
  voice_id?: unknown;
  pronunciations?: unknown;
  reveals?: unknown;
}): SettingsValidation {
  const count = input.slide_count ?? SLIDE_COUNT.default;
  if (
    typeof count !== 'number' ||
    !Number.isInteger(count) ||
    count < SLIDE_COUNT.min ||
    count > SLIDE_COUNT.max
  ) {
    return {
      ok: false,
      problem: `The number of slides must be a whole number from ${SLIDE_COUNT.min} to ${SLIDE_COUNT.max}.`,
    };
  }
  const voice = input.voice_id ?? DEFAULT_VOICE;
  if (!isVoiceId(voice)) {
    return {
      ok: false,
      problem: `Unknown voice "${String(voice)}". Choose one of: ${VOICE_IDS.join(', ')}.`,
    };
  }
  const pronunciations = input.pronunciations ?? '';
  if (typeof pronunciations !== 'string')
    return { ok: false, problem: 'The pronunciations must be text, one "written = spoken" a line.' };
  const lexicon = parsePronunciations(pronunciations);
  if (!lexicon.ok) return lexicon;
  if (input.reveals !== undefined && typeof input.reveals !== 'boolean') {
    return { ok: false, problem: 'Reveals must be on (true) or off (false).' };
  }
  const settings: ProcessingSettings = { slide_count: count, voice_id: voice };
  if (lexicon.entries.length > 0) settings.pronunciations = pronunciations.trim();
  if (input.reveals !== undefined) settings.reveals = input.reveals;
  return { ok: true, settings };
}

/** The parsed lexicon of settings already resolved (an unreadable one counts as none). */
export function lexiconOf(
  settings: Pick<ProcessingSettings, 'pronunciations'> | null | undefined,
): Pronunciation[] {
  const parsed = parsePronunciations(settings?.pronunciations ?? '');
  return parsed.ok ? parsed.entries : [];
}
