/** Turns what the identity provider throws into one sentence for the auth dialog (docs/product.md §8). */

const READABLE: Record<string, string> = {
  'auth/invalid-credential': 'The email address or password is incorrect.',
  'auth/wrong-password': 'The email address or password is incorrect.',
  'auth/user-not-found': 'There is no account with this email address.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/email-already-in-use': 'An account with this email address already exists. Sign in instead.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Please check your connection.',
  'auth/user-disabled': 'This account has been disabled.',
};

/** Popups the user closed are not errors worth a red message. */
export const CANCELLED_POPUP_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

function codeOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** The provider's own message (e.g. its password policy) cleaned of the SDK's wrapping, else `fallback`. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = codeOf(error);
  if (code !== null && READABLE[code] !== undefined) return READABLE[code];
  const raw = error instanceof Error ? error.message : '';
  const message = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[^)]*\)\.?\s*$/, '')
    .trim();
  if (message === '' || /^Error$/i.test(message)) return fallback;
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

export function isCancelledPopup(error: unknown): boolean {
  const code = codeOf(error);
  return code !== null && CANCELLED_POPUP_CODES.has(code);
}
