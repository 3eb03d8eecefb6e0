/**
 * Sign-in for the web client: the Firebase Auth instance, the provider and the hook, and the sign-in /
 * sign-up / reset form with the dialog that shows it from any page.
 */
export { AuthProvider, useAuth, type AuthContextValue } from './AuthProvider';
export { authErrorMessage, isCancelledPopup } from './auth-errors';
export { AuthDialogProvider, useAuthDialog } from './AuthDialog';
export {
  AUTH_TITLES,
  AuthForm,
  PASSWORD_TOO_SHORT,
  RESET_SUCCESS,
  SIGNUP_SUCCESS,
  type AuthMode,
} from './AuthForm';
export { USES_AUTH_EMULATOR } from './firebase';
