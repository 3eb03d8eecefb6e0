/**
 * The Firebase app and Auth instance. With `VITE_FIREBASE_API_KEY` set, the build talks to the real
 * project named by the `VITE_FIREBASE_*` variables (public web config, not secrets); without it, to the
 * local Auth emulator under the demo project, so a checkout runs with no cloud account at all.
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

const env = import.meta.env as Record<string, string | undefined>;

/** Whether this build signs in against the local Auth emulator. */
export const USES_AUTH_EMULATOR =
  env['VITE_FIREBASE_API_KEY'] === undefined || env['VITE_FIREBASE_API_KEY'] === '';

function firebaseOptions(): FirebaseOptions {
  if (USES_AUTH_EMULATOR) {
    return {
      apiKey: 'demo-lectern-key',
      authDomain: 'demo-lectern.firebaseapp.com',
      projectId: 'demo-lectern',
    };
  }
  const options: FirebaseOptions = { apiKey: env['VITE_FIREBASE_API_KEY'] ?? '' };
  if (env['VITE_FIREBASE_AUTH_DOMAIN'] !== undefined) options.authDomain = env['VITE_FIREBASE_AUTH_DOMAIN'];
  if (env['VITE_FIREBASE_PROJECT_ID'] !== undefined) options.projectId = env['VITE_FIREBASE_PROJECT_ID'];
  if (env['VITE_FIREBASE_APP_ID'] !== undefined) options.appId = env['VITE_FIREBASE_APP_ID'];
  return options;
}

let instance: Auth | null = null;

/** The one Auth instance, created on first use. */
export function firebaseAuth(): Auth {
  if (instance !== null) return instance;
  const app = initializeApp(firebaseOptions());
  instance = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (USES_AUTH_EMULATOR) {
    connectAuthEmulator(instance, env['VITE_AUTH_EMULATOR_URL'] ?? 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  }
  return instance;
}
