/**
 * Everything the /api app needs from the outside world, in one typed object (STYLE item 3). Routes
 * import no Firebase: the Firebase implementation and the local one (plus test fakes) are interchangeable.
 */
import type { AuthVerifier } from './auth-verifier.js';
import type { Clock } from './clock.js';
import type { FileStore } from './file-store.js';
import type { JobIds } from './job-ids.js';
import type { JobStore } from './job-store.js';
import type { Logger } from './logger.js';
import type { TaskQueue } from './task-queue.js';
import type { UserStore } from './user-store.js';
import type { DeckPublisher } from './deck-publisher.js';
import type { CloudVoiceProvider } from '../pipeline/index.js';
import type { VoiceId } from '../shared/voices.js';

export interface ApiDeps {
  auth: AuthVerifier;
  users: UserStore;
  jobs: JobStore;
  files: FileStore;
  tasks: TaskQueue;
  clock: Clock;
  ids: JobIds;
  log: Logger;
  /** Secret for the short-lived signed video URLs a video element plays (it cannot send a Bearer header). */
  urlSigningKey: string;
  /** The online slides editor (Google Slides) when one is configured; without it, the built-in editor and the .pptx. */
  decks?: DeckPublisher | undefined;
  /**
   * The cloud voice providers the audio step has keys for, so the settings step can say which voices
   * are premium; absent or empty means every voice is a local voice.
   */
  premiumVoices?: readonly CloudVoiceProvider[] | undefined;
  /** Speaks a voice's sample (a WAV) for the settings step; absent, samples are not offered. */
  speakVoiceSample?: ((voice: VoiceId) => Promise<Uint8Array>) | undefined;
}
