/**
 * What any voice provider must do: speak one text with one of the product's voices into a file.
 * Local voices (flite, espeak-ng) and cloud ones (ElevenLabs, Google) implement the same interface.
 */
import type { VoiceId } from '../../shared/voices.js';

/** @public */
export interface SpeechRequest {
  /** Already normalised for speech (numbers, symbols, abbreviations spelled out). */
  text: string;
  voice: VoiceId;
  /** ISO 639-1 code of the text, e.g. "en" or "zh". */
  language: string;
  /** Where to write the audio: a WAV file, 16-bit PCM. */
  outPath: string;
  signal?: AbortSignal | undefined;
}

/** @public */
export interface SpeechResult {
  path: string;
  durationSec: number;
  /** The concrete voice that spoke, e.g. "festival:cmu_us_slt_arctic_hts". */
  voiceUsed: string;
  /** Set when the request could not be met as asked, e.g. no local voice speaks the language. */
  notice?: string | undefined;
}

/** @public */
export interface SpeechSynthesizer {
  readonly name: string;
  synthesize(request: SpeechRequest): Promise<SpeechResult>;
}
