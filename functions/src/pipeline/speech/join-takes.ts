/** Separately spoken sentences as one clip, with where each starts. */
import { joinPcm } from './cloud/join-pcm.js';

/** Between two sentences, as long as a speaker's pause (and as the cloud voices' joins). */
const SENTENCE_PAUSE_SEC = 0.25;

/** @internal */
export interface JoinedTakes {
  samples: Int16Array;
  /** Where each take starts in `samples`, in seconds. */
  startsSec: number[];
}

/**
 * Joins takes of one voice at one `sampleRate` with a pause between them and faded edges (see
 * joinPcm); an empty take adds nothing and starts where the next one does.
 * @example joinTakes([first, second], 16_000).startsSec // [0, first.length / 16_000 + 0.25]
 * @internal
 */
export function joinTakes(takes: readonly Int16Array[], sampleRate: number): JoinedTakes {
  const spoken = takes.filter((take) => take.length > 0);
  const pause = Math.round(SENTENCE_PAUSE_SEC * sampleRate);
  const startsSec: number[] = [];
  let at = 0;
  let seen = 0;
  for (const take of takes) {
    startsSec.push(at / sampleRate);
    if (take.length === 0) continue;
    seen += 1;
    at += take.length + (seen < spoken.length ? pause : 0);
  }
  if (spoken.length === 0) return { samples: new Int16Array(0), startsSec };
  const joined = joinPcm(
    spoken.map((take) => Buffer.from(take.buffer, take.byteOffset, take.byteLength)),
    { sampleRate, pauseSec: pause / sampleRate },
  );
  return {
    samples: new Int16Array(joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.length)),
    startsSec,
  };
}
