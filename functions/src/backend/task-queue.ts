/** The background steps (Cloud Tasks queues in the cloud) and what each task carries. */

export const TASK_STAGES = ['extract', 'plan', 'audio', 'slides', 'video'] as const;
export type TaskStage = (typeof TASK_STAGES)[number];

/** What a step's task says. `slide` is set for audio tasks; `mode` for slides tasks. */
export interface StageTask {
  job_id: string;
  uid: string;
  slide?: number;
  /** `build` makes the .pptx and slide images from the plan; `re-export` redraws them after edits. */
  mode?: 'build' | 're-export';
}

export interface TaskQueue {
  /** Queues one step; rejects when the queue refused it, so the caller can undo what it started. */
  enqueue(stage: TaskStage, task: StageTask): Promise<void>;
}
