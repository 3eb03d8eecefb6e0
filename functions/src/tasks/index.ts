/**
 * The background steps (extract → plan, audio per slide, slides, video): handlers that take a task
 * and a TaskDeps object, separate from the Cloud Tasks triggers in triggers.ts that wrap them.
 * This index lists the handlers and their helpers only, so importing it never loads firebase-functions.
 * @module
 */
export { handleExtract } from './handle-extract.js';
export { handlePlan } from './handle-plan.js';
export { handleAudio } from './handle-audio.js';
export { handleSlides } from './handle-slides.js';
export { handleVideo } from './handle-video.js';
export { isLastAttempt, type TaskDeps, type TaskAttempt } from './task-deps.js';
export { createProgressWriter, type ProgressWriter, type ProgressWriterOptions } from './progress-writer.js';
export { classifyFailure, type ClassifiedFailure, type FailureKind } from './classify-failure.js';
export { parseStageTask } from './parse-stage-task.js';
export {
  sweepStuckJobs,
  isStuck,
  isAudioStuck,
  SWEEP_MARGIN_MS,
  RETRY_GAP_MS,
  type SweepResult,
} from './sweep-stuck-jobs.js';
export { runStep, type StepDefinition } from './run-step.js';
