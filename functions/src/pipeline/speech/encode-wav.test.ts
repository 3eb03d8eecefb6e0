import { describe, it, expect } from 'vitest';
import { encodeWav } from './encode-wav.js';
import { parseWavHeader } from './parse-wav-header.js';

describe('encodeWav', () => {
  it('writes the samples little-endian after a header that gives back rate and length', () => {
    const wav = encodeWav(Int16Array.from([0, 1, -1, 32_767, -32_768]), 22_050);
    expect(parseWavHeader(wav)).toMatchObject({
      sampleRate: 22_050,
      channels: 1,
      bitsPerSample: 16,
      dataOffset: 44,
      dataBytes: 10,
    });
    expect([...new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + 54))]).toEqual([
      0, 1, -1, 32_767, -32_768,
    ]);
  });
});
