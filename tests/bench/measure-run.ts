/**
 * One pipeline run in a process of its own, so its peak memory is its own: prints a JSON line with
 * the stage timings, each stage's CPU-seconds, the video length, the CPU-seconds and the peak
 * resident memory. Used by bench.ts.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runPipeline } from '../../functions/src/pipeline/run-pipeline.js';
import { makeTempDir } from '../../functions/src/pipeline/system/temp-dir.js';
import { rm } from 'node:fs/promises';
import { parseProcStat } from './parse-proc-stat.js';

const [pdfPath, slides = '5', ...flags] = process.argv.slice(2);
if (!pdfPath) throw new Error('usage: measure-run.ts <paper.pdf> [slides] [--no-reveals]');
const outDir = await makeTempDir('bench');

/** CPU-seconds of this process and the programs it ran: unlike wall time, not inflated by other load on the machine. */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const stat = parseProcStat(readFileSync('/proc/self/stat', 'utf8'));
  return (own.user + own.system) / 1e6 + ((stat?.cutime ?? 0) + (stat?.cstime ?? 0)) / 100;
}
try {
  const pdf = await readFile(pdfPath);
  // CPU-seconds per stage, counted from one stage's first progress report to the next's (stages that
  // overlap share theirs; a program's CPU counts once it has exited).
  const stageCpuSec: Record<string, number> = {};
  let current: { stage: string; at: number } | undefined;
  const switchTo = (stage: string | undefined): void => {
    const now = cpuSeconds();
    if (current) stageCpuSec[current.stage] = (stageCpuSec[current.stage] ?? 0) + now - current.at;
    current = stage === undefined ? undefined : { stage, at: now };
  };
  const started = performance.now();
  const result = await runPipeline({
    pdf,
    slideCount: Number(slides),
    reveals: !flags.includes('--no-reveals'),
    videoPath: join(outDir, 'talk.mp4'),
    pptxPath: join(outDir, 'deck.pptx'),
    onProgress: (p) => {
      if (p.stage !== current?.stage) switchTo(p.stage);
    },
  });
  const wallMs = performance.now() - started;
  switchTo(undefined);
  process.stdout.write(
    `${JSON.stringify({
      wallMs,
      timings: result.timings,
      stageCpuSec,
      pages: result.document.pagesRead,
      slides: result.plan.length,
      videoSec: result.video?.durationSec ?? 0,
      maxRssMiB: process.resourceUsage().maxRSS / 1024,
      cpuSec: cpuSeconds(),
    })}\n`,
  );
} finally {
  await rm(outDir, { recursive: true, force: true });
}
