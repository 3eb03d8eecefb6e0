import { describe, expect, it } from 'vitest';
import { parseRange } from './parse-range.js';

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'range', range: { start: 0, end: 99 } }],
    ['bytes=900-', { kind: 'range', range: { start: 900, end: 999 } }],
    ['bytes=-100', { kind: 'range', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'range', range: { start: 0, end: 999 } }],
    ['bytes=990-2000', { kind: 'range', range: { start: 990, end: 999 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-9', { kind: 'full' }],
    ['items=0-9', { kind: 'full' }],
    ['bytes=9-3', { kind: 'full' }],
  ])('reads %j of a 1000-byte file as %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
