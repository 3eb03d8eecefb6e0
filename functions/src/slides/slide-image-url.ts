/**
 * Short-lived signed URLs through which Google Slides fetches a paper's figures when it builds a deck
 * (Google downloads each image once, by URL, and cannot sign in). The signature covers the store path
 * and the expiry, so a URL opens that one figure for a few minutes; the path must be a job's figure (jobFiles.isFigure: the figures the read step stored).
 */
import { jobFiles, signUrlScope, verifyUrlScope } from '../backend/index.js';

/** Google fetches the image while the batch runs; a quarter of an hour leaves room for retries. */
export const SLIDE_IMAGE_URL_LIFETIME_MS = 15 * 60 * 1000;

const scopeOf = (path: string): string => `slide-image:${path}`;

/**
 * The absolute URL (under `{appUrl}/api/slides-image`) that serves the figure at `path` until `now + lifetime`.
 * @example signedSlideImageUrl('https://lectern.app', key, 'jobs/j1/figures/figure_0.png', new Date())
 */
export function signedSlideImageUrl(
  appUrl: string,
  key: string,
  path: string,
  now: Date,
  lifetimeMs = SLIDE_IMAGE_URL_LIFETIME_MS,
): string {
  if (!jobFiles.isFigure(path)) throw new Error(`"${path}" is not a stored figure.`);
  const { expires, signature } = signUrlScope(key, scopeOf(path), now, lifetimeMs);
  const query = new URLSearchParams({ path, expires: String(expires), signature });
  return `${appUrl.replace(/\/+$/, '')}/api/slides-image?${query.toString()}`;
}

/** Whether a slide image URL's query is genuine, unexpired and for a figure. */
export function verifySlideImageSignature(
  key: string,
  path: unknown,
  expires: unknown,
  given: unknown,
  now: Date,
): path is string {
  return (
    typeof path === 'string' &&
    jobFiles.isFigure(path) &&
    verifyUrlScope(key, scopeOf(path), expires, given, now)
  );
}
