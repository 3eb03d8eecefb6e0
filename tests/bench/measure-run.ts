/**
 * One pipeline run in a process of its own, so its peak memory is its own: prints a JSON line with
 * the stage timings, each stage's CPU-seconds, the video length, the CPU-seconds and the peak
 * resident memory. Used by bench.ts, which runs it with plain node on the built engine
 * (functions/lib, `npm run build`): the code a deployment and the `lectern` command run, without the
 * on-the-fly compiling of a TypeScript loader, which cost the run 1–3 CPU-seconds of its own.
 */
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseProcStat } from './parse-proc-stat.ts';

type Engine = typeof import('../../functions/src/pipeline/run-pipeline.js') &
  typeof import('../../functions/src/pipeline/system/temp-dir.js');
const lib = resolve(import.meta.dirname, '../../functions/lib/pipeline');
const { runPipeline } = (await import(pathToFileURL(join(lib, 'run-pipeline.js')).href)) as Engine;
const { makeTempDir } = (await import(pathToFileURL(join(lib, 'system/temp-dir.js')).href)) as Engine;

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
