/**
 * Short-lived signed URLs for the video player: a video element cannot send a Bearer header, and
 * putting the ID token in the URL would hand out the user's whole session. The signature covers the
 * job id and the expiry only, so it opens that one video until it expires.
 */
import { signUrlScope, verifyUrlScope } from '../backend/index.js';

/** How long a video link plays: long enough to watch and seek through a talk. @public */
export const VIDEO_URL_LIFETIME_MS = 4 * 60 * 60 * 1000;

const scopeOf = (jobId: string): string => `video:${jobId}`;

/** The path (under /api) that streams the job's video until `now + lifetime`. @public */
export function signedVideoPath(key: string, jobId: string, now: Date, lifetimeMs = VIDEO_URL_LIFETIME_MS): string {
  const { expires, signature } = signUrlScope(key, scopeOf(jobId), now, lifetimeMs);
  return `/api/processing/video-stream/${encodeURIComponent(jobId)}?expires=${expires}&signature=${signature}`;
}

/** Whether a signed video link is genuine and not yet expired. @public */
export function verifyVideoSignature(key: string, jobId: string, expires: unknown, given: unknown, now: Date): boolean {
  return verifyUrlScope(key, scopeOf(jobId), expires, given, now);
}
