/** Reads a WAV header exactly, so durations come from the samples rather than from a tool's rounding. */

/** @internal */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset of the sample data. */
  dataOffset: number;
  dataBytes: number;
  durationSec: number;
}

/**
 * Parses the RIFF chunks at the start of a WAV file. `fileSize` bounds the data chunk, whose declared
 * size is a placeholder (0 or 0xFFFFFFFF) when a program streamed the file.
 * Returns undefined when the bytes are not a PCM WAV file.
 * @internal
 */
export function parseWavHeader(head: Buffer, fileSize: number = head.length): WavInfo | undefined {
  if (head.length < 12 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE')
    return undefined;
  let offset = 12;
  let format: { sampleRate: number; channels: number; bitsPerSample: number; blockAlign: number } | undefined;
  while (offset + 8 <= head.length) {
    const id = head.toString('ascii', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= head.length) {
      format = {
        channels: head.readUInt16LE(body + 2),
        sampleRate: head.readUInt32LE(body + 4),
        blockAlign: head.readUInt16LE(body + 12),
        bitsPerSample: head.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.blockAlign === 0 || format.sampleRate === 0) return undefined;
      const available = Math.max(0, fileSize - body);
      const declared = size === 0 || size === 0xffffffff ? available : Math.min(size, available);
      const dataBytes = declared - (declared % format.blockAlign);
      return {
        sampleRate: format.sampleRate,
        channels: format.channels,
        bitsPerSample: format.bitsPerSample,
        dataOffset: body,
        dataBytes,
        durationSec: dataBytes / format.blockAlign / format.sampleRate,
      };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  return undefined;
}
