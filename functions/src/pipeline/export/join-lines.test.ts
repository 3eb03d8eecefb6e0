import { describe, expect, it } from 'vitest';
import { joinLines } from './join-lines.js';

describe('joinLines', () => {
  it('joins Latin lines with a space', () => {
    expect(joinLines(['the quick', 'brown fox'])).toBe('the quick brown fox');
  });

  it('joins Chinese lines without a space', () => {
    expect(joinLines(['多模态网络', '环境'])).toBe('多模态网络环境');
    expect(joinLines(['支持', 'IPv6的'])).toBe('支持IPv6的');
  });

  it('returns an empty string for no lines', () => {
    expect(joinLines([])).toBe('');
  });
});
