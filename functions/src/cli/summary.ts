/** The summary printed when a run finishes: what was made, how long it is, where the files are. */
import { relative } from 'node:path';
import type { PlanningReport } from '../pipeline/index.js';
import type { PipelineResult } from '../pipeline/run-pipeline.js';

/** "3:07" for 187 seconds. @internal */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** @internal */
export function formatSummary(
  result: PipelineResult,
  context: {
    pdfPath: string;
    seconds: number;
    voices?: readonly string[];
    planning?: PlanningReport | undefined;
  },
): string {
  const show = (path: string): string => relative(process.cwd(), path) || path;
  const { document, plan, video } = result;
  const rows: [string, string][] = [
    [
      'Paper',
      `${document.title || context.pdfPath} (${document.pagesRead} of ${document.pageCount} pages read)`,
    ],
    ['Slides', `${plan.length}, ${document.figures.length} figures and tables found`],
  ];
  // Which planner wrote the plan (absent when an edited plan was rendered).
  if (context.planning) rows.push(['Planner', context.planning.label]);
  if (video) {
    rows.push([
      'Video',
      `${show(video.path)} — ${formatDuration(video.durationSec)}, 1920×1080, ${formatSize(video.sizeBytes)}`,
    ]);
    rows.push(['Subtitles', video.subtitlesPaths.map(show).join(', ')]);
    // Which provider spoke, e.g. "elevenlabs:…" or "flite:rms": a local stand-in is never passed off as premium.
    if (context.voices !== undefined && context.voices.length > 0)
      rows.push(['Voice', context.voices.join(', ')]);
  }
  if (result.pptxPath) rows.push(['PowerPoint', show(result.pptxPath)]);
  if (result.planPath) rows.push(['Plan', show(result.planPath)]);
  const lines = [
    `Done in ${context.seconds.toFixed(1)} s.`,
    ...rows.map(([label, value]) => `  ${label.padEnd(11)} ${value}`),
  ];
  const planning = context.planning;
  // On the command line the reader is the one who set the keys: say why the AI planner was not used.
  const planNotes =
    planning?.fallbackReason !== undefined
      ? [`${planning.fallbackReason} The built-in planner made the slides instead.`]
      : (planning?.notices ?? []);
  const notices = [...result.notices, ...planNotes];
  if (notices.length > 0) lines.push('Notes:', ...notices.map((notice) => `  - ${notice}`));
  return lines.join('\n');
}
