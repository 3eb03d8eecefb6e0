import { describe, it, expect } from 'vitest';
import { spokenLanguage } from './spoken-language.js';

describe('spokenLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['ZH_cn', 'zh'],
    ['de', 'de'],
    ['', 'en'],
    ['und', 'en'],
  ])('reads %j as %j', (input, expected) => {
    expect(spokenLanguage(input)).toBe(expected);
  });
});
