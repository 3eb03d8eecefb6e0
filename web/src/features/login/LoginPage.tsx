/**
 * /login: where a 401 sends people (docs/product.md §2, §8). A rejected token means the session is over, so a
 * session still held by the identity provider is signed out first; then a plain sign-in page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_TITLES, AuthForm, useAuth, type AuthMode } from '../../auth';
import { Card, PageLoading } from '../../ui';

export default function LoginPage(): ReactNode {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('signin');
  const [endedSession, setEndedSession] = useState(false);
  const [phase, setPhase] = useState<'checking' | 'ready'>('checking');

  // Only the session found on arrival is ended; a sign-in made on this page goes on to the dashboard.
  useEffect(() => {
    if (loading || phase !== 'checking') return;
    if (user === null) {
      setPhase('ready');
      return;
    }
    setEndedSession(true);
    void signOut().finally(() => setPhase('ready'));
  }, [loading, user, phase, signOut]);

  if (phase === 'checking') return <PageLoading />;

  return (
    <div className="container" style={{ maxWidth: 480 }}>
      <Card>
        <h1 style={{ fontSize: '1.6rem' }}>{AUTH_TITLES[mode]}</h1>
        {endedSession && mode === 'signin' ? (
          <p className="muted">Your session has ended. Please sign in again.</p>
        ) : null}
        <AuthForm
          mode={mode}
          onModeChange={setMode}
          onSignedIn={() => navigate('/dashboard', { replace: true })}
        />
      </Card>
    </div>
  );
}
