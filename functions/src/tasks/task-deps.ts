/**
 * What the background steps need from the outside world: the stores the API uses, plus the engine's
 * programs, a mailer and the app's address. The Firebase triggers build one from `createFirebaseDeps()`;
 * tests pass fakes. Nothing here imports Firebase.
 */
import type { ApiDeps } from '../backend/index.js';
import type { Mailer } from '../email/index.js';
import type { Binaries, SlidePlanner, SpeechSynthesizer } from '../pipeline/index.js';

export interface TaskDeps extends Pick<
  ApiDeps,
  'jobs' | 'users' | 'files' | 'tasks' | 'clock' | 'log' | 'decks' | 'urlSigningKey'
> {
  binaries: Binaries;
  mailer: Mailer;
  /** The web app's public address without a trailing slash; emails link to `{appUrl}/video/{jobId}`. */
  appUrl: string;
  /** The address to email a user at, or null when they have none (e.g. a phone sign-in). */
  emailOf(uid: string): Promise<string | null>;
  /** Defaults to the local extractive planner. */
  planner?: SlidePlanner | undefined;
  /** Defaults to the local voices. */
  synthesizer?: SpeechSynthesizer | undefined;
}

/** Which delivery of a task this is; the trigger reads it from Cloud Tasks' headers. */
export interface TaskAttempt {
  /** 0 on the first delivery. */
  retryCount: number;
  /** The queue's retryConfig.maxAttempts. */
  maxAttempts: number;
  /** The trigger's timeoutSeconds: the platform stops an attempt after this long. */
  timeoutSeconds?: number;
}

/** The time limit assumed when a caller does not say (the extract and slides steps' limit in triggers.ts). */
export const DEFAULT_STEP_TIMEOUT_SECONDS = 540;

/** True when Cloud Tasks will not deliver this task again if it fails now. */
export function isLastAttempt(attempt: TaskAttempt): boolean {
  return attempt.retryCount + 1 >= attempt.maxAttempts;
}
