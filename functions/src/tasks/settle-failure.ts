/**
 * The one place a step's failure becomes an outcome (STYLE item 9): retry (rethrow), or end the work
 * with a sentence.
 */
import type { Logger } from '../backend/index.js';
import { classifyFailure } from './classify-failure.js';
import { isLastAttempt, type TaskAttempt } from './task-deps.js';

export interface SettleFailureOptions {
  error: unknown;
  attempt: TaskAttempt;
  log: Logger;
  /** For the log line. */
  context: Record<string, unknown>;
  /** Said to the user when the error carries no sentence of its own. */
  fallbackDetail: string;
  /** Records the end of the work (job failed, slide failed …). */
  fail(detail: string): Promise<void>;
}

/**
 * Rethrows transient failures while Cloud Tasks will still retry; otherwise calls `fail` and returns
 * normally, so the queue does not retry work that cannot succeed.
 */
export async function settleFailure(options: SettleFailureOptions): Promise<void> {
  const { kind, detail } = classifyFailure(options.error, options.fallbackDetail);
  const fields = {
    ...options.context,
    kind,
    attempt: options.attempt.retryCount + 1,
    error: String(options.error),
  };
  if (kind === 'transient' && !isLastAttempt(options.attempt)) {
    options.log.error('Step failed; Cloud Tasks will retry it', fields);
    throw options.error;
  }
  options.log.error('Step failed for good', fields);
  await options.fail(detail);
}
