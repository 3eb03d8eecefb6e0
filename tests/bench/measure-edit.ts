/**
 * Re-render after a one-slide edit, in a process of its own: runs the engine on a paper with a cache
 * folder, changes one slide's script, and renders the edited plan again with the same cache. Prints a
 * JSON line with both runs' wall and CPU times, how many scripts each spoke and how many video units
 * each encoded. Used by bench.ts.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { runPipeline } from '../../functions/src/pipeline/run-pipeline.js';
import { createLocalSynthesizer } from '../../functions/src/pipeline/speech/index.js';
import type { SpeechSynthesizer } from '../../functions/src/pipeline/speech/speech-synthesizer.js';
import { resolveBinaries } from '../../functions/src/pipeline/system/binaries.js';
import { makeTempDir } from '../../functions/src/pipeline/system/temp-dir.js';
import { parseProcStat } from './parse-proc-stat.js';

const [pdfPath, slides = '5'] = process.argv.slice(2);
if (!pdfPath) throw new Error('usage: measure-edit.ts <paper.pdf> [slides]');

/** CPU-seconds of this process and the programs it ran. */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const stat = parseProcStat(readFileSync('/proc/self/stat', 'utf8'));
  return (own.user + own.system) / 1e6 + ((stat?.cutime ?? 0) + (stat?.cstime ?? 0)) / 100;
}

const outDir = await makeTempDir('bench-edit');
const cacheDir = join(outDir, 'cache');
const local = createLocalSynthesizer(resolveBinaries());
let spoken = 0;
const synthesizer: SpeechSynthesizer = {
  name: local.name,
  synthesize: (request) => {
    spoken += 1;
    return local.synthesize(request);
  },
};
const units = async (): Promise<number> =>
  (await readdir(join(cacheDir, 'units')).catch(() => [])).filter((name) => name.endsWith('.units')).length;

async function measured(plan: unknown): Promise<{
  wallMs: number;
  cpuSec: number;
  spoken: number;
  encodedUnits: number;
  timings: Record<string, number>;
  plan: unknown;
}> {
  const [cpuBefore, spokenBefore, unitsBefore] = [cpuSeconds(), spoken, await units()];
  const started = performance.now();
  const result = await runPipeline({
    pdf,
    slideCount: Number(slides),
    plan,
    videoPath: join(outDir, 'talk.mp4'),
    cacheDir,
    synthesizer,
  });
  return {
    wallMs: performance.now() - started,
    cpuSec: cpuSeconds() - cpuBefore,
    spoken: spoken - spokenBefore,
    encodedUnits: (await units()) - unitsBefore,
    timings: result.timings,
    plan: result.plan,
  };
}

const pdf = await readFile(pdfPath);
try {
  const first = await measured(undefined);
  const plan = first.plan as Array<{ voiceover_script: string; bullet_points: string[] }>;
  // The user rewrites one slide's script and its first bullet: a new sentence, a changed bullet.
  const edited = plan.map((slide, index) =>
    index === 2
      ? {
          ...slide,
          voiceover_script: `${slide.voiceover_script} This point matters most.`,
          bullet_points: slide.bullet_points.map((b, k) => (k === 0 ? `${b}, clearly` : b)),
        }
      : slide,
  );
  const second = await measured(edited);
  process.stdout.write(
    `${JSON.stringify({ slides: plan.length, first: { ...first, plan: undefined }, edit: { ...second, plan: undefined } })}\n`,
  );
} finally {
  await rm(outDir, { recursive: true, force: true });
}
