import type { Pixels } from './ink-bounds.js';

/**
 * Reads a binary PPM ("P6", 8-bit RGB), the raw format `mutool draw` writes quickly: no
 * compression to undo. Undefined when the bytes are not one.
 */
export function parsePnm(bytes: Uint8Array): Pixels | undefined {
  // Header: magic, width, height, maxval, each separated by whitespace; comments start with #.
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4 && i < bytes.length && i < 512) {
    const c = bytes[i] ?? 0;
    if (c === 0x23) {
      while (i < bytes.length && bytes[i] !== 0x0a) i += 1;
    } else if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
      i += 1;
    } else {
      let field = '';
      while (i < bytes.length && !/\s/.test(String.fromCharCode(bytes[i] ?? 0x20)))
        field += String.fromCharCode(bytes[i++] ?? 0x20);
      fields.push(field);
    }
  }
  const [magic, w, h, max] = fields;
  const width = Number(w);
  const height = Number(h);
  // Exactly one whitespace byte follows the maxval.
  const start = i + 1;
  if (
    magic !== 'P6' ||
    max !== '255' ||
    !(width > 0) ||
    !(height > 0) ||
    bytes.length < start + width * height * 3
  )
    return undefined;
  return { data: bytes.subarray(start, start + width * height * 3), width, height, channels: 3 };
}
