/**
 * The Cloud Tasks triggers of the background steps: thin wrappers (STYLE item 11) that check the
 * payload, build the dependencies inside the handler (params have no value at deploy time) and pass
 * Cloud Tasks' retry count on, so a handler knows when its failure is final. Dispatch rates, retries,
 * instance counts, CPU and memory per step live in queue-limits.ts.
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { onTaskDispatched, type TaskQueueOptions } from 'firebase-functions/tasks';
import {
  adminApp,
  inEmulator,
  createFirebaseDeps,
  FIREBASE_DEPS_SECRETS,
  FIREBASE_VOICE_SECRETS,
  FUNCTIONS_REGION,
  lazyVoiceSynthesizer,
} from '../adapters/index.js';
import type { StageTask, TaskStage } from '../backend/index.js';
import {
  APP_URL,
  GEMINI_API_KEY,
  GEMINI_BASE_URL,
  MAIL_FROM,
  SENDGRID_API_KEY,
  SUPPORT_EMAIL,
} from '../config/params.js';
import {
  GEMINI_MODEL,
  OPENAI_API_KEY,
  OPENAI_BASE_URL,
  OPENAI_CONTEXT_TOKENS,
  OPENAI_MODEL,
} from '../config/params.js';
import { createMailer, type Mailer } from '../email/index.js';
import { plannerFromEnv, type ReportingPlanner } from '../pipeline/index.js';
import { resolveBinaries } from '../pipeline/index.js';
import { handleAudio } from './handle-audio.js';
import { handleExtract } from './handle-extract.js';
import { handlePlan } from './handle-plan.js';
import { handleSlides } from './handle-slides.js';
import { handleVideo } from './handle-video.js';
import { parseStageTask } from './parse-stage-task.js';
import { QUEUE_LIMITS } from './queue-limits.js';
import type { TaskAttempt, TaskDeps } from './task-deps.js';

// This file sits at functions/{src,lib}/tasks/, three levels below the repository root.
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** The mailer is built on first send: only the video step sends, and only it has the SendGrid secret bound. */
function lazyMailer(build: () => Mailer): Mailer {
  let mailer: Mailer | undefined;
  const get = (): Mailer => (mailer ??= build());
  return {
    sendVideoReady: (...args) => get().sendVideoReady(...args),
    sendVideoFailed: (...args) => get().sendVideoFailed(...args),
  };
}

/** The secrets the planner reads: only the plan step lists them. */
const PLANNER_SECRETS = [GEMINI_API_KEY, OPENAI_API_KEY];

/**
 * The planner is built on first use: only the plan step plans, and only it has the planner keys bound.
 * With no key set it is the local extractive planner; a cloud planner that fails hands over to it.
 */
function lazyPlanner(): ReportingPlanner {
  let planner: ReportingPlanner | undefined;
  const get = (): ReportingPlanner =>
    (planner ??= plannerFromEnv({
      GEMINI_API_KEY: GEMINI_API_KEY.value(),
      GEMINI_MODEL: GEMINI_MODEL.value(),
      GEMINI_BASE_URL: GEMINI_BASE_URL.value(),
      OPENAI_API_KEY: OPENAI_API_KEY.value(),
      OPENAI_BASE_URL: OPENAI_BASE_URL.value(),
      OPENAI_MODEL: OPENAI_MODEL.value(),
      OPENAI_CONTEXT_TOKENS: OPENAI_CONTEXT_TOKENS.value(),
    }));
  return {
    get name() {
      return get().name;
    },
    plan: (request) => get().plan(request),
    planWithReport: (request) => get().planWithReport(request),
  };
}

let built: TaskDeps | undefined;

function taskDeps(): TaskDeps {
  if (built !== undefined) return built;
  const base = createFirebaseDeps();
  const binaries = resolveBinaries();
  built = {
    ...base,
    binaries,
    synthesizer: lazyVoiceSynthesizer(binaries),
    planner: lazyPlanner(),
    appUrl: APP_URL.value(),
    mailer: lazyMailer(() =>
      createMailer({
        sendGridApiKey: SENDGRID_API_KEY.value(),
        from: MAIL_FROM.value(),
        supportEmail: SUPPORT_EMAIL.value(),
        // In the emulator the outbox sits beside the local storage folder; in the cloud (no key set)
        // it is the instance's scratch space and only the logged link survives.
        outboxDir: inEmulator() ? join(REPO_ROOT, '.data', 'outbox') : join(tmpdir(), 'lectern-outbox'),
        log: base.log,
        clock: base.clock,
      }),
    ),
    async emailOf(uid) {
      try {
        return (await getAuth(adminApp()).getUser(uid)).email ?? null;
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
  };
  return built;
}

type Handler = (task: StageTask, deps: TaskDeps, attempt: TaskAttempt) => Promise<void>;

interface StageLimits {
  /** At most the queue's dispatch deadline (1800 s, adapters/cloud-tasks-queue.ts), or Cloud Tasks retries a running step. */
  timeoutSeconds: number;
  secrets?: TaskQueueOptions['secrets'];
}

function stageTrigger(stage: TaskStage, handler: Handler, limits: StageLimits) {
  const queue = QUEUE_LIMITS[stage];
  return onTaskDispatched<unknown>(
    {
      region: FUNCTIONS_REGION,
      retryConfig: {
        maxAttempts: queue.maxAttempts,
        minBackoffSeconds: queue.minBackoffSeconds,
        maxBackoffSeconds: queue.maxBackoffSeconds,
      },
      rateLimits: {
        maxConcurrentDispatches: queue.maxConcurrentDispatches,
        maxDispatchesPerSecond: queue.maxDispatchesPerSecond,
      },
      memory: queue.memory,
      cpu: queue.cpu,
      concurrency: queue.concurrency,
      maxInstances: queue.maxInstances,
      timeoutSeconds: limits.timeoutSeconds,
      secrets: [...FIREBASE_DEPS_SECRETS, ...(limits.secrets ?? [])],
    },
    async (request) => {
      const deps = taskDeps();
      const task = parseStageTask(request.data);
      if (task === undefined) {
        deps.log.error('Task with a malformed payload; dropped', { stage, data: request.data });
        return;
      }
      // The header is set by Cloud Tasks and the emulator alike; a missing one must not read as NaN,
      // which would never count as the last attempt.
      const retryCount = Number.isFinite(request.retryCount) ? request.retryCount : 0;
      await handler(task, deps, {
        retryCount,
        maxAttempts: queue.maxAttempts,
        timeoutSeconds: limits.timeoutSeconds,
      });
    },
  );
}

/** Reads the uploaded paper and queues the plan. */
export const runExtract = stageTrigger('extract', handleExtract, { timeoutSeconds: 540 });

/** Plans the slides. */
export const runPlan = stageTrigger('plan', handlePlan, {
  // The cloud planners give up within 200 s (then the built-in planner takes over), well inside this.
  timeoutSeconds: 300,
  secrets: PLANNER_SECRETS,
});

/** Narrates one slide. */
export const runAudio = stageTrigger('audio', handleAudio, {
  timeoutSeconds: 300,
  secrets: FIREBASE_VOICE_SECRETS,
});

/** Draws the slides and writes the .pptx. */
export const runSlides = stageTrigger('slides', handleSlides, { timeoutSeconds: 540 });

/** Renders the video and emails the user. */
export const runVideo = stageTrigger('video', handleVideo, {
  timeoutSeconds: 1800,
  secrets: [SENDGRID_API_KEY, ...FIREBASE_VOICE_SECRETS],
});
