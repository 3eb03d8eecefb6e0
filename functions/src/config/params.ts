/**
 * The deployment's settings, declared as Firebase params so `firebase deploy` asks for them (and keeps the
 * secrets in Secret Manager) instead of anyone committing them. Read them with `.value()` only inside a
 * handler: at module load during a deploy they have no value yet. A function that reads a secret must also
 * list it in its trigger's `secrets` option, or the secret is not mounted at run time. In the emulators an
 * unset secret reads as '' (so "not configured"), and `functions/.secret.local`, never committed, sets one.
 */
import { defineSecret, defineString } from 'firebase-functions/params';

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
  description: 'The From address of the emails Lectern sends (a sender verified with SendGrid in production).',
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
