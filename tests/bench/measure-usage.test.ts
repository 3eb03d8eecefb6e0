import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { measureUsage } from './measure-usage.js';

const run = promisify(execFile);

describe('measureUsage', () => {
  it('counts the CPU of a program the work runs, and the scratch files it leaves', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'lectern-usage-test-'));
    try {
      const { usage } = await measureUsage(async () => {
        // A child that spins, with 6 MiB in the scratch folder meanwhile.
        await writeFile(join(scratch, 'clip.bin'), Buffer.alloc(6 * 1024 * 1024, 1));
        // It spins until it has used half a CPU-second, however fast the machine's CPU is.
        await run(process.execPath, [
          '-e',
          'while (process.cpuUsage().user + process.cpuUsage().system < 500_000);',
        ]);
      }, scratch);
      // The child alone spends half a CPU-second; this Node process much less.
      expect(usage.cpuSec).toBeGreaterThan(0.5);
      expect(usage.cpuSec).toBeLessThan(usage.wallSec * 2 + 0.5);
      expect(usage.peakScratchMiB).toBeGreaterThanOrEqual(6);
      // At least this Node process itself is resident.
      expect(usage.peakRssMiB).toBeGreaterThan(20);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
