/**
 * Short-lived signed URLs for the video and audio players: a media element cannot send a Bearer
 * header, and putting the ID token in the URL would hand out the user's whole session (to history,
 * logs and referrers). The signature covers the job id and the expiry only, so it opens that job's
 * video, or its narration, until it expires.
 */
import { signUrlScope, verifyUrlScope } from '../backend/index.js';

/** How long a video link plays: long enough to watch and seek through a talk. */
export const VIDEO_URL_LIFETIME_MS = 4 * 60 * 60 * 1000;

const scopeOf = (jobId: string): string => `video:${jobId}`;

/** `route`'s path (under /api) for the job, signed with the video's scope until `now + lifetime`. */
function signedVideoScopePath(
  route: string,
  key: string,
  jobId: string,
  now: Date,
  lifetimeMs: number,
): string {
  const { expires, signature } = signUrlScope(key, scopeOf(jobId), now, lifetimeMs);
  return `/api/processing/${route}/${encodeURIComponent(jobId)}?expires=${expires}&signature=${signature}`;
}

/** The path (under /api) that streams the job's video until `now + lifetime`. */
export function signedVideoPath(
  key: string,
  jobId: string,
  now: Date,
  lifetimeMs = VIDEO_URL_LIFETIME_MS,
): string {
  return signedVideoScopePath('video-stream', key, jobId, now, lifetimeMs);
}

/**
 * The path (under /api) that serves the job's captions as WebVTT to a `<track>` until `now + lifetime`;
 * signed as the video is, since they are the video's own text.
 */
export function signedCaptionsPath(
  key: string,
  jobId: string,
  now: Date,
  lifetimeMs = VIDEO_URL_LIFETIME_MS,
): string {
  return signedVideoScopePath('captions', key, jobId, now, lifetimeMs);
}

/** How long narration links play: the audio step is reopened long before this; a failed play fetches new links. */
export const AUDIO_URL_LIFETIME_MS = 4 * 60 * 60 * 1000;

const audioScopeOf = (jobId: string): string => `audio:${jobId}`;

/** The path (under /api) that streams slide `slide`'s narration of the job until `now + lifetime`. */
export function signedAudioPath(
  key: string,
  jobId: string,
  slide: number,
  now: Date,
  lifetimeMs = AUDIO_URL_LIFETIME_MS,
): string {
  const { expires, signature } = signUrlScope(key, audioScopeOf(jobId), now, lifetimeMs);
  return `/api/processing/audio/${encodeURIComponent(jobId)}/${slide}?expires=${expires}&signature=${signature}`;
}

/** Whether a signed audio link is genuine and not yet expired. */
export function verifyAudioSignature(
  key: string,
  jobId: string,
  expires: unknown,
  given: unknown,
  now: Date,
): boolean {
  return verifyUrlScope(key, audioScopeOf(jobId), expires, given, now);
}

/** Whether a signed video link is genuine and not yet expired. */
export function verifyVideoSignature(
  key: string,
  jobId: string,
  expires: unknown,
  given: unknown,
  now: Date,
): boolean {
  return verifyUrlScope(key, scopeOf(jobId), expires, given, now);
}
