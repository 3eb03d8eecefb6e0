/**
 * Shows pipeline progress on the terminal: one bar per stage that redraws itself in place, and a
 * finished line per stage with its time. When the output is not a terminal (CI, a log file) it prints
 * plain lines instead, because carriage returns would turn a log into noise.
 */
import { STAGE_LABELS, type StageName, type StageProgress } from '../pipeline/progress.js';

const BAR_WIDTH = 28;
const UNITS: Record<StageName, string> = {
  read: 'pages',
  plan: 'steps',
  speak: 'slides',
  draw: 'slides',
  export: 'files',
  render: 'seconds',
};

/** Draws a bar such as `[##########----------]`. @internal */
export function formatBar(done: number, total: number, width = BAR_WIDTH): string {
  const fraction = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  const filled = Math.round(fraction * width);
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}]`;
}

/** One progress line for a stage. @internal */
export function formatProgressLine(progress: StageProgress & { overall: number }): string {
  const label = STAGE_LABELS[progress.stage].padEnd(24);
  const count =
    progress.total > 1
      ? ` ${Math.floor(progress.done)}/${Math.round(progress.total)} ${UNITS[progress.stage]}`
      : '';
  return `${label} ${formatBar(progress.done, progress.total)} ${progress.overall.toFixed(0).padStart(3)}%${count}`;
}

/** @internal */
export interface ProgressDisplay {
  update(progress: StageProgress & { overall: number }): void;
  /** Ends the current line (before printing anything else). */
  finish(): void;
}

/** @internal */
export function createProgressDisplay(
  stream: NodeJS.WriteStream,
  options: { quiet: boolean },
): ProgressDisplay {
  let current: StageName | undefined;
  let started = 0;
  let lastDraw = 0;
  let lastLine = '';
  const interactive = stream.isTTY === true;

  const closeStage = (): void => {
    if (current === undefined) return;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const line = `✓ ${STAGE_LABELS[current]} (${seconds} s)`;
    if (interactive) stream.write(`\r\x1b[2K${line}\n`);
    else stream.write(`${line}\n`);
    current = undefined;
  };

  return {
    update(progress) {
      if (options.quiet) return;
      if (progress.stage !== current) {
        closeStage();
        current = progress.stage;
        started = performance.now();
        if (!interactive) stream.write(`… ${STAGE_LABELS[progress.stage]}\n`);
      }
      if (!interactive) return;
      const now = performance.now();
      const line = formatProgressLine(progress);
      // Redrawing more than ~20 times a second only costs time; the eye cannot tell.
      if (line === lastLine || now - lastDraw < 50) return;
      lastDraw = now;
      lastLine = line;
      stream.write(`\r\x1b[2K${line}`);
    },
    finish() {
      if (!options.quiet) closeStage();
    },
  };
}
