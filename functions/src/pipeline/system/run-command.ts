/**
 * Runs an external program (ffmpeg, festival, flite, mutool …) with cancellation and a bounded
 * capture of its output. The one place the engine spawns processes.
 */
import { spawn } from 'node:child_process';
import { PipelineError } from '../errors.js';

/** @internal */
export interface RunCommandOptions {
  signal?: AbortSignal | undefined;
  /** Written to the program's standard input, then closed. */
  input?: string | Buffer | undefined;
  /** Kill the program after this long; a hung tool must never hang a run. */
  timeoutMs?: number | undefined;
  cwd?: string | undefined;
  env?: NodeJS.ProcessEnv | undefined;
  /** Called with each chunk of standard error, e.g. to parse ffmpeg progress. */
  onStderr?: ((chunk: string) => void) | undefined;
}

/** @internal */
export interface RunCommandResult {
  stdout: Buffer;
  stderr: string;
}

const MAX_CAPTURE = 8 * 1024 * 1024;
const STDERR_TAIL = 64 * 1024;

/**
 * Runs `command args…` and resolves with its output when it exits with 0. A non-zero exit becomes a
 * `tool_failed` PipelineError carrying the tail of stderr; a missing program becomes `missing_tool`.
 * @internal
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: RunCommandOptions = {},
): Promise<RunCommandResult> {
  const { signal, input, timeoutMs = 10 * 60_000, cwd, env, onStderr } = options;
  if (signal?.aborted) return Promise.reject(new PipelineError('cancelled', 'The work was cancelled.'));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let settled = false;
    let timedOut = false;

    const finish = (error: Error | null, result?: RunCommandResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else if (result) resolve(result);
    };
    const onAbort = (): void => {
      child.kill('SIGKILL');
      finish(new PipelineError('cancelled', 'The work was cancelled.'));
    };
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes <= MAX_CAPTURE) out.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      onStderr?.(chunk);
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        finish(
          new PipelineError('missing_tool', `The program "${command}" is not installed.`, { cause: error }),
        );
      } else {
        finish(
          new PipelineError('tool_failed', `Could not run "${command}": ${error.message}`, {
            cause: error,
            transient: true,
          }),
        );
      }
    });
    child.on('close', (code) => {
      if (code === 0) return finish(null, { stdout: Buffer.concat(out), stderr });
      const reason = timedOut
        ? `timed out after ${Math.round(timeoutMs / 1000)} s`
        : `exited with code ${String(code)}`;
      const tail = stderr.trim().split('\n').slice(-5).join('\n');
      finish(
        new PipelineError('tool_failed', `"${command}" ${reason}${tail ? `: ${tail}` : ''}`, {
          transient: true,
        }),
      );
    });
    child.stdin.on('error', () => {
      // The program may exit before reading all its input; its exit code tells what happened.
    });
    if (input !== undefined) child.stdin.end(input);
    else child.stdin.end();
  });
}
