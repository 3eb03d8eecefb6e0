/** The auth dialog (signin / signup / reset) and the form it shares with the /login page. */
export { AuthDialogProvider, useAuthDialog } from './AuthDialog';
export { AUTH_TITLES, AuthForm, PASSWORD_TOO_SHORT, RESET_SUCCESS, SIGNUP_SUCCESS, type AuthMode } from './AuthForm';
