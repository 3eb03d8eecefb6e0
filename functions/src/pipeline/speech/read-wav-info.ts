/** The format and exact duration of a WAV file on disk. */
import { open } from 'node:fs/promises';
import { PipelineError } from '../errors.js';
import { parseWavHeader, type WavInfo } from './parse-wav-header.js';

const HEADER_BYTES = 64 * 1024;

/**
 * Reads only the header of `path`, so long clips are not loaded into memory.
 * Throws `tool_failed` when the file is not a PCM WAV file (a voice program wrote something else).
 * @internal
 */
export async function readWavInfo(path: string): Promise<WavInfo> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, HEADER_BYTES));
    await file.read(head, 0, head.length, 0);
    const info = parseWavHeader(head, size);
    if (!info)
      throw new PipelineError('tool_failed', 'The voice program produced an unreadable audio file.', {
        transient: true,
      });
    return info;
  } finally {
    await file.close();
  }
}
