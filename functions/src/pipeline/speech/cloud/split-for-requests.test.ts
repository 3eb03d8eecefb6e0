import { describe, expect, it } from 'vitest';
import { countUtf8Bytes, splitForRequests } from './split-for-requests.js';

describe('splitForRequests', () => {
  it('keeps a script within the limit whole', () => {
    expect(splitForRequests('  One sentence. Another one.  ', 'en', 100)).toEqual([
      'One sentence. Another one.',
    ]);
  });

  it('groups whole sentences up to the limit, never cutting one that fits', () => {
    const text =
      'Transformers use attention. They need no recurrence, e.g. no LSTM. Training is fast. It works.';
    const pieces = splitForRequests(text, 'en', 50);
    expect(pieces).toEqual([
      'Transformers use attention.',
      'They need no recurrence, e.g. no LSTM.',
      'Training is fast. It works.',
    ]);
    expect(pieces.join(' ')).toBe(text);
  });

  it('cuts a sentence longer than the limit between words', () => {
    const pieces = splitForRequests('alpha beta gamma delta epsilon zeta eta theta.', 'en', 20);
    expect(pieces.every((piece) => piece.length <= 20)).toBe(true);
    expect(pieces.join(' ')).toBe('alpha beta gamma delta epsilon zeta eta theta.');
  });

  it('counts bytes for providers that limit bytes, and joins CJK sentences without spaces', () => {
    const pieces = splitForRequests('第一句话在这里。第二句话跟着。第三句。', 'zh', 48, countUtf8Bytes);
    expect(pieces).toEqual(['第一句话在这里。第二句话跟着。', '第三句。']);
    expect(pieces.every((piece) => countUtf8Bytes(piece) <= 48)).toBe(true);
  });

  it('cuts even a word longer than the limit, so no request is refused for its length', () => {
    const pieces = splitForRequests('Pneumonoultramicroscopicsilicovolcanoconiosis.', 'en', 10);
    expect(pieces.every((piece) => piece.length <= 10)).toBe(true);
    expect(pieces.join('')).toBe('Pneumonoultramicroscopicsilicovolcanoconiosis.');
  });

  it('returns nothing for an empty script', () => {
    expect(splitForRequests('   ', 'en', 10)).toEqual([]);
  });
});
