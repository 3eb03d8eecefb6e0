/**
 * Where each sentence starts in one take of several sentences, found in the audio itself: voices pause
 * between sentences, longer than between words, so the boundaries are the pauses that best fit where
 * the sentences' lengths put them. Used for the voices that report no timing of their own.
 */

const FRAME_SEC = 0.01;
/** Quieter than the loud part of the take by this much is a pause (breath and room noise stay below it). */
const PAUSE_BELOW_LOUD = 0.03;
/** Gaps shorter than this are inside words (stops, plosives), never between sentences. */
const MIN_PAUSE_SEC = 0.05;
/** Longer pauses are no likelier to be sentence ends than this long one. */
const PAUSE_CREDIT_CAP_SEC = 0.8;
/** What a boundary that falls on no pause costs: worse than a short pause where expected. */
const NO_PAUSE_SCORE = -6;
/** A sentence is said to start this long before its first sound, as a speaker breathes in. */
const LEAD_IN_SEC = 0.1;

interface Pause {
  startSec: number;
  endSec: number;
}

/** Frame loudness (RMS) over 10 ms frames. */
function frameLevels(samples: Int16Array, sampleRate: number): Float64Array {
  const size = Math.max(1, Math.round(FRAME_SEC * sampleRate));
  const levels = new Float64Array(Math.floor(samples.length / size));
  for (let f = 0; f < levels.length; f++) {
    let energy = 0;
    for (let i = f * size; i < (f + 1) * size; i++) energy += (samples[i] ?? 0) ** 2;
    levels[f] = Math.sqrt(energy / size);
  }
  return levels;
}

/** The pauses between the first and the last sound, and where the sound starts and ends. */
function findPauses(levels: Float64Array): { pauses: Pause[]; firstSec: number; lastSec: number } {
  const sorted = [...levels].sort((a, b) => a - b);
  const loud = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const quiet = (level: number): boolean => level <= loud * PAUSE_BELOW_LOUD;
  let first = 0;
  while (first < levels.length && quiet(levels[first] ?? 0)) first++;
  let last = levels.length - 1;
  while (last > first && quiet(levels[last] ?? 0)) last--;
  const pauses: Pause[] = [];
  for (let f = first; f <= last; f++) {
    if (!quiet(levels[f] ?? 0)) continue;
    const start = f;
    while (f <= last && quiet(levels[f] ?? 0)) f++;
    if ((f - start) * FRAME_SEC >= MIN_PAUSE_SEC)
      pauses.push({ startSec: start * FRAME_SEC, endSec: f * FRAME_SEC });
  }
  return { pauses, firstSec: first * FRAME_SEC, lastSec: (last + 1) * FRAME_SEC };
}

/** Speech length of a sentence: its letters and digits, as punctuation and spaces take little time. */
function weightOf(sentence: string): number {
  return Math.max(1, sentence.replace(/[^\p{L}\p{N}]/gu, '').length);
}

/**
 * The start of each of `sentences` (spoken in order in `samples`), in seconds from the start; the
 * first is 0. Each boundary is the pause that is long and close to where the sentences' lengths put
 * it, chosen together (dynamic programming) so boundaries stay in order; where no pause fits, the
 * boundary stays where the lengths put it.
 * @example alignSentencesToPauses(samples, 24_000, ['First sentence.', 'Second one.']) // [0, 1.42]
 * @internal
 */
export function alignSentencesToPauses(
  samples: Int16Array,
  sampleRate: number,
  sentences: readonly string[],
): number[] {
  if (sentences.length === 0) return [];
  if (sentences.length === 1) return [0];
  const { pauses, firstSec, lastSec } = findPauses(frameLevels(samples, sampleRate));
  const weights = sentences.map(weightOf);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const spanSec = Math.max(FRAME_SEC, lastSec - firstSec);
  let cumulative = 0;
  const expected = weights.slice(0, -1).map((w) => {
    cumulative += w;
    return firstSec + (spanSec * cumulative) / total;
  });
  // How far the lengths' estimate may be off: a good part of a sentence.
  const sigma = Math.max(0.4, (0.35 * spanSec) / sentences.length);
  const score = (k: number, j: number): number => {
    const pause = pauses[j];
    if (pause === undefined) return -Infinity;
    const middle = (pause.startSec + pause.endSec) / 2;
    const credit = Math.min(pause.endSec - pause.startSec, PAUSE_CREDIT_CAP_SEC) / 0.1;
    return credit - ((middle - (expected[k] ?? 0)) / sigma) ** 2;
  };

  // best[k][m]: the best score of boundaries k… when pauses m… are still free; choice records the pause taken (-1: none).
  const K = expected.length;
  const M = pauses.length;
  const best = Array.from({ length: K + 1 }, () => new Float64Array(M + 1));
  const choice = Array.from({ length: K }, () => new Int32Array(M + 1));
  for (let k = K - 1; k >= 0; k--) {
    for (let m = M; m >= 0; m--) {
      let top = NO_PAUSE_SCORE + (best[k + 1]?.[m] ?? 0);
      let taken = -1;
      for (let j = m; j < M; j++) {
        const value = score(k, j) + (best[k + 1]?.[j + 1] ?? 0);
        if (value > top) {
          top = value;
          taken = j;
        }
      }
      (best[k] as Float64Array)[m] = top;
      (choice[k] as Int32Array)[m] = taken;
    }
  }
  const starts = [0];
  let m = 0;
  for (let k = 0; k < K; k++) {
    const j = choice[k]?.[m] ?? -1;
    const pause = pauses[j];
    let at = expected[k] ?? 0;
    if (pause !== undefined) {
      at = Math.max(pause.startSec, pause.endSec - LEAD_IN_SEC);
      m = j + 1;
    }
    starts.push(Math.max(at, starts[starts.length - 1] ?? 0));
  }
  return starts;
}
