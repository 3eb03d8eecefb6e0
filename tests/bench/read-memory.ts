/**
 * Peak memory of reading an inflating PDF ("decompression bomb"): each size is read in a fresh Node
 * process (the upload's door check, then the read stage), which reports its peak resident memory and
 * how reading ended. `npx tsx tests/bench/read-memory.ts [MiB …]` (default 256).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeInflatingPdf } from '../fixtures/make-inflating-pdf.js';

const MIB = 1024 * 1024;

if (process.argv[2] === '--child') {
  const [, , , path] = process.argv;
  const { readFile } = await import('node:fs/promises');
  const { extractDocument, inspectPdf, resolveBinaries } =
    await import('../../functions/src/pipeline/index.js');
  const bytes = new Uint8Array(await readFile(path!));
  const binaries = resolveBinaries();
  const before = process.memoryUsage().rss;
  const started = process.cpuUsage();
  const outcome: Record<string, string> = {};
  for (const [name, read] of [
    ['door check', () => inspectPdf(bytes, { binaries })],
    [
      'read stage',
      () => extractDocument(bytes, { binaries, workDir: mkdtempSync(join(tmpdir(), 'read-memory-')) }),
    ],
  ] as const) {
    try {
      await read();
      outcome[name] = 'read';
    } catch (error) {
      outcome[name] = error instanceof Error ? error.message : String(error);
    }
  }
  const cpu = process.cpuUsage(started);
  console.log(
    JSON.stringify({
      rssBeforeMiB: before / MIB,
      peakRssMiB: (process.resourceUsage().maxRSS * 1024) / MIB,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      outcome,
    }),
  );
} else {
  const sizes = process.argv.slice(2).map(Number);
  const dir = mkdtempSync(join(tmpdir(), 'inflating-'));
  try {
    console.log(
      '| decoded | file | RSS before reading | peak RSS | CPU-s | door check | read stage |\n| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const mib of sizes.length > 0 ? sizes : [256]) {
      const pdf = makeInflatingPdf({ decodedBytes: mib * MIB });
      const path = join(dir, `inflating-${mib}.pdf`);
      writeFileSync(path, pdf);
      const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, '--child', path], {
        encoding: 'utf8',
        maxBuffer: 16 * MIB,
      });
      const result = JSON.parse(out.trim().split('\n').pop()!) as {
        rssBeforeMiB: number;
        peakRssMiB: number;
        cpuSeconds: number;
        outcome: Record<string, string>;
      };
      console.log(
        `| ${mib} MiB | ${(pdf.length / 1024).toFixed(0)} KB | ${result.rssBeforeMiB.toFixed(0)} MiB | ${result.peakRssMiB.toFixed(0)} MiB | ${result.cpuSeconds.toFixed(1)} | ${result.outcome['door check']} | ${result.outcome['read stage']} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
