/**
 * The one error type of the engine. Every failure a researcher can cause or meet carries a code
 * (for programs: exit codes, HTTP statuses, retry decisions) and a sentence for people.
 */

export type PipelineErrorCode =
  | 'not_pdf'
  | 'empty_file'
  | 'file_not_found'
  | 'password_required'
  | 'wrong_password'
  | 'damaged_pdf'
  | 'too_large'
  | 'no_text'
  | 'invalid_plan'
  | 'invalid_option'
  | 'missing_tool'
  | 'tool_failed'
  | 'cancelled';

/** Codes the user can fix by changing the input; retrying the same input never helps. */
const USER_INPUT_CODES: ReadonlySet<PipelineErrorCode> = new Set([
  'not_pdf',
  'empty_file',
  'file_not_found',
  'password_required',
  'wrong_password',
  'damaged_pdf',
  'too_large',
  'no_text',
  'invalid_plan',
  'invalid_option',
]);

export class PipelineError extends Error {
  readonly code: PipelineErrorCode;
  /** True when retrying the same work could succeed (a tool crashed, not a bad input). */
  readonly transient: boolean;

  constructor(
    code: PipelineErrorCode,
    message: string,
    options: { cause?: unknown; transient?: boolean } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PipelineError';
    this.code = code;
    this.transient = options.transient ?? false;
  }

  /** Whether the input itself is at fault (as opposed to the machine or a tool). */
  get isUserInput(): boolean {
    return USER_INPUT_CODES.has(this.code);
  }
}

export function isPipelineError(error: unknown): error is PipelineError {
  return error instanceof PipelineError;
}

/** Throws the standard cancellation error when the signal has fired. */
export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new PipelineError('cancelled', 'The work was cancelled.');
}
