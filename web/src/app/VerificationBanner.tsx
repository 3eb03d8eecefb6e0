/**
 * The yellow banner for unverified email addresses (docs/product.md §2). It never blocks anything; after Resend
 * Email the sent message shows for 5 seconds.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { authErrorMessage, useAuth } from '../auth';
import { Button } from '../ui';

const SENT_MESSAGE_MS = 5_000;
export const VERIFICATION_SENT = 'Verification email sent! Please check your inbox.';

export function VerificationBanner(): ReactNode {
  const { user, resendVerification } = useAuth();
  const [dismissed, setDismissed] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (user === null || user.emailVerified || dismissed) return null;

  const resend = async () => {
    setSending(true);
    window.clearTimeout(timer.current);
    try {
      await resendVerification();
      setMessage({ text: VERIFICATION_SENT, error: false });
    } catch (error) {
      setMessage({ text: authErrorMessage(error, 'An error occurred'), error: true });
    } finally {
      setSending(false);
      timer.current = window.setTimeout(() => setMessage(null), SENT_MESSAGE_MS);
    }
  };

  return (
    <div className="verify-banner" role="region" aria-label="Email verification" data-testid="verify-banner">
      <div className="container verify-banner__inner">
        <p className="verify-banner__text">
          <strong>Please verify your email address.</strong> We sent a link to{' '}
          {user.email ?? 'your email address'}.
          {message !== null ? (
            <span
              role="status"
              data-testid="verify-sent"
              style={{
                display: 'block',
                fontWeight: 600,
                color: message.error ? 'var(--color-danger)' : undefined,
              }}
            >
              {message.text}
            </span>
          ) : null}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void resend()} loading={sending}>
          Resend Email
        </Button>
        <Button variant="ghost" size="sm" aria-label="Dismiss" onClick={() => setDismissed(true)}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
