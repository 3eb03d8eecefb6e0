/**
 * The largest PDF Lectern accepts. Cloud Functions (Cloud Run underneath) refuses any request body over
 * 32 MiB before the app sees it, so the limit sits below that with room for the multipart envelope: every
 * file the app refuses gets its own clear 413, and the web client checks the size before sending at all.
 *
 * Imports nothing from Node or Firebase so the web client can use it too.
 */

export const MAX_UPLOAD_MB = 30;

export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The sentence for a file over the limit, the same from the client's check and the server's. */
export function fileTooLargeMessage(sizeBytes?: number): string {
  const size = sizeBytes === undefined ? '' : ` (${(sizeBytes / (1024 * 1024)).toFixed(1)} MB)`;
  return `This PDF is too large${size}: Lectern accepts papers up to ${MAX_UPLOAD_MB} MB. Please upload a smaller PDF (for example without embedded videos or high-resolution scans).`;
}
