/**
 * Joins the audio of consecutive requests. Each piece's edges are faded to zero over a few
 * milliseconds and a short pause separates them: the pieces end at sentence boundaries, where a
 * speaker pauses, and a signal that reaches zero on both sides of a join cannot click.
 */

/** @internal */
export interface JoinOptions {
  sampleRate: number;
  /** Fade at each inner edge; 8 ms is below what the ear hears as a fade, above a click's width. */
  fadeSec?: number;
  /** Silence between pieces, like the pause between two sentences. */
  pauseSec?: number;
}

/**
 * Concatenates mono 16-bit little-endian PCM pieces. A single piece is returned unchanged.
 * @example joinPcm([first, second], { sampleRate: 24_000 })
 * @internal
 */
export function joinPcm(pieces: readonly Buffer[], options: JoinOptions): Buffer {
  if (pieces.length === 1 && pieces[0]) return pieces[0];
  const fade = Math.round((options.fadeSec ?? 0.008) * options.sampleRate);
  const pause = Buffer.alloc(Math.round((options.pauseSec ?? 0.25) * options.sampleRate) * 2);
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    const samples = new Int16Array(piece.length >> 1);
    for (let i = 0; i < samples.length; i += 1) samples[i] = piece.readInt16LE(i * 2);
    const n = samples.length;
    const length = Math.min(fade, n >> 1);
    for (let i = 0; i < length; i += 1) {
      const gain = i / length;
      if (index > 0) samples[i] = Math.round((samples[i] ?? 0) * gain);
      if (index < pieces.length - 1) samples[n - 1 - i] = Math.round((samples[n - 1 - i] ?? 0) * gain);
    }
    if (index > 0) parts.push(pause);
    parts.push(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  });
  return Buffer.concat(parts);
}
