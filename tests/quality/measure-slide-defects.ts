/**
 * `tsx tests/quality/measure-slide-defects.ts [paper …]`: reads each corpus paper once (cached as JSON
 * in out/slide-defects/ so planner changes are measured quickly), plans 5 slides with the built-in
 * planner and prints the slide defects per paper and kind, and the story roles the plan tells.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PaperDocument } from '../../functions/src/pipeline/document.js';
import { findSlideDefects, planSlides, SLIDE_DEFECT_KINDS } from '../../functions/src/pipeline/plan/index.js';
import { extractDocument } from '../../functions/src/pipeline/read/index.js';
import { resolveBinaries } from '../../functions/src/pipeline/system/binaries.js';
import { withTempDir } from '../../functions/src/pipeline/system/temp-dir.js';
import { CORPUS_PAPERS, sharedPapersDir } from '../fixtures/index.js';
import { countPlanDefects } from './count-slide-defects.js';

const dir = sharedPapersDir();
if (!dir) {
  console.error('No ../shared/papers beside this checkout: nothing to measure.');
  process.exit(1);
}
const cacheDir = resolve(import.meta.dirname, '../../out/slide-defects');
await mkdir(cacheDir, { recursive: true });
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const verbose = process.argv.includes('--show');
const names = CORPUS_PAPERS.map((paper) => paper.file.replace(/\.pdf$/, '')).filter((name) => wanted.length === 0 || wanted.includes(name));

async function readPaper(name: string): Promise<PaperDocument | undefined> {
  const cached = join(cacheDir, `${name}.json`);
  try {
    return JSON.parse(await readFile(cached, 'utf8')) as PaperDocument;
  } catch {
    try {
      const pdf = new Uint8Array(await readFile(join(dir ?? '', `${name}.pdf`)));
      const document = await withTempDir('slide-defects-', (workDir) => extractDocument(pdf, { workDir, binaries: resolveBinaries() }));
      await writeFile(cached, JSON.stringify(document));
      return document;
    } catch (error) {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}

const header = ['paper', 'total', ...SLIDE_DEFECT_KINDS, 'roles', 'ms'];
console.log(header.join('\t'));
const sums = Object.fromEntries(SLIDE_DEFECT_KINDS.map((kind) => [kind, 0])) as Record<string, number>;
let total = 0;
for (const name of names) {
  const document = await readPaper(name);
  if (!document) continue;
  const started = performance.now();
  const plan = await planSlides(document, { slideCount: 5 });
  const count = countPlanDefects(plan, document.language, performance.now() - started);
  total += count.total;
  for (const kind of SLIDE_DEFECT_KINDS) sums[kind] = (sums[kind] ?? 0) + count.defects[kind];
  console.log([name.slice(0, 28), count.total, ...SLIDE_DEFECT_KINDS.map((kind) => count.defects[kind]), count.roles.join(','), Math.round(count.planMs)].join('\t'));
  if (verbose) for (const defect of findSlideDefects(plan, document.language)) console.log(`    ${defect.slide} ${defect.where}: ${defect.message}`);
}
console.log(['TOTAL', total, ...SLIDE_DEFECT_KINDS.map((kind) => sums[kind])].join('\t'));
