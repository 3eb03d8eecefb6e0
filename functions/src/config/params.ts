/**
 * The deployment's settings, declared as Firebase params so `firebase deploy` asks for them (and keeps the
 * secrets in Secret Manager) instead of anyone committing them. Read them with `.value()` only inside a
 * handler: at module load during a deploy they have no value yet. A function that reads a secret must also
 * list it in its trigger's `secrets` option, or the secret is not mounted at run time. In the emulators an
 * unset secret reads as '' (so "not configured"), and `functions/.secret.local`, never committed, sets one.
 */
import { defineBoolean, defineSecret, defineString } from 'firebase-functions/params';

/** SendGrid key for "your video is ready" emails; absent means the local outbox folder. */
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');

/** Where users open the app; links in emails point here. */
export const APP_URL = defineString('APP_URL', {
  default: 'http://localhost:5000',
  description: 'The public address of the web app, without a trailing slash; links in emails point here.',
});

/** The sender of Lectern's emails. */
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Lectern <noreply@lectern.local>',
  description:
    'The From address of the emails Lectern sends (a sender verified with SendGrid in production).',
});

/** The address the app shows for help and sales questions. */
export const SUPPORT_EMAIL = defineString('SUPPORT_EMAIL', {
  default: 'support@lectern.local',
  description: 'The support contact shown in the app and in emails.',
});

/**
 * Signs the short-lived video URLs a `<video>` element plays (it cannot send a Bearer header). Set it with
 * `firebase functions:secrets:set URL_SIGNING_KEY` (any long random string); locally, a line
 * `URL_SIGNING_KEY=...` in functions/.secret.local (git-ignored) sets it, and without one the emulator uses a
 * fixed development key.
 */
export const URL_SIGNING_KEY = defineSecret('URL_SIGNING_KEY');

/** Where the emulator keeps files in place of Cloud Storage, whose emulator cannot run here. */
export const LOCAL_STORAGE_DIR = defineString('LOCAL_STORAGE_DIR', {
  default: '.data/storage',
  description: 'Emulator only: the folder that stands in for Cloud Storage, relative to the repository root.',
});

/**
 * Stripe's secret API key (`sk_live_…` / `sk_test_…`). Billing is on only with this and
 * STRIPE_WEBHOOK_SECRET; a value of only spaces means billing off (plans listed, buying answers 503).
 */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');

/** The signing secret (`whsec_…`) of the Stripe webhook endpoint `{APP_URL}/api/subscription/webhook`. */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The Stripe price of the Pro plan ($10/month). */
export const STRIPE_PRICE_PRO = defineString('STRIPE_PRICE_PRO', {
  default: '',
  description: 'The Stripe price id (price_…) of the Pro plan, $10 a month; empty until billing is set up.',
});

/** The Stripe price of the Ultimate plan ($20/month). */
export const STRIPE_PRICE_ULTIMATE = defineString('STRIPE_PRICE_ULTIMATE', {
  default: '',
  description:
    'The Stripe price id (price_…) of the Ultimate plan, $20 a month; empty until billing is set up.',
});

/** Where the Stripe SDK sends its calls; empty means Stripe itself. Tests point it at a local stand-in. */
export const STRIPE_API_BASE = defineString('STRIPE_API_BASE', {
  default: '',
  description:
    'Leave empty in production. For local tests only: the address of a stand-in for the Stripe API, e.g. http://127.0.0.1:12111.',
});

/**
 * ElevenLabs key: with it the audio and video steps speak Mark, Cassidy, Brian, Hope, Sully and Matilda
 * through ElevenLabs; empty means the local voices of the same names (and the job says so).
 */
export const ELEVENLABS_API_KEY = defineSecret('ELEVENLABS_API_KEY');

/** Another address speaking ElevenLabs' API (a proxy, or a local stand-in in tests); empty means ElevenLabs. */
export const ELEVENLABS_BASE_URL = defineString('ELEVENLABS_BASE_URL', {
  default: '',
  description:
    'Leave empty in production: ElevenLabs itself. Otherwise the address of a service speaking its API.',
});

/** The ElevenLabs model that speaks. */
export const ELEVENLABS_MODEL = defineString('ELEVENLABS_MODEL', {
  default: 'eleven_multilingual_v2',
  description: 'The ElevenLabs text-to-speech model, e.g. eleven_multilingual_v2 or eleven_flash_v2_5.',
});

/** Per-voice ElevenLabs voice ids replacing the documented defaults, e.g. `mark=abc123,sully=def456`. */
export const ELEVENLABS_VOICE_IDS = defineString('ELEVENLABS_VOICE_IDS', {
  default: '',
  description:
    'Optional voice=id pairs (mark, cassidy, brian, hope, sully, matilda) replacing the default ElevenLabs voice ids.',
});

/**
 * Gemini key (Google AI Studio): the Algieba voice through Gemini speech generation, and the planner.
 * Empty means the local planner and the local Algieba voice.
 */
export const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');

