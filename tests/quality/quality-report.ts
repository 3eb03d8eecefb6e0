/**
 * `npm run quality`: reads every corpus paper that has annotations (tests/quality/annotations) and
 * writes reports/quality.md: per paper, figure and table precision and recall against the annotated
 * boxes (label, page, IoU ≥ 0.8, as PDFFigures 2.0 scores), crops holding two numbered figures, table
 * crops missing part of their table, and reading time per page; then the debris left in the body text
 * (count-debris.ts), and the talk the built-in planner makes of each paper: its slide defects, the
 * story roles it covers and how well its figures fit its slides (count-slide-defects.ts). Pass paper
 * names to read only those (the report then covers only them). With `--wer` (every local voice) or
 * `--wer=sully,mark`, it also has each local voice read every English talk's narration and reports
 * pocketsphinx's word error rate per voice (narration-wer.ts; about 45 s per paper and voice).
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PaperDocument } from '../../functions/src/pipeline/document.js';
import { extractDocument } from '../../functions/src/pipeline/read/index.js';
import { resolveBinaries } from '../../functions/src/pipeline/system/binaries.js';
import { CORPUS_PAPERS, sharedPapersDir } from '../fixtures/index.js';
import { countDebris, DEBRIS_KINDS, type DebrisCounts } from './count-debris.js';
import { countSlideDefects, STORY_ROLES, type SlideDefectCount } from './count-slide-defects.js';
import {
  addScores,
  precisionRecall,
  scoreFigures,
  type FigureScore,
  type LabelledBox,
} from './score-figures.js';
import { SLIDE_DEFECT_KINDS } from '../../functions/src/pipeline/plan/index.js';
import { outlineFor } from '../../functions/src/pipeline/plan/outline-for.js';
import { countWords, spokenLanguage } from '../../functions/src/pipeline/text/index.js';
import { VOICE_IDS, type VoiceId } from '../../functions/src/shared/voices.js';
import { SLIDE_COUNT } from '../../functions/src/shared/settings.js';
import type { SlidesPlan } from '../../functions/src/shared/slide-plan.js';
import { median, narrationWer, werUnavailable } from './narration-wer.js';

interface Annotations {
  paper: string;
  note?: string;
  figures: LabelledBox[];
}

interface PaperResult {
  file: string;
  pages: number;
  ms: number;
  figures: FigureScore;
  tables: FigureScore;
  document: PaperDocument;
  debris: DebrisCounts;
  talk: SlideDefectCount;
  /** The talk asked for at the most slides (`LONG_TALK`). */
  longTalk: SlideDefectCount;
  /** Word error rate (%) of each slide's narration per measured voice (English talks only). */
  wer: Partial<Record<VoiceId, number[]>>;
  /** Words in each slide's narration (characters for Chinese). */
  scriptWords: number[];
  note: string | undefined;
}

const root = resolve(import.meta.dirname, '../..');
const LONG_TALK = SLIDE_COUNT.max;
const dir = sharedPapersDir();
if (!dir) {
  console.error('No ../shared/papers beside this checkout: nothing to score.');
  process.exit(1);
}
const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const werFlag = args.find((arg) => arg === '--wer' || arg.startsWith('--wer='));
const werVoices: VoiceId[] =
  werFlag === undefined
    ? []
    : werFlag === '--wer'
      ? [...VOICE_IDS]
      : werFlag
          .slice('--wer='.length)
          .split(',')
          .filter((v): v is VoiceId => (VOICE_IDS as readonly string[]).includes(v));
if (werFlag !== undefined && werVoices.length === 0) {
  console.error(`--wer= takes voice ids from ${VOICE_IDS.join(', ')}.`);
  process.exit(1);
}
const werProblem = werVoices.length > 0 ? werUnavailable() : undefined;
if (werProblem !== undefined) {
  console.error(werProblem);
  process.exit(1);
}
const annotationDir = join(import.meta.dirname, 'annotations');
const annotationFiles = (await readdir(annotationDir)).filter((f) => f.endsWith('.json')).sort();
const binaries = resolveBinaries();
const workRoot = await mkdtemp(join(tmpdir(), 'lectern-quality-'));

const isTable = (label: string): boolean => /^(tab|表)/i.test(label.trim());
const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;
const ratio = (score: FigureScore): string => {
  if (score.annotated === 0 && score.detected === 0) return '–';
  const { precision, recall } = precisionRecall(score);
  return `${percent(precision)} / ${percent(recall)} (${score.correct} of ${score.annotated}, ${score.detected} found)`;
};

