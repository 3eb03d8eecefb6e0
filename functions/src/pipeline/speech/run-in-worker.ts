/**
 * Runs a voice engine compiled to WebAssembly on a worker thread: a synthesis takes seconds of CPU,
 * which would otherwise stall every request the process serves, and a cancel can stop it mid-way
 * only by ending the thread.
 */
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { PipelineError } from '../errors.js';

// Node's WASI answers the engine's file calls (path_open…) as V8 "fast API" calls once the code that
// makes them is optimised, and such a call may allocate; when that allocation starts a garbage
// collection, V8 walks the optimised frame wrongly and the whole process dies with a segmentation
// fault (seen about once in 36 renders, in a core dump of the flite thread: uvwasi_path_open →
// AdjustAmountOfExternalAllocatedMemory → MarkCompact → IterateTurbofanOptimizedFrame). Without fast
// API calls those calls take V8's ordinary path, where a collection is safe. The flag is process-wide
// and read when code is optimised, so it is set before the first voice thread starts, and only in a
// process that starts one.
let fastApiCallsOff = false;

/** @internal */
export function cancelled(): PipelineError {
  return new PipelineError('cancelled', 'The work was cancelled.');
}

/** @internal */
export function engineFailed(error: Error): PipelineError {
  return new PipelineError('tool_failed', `The voice engine failed: ${error.message}`, {
    cause: error,
    transient: true,
  });
}

/** @internal */
export function engineStopped(code: number): PipelineError {
  return new PipelineError(
    'tool_failed',
    `The voice engine stopped (exit code ${code}) before it finished speaking.`,
    { transient: true },
  );
}

/**
 * A new thread evaluating `source` (CommonJS) with `workerData`, for a voice engine.
 * @internal
 */
export function startVoiceWorker(source: string, workerData: unknown): Worker {
  if (!fastApiCallsOff) {
    setFlagsFromString('--no-turbo-fast-api-calls');
    fastApiCallsOff = true;
  }
  return new Worker(source, { eval: true, workerData });
}

/**
 * Evaluates `source` (CommonJS) on a new worker thread with `workerData` and resolves with the first
 * message it posts. Rejects with `cancelled` when `signal` fires (the thread is ended at once) and with
 * a transient `tool_failed` when the engine throws or the thread ends without an answer.
 * @internal
 */
export function runInWorker<T>(
  source: string,
  workerData: unknown,
  signal: AbortSignal | undefined,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const worker = startVoiceWorker(source, workerData);
    let settled = false;
    const finish = (error: PipelineError | undefined, value?: T): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (error) reject(error);
      else resolve(value as T);
    };
    const onAbort = (): void => finish(cancelled());
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (value: T) => finish(undefined, value));
    worker.once('error', (error: Error) => finish(engineFailed(error)));
    worker.once('exit', (code) => finish(engineStopped(code)));
  });
}
