/**
 * What one piece of work costs this process: CPU-seconds (its own threads and the programs it ran),
 * wall time, and peak memory the way a Cloud Run instance counts it — the resident memory of the
 * process and its children, plus the files in its scratch folder, since an instance's /tmp is memory.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseProcStat } from './parse-proc-stat.js';
import { readKbField } from './read-kb-field.js';

/** One measured piece of work. */
export interface Usage {
  wallSec: number;
  cpuSec: number;
  /** Highest resident memory of the process and its children, MiB. */
  peakRssMiB: number;
  /** Largest size the scratch folder reached, MiB. */
  peakScratchMiB: number;
}

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux
const SAMPLE_MS = 40;

async function readOrEmpty(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return '';
  }
}

/** Children's CPU reaches /proc/self/stat only once they have exited; the process's own comes from Node. */
async function cpuSeconds(): Promise<number> {
  const stat = parseProcStat(await readOrEmpty('/proc/self/stat'));
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6 + ((stat?.cutime ?? 0) + (stat?.cstime ?? 0)) / TICKS_PER_SECOND;
}

/** Resident KiB of a process and all its descendants, through /proc/<pid>/task/<pid>/children. */
async function treeRssKiB(pid: number): Promise<number> {
  let total = readKbField(await readOrEmpty(`/proc/${pid}/status`), 'VmRSS');
  const children = (await readOrEmpty(`/proc/${pid}/task/${pid}/children`))
    .trim()
    .split(/\s+/)
    .filter((c) => c !== '');
  for (const child of children) total += await treeRssKiB(Number(child));
  return total;
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0; // removed between listing and reading
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path);
    else
      total += await stat(path).then(
        (s) => s.size,
        () => 0,
      );
  }
  return total;
}

/**
 * Runs `work` and measures it. The peak of this Node process comes from its high-water mark (reset
 * first, so earlier work does not count), which sampling alone would miss while the event loop is busy;
 * children and the scratch folder are sampled every 40 ms, which they are while Node waits on them.
 */
export async function measureUsage<T>(
  work: () => Promise<T>,
  scratchDir: string,
): Promise<{ result: T; usage: Usage }> {
  // Writing 5 to clear_refs resets VmHWM (Linux ≥ 4.0).
  await writeFile('/proc/self/clear_refs', '5').catch(() => undefined);
  const cpuBefore = await cpuSeconds();
  const started = performance.now();
  let peakTreeKiB = 0;
  let peakScratch = 0;
  let sampling = Promise.resolve();
  const sample = async (): Promise<void> => {
    peakTreeKiB = Math.max(peakTreeKiB, await treeRssKiB(process.pid));
    peakScratch = Math.max(peakScratch, await folderBytes(scratchDir));
  };
  const timer = setInterval(() => {
    sampling = sampling.then(sample);
  }, SAMPLE_MS);
  try {
    const result = await work();
    return { result, usage: await finish() };
  } finally {
    clearInterval(timer);
  }

  async function finish(): Promise<Usage> {
    await sampling;
    await sample();
    const wallSec = (performance.now() - started) / 1000;
    const cpuSec = (await cpuSeconds()) - cpuBefore;
    const ownPeakKiB = readKbField(await readOrEmpty('/proc/self/status'), 'VmHWM');
    return {
      wallSec,
      cpuSec,
      peakRssMiB: Math.max(peakTreeKiB, ownPeakKiB) / 1024,
      peakScratchMiB: peakScratch / (1024 * 1024),
    };
  }
}
