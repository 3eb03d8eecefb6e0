/** What a narration clip is made from, as one key: equal keys, equal clips. */
import { createHash } from 'node:crypto';
import type { Pronunciation } from '../../shared/parse-pronunciations.js';
import type { VoiceId } from '../../shared/voices.js';

/** Changes whenever clips made before are no longer what speaking makes now (v2: sentence starts). */
const NARRATION_FORMAT = 'narration v2';

export interface NarrationSource {
  script: string;
  voice: VoiceId;
  language: string;
  lexicon?: readonly Pronunciation[] | undefined;
  /** The synthesizer's name, e.g. "elevenlabs+google-tts+local": another provider speaks otherwise. */
  provider: string;
}

/**
 * A hex key of everything that decides a slide's narration, so an unchanged script is never voiced twice.
 * @example narrationKey({ script: 'Hello.', voice: 'mark', language: 'en', provider: 'local' }) // '3f1c…' (64 hex digits)
 */
export function narrationKey(source: NarrationSource): string {
  const lexicon = (source.lexicon ?? []).map((entry) => [entry.written, entry.spoken]);
  return createHash('sha256')
    .update(
      JSON.stringify([
        NARRATION_FORMAT,
        source.script,
        source.voice,
        source.language,
        lexicon,
        source.provider,
      ]),
    )
    .digest('hex');
}
