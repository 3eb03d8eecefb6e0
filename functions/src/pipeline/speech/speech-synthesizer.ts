/**
 * What any voice provider must do: speak one text with one of the product's voices into a file.
 * Local voices (flite, espeak-ng) and cloud ones (ElevenLabs, Google) implement the same interface.
 */
import type { VoiceId } from '../../shared/voices.js';

export interface SpeechRequest {
  /** Already normalised for speech (numbers, symbols, abbreviations spelled out). */
  text: string;
  /**
   * `text` cut into its sentences (joined by a space, none between Chinese or Japanese ones), whose
   * starts the result reports; none: the whole text is one sentence.
   */
  sentences?: readonly string[] | undefined;
  voice: VoiceId;
  /** ISO 639-1 code of the text, e.g. "en" or "zh". */
  language: string;
  /** Where to write the audio: a WAV file, 16-bit PCM. */
  outPath: string;
  /**
   * The caller runs the result's audioFilter itself (finishClip does, in the ffmpeg pass it makes
   * anyway); otherwise the voice writes its audio with the filter applied.
   */
  acceptsAudioFilter?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

export interface SpeechResult {
  path: string;
  durationSec: number;
  /**
   * Where each of the request's sentences starts in the audio written, in seconds, measured from the
   * audio (the voice's own timestamps, each sentence's own take, or the pauses between them). None:
   * the voice cannot tell, and the caller finds them in the audio.
   */
  sentenceStartsSec?: readonly number[] | undefined;
  /**
   * Only when the request accepts one: an ffmpeg audio filter the audio still needs, which keeps its
   * duration (and so the sentence starts), e.g. a local voice's pitch change. Run in the pass that
   * brings the clip to the common format (finishClip), it spares a slide an ffmpeg program.
   */
  audioFilter?: string | undefined;
  /** The concrete voice that spoke, e.g. "festival:cmu_us_slt_arctic_hts". */
  voiceUsed: string;
  /** Set when the request could not be met as asked, e.g. no local voice speaks the language. */
  notice?: string | undefined;
}

export interface SpeechSynthesizer {
  readonly name: string;
  synthesize(request: SpeechRequest): Promise<SpeechResult>;
}
