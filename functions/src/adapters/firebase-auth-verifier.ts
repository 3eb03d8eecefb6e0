/**
 * AuthVerifier on Firebase Auth. Revocation is checked on every request (one extra Auth lookup), so a
 * signed-out-everywhere or disabled user loses access at once rather than when the token expires.
 */
import type { Auth } from 'firebase-admin/auth';
import type { AuthVerifier, Logger } from '../backend/index.js';
import type { SignedInUser } from '../shared/api-types.js';

/** Every verification failure becomes this, which the API answers with 401. */
export class InvalidTokenError extends Error {
  constructor(options: { cause: unknown }) {
    super('invalid token', options);
    this.name = 'InvalidTokenError';
  }
}

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : 'unknown';

/**
 * @example const auth = createFirebaseAuthVerifier(getAuth(adminApp()), logger);
 */
export function createFirebaseAuthVerifier(auth: Auth, log: Logger): AuthVerifier {
  return {
    async verifyIdToken(token: string): Promise<SignedInUser> {
      try {
        const decoded = await auth.verifyIdToken(token, true);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          displayName: typeof decoded['name'] === 'string' ? decoded['name'] : null,
          photoURL: decoded.picture ?? null,
          emailVerified: decoded.email_verified === true,
        };
      } catch (error) {
        const code = codeOf(error);
        // Bad tokens are the client's business; anything else (Auth unreachable) is ours and worth a log line.
        if (!code.startsWith('auth/') || code === 'auth/internal-error')
          log.error('ID token verification failed', { code, error: String(error) });
        throw new InvalidTokenError({ cause: error });
      }
    },
  };
}
