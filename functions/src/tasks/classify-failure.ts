/**
 * Decides what a failed step does (STYLE item 9): the user's input is at fault (end the work, no
 * retry), the failure may pass (throw so Cloud Tasks retries), or it is ours and will not pass (end the
 * work). Either way a job that ends without a video gives the month's count back (fail-job.ts).
 */
import { isPipelineError } from '../pipeline/errors.js';

export type FailureKind = 'user-input' | 'transient' | 'ours';

export interface ClassifiedFailure {
  kind: FailureKind;
  /** The sentence for the job document; the engine's own when it has one. */
  detail: string;
}

/**
 * Classifies `error`. Anything that is not a PipelineError (a store or network hiccup) and any tool
 * failure counts as transient: retrying costs little and often helps.
 */
export function classifyFailure(error: unknown, fallbackDetail: string): ClassifiedFailure {
  if (!isPipelineError(error)) return { kind: 'transient', detail: fallbackDetail };
  if (error.isUserInput) return { kind: 'user-input', detail: error.message };
  if (error.transient || error.code === 'tool_failed') return { kind: 'transient', detail: error.message };
  return { kind: 'ours', detail: error.message };
}
