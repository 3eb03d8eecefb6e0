/** Reads an HTTP Range header (RFC 9110 §14) for one file of known size. */
import type { ByteRange } from '../backend/index.js';

/** `full`: send everything (no header, or one we may ignore); `unsatisfiable`: answer 416. */
export type RangeRequest = { kind: 'full' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One byte range from the header. Several ranges and malformed headers are ignored, as the RFC
 * allows, and the whole file is sent: media players only ever ask for one.
 * @example parseRange('bytes=0-99', 1000) // { kind: 'range', range: { start: 0, end: 99 } }
 * @example parseRange('bytes=-100', 1000) // { kind: 'range', range: { start: 900, end: 999 } }
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'full' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}
