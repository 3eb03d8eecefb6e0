import { describe, it, expect } from 'vitest';
import { estimateSpeechSeconds } from './estimate-speech-seconds.js';

describe('estimateSpeechSeconds', () => {
  it('allows 0.4 s per word, a calm 150 words a minute', () => {
    expect(estimateSpeechSeconds(Array.from({ length: 50 }, () => 'word').join(' '))).toBe(20);
  });

  it('allows 0.25 s per Chinese character', () => {
    expect(estimateSpeechSeconds('深'.repeat(40))).toBe(10);
  });

  it('never goes below the length of an empty slide', () => {
    expect(estimateSpeechSeconds('')).toBe(3);
    expect(estimateSpeechSeconds('Hi.')).toBe(3);
  });

  it('does not count punctuation as words', () => {
    expect(estimateSpeechSeconds(`${'a '.repeat(10)} — … ; ,`)).toBe(4);
  });
});
