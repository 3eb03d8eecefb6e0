import { describe, it, expect } from 'vitest';
import { splitAccessUnits } from './split-access-units.js';

const aud = [0, 0, 0, 1, 0x09, 0xf0];
const idr = [0, 0, 1, 0x65, 0x88, 0x84];
const p = [0, 0, 0, 1, 0x41, 0x9a, 0x00, 0x00, 0x03, 0x01];

describe('splitAccessUnits', () => {
  it('cuts the stream at each access unit delimiter, keeping every byte', () => {
    const stream = Buffer.from([...aud, ...idr, ...aud, ...p, ...aud, ...p]);
    const units = splitAccessUnits(stream);
    expect(units.map((u) => [...u])).toEqual([
      [...aud, ...idr],
      [...aud, ...p],
      [...aud, ...p],
    ]);
    expect(Buffer.concat(units).equals(stream)).toBe(true);
  });

  it('keeps bytes before the first delimiter with the first frame', () => {
    const sei = [0, 0, 1, 0x06, 0x05, 0x01];
    const units = splitAccessUnits(Buffer.from([...sei, ...aud, ...idr]));
    expect(units).toHaveLength(1);
    expect([...units[0]!]).toEqual([...sei, ...aud, ...idr]);
  });
});
