import { describe, it, expect } from 'vitest';
import { makeSilentWav } from './make-silent-wav.js';
import { parseWavHeader } from './parse-wav-header.js';

/** A WAV with a LIST chunk before the data, as ffmpeg writes without -bitexact. */
function withListChunk(wav: Buffer): Buffer {
  const list = Buffer.alloc(8 + 5 + 1);
  list.write('LIST', 0, 'ascii');
  list.writeUInt32LE(5, 4); // odd size: padded to 6
  return Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
}

describe('parseWavHeader', () => {
  it('skips other chunks (with their padding byte) to find the data', () => {
    const info = parseWavHeader(withListChunk(makeSilentWav(2, 16_000)));
    expect(info?.durationSec).toBe(2);
    expect(info?.dataOffset).toBe(44 + 14);
  });

  it('uses the file size when a streaming writer left the data size as a placeholder', () => {
    const wav = makeSilentWav(1, 8000);
    wav.writeUInt32LE(0xffffffff, 40);
    expect(parseWavHeader(wav)?.durationSec).toBe(1);
  });

  it('reads the duration from the header alone when given the file size', () => {
    const wav = makeSilentWav(5, 44_100);
    expect(parseWavHeader(wav.subarray(0, 64), wav.length)?.durationSec).toBe(5);
  });

  it('rejects data that is not a WAV file', () => {
    expect(parseWavHeader(Buffer.from('ID3 not a wave file at all'))).toBeUndefined();
    expect(parseWavHeader(Buffer.alloc(0))).toBeUndefined();
  });
});
