/**
 * Short-lived signed URLs for the video player: a video element cannot send a Bearer header, and
 * putting the ID token in the URL would hand out the user's whole session. The signature covers the
 * job id and the expiry only, so it opens that one video until it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a video link plays: long enough to watch and seek through a talk. @public */
export const VIDEO_URL_LIFETIME_MS = 4 * 60 * 60 * 1000;

function signature(key: string, jobId: string, expires: number): string {
  return createHmac('sha256', key).update(`video:${jobId}:${expires}`).digest('base64url');
}

/** The path (under /api) that streams the job's video until `now + lifetime`. @public */
export function signedVideoPath(key: string, jobId: string, now: Date, lifetimeMs = VIDEO_URL_LIFETIME_MS): string {
  const expires = Math.floor((now.getTime() + lifetimeMs) / 1000);
  return `/api/processing/video-stream/${encodeURIComponent(jobId)}?expires=${expires}&signature=${signature(key, jobId, expires)}`;
}

/** Whether a signed video link is genuine and not yet expired. @public */
export function verifyVideoSignature(key: string, jobId: string, expires: unknown, given: unknown, now: Date): boolean {
  if (typeof expires !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const seconds = Number(expires);
  if (seconds * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(key, jobId, seconds));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