const results: PaperResult[] = [];
try {
  // One read first loads pdfjs and the fonts, so no paper's time includes that.
  const warm = join(workRoot, 'warm');
  await mkdir(warm);
  await extractDocument(await readFile(join(dir, 'phoenix_paludosa_phytochemistry.pdf')), {
    workDir: warm,
    binaries,
  });
  for (const file of annotationFiles) {
    const annotations = JSON.parse(await readFile(join(annotationDir, file), 'utf8')) as Annotations;
    if (only.length > 0 && !only.some((name) => annotations.paper.includes(name))) continue;
    const paper = CORPUS_PAPERS.find((p) => p.file === annotations.paper);
    const workDir = join(workRoot, file.replace(/\.json$/, ''));
    await mkdir(workDir);
    process.stderr.write(`${annotations.paper} … `);
    const started = performance.now();
    const document = await extractDocument(await readFile(join(dir, annotations.paper)), {
      workDir,
      binaries,
      password: paper?.password,
    });
    const ms = performance.now() - started;
    const detected: LabelledBox[] = document.figures.map((f) => ({ label: f.id, page: f.page, box: f.box }));
    const truth = annotations.figures;
    const figures = scoreFigures(
      truth.filter((t) => !isTable(t.label)),
      detected.filter((d) => !isTable(d.label)),
    );
    const tables = scoreFigures(
      truth.filter((t) => isTable(t.label)),
      detected.filter((d) => isTable(d.label)),
    );
    const talk = await countSlideDefects(document, { slideCount: 5 });
    const longTalk = await countSlideDefects(document, { slideCount: LONG_TALK });
    // Chinese narration is measured in characters, as the planner and the defect finder measure it.
    const scriptWords = talk.plan.map((slide) => countWords(slide.voiceover_script, document.language));
    const wer: Partial<Record<VoiceId, number[]>> = {};
    if (spokenLanguage(document.language) === 'en') {
      for (const voice of werVoices) wer[voice] = await narrationWer(talk.plan, voice, binaries, workDir);
    }
    results.push({
      file: annotations.paper,
      pages: document.pagesRead,
      ms,
      figures,
      tables,
      document,
      debris: countDebris(document),
      talk,
      longTalk,
      scriptWords,
      wer,
      note: annotations.note,
    });
    process.stderr.write(`${(ms / document.pagesRead).toFixed(0)} ms/page\n`);
  }
} finally {
  await rm(workRoot, { recursive: true, force: true });
}

const figures = addScores(results.map((r) => r.figures));
const tables = addScores(results.map((r) => r.tables));
const all = addScores([figures, tables]);
const pages = results.reduce((n, r) => n + r.pages, 0);
const ms = results.reduce((n, r) => n + r.ms, 0);
const overall = precisionRecall(all);

const lines: string[] = [
  '# Read quality',
  '',
  'Written by `npm run quality` (tests/quality/quality-report.ts). Figures and tables are scored against the',
  'annotations in tests/quality/annotations as PDFFigures 2.0 scores them: a detection is right when its label and',
  'page match an annotation and the boxes overlap with IoU ≥ 0.8. Cells read precision / recall.',
  '',
  '## Figures and tables',
  '',
  '| paper | pages | figures P / R | tables P / R | two figures in one crop | tables cut | ms/page |',
  '| --- | ---: | --- | --- | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.file} | ${r.pages} | ${ratio(r.figures)} | ${ratio(r.tables)} | ${r.figures.merged + r.tables.merged} | ${r.tables.incompleteTables} | ${(r.ms / r.pages).toFixed(0)} |`,
  ),
  `| **all** | ${pages} | ${ratio(figures)} | ${ratio(tables)} | ${all.merged} | ${all.incompleteTables} | ${(ms / Math.max(1, pages)).toFixed(0)} |`,
  '',
  `Overall: precision ${percent(overall.precision)} (goal ≥ 94 %), recall ${percent(overall.recall)} (goal ≥ 90 %), ` +
    `${all.merged} crop${all.merged === 1 ? '' : 's'} holding two numbered figures (goal 0), ` +
    `${all.incompleteTables} table crop${all.incompleteTables === 1 ? '' : 's'} missing part of the table (goal 0).`,
  '',
  '### What was missed or wrong',
  '',
  ...(all.misses.length === 0
    ? ['Nothing.']
    : results.flatMap((r) => [...r.figures.misses, ...r.tables.misses].map((m) => `- ${r.file}: ${m}`))),
  '',
  ...results.filter((r) => r.note).map((r) => `- Note on ${r.file}: ${r.note ?? ''}`),
  '',
  '## Debris in the body text',
  '',
  'Counts of each kind left in the body text the planners read (tests/quality/count-debris.ts); goal 0.',
  '',
  `| paper | ${DEBRIS_KINDS.join(' | ')} |`,
  `| --- | ${DEBRIS_KINDS.map(() => '---:').join(' | ')} |`,
  ...results.map((r) => `| ${r.file} | ${DEBRIS_KINDS.map((kind) => r.debris[kind]).join(' | ')} |`),
  `| **all** | ${DEBRIS_KINDS.map((kind) => results.reduce((n, r) => n + r.debris[kind], 0)).join(' | ')} |`,
  '',
  '## The talk (built-in planner, 5 slides)',
  '',
  'Slide defects of each kind (functions/src/pipeline/plan/find-slide-defects.ts; goal 0), the story roles the',
  `plan covers (goal: all of ${STORY_ROLES.join(', ')}), narration words per slide (goal 70–140; Chinese in characters, goal 150–300),`,
  'figure fit and planning time. Figure fit (functions/src/pipeline/plan/figure-fit.ts) reads "slides showing a fitting',
  'figure / the most slides that could each show a different fitting figure of the paper": a figure fits a slide when its',
  'kind suits the slide (no results table on the problem slide, no results on the method slide, no architecture figure on',
  "a results slide, no figure on the title slide) and its caption and citing sentences share the slide's distinctive terms",
  "nearly as much as the paper's best figure for that slide. Misfits are slides showing a figure that does not fit (goal 0).",
  '',
  `| paper | defects | ${SLIDE_DEFECT_KINDS.join(' | ')} | roles | words per slide | figure fit | misfits | plan ms |`,
  `| --- | ---: | ${SLIDE_DEFECT_KINDS.map(() => '---:').join(' | ')} | --- | --- | ---: | ---: | ---: |`,
  ...results.map(
    (r) =>
      `| ${r.file} | ${r.talk.total} | ${SLIDE_DEFECT_KINDS.map((kind) => r.talk.defects[kind]).join(' | ')} | ${r.talk.roles.join(', ')} | ${r.scriptWords.join(', ')} | ` +
      `${r.talk.figureFit.fitting} / ${r.talk.figureFit.possible} | ${r.talk.figureFit.misfits.length} | ${r.talk.planMs.toFixed(0)} |`,
  ),
  `| **all** | ${results.reduce((n, r) => n + r.talk.total, 0)} | ${SLIDE_DEFECT_KINDS.map((kind) => results.reduce((n, r) => n + r.talk.defects[kind], 0)).join(' | ')} | ` +
    `${results.filter((r) => STORY_ROLES.every((role) => r.talk.roles.includes(role))).length} of ${results.length} with every role | | ` +
    `${results.reduce((n, r) => n + r.talk.figureFit.fitting, 0)} / ${results.reduce((n, r) => n + r.talk.figureFit.possible, 0)} | ` +
    `${results.reduce((n, r) => n + r.talk.figureFit.misfits.length, 0)} | |`,
  '',
  ...results.flatMap((r) => r.talk.figureFit.misfits.map((m) => `- Misfit in ${r.file}: ${m}`)),
  ...longTalkSection(),
  ...werSection(),
];

