/**
 * The background steps' measured usage (reports/step-usage.json, written by `npm run bench`): the
 * capacity model's input, and the bench report's per-step table.
 */
import { TASK_STAGES, type TaskStage } from '../../functions/src/backend/index.js';
import type { StepsMeasured } from './measure-steps.js';
import type { Usage } from './measure-usage.js';
import { percentile } from './percentile.js';

export interface StepUsageReport {
  date: string;
  node: string;
  slidesPerJob: number;
  papers: Array<StepsMeasured & { file: string }>;
}

/** The usages of one step in one paper's job: one per task (audio has one per slide). */
export function stepTasks(paper: StepsMeasured, step: TaskStage): Usage[] {
  switch (step) {
    case 'audio':
      return paper.audio;
    case 'slides':
      return [paper.slidesStep];
    default:
      return [paper[step]];
  }
}

const peakMiB = (u: Usage): number => u.peakRssMiB + u.peakScratchMiB;
const fixed = (value: number, digits = 2): string => value.toFixed(digits);

/** Markdown lines: a per-step summary over the papers, then one row per paper. */
export function stepUsageTable(report: StepUsageReport): string[] {
  const lines = [
    `### Background steps, per task (${report.papers.length} corpus papers, ${report.slidesPerJob} slides, local voices and planner)`,
    '',
    'Each paper runs through the step handlers in a process of its own, warmed by one job first. CPU-seconds',
    'count the process and the programs it starts (ffmpeg, the voices); peak memory is the resident memory',
    'of both plus the scratch files, which a Cloud Run instance keeps in memory.',
    '',
    '| step (per task) | CPU-s p50 | CPU-s max | wall s p50 | peak memory MiB p50 | peak memory MiB max |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const step of TASK_STAGES) {
    const tasks = report.papers.flatMap((paper) => stepTasks(paper, step));
    const cpu = tasks.map((t) => t.cpuSec);
    const memory = tasks.map(peakMiB);
    lines.push(
      `| ${step === 'audio' ? 'audio (one slide)' : step} | ${fixed(percentile(cpu, 50))} | ${fixed(Math.max(...cpu))} | ${fixed(
        percentile(
          tasks.map((t) => t.wallSec),
          50,
        ),
      )} | ${fixed(percentile(memory, 50), 0)} | ${fixed(Math.max(...memory), 0)} |`,
    );
  }
  lines.push(
    '',
    '| paper | pages | extract CPU-s | plan CPU-s | audio CPU-s (all slides) | slides CPU-s | video CPU-s | job CPU-s | peak MiB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const paper of report.papers) {
    const sums = TASK_STAGES.map((step) => stepTasks(paper, step).reduce((total, t) => total + t.cpuSec, 0));
    const peak = Math.max(...TASK_STAGES.flatMap((step) => stepTasks(paper, step).map(peakMiB)));
    lines.push(
      `| ${paper.file} | ${paper.pages} | ${sums.map((s) => fixed(s)).join(' | ')} | ${fixed(sums.reduce((a, b) => a + b, 0))} | ${fixed(peak, 0)} |`,
    );
  }
  return lines;
}
