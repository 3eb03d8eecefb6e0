/**
 * What every cloud voice does around its one HTTP call: split the script to the provider's
 * per-request limit, call it piece by piece with a time-out and retries, check the audio, join the
 * pieces without clicks and write the WAV file the speech stage expects.
 */
import { writeFile } from 'node:fs/promises';
import { PipelineError } from '../../errors.js';
import { ProviderError, withRetries, type RetryOptions } from '../../providers/index.js';
import { alignSentencesToPauses } from '../align-sentences-to-pauses.js';
import type { SpeechRequest } from '../speech-synthesizer.js';
import { joinPcm } from './join-pcm.js';
import { pcmToWav } from './pcm-to-wav.js';
import { sentenceFor } from './provider-sentences.js';
import { splitForRequests, type MeasureText } from './split-for-requests.js';

/** Between the audio of two requests, as between two sentences. */
const JOIN_PAUSE_SEC = 0.25;

/** Mono 16-bit little-endian samples from one request. @internal */
export interface PcmPiece {
  pcm: Buffer;
  sampleRate: number;
  /** When each character of the request's text (by code point) starts, for a provider that says. */
  characterStartsSec?: readonly number[] | undefined;
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
  /** Where each of the request's sentences (the whole text as one when it has none) starts. */
  sentenceStartsSec: number[];
}

/** One request's text, and the sentences that start in it with their offsets (in code points). */
interface PlannedPiece {
  text: string;
  starts: Array<{ sentence: number; offset: number }>;
}

/**
 * Groups the sentences into requests of at most the provider's limit, whole sentences where they fit
 * (a longer one is cut between words, see splitForRequests).
 */
function planPieces(
  sentences: readonly string[],
  request: SpeechRequest,
  options: SpeakInPiecesOptions,
): PlannedPiece[] {
  const joiner = /^(zh|ja)/.test(request.language) ? '' : ' ';
  const pieces: PlannedPiece[] = [];
  let current: PlannedPiece | undefined;
  sentences.forEach((sentence, index) => {
    splitForRequests(sentence, request.language, options.limit, options.measure).forEach((unit, part) => {
      const candidate =
        current === undefined || current.text === '' ? unit : `${current.text}${joiner}${unit}`;
      if (current === undefined || options.measure(candidate) > options.limit) {
        current = { text: unit, starts: [] };
        pieces.push(current);
      } else current.text = candidate;
      if (part === 0)
        current.starts.push({ sentence: index, offset: [...current.text].length - [...unit].length });
    });
  });
  return pieces;
}

/**
 * Where each sentence starting in `piece` starts in its audio: from the provider's character times
 * when it gave them, else from the pauses in the audio (see alignSentencesToPauses).
 */
function startsInPiece(planned: PlannedPiece, piece: PcmPiece): number[] {
  const times = piece.characterStartsSec;
  if (times !== undefined && times.length === [...planned.text].length) {
    return planned.starts.map(({ offset }) => (offset === 0 ? 0 : (times[offset] ?? 0)));
  }
  if (planned.starts.length === 1 && planned.starts[0]?.offset === 0) return [0];
  // The stretches between sentence starts (a cut sentence's tail first, when the piece begins with one).
  const characters = [...planned.text];
  const cuts = [...new Set([0, ...planned.starts.map((start) => start.offset)])];
  const stretches = cuts.map((cut, k) => characters.slice(cut, cuts[k + 1]).join(''));
  const samples = new Int16Array(
    piece.pcm.buffer.slice(piece.pcm.byteOffset, piece.pcm.byteOffset + piece.pcm.length),
  );
  const found = alignSentencesToPauses(samples, piece.sampleRate, stretches);
  return planned.starts.map(({ offset }) => found[cuts.indexOf(offset)] ?? 0);
}

/**
 * Speaks `request.text` into `request.outPath`. Failures are ProviderErrors (after the retries),
 * or the engine's "cancelled" when the request's signal fires.
 * @internal
 */
export async function speakInPieces(
  request: SpeechRequest,
  options: SpeakInPiecesOptions,
): Promise<SpokenAudio> {
  const sentences = request.sentences ?? [request.text];
  const planned = planPieces(sentences, request, options);
  const texts = planned.map((piece) => piece.text);
  const pieces: PcmPiece[] = [];
  for (const [index, text] of texts.entries()) {
    const context = { previousText: texts[index - 1], nextText: texts[index + 1] };
    const piece = await withRetries(() => speakOnce(text, context, request.signal, options), {
      ...options.retry,
      signal: request.signal,
    });
    pieces.push(piece);
  }
  const sampleRate = pieces[0]?.sampleRate ?? 24_000;
  if (pieces.some((piece) => piece.sampleRate !== sampleRate)) {
    throw new ProviderError(
      options.provider,
      'bad_response',
      `${options.provider} returned parts of the narration at different sample rates.`,
    );
  }
  const pcm = joinPcm(
    pieces.map((piece) => piece.pcm),
    { sampleRate, pauseSec: JOIN_PAUSE_SEC },
  );
  await writeFile(request.outPath, pcmToWav(pcm, sampleRate));
  // Each piece starts after those before it and the pause joinPcm puts between pieces.
  const pauseSamples = pieces.length > 1 ? Math.round(JOIN_PAUSE_SEC * sampleRate) : 0;
  const sentenceStartsSec = sentences.map(() => 0);
  let pieceStart = 0;
  planned.forEach((plan, k) => {
    const piece = pieces[k];
    if (piece === undefined) return;
    startsInPiece(plan, piece).forEach((at, j) => {
      const sentence = plan.starts[j]?.sentence;
      if (sentence !== undefined) sentenceStartsSec[sentence] = pieceStart / sampleRate + at;
    });
    pieceStart += piece.pcm.length / 2 + pauseSamples;
  });
  return { durationSec: pcm.length / 2 / sampleRate, pieces: pieces.length, sentenceStartsSec };
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
      throw new ProviderError(
        options.provider,
        'timeout',
        `${options.provider} did not answer within ${Math.round(options.timeoutMs / 1000)} s; try again in a few minutes.`,
        { cause: error },
      );
    }
    throw error;
  }
  if (
    piece.pcm.length < 2 ||
    piece.pcm.length % 2 !== 0 ||
    !(piece.sampleRate >= 8_000 && piece.sampleRate <= 96_000)
  ) {
    throw new ProviderError(
      options.provider,
      'bad_response',
      sentenceFor('bad_response', options.provider, ''),
    );
  }
  return piece;
}
