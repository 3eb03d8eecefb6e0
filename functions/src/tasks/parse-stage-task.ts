/** Checks a task's payload at the queue boundary; only our code enqueues, but a bad task must not loop. */
import type { StageTask } from '../backend/index.js';

/**
 * The payload as a StageTask, or undefined when it is not one (the trigger then drops it instead of
 * letting Cloud Tasks retry something that can never run).
 */
export function parseStageTask(data: unknown): StageTask | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { job_id: jobId, uid, slide, mode } = data as Record<string, unknown>;
  if (typeof jobId !== 'string' || jobId === '' || typeof uid !== 'string' || uid === '') return undefined;
  const task: StageTask = { job_id: jobId, uid };
  if (slide !== undefined) {
    if (typeof slide !== 'number' || !Number.isInteger(slide) || slide < 0) return undefined;
    task.slide = slide;
  }
  if (mode !== undefined) {
    if (mode !== 'build' && mode !== 're-export') return undefined;
    task.mode = mode;
  }
  return task;
}
