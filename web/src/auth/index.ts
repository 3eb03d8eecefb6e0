/** Sign-in for the web client: the Firebase Auth instance, the provider and the hook. */
export { AuthProvider, useAuth, type AuthContextValue } from './AuthProvider';
export { authErrorMessage, isCancelledPopup } from './auth-errors';
export { USES_AUTH_EMULATOR } from './firebase';
