/**
 * Signatures for short-lived links that open one stored thing without a sign-in: a video element cannot
 * send a Bearer header, and Google Slides cannot sign in when it fetches a figure. The signature covers
 * what the link opens (its scope) and when it expires, so it opens that one thing until then.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed expiry, as it goes into a link's query. */
export interface UrlSignature {
  /** Unix seconds. */
  expires: number;
  signature: string;
}

const sign = (key: string, scope: string, expires: number): string =>
  createHmac('sha256', key).update(`${scope}:${expires}`).digest('base64url');

/** Signs `scope` (e.g. `video:{jobId}`) until `now + lifetimeMs`. */
export function signUrlScope(key: string, scope: string, now: Date, lifetimeMs: number): UrlSignature {
  const expires = Math.floor((now.getTime() + lifetimeMs) / 1000);
  return { expires, signature: sign(key, scope, expires) };
}

/** Whether a link's `expires` and `signature` query values are genuine for `scope` and not yet expired. */
export function verifyUrlScope(
  key: string,
  scope: string,
  expires: unknown,
  given: unknown,
  now: Date,
): boolean {
  if (typeof expires !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const seconds = Number(expires);
  if (seconds * 1000 < now.getTime()) return false;
  const expected = Buffer.from(sign(key, scope, seconds));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
