/**
 * What every cloud voice does around its one HTTP call: split the script to the provider's
 * per-request limit, call it piece by piece with a time-out and retries, check the audio, join the
 * pieces without clicks and write the WAV file the speech stage expects.
 */
import { writeFile } from 'node:fs/promises';
import { PipelineError } from '../../errors.js';
import { ProviderError, withRetries, type RetryOptions } from '../../providers/index.js';
import type { SpeechRequest } from '../speech-synthesizer.js';
import { joinPcm } from './join-pcm.js';
import { pcmToWav } from './pcm-to-wav.js';
import { sentenceFor } from './provider-sentences.js';
import { splitForRequests, type MeasureText } from './split-for-requests.js';

/** Mono 16-bit little-endian samples from one request. @internal */
export interface PcmPiece {
  pcm: Buffer;
  sampleRate: number;
}

/** @internal */
export interface PieceContext {
  /** The neighbouring pieces, which some providers use to keep the intonation continuous. */
  previousText: string | undefined;
  nextText: string | undefined;
  /** Fires on the time-out or when the run is cancelled. */
  signal: AbortSignal;
}

/** @internal */
export interface SpeakInPiecesOptions {
  /** For messages, e.g. "ElevenLabs". */
  provider: string;
  /** The provider's per-request limit, as `measure` counts it. */
  limit: number;
  measure: MeasureText;
  /** One request's time-out; a provider that takes longer counts as failed (and is retried). */
  timeoutMs: number;
  retry?: Omit<RetryOptions, 'signal'> | undefined;
  /** Makes one request; throws ProviderError on failure. */
  speakPiece(text: string, context: PieceContext): Promise<PcmPiece>;
}

/** @internal */
export interface SpokenAudio {
  durationSec: number;
  pieces: number;
}

/**
 * Speaks `request.text` into `request.outPath`. Failures are ProviderErrors (after the retries),
 * or the engine's "cancelled" when the request's signal fires.
 * @internal
 */
export async function speakInPieces(request: SpeechRequest, options: SpeakInPiecesOptions): Promise<SpokenAudio> {
  const texts = splitForRequests(request.text, request.language, options.limit, options.measure);
  const pieces: PcmPiece[] = [];
  for (const [index, text] of texts.entries()) {
    const context = { previousText: texts[index - 1], nextText: texts[index + 1] };
    const piece = await withRetries(() => speakOnce(text, context, request.signal, options), { ...options.retry, signal: request.signal });
    pieces.push(piece);
  }
  const sampleRate = pieces[0]?.sampleRate ?? 24_000;
  if (pieces.some((piece) => piece.sampleRate !== sampleRate)) {
    throw new ProviderError(options.provider, 'bad_response', `${options.provider} returned parts of the narration at different sample rates.`);
  }
  const pcm = joinPcm(pieces.map((piece) => piece.pcm), { sampleRate });
  await writeFile(request.outPath, pcmToWav(pcm, sampleRate));
  return { durationSec: pcm.length / 2 / sampleRate, pieces: pieces.length };
}

async function speakOnce(
  text: string,
  context: Omit<PieceContext, 'signal'>,
  outer: AbortSignal | undefined,
  options: SpeakInPiecesOptions,
): Promise<PcmPiece> {
  if (outer?.aborted) throw new PipelineError('cancelled', 'The work was cancelled.');
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
  let piece: PcmPiece;
  try {
    piece = await options.speakPiece(text, { ...context, signal });
  } catch (error) {
    if (outer?.aborted) throw new PipelineError('cancelled', 'The work was cancelled.', { cause: error });
    if (timeout.aborted) {
      throw new ProviderError(options.provider, 'timeout', `${options.provider} did not answer within ${Math.round(options.timeoutMs / 1000)} s; try again in a few minutes.`, { cause: error });
    }
    throw error;
  }
  if (piece.pcm.length < 2 || piece.pcm.length % 2 !== 0 || !(piece.sampleRate >= 8_000 && piece.sampleRate <= 96_000)) {
    throw new ProviderError(options.provider, 'bad_response', sentenceFor('bad_response', options.provider, ''));
  }
  return piece;
}
