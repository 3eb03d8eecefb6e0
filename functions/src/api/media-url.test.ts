import { describe, expect, it } from 'vitest';
import { signedVideoPath, verifyVideoSignature } from './media-url.js';

const now = new Date('2025-03-14T12:00:00Z');

function partsOf(path: string): { expires: string | null; signature: string | null } {
  const url = new URL(path, 'http://x');
  return { expires: url.searchParams.get('expires'), signature: url.searchParams.get('signature') };
}

describe('signed video links', () => {
  it('open the video they were made for until they expire', () => {
    const { expires, signature } = partsOf(signedVideoPath('key', 'job-1', now, 60_000));
    expect(verifyVideoSignature('key', 'job-1', expires, signature, now)).toBe(true);
    expect(verifyVideoSignature('key', 'job-1', expires, signature, new Date(now.getTime() + 61_000))).toBe(
      false,
    );
  });

  it('open no other job and need the server’s key', () => {
    const { expires, signature } = partsOf(signedVideoPath('key', 'job-1', now));
    expect(verifyVideoSignature('key', 'job-2', expires, signature, now)).toBe(false);
    expect(verifyVideoSignature('other-key', 'job-1', expires, signature, now)).toBe(false);
    expect(verifyVideoSignature('key', 'job-1', String(Number(expires) + 1), signature, now)).toBe(false);
    expect(verifyVideoSignature('key', 'job-1', undefined, signature, now)).toBe(false);
  });
});
