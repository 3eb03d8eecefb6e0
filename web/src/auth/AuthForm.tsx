/**
 * The sign-in / sign-up / reset form (docs/product.md §2, §4, §5), used by the auth dialog and the /login page.
 * Switching modes clears the fields and messages; while a request runs every button is disabled and
 * the pressed one says 'Loading...'.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Field } from '../ui';
import { authErrorMessage, isCancelledPopup } from './auth-errors';
import { useAuth } from './AuthProvider';

export type AuthMode = 'signin' | 'signup' | 'reset';

export const AUTH_TITLES: Record<AuthMode, string> = {
  signin: 'Sign In',
  signup: 'Create Account',
  reset: 'Reset Password',
};

export const SIGNUP_SUCCESS = 'Account created! Please check your email to verify your account.';
export const RESET_SUCCESS = 'Password reset email sent! Check your inbox.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
const MIN_PASSWORD = 6;
/** Sign-up closes and reset returns to sign-in after this long (docs/product.md §9). */
const AFTER_MESSAGE_MS = 2_000;

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called once signed in (at once for sign-in, 2 s after the message for sign-up). */
  onSignedIn: () => void;
}

function GoogleIcon(): ReactNode {
  return (
    <svg className="google-icon" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.2-8.4 2.2-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

export function AuthForm({ mode, onModeChange, onSignedIn }: AuthFormProps): ReactNode {
  const auth = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'form' | 'google' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const switchMode = (next: AuthMode) => {
    window.clearTimeout(timer.current);
    setName('');
    setEmail('');
    setPassword('');
    setError(null);
    setSuccess(null);
    setBusy(null);
    onModeChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (mode === 'signup' && password.length < MIN_PASSWORD) {
      setError(PASSWORD_TOO_SHORT);
      return;
    }
    setBusy('form');
    try {
      if (mode === 'signin') {
        await auth.signIn(email.trim(), password);
        setBusy(null);
        onSignedIn();
      } else if (mode === 'signup') {
        await auth.signUp(email.trim(), password, name);
        setSuccess(SIGNUP_SUCCESS);
        timer.current = window.setTimeout(() => {
          setBusy(null);
          onSignedIn();
        }, AFTER_MESSAGE_MS);
      } else {
        await auth.sendPasswordReset(email.trim());
        setSuccess(RESET_SUCCESS);
        timer.current = window.setTimeout(() => switchMode('signin'), AFTER_MESSAGE_MS);
      }
    } catch (caught) {
      setBusy(null);
      setError(authErrorMessage(caught, 'An error occurred'));
    }
  };

  const google = async () => {
    setError(null);
    setSuccess(null);
    setBusy('google');
    try {
      await auth.signInWithGoogle();
      setBusy(null);
      onSignedIn();
    } catch (caught) {
      setBusy(null);
      if (!isCancelledPopup(caught)) setError(authErrorMessage(caught, 'Google sign-in failed'));
    }
  };

  const disabled = busy !== null;
  return (
    <div className="stack" data-testid="auth-form" data-mode={mode}>
      <Button
        variant="secondary"
        block
        onClick={() => void google()}
        loading={busy === 'google'}
        disabled={disabled}
      >
        <GoogleIcon />
        Continue with Google
      </Button>
      <div className="divider" role="separator">
        or
      </div>
      {mode === 'reset' ? (
        <p className="muted">
          Enter the email address of your account and we will send you a link to choose a new password.
        </p>
      ) : null}
      <form className="stack" onSubmit={(event) => void submit(event)}>
        {mode === 'signup' ? (
          <Field
            label="Full Name"
            optional
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            disabled={disabled}
          />
        ) : null}
        <Field
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={disabled}
        />
        {mode !== 'reset' ? (
          <Field
            label="Password"
            type="password"
            name="password"
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            required
            hint={mode === 'signup' ? PASSWORD_TOO_SHORT : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={disabled}
          />
        ) : null}
        {error !== null ? (
          <Alert tone="error" testId="auth-error">
            {error}
          </Alert>
        ) : null}
        {success !== null ? (
          <Alert tone="success" testId="auth-success">
            {success}
          </Alert>
        ) : null}
        <Button type="submit" block loading={busy === 'form'} disabled={disabled}>
          {mode === 'signin' ? 'Sign In' : mode === 'signup' ? 'Create Account' : 'Send Reset Email'}
        </Button>
        {mode === 'signup' ? (
          <p className="small muted center" data-testid="terms-notice">
            By creating an account, you agree to our Terms of Service and Privacy Policy.
          </p>
        ) : null}
      </form>
      <div className="small center">
        {mode === 'signin' ? (
          <>
            <p>
              Don&apos;t have an account?{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => switchMode('signup')}
                disabled={disabled}
              >
                Sign up
              </button>
            </p>
            <p>
              Forgot your password?{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => switchMode('reset')}
                disabled={disabled}
              >
                Reset it
              </button>
            </p>
          </>
        ) : (
          <p>
            {mode === 'signup' ? 'Already have an account?' : 'Remember your password?'}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => switchMode('signin')}
              disabled={disabled && mode === 'signup'}
            >
              Sign in
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
