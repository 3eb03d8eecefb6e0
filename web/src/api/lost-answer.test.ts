import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { mayHaveActed, startOrFollow } from './lost-answer';

const timeout = new ApiError(0, 'The server did not answer within 30 seconds. Please try again.', 'timeout');
const already = new ApiError(409, 'Processing of this paper has already started.', 'already_started', true);
const refused = new ApiError(
  403,
  "You've used all 3 uploads for this month. Upgrade to Pro for unlimited processing.",
  'quota_exceeded',
  true,
);

describe('mayHaveActed', () => {
  it('counts a lost answer, a server failure and "already started" as maybe acted, and a refusal as not', () => {
    expect(mayHaveActed(timeout)).toBe(true);
    expect(mayHaveActed(new ApiError(0, 'offline', 'network'))).toBe(true);
    expect(mayHaveActed(new ApiError(503, 'busy'))).toBe(true);
    expect(mayHaveActed(already)).toBe(true);
    expect(mayHaveActed(refused)).toBe(false);
    expect(mayHaveActed(new ApiError(400, 'bad config'))).toBe(false);
  });
});

describe('startOrFollow', () => {
  it('returns the answer when there is one, without asking again', async () => {
    let asked = 0;
    const outcome = await startOrFollow(
      async () => 'started',
      async () => ((asked += 1), true),
    );
    expect(outcome).toEqual({ answered: true, value: 'started' });
    expect(asked).toBe(0);
  });

  it('follows the work when the answer was lost but the server says it began', async () => {
    for (const lost of [timeout, already, new ApiError(502, 'Bad gateway')]) {
      await expect(
        startOrFollow(
          () => Promise.reject(lost),
          async () => true,
        ),
      ).resolves.toEqual({ answered: false });
    }
  });

  it('throws the call’s own error when the work did not begin, or when the server cannot be asked', async () => {
    await expect(
      startOrFollow(
        () => Promise.reject(timeout),
        async () => false,
      ),
    ).rejects.toBe(timeout);
    await expect(
      startOrFollow(
        () => Promise.reject(timeout),
        () => Promise.reject(new ApiError(0, 'offline', 'network')),
      ),
    ).rejects.toBe(timeout);
  });

  it('does not ask after a refusal', async () => {
    let asked = 0;
    await expect(
      startOrFollow(
        () => Promise.reject(refused),
        async () => ((asked += 1), true),
      ),
    ).rejects.toBe(refused);
    expect(asked).toBe(0);
  });
});
