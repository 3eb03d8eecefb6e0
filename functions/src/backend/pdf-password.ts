/**
 * The password of a protected paper, kept sealed on its job until reading is done. The extract and
 * plan steps open the stored PDF again (pdf.js reads a protected file with its password but cannot
 * write it out unprotected, and the deployed image has no qpdf or mutool to do it), so the password
 * has to outlive the upload request; it is sealed with AES-256-GCM under a key derived from the
 * server's URL-signing secret, so the job document (which its owner's browser can read) holds only
 * ciphertext, and the plan step's `planned` transition removes it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Job } from '../shared/job.js';

const VERSION = 'v1';
/** A separate key for this one purpose, so a sealed password never doubles as a link signature. */
const keyFrom = (secret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, '', 'lectern pdf password', 32));

/**
 * @example const sealed = sealPdfPassword(deps.urlSigningKey, 'paper2video'); // "v1.…"
 */
export function sealPdfPassword(secret: string, password: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

/**
 * The password sealed by {@link sealPdfPassword} with the same secret; throws when it was sealed with
 * another secret or changed since.
 */
export function openPdfPassword(secret: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
    throw new Error('The stored PDF password is not in a known form.');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * The password a job's paper opens with: undefined when it was uploaded without one.
 */
export function jobPdfPassword(secret: string, job: Pick<Job, 'pdf_password'>): string | undefined {
  return typeof job.pdf_password === 'string' ? openPdfPassword(secret, job.pdf_password) : undefined;
}
