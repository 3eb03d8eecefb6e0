/**
 * Prints, for each readable paper in ../shared/papers, how much debris its body text still holds
 * (see count-debris.ts) and the reading time per page. Run: `bash scripts/with-node.sh npx tsx tests/quality/debris-report.ts`.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { extractDocument } from '../../functions/src/pipeline/read/index.js';
import { resolveBinaries } from '../../functions/src/pipeline/system/binaries.js';
import { makeTempDir } from '../../functions/src/pipeline/system/temp-dir.js';
import { CORPUS_PAPERS, sharedPapersDir } from '../fixtures/index.js';
import { countDebris, DEBRIS_KINDS, type DebrisCounts } from './count-debris.js';

const dir = sharedPapersDir();
if (!dir) {
  console.error('The debris report reads ../shared/papers, which is not beside this checkout.');
  process.exit(1);
}
const binaries = resolveBinaries();
const totals = Object.fromEntries(DEBRIS_KINDS.map((kind) => [kind, 0])) as DebrisCounts;
const rows: string[][] = [];
let pages = 0;
let readMs = 0;
for (const paper of CORPUS_PAPERS.filter((p) => p.expect === 'video' || p.expect === 'recovered')) {
  const workDir = await makeTempDir('debris');
  try {
    const pdf = await readFile(join(dir, paper.file));
    const started = performance.now();
    const document = await extractDocument(pdf, { workDir, binaries, password: paper.password });
    readMs += performance.now() - started;
    pages += document.pagesRead;
    const counts = countDebris(document);
    for (const kind of DEBRIS_KINDS) totals[kind] += counts[kind];
    rows.push([paper.file.replace(/\.pdf$/, '').slice(0, 28), ...DEBRIS_KINDS.map((kind) => String(counts[kind]))]);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
rows.push(['total', ...DEBRIS_KINDS.map((kind) => String(totals[kind]))]);
const header = ['paper', ...DEBRIS_KINDS.map((kind) => kind.replace(/[a-z]+/g, (w) => w.slice(0, 4)))];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '));
console.log(`reading: ${(readMs / pages).toFixed(0)} ms/page over ${pages} pages (cold start included)`);
