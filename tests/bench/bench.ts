/**
 * `npm run bench`: speed and memory of the engine on this machine, written as a table to
 * reports/bench.md. Targets come from the engine issue; a benchmark reports, it does not fail.
 *
 * - end to end: attention_is_all_you_need.pdf (15 pages) at 5 slides, local voices — target ≤ 20 s
 * - reading: ms per page over the text papers — target ≤ 100 ms/page
 * - drawing: ms per slide — target ≤ 250 ms/slide
 * - encoding: seconds of video per second of encoding — target ≥ 50× real time (constant frame rate; bench:encode compares recipes)
 * - peak memory of a whole run on the 102-page paper — target < 1 GiB
 * - end to end on a ~10-page paper — the engine issue's yardstick of about 4 s
 * - re-render after a one-slide edit (script and a bullet) with the run's cache: scripts spoken and
 *   video units encoded again, and the time against the first run's (measure-edit.ts)
 * - each background step's CPU-seconds and peak memory per job over the corpus (measure-steps.ts),
 *   also written to reports/step-usage.json, the input of the capacity model (`npm run capacity`)
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { extractDocument } from '../../functions/src/pipeline/read/index.js';
import { resolveBinaries } from '../../functions/src/pipeline/system/binaries.js';
import { makeTempDir } from '../../functions/src/pipeline/system/temp-dir.js';
import { CORPUS_PAPERS, sharedPapersDir } from '../fixtures/index.js';
import type { StepsMeasured } from './measure-steps.js';
import { stepUsageTable, type StepUsageReport } from './step-usage.js';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const dir = sharedPapersDir();
if (!dir) {
  console.error('The benchmark reads ../shared/papers, which is not beside this checkout.');
  process.exit(1);
}

interface Measured {
  wallMs: number;
  timings: Record<string, number>;
  pages: number;
  slides: number;
  videoSec: number;
  maxRssMiB: number;
  cpuSec: number;
}

async function measureRun(file: string, slides = 5): Promise<Measured> {
  const { stdout } = await run(
    process.execPath,
    // Plain node on the built engine, as deployed (see measure-run.ts).
    [join(root, 'tests/bench/measure-run.ts'), join(dir as string, file), String(slides)],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Measured;
}

async function measureSteps(file: string, slides = 5): Promise<StepsMeasured> {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'tests/bench/measure-steps.ts'),
      join(dir as string, file),
      String(slides),
    ],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as StepsMeasured;
}

const rows: string[][] = [];
const add = (what: string, measured: string, target: string, ok: boolean): void => {
  rows.push([what, measured, target, ok ? 'met' : 'NOT met']);
  process.stderr.write(`${what}: ${measured} (target ${target})\n`);
};

// Reading, in this process, warm: what the read stage costs per page. One read first loads pdfjs,
// its fonts and the JIT, which a long-running server or a second paper never pays again.
const binaries = resolveBinaries();
const warmDir = await makeTempDir('bench-warm');
await extractDocument(await readFile(join(dir, 'phoenix_paludosa_phytochemistry.pdf')), {
  workDir: warmDir,
  binaries,
});
await rm(warmDir, { recursive: true, force: true });
let pages = 0;
let readMs = 0;
const perPaper: string[] = [];
for (const paper of CORPUS_PAPERS.filter((p) => p.expect === 'video')) {
  const workDir = await makeTempDir('bench-read');
  try {
    const pdf = await readFile(join(dir, paper.file));
    const started = performance.now();
    const document = await extractDocument(pdf, { workDir, binaries, password: paper.password });
    const ms = performance.now() - started;
    pages += document.pagesRead;
    readMs += ms;
    perPaper.push(`${paper.file}: ${(ms / document.pagesRead).toFixed(0)} ms/page`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
add(
  'Reading (all text papers, warm)',
  `${(readMs / pages).toFixed(0)} ms/page over ${pages} pages`,
  '≤ 100 ms/page',
  readMs / pages <= 100,
);

// End to end, in a fresh process, twice; the better of two runs is what a warm machine does.
const e2e = [
  await measureRun('attention_is_all_you_need.pdf'),
  await measureRun('attention_is_all_you_need.pdf'),
];
const best = e2e.reduce((a, b) => (a.wallMs <= b.wallMs ? a : b));
add(
  'End to end, Attention (15 pages), 5 slides',
  `${(best.wallMs / 1000).toFixed(1)} s (other run ${(Math.max(...e2e.map((r) => r.wallMs)) / 1000).toFixed(1)} s), ${best.videoSec.toFixed(0)} s of video`,
  '≤ 20 s',
  best.wallMs <= 20_000,
);
const stageList = Object.entries(best.timings)
  .map(([stage, ms]) => `${stage} ${(ms / 1000).toFixed(2)} s`)
  .join(', ');
const drawMs = (best.timings['draw'] ?? 0) / best.slides;
add('Drawing', `${drawMs.toFixed(0)} ms/slide`, '≤ 250 ms/slide', drawMs <= 250);
const speed = best.videoSec / ((best.timings['render'] ?? 1) / 1000);
add('Encoding', `${speed.toFixed(0)}× real time`, '≥ 50×', speed >= 50);

// The yardstick: a paper of about ten pages, end to end.
const gan = [
  await measureRun('generative_adversarial_nets.pdf'),
  await measureRun('generative_adversarial_nets.pdf'),
];
const ganBest = gan.reduce((a, b) => (a.wallMs <= b.wallMs ? a : b));
add(
  `End to end, GAN (${ganBest.pages} pages), 5 slides`,
  `${(ganBest.wallMs / 1000).toFixed(1)} s, ${ganBest.cpuSec.toFixed(1)} CPU-s (other run ${(Math.max(...gan.map((r) => r.wallMs)) / 1000).toFixed(1)} s)`,
  '≈ 4 s',
  ganBest.wallMs <= 4_000,
);

// Re-render after a one-slide edit: only the edited slide is spoken again, only its pictures encoded.
const { stdout: editOut } = await run(
  process.execPath,
  [
    '--import',
    'tsx',
    join(root, 'tests/bench/measure-edit.ts'),
    join(dir, 'attention_is_all_you_need.pdf'),
    '5',
  ],
  {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  },
);
const edit = JSON.parse(editOut.trim().split('\n').pop() ?? '{}') as {
  slides: number;
  first: { wallMs: number; cpuSec: number; encodedUnits: number };
  edit: { wallMs: number; cpuSec: number; spoken: number; encodedUnits: number };
};
add(
  'Re-render after a one-slide edit, Attention, 5 slides',
  `${(edit.edit.wallMs / 1000).toFixed(1)} s, ${edit.edit.cpuSec.toFixed(1)} CPU-s (first run ${(edit.first.wallMs / 1000).toFixed(1)} s, ${edit.first.cpuSec.toFixed(1)} CPU-s); ` +
    `${edit.edit.spoken} of ${edit.slides} scripts spoken, ${edit.edit.encodedUnits} of ${edit.first.encodedUnits} video units encoded`,
  'only the edited slide redone',
  edit.edit.spoken === 1,
);

// Memory on the longest paper.
const long = await measureRun('self_normalizing_neural_networks.pdf');
add(
  'Peak memory, 102-page paper, whole run',
  `${long.maxRssMiB.toFixed(0)} MiB (${(long.wallMs / 1000).toFixed(1)} s)`,
  '< 1024 MiB',
  long.maxRssMiB < 1024,
);

// The background steps, one corpus paper per process, as the step functions run them.
const stepPapers: StepUsageReport['papers'] = [];
for (const paper of CORPUS_PAPERS.filter((p) => p.expect === 'video' && p.password === undefined)) {
  const measured = await measureSteps(paper.file);
  stepPapers.push({ file: paper.file, ...measured });
  process.stderr.write(
    `steps ${paper.file}: extract ${measured.extract.cpuSec.toFixed(2)} CPU-s, video ${measured.video.cpuSec.toFixed(2)} CPU-s\n`,
  );
}
const stepReport: StepUsageReport = {
  date: new Date().toISOString().slice(0, 10),
  node: process.versions.node,
  slidesPerJob: 5,
  papers: stepPapers,
};
await mkdir(join(root, 'reports'), { recursive: true });
await writeFile(join(root, 'reports/step-usage.json'), `${JSON.stringify(stepReport, null, 1)}\n`);

const table = [
  '| measure | result | target | |',
  '| --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
];
const report = [
  '# Benchmark',
  '',
  `\`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, local voices, 2 cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end (wall times grow with other load; CPU-seconds much less).`,
  '',
  ...table,
  '',
  `Stages of the best end-to-end run: ${stageList}.`,
  '',
  ...stepUsageTable(stepReport),
  '',
  'Reading per paper:',
  ...perPaper.map((line) => `- ${line}`),
  '',
].join('\n');
await mkdir(join(root, 'reports'), { recursive: true });
await writeFile(join(root, 'reports/bench.md'), report);
process.stdout.write(`${report}\n`);
