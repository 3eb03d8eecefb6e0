/** Exit codes of the command line, so scripts can tell a bad paper from a broken machine. */
import type { PipelineError } from '../pipeline/errors.js';

/** @internal */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  badInput: 3,
  missingTool: 4,
  interrupted: 130,
} as const;

/** @internal */
export function exitCodeFor(error: PipelineError): number {
  if (error.code === 'cancelled') return EXIT.interrupted;
  if (error.code === 'missing_tool') return EXIT.missingTool;
  if (error.code === 'invalid_option') return EXIT.usage;
  return error.isUserInput ? EXIT.badInput : EXIT.failure;
}
