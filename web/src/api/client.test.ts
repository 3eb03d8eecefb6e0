import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, filenameFromDisposition } from './client';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="Attention.mp4"; filename*=UTF-8''Attention%20%E2%80%93%20Notes.mp4`,
        'video.mp4',
      ),
    ).toBe('Attention – Notes.mp4');
    expect(filenameFromDisposition('attachment; filename="paper talk.mp4"', 'video.mp4')).toBe(
      'paper talk.mp4',
    );
    expect(filenameFromDisposition('attachment; filename=plain.mp4', 'video.mp4')).toBe('plain.mp4');
    expect(filenameFromDisposition('attachment', 'video.mp4')).toBe('video.mp4');
    expect(filenameFromDisposition(null, 'video.mp4')).toBe('video.mp4');
  });
});

describe('errorMessage', () => {
  it("shows the server's detail, and the caller's sentence for anything else", () => {
    expect(
      errorMessage(
        new ApiError(503, 'Billing is not set up on this server.', 'billing_disabled', true),
        'Failed.',
      ),
    ).toBe('Billing is not set up on this server.');
    expect(errorMessage(new ApiError(500, 'The server answered 500.'), 'Failed.')).toBe('Failed.');
    expect(errorMessage(new Error('boom'), 'Failed.')).toBe('Failed.');
  });
});
