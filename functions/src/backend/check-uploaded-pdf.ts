/**
 * The upload's door check: a PDF the read step could not use is refused before a job exists, with
 * the sentence the read step would have ended the job with. Only what is certain refuses; a check
 * that cannot run (a program missing here, say) lets the upload through for the read step to decide.
 */
import {
  inspectPdf,
  isPipelineError,
  resolveBinaries,
  type Binaries,
  type PipelineError,
} from '../pipeline/index.js';

/**
 * The engine's own sentence tells a command-line user to pass --password; the app asks for the password
 * with the upload (the web app's upload step shows a password field on this answer's code).
 */
export const PROTECTED_PDF_DETAIL = 'This PDF is password-protected. Please enter its password to upload it.';

const REFUSED: ReadonlySet<string> = new Set([
  'not_pdf',
  'empty_file',
  'password_required',
  'wrong_password',
  'damaged_pdf',
  'too_large',
  'no_text',
]);

/** The sentence for a refused PDF. */
export const refusalDetail = (error: PipelineError): string =>
  error.code === 'password_required' ? PROTECTED_PDF_DETAIL : error.message;

let binaries: Binaries | undefined;

/**
 * Undefined when the upload may go on; otherwise the PipelineError that refuses it.
 */
export async function checkUploadedPdf(
  bytes: Uint8Array,
  log: { error(message: string, fields?: Record<string, unknown>): void },
  password?: string,
): Promise<PipelineError | undefined> {
  try {
    await inspectPdf(bytes, { binaries: (binaries ??= resolveBinaries()), password });
    return undefined;
  } catch (error) {
    if (isPipelineError(error) && REFUSED.has(error.code)) return error;
    log.error('The upload could not be checked; the read step will decide', { error: String(error) });
    return undefined;
  }
}
