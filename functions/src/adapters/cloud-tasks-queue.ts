/**
 * TaskQueue on Cloud Tasks: each stage is the queue of one `onTaskDispatched` function
 * (functions/src/tasks/triggers.ts). In the emulator, firebase-admin finds the Tasks emulator through
 * CLOUD_TASKS_EMULATOR_HOST, which the functions emulator sets, and the emulator knows each queue's target.
 */
import type { Functions, TaskOptions } from 'firebase-admin/functions';
import type { StageTask, TaskQueue, TaskStage } from '../backend/index.js';

/** The task function that runs each stage. */
export const STAGE_FUNCTIONS: Record<TaskStage, string> = {
  extract: 'runExtract',
  plan: 'runPlan',
  audio: 'runAudio',
  slides: 'runSlides',
  video: 'runVideo',
};

/**
 * How long Cloud Tasks waits for one attempt before it counts as failed and is retried; the longest
 * allowed, as the video step of a long paper runs for minutes (its trigger's timeout must not be longer).
 */
const DISPATCH_DEADLINE_SECONDS = 1800;

export interface CloudTasksQueueOptions {
  region: string;
  /**
   * The HTTPS address of a task function, when the default `https://{region}-{project}.cloudfunctions.net/{name}`
   * is not the one to call; unused in the emulator, which routes by queue name.
   */
  functionUri?: (functionName: string) => string;
}

/**
 * @example const tasks = createCloudTasksQueue(getFunctions(adminApp()), { region: 'us-central1' });
 */
export function createCloudTasksQueue(functions: Functions, options: CloudTasksQueueOptions): TaskQueue {
  return {
    async enqueue(stage: TaskStage, task: StageTask): Promise<void> {
      const name = STAGE_FUNCTIONS[stage];
      const queue = functions.taskQueue<StageTask>(`locations/${options.region}/functions/${name}`);
      const taskOptions: TaskOptions = { dispatchDeadlineSeconds: DISPATCH_DEADLINE_SECONDS };
      if (options.functionUri !== undefined) taskOptions.uri = options.functionUri(name);
      await queue.enqueue(task, taskOptions);
    },
  };
}
