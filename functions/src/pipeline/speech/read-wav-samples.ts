/** The samples of a mono 16-bit WAV file, for the code that looks at where speech and pauses are. */
import { readFile } from 'node:fs/promises';
import { PipelineError } from '../errors.js';
import { parseWavHeader } from './parse-wav-header.js';

/** @internal */
export interface WavSamples {
  samples: Int16Array;
  sampleRate: number;
}

/**
 * Reads the whole of `path` (a narration clip is a few MB at most).
 * Throws `tool_failed` when it is not mono 16-bit PCM, the only form the voices write.
 * @internal
 */
export async function readWavSamples(path: string): Promise<WavSamples> {
  const bytes = await readFile(path);
  const info = parseWavHeader(bytes);
  if (!info || info.channels !== 1 || info.bitsPerSample !== 16) {
    throw new PipelineError('tool_failed', 'The voice program produced an unreadable audio file.', {
      transient: true,
    });
  }
  const data = bytes.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
  // Copied out: the file's buffer need not be aligned for 16-bit access.
  return {
    samples: new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length)),
    sampleRate: info.sampleRate,
  };
}
