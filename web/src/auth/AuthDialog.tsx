/** The auth dialog, opened from anywhere through `useAuthDialog()`. */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Modal } from '../ui';
import { AUTH_TITLES, AuthForm, type AuthMode } from './AuthForm';

interface AuthDialogContextValue {
  openAuthDialog: (mode?: AuthMode) => void;
  closeAuthDialog: () => void;
  /** Whether the dialog is showing (the landing page waits for it before going to the dashboard). */
  isOpen: boolean;
}

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function AuthDialogProvider({ children }: { children: ReactNode }): ReactNode {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const openAuthDialog = useCallback((next: AuthMode = 'signin') => setMode(next), []);
  const closeAuthDialog = useCallback(() => setMode(null), []);
  const value = useMemo(
    () => ({ openAuthDialog, closeAuthDialog, isOpen: mode !== null }),
    [openAuthDialog, closeAuthDialog, mode],
  );
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      <Modal open={mode !== null} title={AUTH_TITLES[mode ?? 'signin']} onClose={closeAuthDialog}>
        {mode !== null ? <AuthForm mode={mode} onModeChange={setMode} onSignedIn={closeAuthDialog} /> : null}
      </Modal>
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogContextValue {
  const value = useContext(AuthDialogContext);
  if (value === null) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>.');
  return value;
}
