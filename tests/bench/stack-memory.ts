/**
 * Memory of the running emulator stack, read from /proc: every process under the `scripts/emulators.sh`
 * that started this one, except this benchmark itself (its own process, its descendants and the shells
 * and tsx between it and firebase-tools).
 */
import { readdir, readFile } from 'node:fs/promises';
import { classifyStackProcess, type StackPart } from './classify-stack-process.js';
import { parseProcStat } from './parse-proc-stat.js';
import { readKbField } from './read-kb-field.js';

/** One part of the stack: how many processes, their summed RSS and PSS in MiB. */
export interface PartMemory {
  processes: number;
  rssMiB: number;
  pssMiB: number;
}

/** The stack's memory, in total and per part; `apiWorkers` counts the workers serving the `api` function. */
export interface StackMemory {
  total: PartMemory;
  parts: Record<StackPart, PartMemory>;
  apiWorkers: number;
}

interface ProcInfo {
  pid: number;
  ppid: number;
  argv: string[];
}

// A process may exit between listing /proc and reading its files; it then simply is not counted.
async function readOrEmpty(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return '';
  }
}

async function listProcesses(): Promise<Map<number, ProcInfo>> {
  const processes = new Map<number, ProcInfo>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = parseProcStat(await readOrEmpty(`/proc/${entry}/stat`));
    if (stat === undefined) continue;
    const argv = (await readOrEmpty(`/proc/${entry}/cmdline`)).split('\0').filter((arg) => arg !== '');
    processes.set(stat.pid, { ...stat, argv });
  }
  return processes;
}

const emptyPart = (): PartMemory => ({ processes: 0, rssMiB: 0, pssMiB: 0 });

/**
 * The stack's processes, with what each one is. Throws when this process does not run under
 * scripts/emulators.sh.
 */
async function stackProcesses(): Promise<{ pid: number; kind: StackPart }[]> {
  const processes = await listProcesses();
  // The chain from this process up to firebase-tools is the benchmark's own; the script at its top is the stack's root.
  const own = new Set<number>();
  let root: number | undefined;
  let belowCli = true;
  for (
    let pid: number | undefined = process.pid;
    pid !== undefined && pid > 1;
    pid = processes.get(pid)?.ppid
  ) {
    const info = processes.get(pid);
    if (info === undefined) break;
    if (info.argv.some((arg) => arg.endsWith('scripts/emulators.sh'))) {
      root = pid;
      break;
    }
    if (classifyStackProcess(info.argv) === 'firebase-cli') belowCli = false;
    if (belowCli) own.add(pid);
  }
  if (root === undefined) throw new Error('The API benchmark must run inside the stack: npm run bench:api.');
  const children = new Map<number, number[]>();
  for (const info of processes.values())
    children.set(info.ppid, [...(children.get(info.ppid) ?? []), info.pid]);
  const stack: { pid: number; kind: StackPart }[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    if (pid !== root && own.has(pid)) continue; // skips this benchmark's whole subtree
    stack.push({ pid, kind: classifyStackProcess((processes.get(pid) as ProcInfo).argv) });
    queue.push(...(children.get(pid) ?? []));
  }
  return stack;
}

async function isApiWorker(pid: number, kind: StackPart): Promise<boolean> {
  return (
    kind === 'function-worker' &&
    /(?:^|\0)FUNCTION_TARGET=api(?:\0|$)/.test(await readOrEmpty(`/proc/${pid}/environ`))
  );
}

/**
 * How many workers serve the `api` function. Cheap enough to call every second while latency is being
 * measured: unlike measureStackMemory it reads no memory maps, whose walk holds each process's memory
 * lock and so stalls the very requests being timed.
 */
export async function countApiWorkers(): Promise<number> {
  let count = 0;
  for (const { pid, kind } of await stackProcesses()) if (await isApiWorker(pid, kind)) count += 1;
  return count;
}

/**
 * Sums RSS (`VmRSS`, which counts shared pages once per process) and PSS (`Pss` of smaps_rollup, which
 * splits them, so the PSS total is what the stack really occupies) over the stack's processes.
 * Throws when this process does not run under scripts/emulators.sh.
 */
export async function measureStackMemory(): Promise<StackMemory> {
  const stack = await stackProcesses();
  const parts: Record<StackPart, PartMemory> = {
    firestore: emptyPart(),
    'firebase-cli': emptyPart(),
    'function-worker': emptyPart(),
    other: emptyPart(),
  };
  const total = emptyPart();
  let apiWorkers = 0;
  for (const { pid, kind } of stack) {
    const rssMiB = readKbField(await readOrEmpty(`/proc/${pid}/status`), 'VmRSS') / 1024;
    const pssMiB = readKbField(await readOrEmpty(`/proc/${pid}/smaps_rollup`), 'Pss') / 1024;
    for (const part of [parts[kind], total]) {
      part.processes += 1;
      part.rssMiB += rssMiB;
      part.pssMiB += pssMiB;
    }
    if (await isApiWorker(pid, kind)) apiWorkers += 1;
  }
  return { total, parts, apiWorkers };
}
