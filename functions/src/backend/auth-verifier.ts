/** Verifies Firebase ID tokens; the Firebase Auth implementation wraps `getAuth().verifyIdToken`. */
import type { SignedInUser } from '../shared/api-types.js';

export interface AuthVerifier {
  /** The user the token belongs to; rejects when the token is invalid, expired or revoked. */
  verifyIdToken(token: string): Promise<SignedInUser>;
}
