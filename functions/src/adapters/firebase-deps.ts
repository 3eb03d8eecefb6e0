/**
 * The Firebase implementation of ApiDeps: Firestore users and jobs, Firebase Auth, Cloud Tasks, and
 * files in Cloud Storage, or, in the emulator, in a local folder (the Storage emulator cannot run here).
 * Built once per process and shared by the HTTPS API and the task workers. It reads params and
 * secrets, so call it inside a handler, never at module load (a deploy loads the module without them).
 */
import { isAbsolute, resolve } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { getStorage } from 'firebase-admin/storage';
import { logger as functionsLogger } from 'firebase-functions';
import {
  systemClock,
  type ApiDeps,
  type FileStore,
  randomJobIds,
  createLocalFileStore,
  type Logger,
} from '../backend/index.js';
import { billingConfigFrom, billingEnabled, createBilling, type Billing } from '../billing/index.js';
import { createFirestoreBillingStore } from '../billing/firestore/index.js';
import {
  APP_URL,
  ELEVENLABS_API_KEY,
  ELEVENLABS_BASE_URL,
  ELEVENLABS_MODEL,
  ELEVENLABS_VOICE_IDS,
  GEMINI_API_KEY,
  GEMINI_BASE_URL,
  GEMINI_TTS_MODEL,
  GOOGLE_SLIDES,
  googleTtsSettings,
  GOOGLE_SLIDES_FOLDER_ID,
  LOCAL_STORAGE_DIR,
  STRIPE_API_BASE,
  STRIPE_PRICE_PRO,
  STRIPE_PRICE_ULTIMATE,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  URL_SIGNING_KEY,
} from '../config/params.js';
import {
  cloudVoiceConfigFromEnv,
  configuredVoiceProviders,
  createVoiceSynthesizer,
  type Binaries,
  type CloudVoiceProvider,
  type SpeechSynthesizer,
} from '../pipeline/index.js';
import { createGoogleSlidesPublisher, signedSlideImageUrl, type DeckPublisher } from '../slides/index.js';
import { adminApp, inEmulator } from './admin-app.js';
import { createCloudStorageFileStore } from './cloud-storage-file-store.js';
import { createCloudTasksQueue } from './cloud-tasks-queue.js';
import { createFirebaseAuthVerifier } from './firebase-auth-verifier.js';
import { createFirestoreJobStore } from './firestore-job-store.js';
import { createFirestoreUserStore } from './firestore-user-store.js';

/** Where every function runs; the Hosting rewrite and the task queues name it too. */
export const FUNCTIONS_REGION = 'us-central1';

/**
 * Only for the emulator, whose data is local and throwaway: signed video URLs still work when no
 * functions/.secret.local sets URL_SIGNING_KEY. Every emulator worker process must agree on the key,
 * so it cannot be random per process.
 */
const EMULATOR_URL_SIGNING_KEY = 'lectern-emulator-only-url-signing-key';

// This file sits at functions/{src,lib}/adapters/, three levels below the repository root.
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const structuredLogger: Logger = {
  info: (message, fields) => functionsLogger.info(message, fields ?? {}),
  error: (message, fields) => functionsLogger.error(message, fields ?? {}),
};

function fileStore(): FileStore {
  if (!inEmulator()) return createCloudStorageFileStore(getStorage(adminApp()).bucket());
  const dir = LOCAL_STORAGE_DIR.value();
  return createLocalFileStore(isAbsolute(dir) ? dir : resolve(REPO_ROOT, dir));
}

function urlSigningKey(): string {
  const key = URL_SIGNING_KEY.value();
  if (key !== '') return key;
  if (inEmulator()) return EMULATOR_URL_SIGNING_KEY;
  throw new Error(
    'The URL_SIGNING_KEY secret is empty: set it with `firebase functions:secrets:set URL_SIGNING_KEY`.',
  );
}

/**
 * Google Slides when the GOOGLE_SLIDES param is on, as the functions' own service account (Application
 * Default Credentials); Google fetches the figures through signed, short-lived links under APP_URL.
 */
function deckPublisher(signingKey: string): DeckPublisher | undefined {
  if (!GOOGLE_SLIDES.value()) return undefined;
  const appUrl = APP_URL.value();
  return createGoogleSlidesPublisher({
    imageUrl: (path) => signedSlideImageUrl(appUrl, signingKey, path, systemClock.now()),
    folderId: GOOGLE_SLIDES_FOLDER_ID.value(),
  });
}

/** The secrets createFirebaseDeps reads: list them in the `secrets` of every trigger that calls it. */
export const FIREBASE_DEPS_SECRETS = [URL_SIGNING_KEY];

