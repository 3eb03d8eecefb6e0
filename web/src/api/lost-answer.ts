/**
 * A call that starts work on the server may fail after the server acted: the answer timed out, the
 * connection dropped, the server broke after queueing, or it says the work had already begun (a second
 * tab, or an earlier try whose answer was lost). Before showing such a failure the client asks the
 * server where the work is, and follows the work when it began.
 */
import { ApiError } from './client';

/** Whether the server may have done what a failed call asked: only its own refusals (4xx other than 409) say it did not. */
export function mayHaveActed(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 409 || error.status >= 500;
}

export type Started<T> = { answered: true; value: T } | { answered: false };

/**
 * Runs `act`. When it fails in a way the server may have acted on, `began` asks the server; if the work
 * began, the outcome says so (`answered: false`) and the caller follows the work. Otherwise, or when the
 * server cannot be asked either, the call's own error is thrown.
 */
export async function startOrFollow<T>(
  act: () => Promise<T>,
  began: () => Promise<boolean>,
): Promise<Started<T>> {
  try {
    return { answered: true, value: await act() };
  } catch (error) {
    if (!mayHaveActed(error)) throw error;
    let didBegin = false;
    try {
      didBegin = await began();
    } catch (checkError) {
      console.error('Asking the server after a lost answer failed', checkError);
    }
    if (!didBegin) throw error;
    console.warn('The answer was lost but the server began the work; following it', error);
    return { answered: false };
  }
}
