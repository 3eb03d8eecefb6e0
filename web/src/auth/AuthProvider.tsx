/**
 * Who is signed in, for the whole app. The ID token is kept fresh in local storage (the API module
 * sends it on every call); the app shows signed-in screens only once a fresh token is stored, so a
 * returning user never calls the API with yesterday's expired token.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { setStoredToken, verifyToken, type SignedInUser } from '../api';
import { firebaseAuth } from './firebase';

export interface AuthContextValue {
  user: SignedInUser | null;
  /** True until the first answer from the identity provider (and a fresh token) is in. */
  loading: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string, displayName?: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  resendVerification(): Promise<void>;
  /** Reads the account again (e.g. after the email was verified in another tab). */
  refreshUser(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function toSignedInUser(user: User): SignedInUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}

/** Registers the user with the API (it creates their record on first sight); failures only logged. */
async function registerWithApi(user: User): Promise<void> {
  try {
    await verifyToken(await user.getIdToken());
  } catch (error) {
    console.error('Token verification failed', error);
  }
}

export function AuthProvider({ children }: { children: ReactNode }): ReactNode {
  const [user, setUser] = useState<SignedInUser | null>(null);
  const [loading, setLoading] = useState(true);
  const verifiedUid = useRef<string | null>(null);

  useEffect(() => {
    const auth = firebaseAuth();
    return onIdTokenChanged(auth, async (next) => {
      if (next === null) {
        setStoredToken(null);
        verifiedUid.current = null;
        setUser(null);
        setLoading(false);
        return;
      }
      try {
        setStoredToken(await next.getIdToken());
      } catch (error) {
        console.error('Could not refresh the sign-in token', error);
      }
      setUser(toSignedInUser(next));
      setLoading(false);
      if (verifiedUid.current !== next.uid) {
        verifiedUid.current = next.uid;
        void registerWithApi(next);
      }
    });
  }, []);

  const refreshUser = useCallback(async () => {
    const current = firebaseAuth().currentUser;
    if (current === null) return;
    await reload(current);
    setUser(toSignedInUser(current));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      async signIn(email, password) {
        await signInWithEmailAndPassword(firebaseAuth(), email, password);
      },
      async signUp(email, password, displayName) {
        const { user: created } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
        if (displayName !== undefined && displayName.trim() !== '') {
          await updateProfile(created, { displayName: displayName.trim() });
          setUser(toSignedInUser(created));
          // The token carries the name only once refreshed; the API's record should have it too.
          setStoredToken(await created.getIdToken(true));
          await registerWithApi(created);
        }
        await sendEmailVerification(created);
      },
      async signInWithGoogle() {
        const provider = new GoogleAuthProvider();
        provider.setCustomParameters({ prompt: 'select_account' });
        await signInWithPopup(firebaseAuth(), provider);
      },
      async sendPasswordReset(email) {
        await sendPasswordResetEmail(firebaseAuth(), email);
      },
      async resendVerification() {
        const current = firebaseAuth().currentUser;
        if (current === null) throw new Error('Please sign in first.');
        await sendEmailVerification(current);
      },
      refreshUser,
      async signOut() {
        setStoredToken(null);
        await firebaseSignOut(firebaseAuth());
      },
    }),
    [user, loading, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
