/**
 * Vitest global setup of the integration project: brings up the whole emulator stack once
 * (scripts/emulators.sh: Firestore, Auth, Functions, Tasks, Hosting) and stops it after the last test.
 * A stack that already answers, say from `npm start` in another terminal, is used as it is and left running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const logFile = join(root, 'out/emulators/stack.log');
const health = 'http://127.0.0.1:5000/api/health';
const probes = ['http://127.0.0.1:8080/', 'http://127.0.0.1:9099/', 'http://127.0.0.1:5000/'];
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;

/** Starts the stack unless it is already up; returns the teardown that stops what it started. */
export default async function startEmulatorStack(): Promise<() => Promise<void>> {
  if (await stackAnswers()) return async () => {};
  mkdirSync(join(root, 'out/emulators'), { recursive: true });
  const log = openSync(logFile, 'w');
  // In its own process group, so that the last-resort kill in stopStack can reach it as a group.
  const stack = spawn('bash', ['scripts/emulators.sh'], {
    cwd: root,
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const started = Date.now();
  try {
    await waitUntilUp(stack);
  } catch (error) {
    await stopStack(stack);
    throw error;
  }
  process.stdout.write(
    `Emulator stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${logFile})\n`,
  );
  return () => stopStack(stack);
}

// The API last, alone and with time to spare: the functions emulator starts one more worker (~160 MB) for
// each request that arrives while a cold one is still loading.
async function stackAnswers(): Promise<boolean> {
  const answers = await Promise.all(probes.map((url) => answersOk(url, 1000)));
  return answers.every(Boolean) && (await answersOk(health, 60_000));
}

function answersOk(url: string, timeoutMs: number): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
    (response) => response.ok,
    () => false,
  );
}

async function waitUntilUp(stack: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null || stack.signalCode !== null) {
      throw new Error(`The emulator stack stopped while starting:\n${logTail()}`);
    }
    if (await stackAnswers()) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The emulator stack did not answer within ${START_TIMEOUT_MS / 1000} s:\n${logTail()}`);
}

// SIGTERM lets scripts/emulators.sh shut firebase-tools down cleanly and stop Firestore, which it bounds to
// about ten seconds; killing its group is the last resort for a script that hangs all the same.
async function stopStack(stack: ChildProcess): Promise<void> {
  if (stack.pid === undefined || stack.exitCode !== null || stack.signalCode !== null) return;
  const exited = new Promise<void>((done) => stack.once('exit', () => done()));
  stack.kill('SIGTERM');
  const timer = new Promise<'late'>((done) => setTimeout(() => done('late'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([exited, timer])) === 'late') {
    process.kill(-stack.pid, 'SIGKILL');
    await exited;
  }
}

function logTail(): string {
  return readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
}
