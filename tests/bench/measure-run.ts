/**
 * One pipeline run in a process of its own, so its peak memory is its own: prints a JSON line with
 * the stage timings, the video length, the CPU-seconds and the peak resident memory. Used by bench.ts.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runPipeline } from '../../functions/src/pipeline/run-pipeline.js';
import { makeTempDir } from '../../functions/src/pipeline/system/temp-dir.js';
import { rm } from 'node:fs/promises';
import { parseProcStat } from './parse-proc-stat.js';

const [pdfPath, slides = '5'] = process.argv.slice(2);
if (!pdfPath) throw new Error('usage: measure-run.ts <paper.pdf> [slides]');
const outDir = await makeTempDir('bench');

/** CPU-seconds of this process and the programs it ran: unlike wall time, not inflated by other load on the machine. */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const stat = parseProcStat(readFileSync('/proc/self/stat', 'utf8'));
  return (own.user + own.system) / 1e6 + ((stat?.cutime ?? 0) + (stat?.cstime ?? 0)) / 100;
}
try {
  const pdf = await readFile(pdfPath);
  const started = performance.now();
  const result = await runPipeline({ pdf, slideCount: Number(slides), videoPath: join(outDir, 'talk.mp4'), pptxPath: join(outDir, 'deck.pptx') });
  const wallMs = performance.now() - started;
  process.stdout.write(
    `${JSON.stringify({
      wallMs,
      timings: result.timings,
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
