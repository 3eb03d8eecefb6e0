/**
 * Sign-in check for a route: a Firebase ID token as `Authorization: Bearer`, or — only where a media
 * element must fetch by URL (audio playback) — as `?token=`.
 */
import type { Request } from 'express';
import type { AuthVerifier } from '../backend/index.js';
import type { SignedInUser } from '../shared/api-types.js';
import { unauthorized } from './api-error.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token a request carries, or why it carries none usable. */
function tokenOf(header: string | undefined, query: unknown, allowQueryToken: boolean): string {
  if (header !== undefined) {
    const match = BEARER.exec(header);
    if (match?.[1] === undefined)
      throw unauthorized('The sign-in header is malformed. Please sign in again.');
    return match[1];
  }
  if (allowQueryToken && typeof query === 'string' && query !== '') return query;
  throw unauthorized('Please sign in: this request carries no sign-in token.');
}

/** Verifies a token and maps every verification failure to the same 401. */
export async function verifyOr401(auth: AuthVerifier, token: string): Promise<SignedInUser> {
  try {
    return await auth.verifyIdToken(token);
  } catch {
    throw unauthorized('Your sign-in has expired or is no longer valid. Please sign in again.');
  }
}

/**
 * The signed-in user of a request; throws the 401 when there is none. Called first thing in each
 * route handler (rather than as middleware) so Express keeps the route's typed params.
 */
export async function requireUser(
  req: Request,
  auth: AuthVerifier,
  options: { allowQueryToken?: boolean } = {},
): Promise<SignedInUser> {
  const token = tokenOf(req.get('authorization'), req.query['token'], options.allowQueryToken ?? false);
  return verifyOr401(auth, token);
}