let built: ApiDeps | undefined;

/**
 * The process's dependencies, built on first call. Functions that call this must list
 * `URL_SIGNING_KEY` in their trigger's `secrets`.
 * @example const deps = createFirebaseDeps(); await deps.jobs.update(jobId, { progress: 40 });
 */
export function createFirebaseDeps(): ApiDeps {
  if (built !== undefined) return built;
  const app = adminApp();
  const db = getFirestore(app);
  // Optional fields of a patch may be absent at run time as `undefined`; store nothing for them.
  db.settings({ ignoreUndefinedProperties: true });
  built = {
    auth: createFirebaseAuthVerifier(getAuth(app), structuredLogger),
    users: createFirestoreUserStore(db),
    jobs: createFirestoreJobStore(db),
    files: fileStore(),
    tasks: createCloudTasksQueue(getFunctions(app), { region: FUNCTIONS_REGION }),
    clock: systemClock,
    ids: randomJobIds,
    log: structuredLogger,
    urlSigningKey: urlSigningKey(),
  };
  built.decks = deckPublisher(built.urlSigningKey);
  return built;
}

/**
 * The voice providers' keys: the steps that speak read them, and the `api` function lists them too, only to
 * tell the settings step truthfully which voices are premium here.
 */
export const FIREBASE_VOICE_SECRETS = [ELEVENLABS_API_KEY, GEMINI_API_KEY];

/** The providers whose keys are set; call it only in a function that lists FIREBASE_VOICE_SECRETS. */
export function configuredPremiumVoices(): CloudVoiceProvider[] {
  return configuredVoiceProviders(
    cloudVoiceConfigFromEnv({
      ELEVENLABS_API_KEY: ELEVENLABS_API_KEY.value(),
      GEMINI_API_KEY: GEMINI_API_KEY.value(),
      ...googleTtsSettings(),
    }),
  );
}

/**
 * The configured voices, built on first use: only the steps that speak (and the settings step's voice
 * samples) need them, and only they have the provider keys bound. A provider whose key is empty leaves
 * its voices to Cloud Text-to-Speech when it is on (deployed, or GOOGLE_TTS), else local, and each local
 * clip says so. Call it only in a function that lists FIREBASE_VOICE_SECRETS.
 */
export function lazyVoiceSynthesizer(binaries: Binaries): SpeechSynthesizer {
  let synthesizer: SpeechSynthesizer | undefined;
  const get = (): SpeechSynthesizer =>
    (synthesizer ??= createVoiceSynthesizer(
      cloudVoiceConfigFromEnv({
        ELEVENLABS_API_KEY: ELEVENLABS_API_KEY.value(),
        ELEVENLABS_BASE_URL: ELEVENLABS_BASE_URL.value(),
        ELEVENLABS_MODEL: ELEVENLABS_MODEL.value(),
        ELEVENLABS_VOICE_IDS: ELEVENLABS_VOICE_IDS.value(),
        GEMINI_API_KEY: GEMINI_API_KEY.value(),
        GEMINI_BASE_URL: GEMINI_BASE_URL.value(),
        GEMINI_TTS_MODEL: GEMINI_TTS_MODEL.value(),
        ...googleTtsSettings(),
      }),
      { binaries },
    ));
  return { name: 'voices', synthesize: (request) => get().synthesize(request) };
}

/** The secrets createFirebaseBilling reads: the `api` function lists them, the task functions need not. */
export const FIREBASE_BILLING_SECRETS = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET];

let billing: Billing | undefined;

/**
 * Stripe billing with the Firestore store, built on first call; off (plans listed, buying answers 503)
 * while either Stripe secret is empty. STRIPE_API_BASE is honoured only in the emulator, so a stray
 * value can never send the production key anywhere but Stripe.
 */
export function createFirebaseBilling(): Billing {
  if (billing !== undefined) return billing;
  // The shared Firestore instance is configured there, once.
  createFirebaseDeps();
  const config = billingConfigFrom({
    secretKey: STRIPE_SECRET_KEY.value(),
    webhookSecret: STRIPE_WEBHOOK_SECRET.value(),
    pricePro: STRIPE_PRICE_PRO.value(),
    priceUltimate: STRIPE_PRICE_ULTIMATE.value(),
    apiBase: inEmulator() ? STRIPE_API_BASE.value() : '',
  });
  if (!billingEnabled(config))
    structuredLogger.info('Stripe billing is off: STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is not set');
  billing = createBilling(config, createFirestoreBillingStore(getFirestore(adminApp())));
  return billing;
}