/** Another address speaking the Gemini API (a proxy, or a local stand-in in tests); empty means Google's. */
export const GEMINI_BASE_URL = defineString('GEMINI_BASE_URL', {
  default: '',
  description:
    'Leave empty in production: the Gemini API itself. Otherwise the address of a service speaking its API.',
});

/** The Gemini model that speaks Algieba. */
export const GEMINI_TTS_MODEL = defineString('GEMINI_TTS_MODEL', {
  default: 'gemini-2.5-flash-preview-tts',
  description: 'The Gemini speech generation model that speaks the Algieba voice.',
});

/**
 * Cloud Text-to-Speech's Chirp 3 HD voices, which need no key: the functions call it as their own service
 * account. "auto" (the default) means on when deployed on Google Cloud, off in the emulator; "true" or
 * "false" decides. A voice whose provider key is set (ELEVENLABS_API_KEY, GEMINI_API_KEY) keeps that provider.
 * The project must have the Cloud Text-to-Speech API enabled.
 */
export const GOOGLE_TTS = defineString('GOOGLE_TTS', {
  default: 'auto',
  description:
    'Speak with Cloud Text-to-Speech Chirp 3 HD voices: auto (on when deployed), true or false. Needs the Cloud Text-to-Speech API enabled.',
});

/** Another address speaking the Cloud Text-to-Speech REST API (a proxy, or a local stand-in in tests); empty means Google's. */
export const GOOGLE_TTS_BASE_URL = defineString('GOOGLE_TTS_BASE_URL', {
  default: '',
  description:
    'Leave empty in production: Cloud Text-to-Speech itself. Otherwise the address (scheme, host, port) of a service speaking its REST API.',
});

/**
 * The settings that decide whether Cloud Text-to-Speech speaks, for cloudVoiceConfigFromEnv: the two params
 * and the runtime's own marks of a deployed function (K_SERVICE, FUNCTION_TARGET) or of the emulator.
 */
export function googleTtsSettings(): Record<string, string | undefined> {
  return {
    GOOGLE_TTS: GOOGLE_TTS.value(),
    GOOGLE_TTS_BASE_URL: GOOGLE_TTS_BASE_URL.value(),
    K_SERVICE: process.env['K_SERVICE'],
    FUNCTION_TARGET: process.env['FUNCTION_TARGET'],
    FUNCTIONS_EMULATOR: process.env['FUNCTIONS_EMULATOR'],
  };
}

/** The Gemini model that plans the slides when GEMINI_API_KEY is set. */
export const GEMINI_MODEL = defineString('GEMINI_MODEL', {
  default: 'gemini-2.5-flash',
  description:
    'The Gemini model that writes the slide plans when GEMINI_API_KEY is set, e.g. gemini-2.5-flash or gemini-2.5-pro.',
});

/**
 * Key of an OpenAI-compatible chat endpoint: without GEMINI_API_KEY, it (or OPENAI_BASE_URL alone, for a
 * server that needs no key) switches the planner to that endpoint. Empty means the local planner.
 */
export const OPENAI_API_KEY = defineSecret('OPENAI_API_KEY');

/** The OpenAI-compatible endpoint, up to the version, e.g. http://my-server:11434/v1; empty means OpenAI's. */
export const OPENAI_BASE_URL = defineString('OPENAI_BASE_URL', {
  default: '',
  description:
    'Empty for OpenAI itself; otherwise the address of an OpenAI-compatible server up to its version, e.g. https://llm.example.org/v1.',
});

/** The model the OpenAI-compatible endpoint plans with. */
export const OPENAI_MODEL = defineString('OPENAI_MODEL', {
  default: '',
  description:
    'The model name the OpenAI-compatible endpoint knows, e.g. gpt-4o-mini or llama3.1:8b; empty means gpt-4o-mini.',
});

/** How many tokens that model reads at once, so a long paper is shortened to fit. */
export const OPENAI_CONTEXT_TOKENS = defineString('OPENAI_CONTEXT_TOKENS', {
  default: '',
  description:
    'The context of the OpenAI-compatible model in tokens; empty means 128000 for OpenAI and 8192 for another server.',
});

/**
 * Publishes each deck to Google Slides, shared with the user for editing, instead of the built-in editor.
 * The functions' service account is the Google identity (Application Default Credentials); enable the
 * Slides and Drive APIs for the project. Google fetches the figures from APP_URL, which must be public.
 */
export const GOOGLE_SLIDES = defineBoolean('GOOGLE_SLIDES', {
  default: false,
  description:
    'Make each deck in Google Slides (needs the Slides and Drive APIs enabled and a public APP_URL).',
});

/**
 * The Drive folder, in a shared drive the functions' service account may add files to, that holds the
 * decks: service accounts cannot own files in a Drive of their own any more.
 */
export const GOOGLE_SLIDES_FOLDER_ID = defineString('GOOGLE_SLIDES_FOLDER_ID', {
  default: '',
  description:
    'With GOOGLE_SLIDES: the id of a shared-drive folder where the service account makes the decks.',
});