/**
 * The talks asked for at the most slides the web app offers: slides beyond the five of the story add
 * depth or are left out (a short paper gets fewer), and their titles are here to be read.
 */
function longTalkSection(): string[] {
  return [
    `## Longer talks (built-in planner, ${LONG_TALK} slides asked)`,
    '',
    'Slides made, their defects (same finder and goal), and the titles of the slides beyond the five of the story,',
    'which must add depth rather than fill (second method or results slide, further findings).',
    '',
    '| paper | slides | defects | added slides |',
    '| --- | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.file} | ${r.longTalk.plan.length} | ${r.longTalk.total} | ${addedTitles(r.longTalk.plan).join(' · ')} |`,
    ),
    `| **all** | ${results.reduce((n, r) => n + r.longTalk.plan.length, 0)} | ${results.reduce((n, r) => n + r.longTalk.total, 0)} | |`,
    '',
  ];
}

/** The titles of a longer talk's slides whose part (outline-for.ts) the five-slide talk does not have. */
function addedTitles(plan: SlidesPlan): string[] {
  // A short paper's findings and takeaway may share one slide: still the story, nothing added.
  const story = new Set([...outlineFor(5), ...outlineFor(4)]);
  const roles = outlineFor(plan.length);
  return plan
    .filter((_, index) => !story.has(roles[index] ?? 'details'))
    .map((slide) => `"${slide.slide_title}"`);
}

/** The word error rate table, when `--wer` asked for it. */
function werSection(): string[] {
  if (werVoices.length === 0) return [];
  const measured = results.filter((r) => Object.keys(r.wer).length > 0);
  const cell = (rates: readonly number[] | undefined): string =>
    rates === undefined || rates.length === 0 ? '–' : `${median(rates).toFixed(1)} %`;
  return [
    '## Narration heard by a recogniser (`--wer`)',
    '',
    'Median word error rate of pocketsphinx transcribing each local voice reading the talk above, slide by slide, after',
    'the speech normaliser (tests/quality/narration-wer.ts; digits spelled out in the reference). pocketsphinx is a weak',
    'listener: compare voices and changes, do not quote it as what a person hears. Goal ≤ 12 % median per voice.',
    '',
    `| paper | ${werVoices.join(' | ')} |`,
    `| --- | ${werVoices.map(() => '---:').join(' | ')} |`,
    ...measured.map((r) => `| ${r.file} | ${werVoices.map((voice) => cell(r.wer[voice])).join(' | ')} |`),
    `| **median of all slides** | ${werVoices.map((voice) => cell(measured.flatMap((r) => r.wer[voice] ?? []))).join(' | ')} |`,
    '',
  ];
}

await mkdir(join(root, 'reports'), { recursive: true });
await writeFile(join(root, 'reports/quality.md'), lines.join('\n'));
console.log(lines.join('\n'));
