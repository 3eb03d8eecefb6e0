import { describe, expect, it } from 'vitest';
import { isProviderError, kindOfStatus, parseRetryAfter, ProviderError } from './provider-error.js';

describe('kindOfStatus', () => {
  it.each([
    [401, '', 'auth'],
    [403, '', 'auth'],
    [402, '', 'quota'],
    [429, 'Too many concurrent requests', 'rate_limit'],
    [429, 'Rate limit exceeded, slow down', 'rate_limit'],
    [429, 'You exceeded your current quota', 'quota'],
    [429, 'insufficient credits', 'quota'],
    [408, '', 'timeout'],
    [504, '', 'timeout'],
    [500, '', 'server'],
    [503, '', 'server'],
    [400, '', 'bad_request'],
    [404, '', 'bad_request'],
    [422, '', 'bad_request'],
  ] as const)('reads %i %j as %s', (status, body, kind) => {
    expect(kindOfStatus(status, body)).toBe(kind);
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('reads delta-seconds, fractional ones too', () => {
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter(' 1.5 ', now)).toBe(1_500);
  });
  it('reads an HTTP date, and a date in the past as no wait', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  });
  it('gives undefined for an absent or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('ProviderError', () => {
  it('is retryable for rate limits, server failures and time-outs only', () => {
    const retryable = (
      ['auth', 'quota', 'rate_limit', 'server', 'timeout', 'bad_request', 'bad_response'] as const
    ).filter((kind) => new ProviderError('Test', kind, 'x').retryable);
    expect(retryable).toEqual(['rate_limit', 'server', 'timeout']);
  });
  it('carries status, Retry-After and cause, and is recognised', () => {
    const cause = new Error('socket');
    const error = new ProviderError('ElevenLabs', 'rate_limit', 'Too many requests.', {
      status: 429,
      retryAfterMs: 2_000,
      cause,
    });
    expect(error).toMatchObject({
      name: 'ProviderError',
      provider: 'ElevenLabs',
      status: 429,
      retryAfterMs: 2_000,
      cause,
      message: 'Too many requests.',
    });
    expect(isProviderError(error)).toBe(true);
    expect(isProviderError(new Error('x'))).toBe(false);
  });
});
