/** Local servers that answer like the cloud voice providers, for tests and the CLI's end-to-end run. @module */
export type { FakeServer } from './behaviour-server.js';
export {
  toneFor,
  speakTone,
  TONE_SECONDS_PER_CHARACTER,
  TONE_SENTENCE_PAUSE_SEC,
  type SpokenTone,
} from './test-tone.js';
export { startFakeElevenLabs, FAKE_ELEVENLABS_KEY, type ElevenLabsBehaviour } from './fake-elevenlabs.js';
export { startFakeGemini, FAKE_GEMINI_KEY, type GeminiBehaviour } from './fake-gemini.js';
export { recordingRetry, providerFailure } from './provider-test-helpers.js';
export {
  startFakeCloudTts,
  CHIRP3_HD_GENDERS,
  type CloudTtsBehaviour,
  type CloudTtsRequestBody,
  type FakeCloudTts,
} from './fake-cloud-tts.js';
