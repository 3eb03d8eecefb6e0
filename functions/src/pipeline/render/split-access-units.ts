/** Splits an H.264 Annex B stream into its access units (one per frame), so runs of frames can be reused. */

/** Offsets of the NAL units' start codes (00 00 01, or 00 00 00 01 counted from its first zero). */
function startCodes(stream: Uint8Array): Array<{ at: number; nalType: number }> {
  const found: Array<{ at: number; nalType: number }> = [];
  for (let i = 0; i + 3 < stream.length; i++) {
    if (stream[i] !== 0 || stream[i + 1] !== 0) continue;
    if (stream[i + 2] === 1) {
      const at = i > 0 && stream[i - 1] === 0 ? i - 1 : i;
      found.push({ at, nalType: (stream[i + 3] ?? 0) & 0x1f });
      i += 2;
    }
  }
  return found;
}

/** NAL type of an access unit delimiter, which the encoder is told to put before every frame. */
const ACCESS_UNIT_DELIMITER = 9;

/**
 * The access units of `stream`, each starting at its delimiter, in stream order. The encoder writes
 * a delimiter before every frame (x264 `aud=1`), so frame n is exactly the n-th slice of bytes.
 * @example splitAccessUnits(h264).length // the number of frames
 * @internal
 */
export function splitAccessUnits(stream: Buffer): Buffer[] {
  const starts = startCodes(stream)
    .filter((nal) => nal.nalType === ACCESS_UNIT_DELIMITER)
    .map((nal) => nal.at);
  // Anything before the first delimiter belongs to the first frame.
  return starts.map((at, i) => stream.subarray(i === 0 ? 0 : at, starts[i + 1] ?? stream.length));
}
