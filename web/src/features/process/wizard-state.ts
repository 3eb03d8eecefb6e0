/**
 * The wizard as one state machine (docs/product.md, the process wizard): named steps, and the step shown
 * always one the job has really reached on the server. Whatever the page learns from the server (a
 * load, a poll, the answer to a call, or the status asked for after a lost answer) goes through
 * {@link wizardReducer}, so a reload, a lost answer and a second tab all end on the same step.
 * Pure: no calls, no timers.
 */
import { audioKey, type JobSummary } from '../../../../functions/src/shared/job';

/** The steps in the order the user meets them; `background` is the waiting room, not a stage of its own. */
export const WIZARD_STEPS = [
  'upload',
  'settings',
  'processing',
  'review',
  'audio',
  'powerpoint',
  'video',
  'background',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** What the stepper calls each step. */
export const STEP_LABELS: Readonly<Record<WizardStep, string>> = {
  upload: 'Upload PDF',
  settings: 'Configure Settings',
  processing: 'AI Processing',
  review: 'Review & Edit',
  audio: 'Audio Verification',
  powerpoint: 'PowerPoint Generation',
  video: 'Generate Video',
  background: 'Processing in Background',
};

export function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'string' && (WIZARD_STEPS as readonly string[]).includes(value);
}

/** What the server last said about the job. */
export interface JobSnapshot {
  job: Pick<
    JobSummary,
    'status' | 'progress' | 'current_step' | 'video_status' | 'video_error' | 'error' | 'read_warning'
  >;
  /** Slides in the plan, 0 while there is none. */
  slideCount: number;
  /** GET audio-status's `slide_{i}` → status map. */
  audioStatus: Record<string, string>;
  presentationStatus: string;
}

/** The work the background step waits for: the slide plan, or the video. */
export type BackgroundWork = 'plan' | 'video';

export interface WizardState {
  jobId: string | null;
  filename: string | null;
  snapshot: JobSnapshot | null;
  /** The furthest step the job has reached; within a page it only moves forward. */
  reached: WizardStep;
  /** The step shown; null while a reopened job is being looked at. */
  step: WizardStep | null;
  background: BackgroundWork;
}

export type WizardAction =
  /** /process afresh: nothing uploaded yet. */
  | { type: 'fresh' }
  /** /process/{jobId} opened: nothing shown until `loaded`. */
  | { type: 'opening'; jobId: string }
  | { type: 'uploaded'; jobId: string; filename: string }
  /** The job as first read; `wanted` (the URL's ?step=) is shown when the job has reached it. */
  | { type: 'loaded'; filename: string; snapshot: JobSnapshot; wanted?: WizardStep | null }
  /** Anything newer from the server: merged into what is known. */
  | { type: 'server'; update: Partial<Omit<JobSnapshot, 'job'>> & { job?: Partial<JobSnapshot['job']> } }
  /** The server began the work (its answer came, or the status asked for after a lost answer says so). */
  | { type: 'work-began'; work: BackgroundWork }
  /** The 2 s after starting are over: to the background step if the work is still going on. */
  | { type: 'to-background'; from: 'processing' | 'video' }
  /** The plan was saved (it is now ready for editing). */
  | { type: 'plan-saved'; slideCount: number }
  /** A step's own Continue (or Back): to a neighbouring stage of the edit. */
  | { type: 'go'; step: WizardStep }
  /** A click on the stepper. */
  | { type: 'open'; step: WizardStep };

export const initialWizardState = (jobId: string | null = null): WizardState => ({
  jobId,
  filename: null,
  snapshot: null,
  reached: jobId === null ? 'upload' : 'settings',
  step: jobId === null ? 'upload' : null,
  background: 'plan',
});

const order = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);
const later = (a: WizardStep, b: WizardStep): WizardStep => (order(a) >= order(b) ? a : b);

/** True when every slide of the plan has its narration. */
export function allAudioCompleted(audioStatus: Record<string, string>, slideCount: number): boolean {
  if (slideCount === 0) return false;
  for (let index = 0; index < slideCount; index += 1) {
    if (audioStatus[audioKey(index)] !== 'completed') return false;
  }
  return true;
}

const hasFailed = (status: string): boolean => status === 'failed';
const planRunning = (snapshot: JobSnapshot | null): boolean => snapshot?.job.status === 'processing';
const videoRunning = (snapshot: JobSnapshot | null): boolean => snapshot?.job.video_status === 'generating';

/** The furthest step the job's server state has reached. */
export function reachedStep(snapshot: JobSnapshot): WizardStep {
  const { job } = snapshot;
  if (job.status === 'uploaded') return 'settings';
  if (job.status === 'processing' || hasFailed(job.status)) return 'processing';
  if (job.video_status !== 'not_started') return 'video';
  if (job.status === 'completed') return 'review';
  if (
    snapshot.presentationStatus !== 'not_started' ||
    allAudioCompleted(snapshot.audioStatus, snapshot.slideCount)
  )
    return 'powerpoint';
  return 'audio';
}

/**
 * Whether Continue to Video would start the render now: a deck made and no video asked for yet. A reload
 * of ?step=video in that state (the start was cut off by the reload) continues to the video again.
 */
export function startsVideo(snapshot: JobSnapshot): boolean {
  return (
    reachedStep(snapshot) === 'powerpoint' &&
    snapshot.presentationStatus === 'ready' &&
    snapshot.job.video_status === 'not_started'
  );
}

/** A paper just uploaded, as the server holds it. */
const JUST_UPLOADED: JobSnapshot = {
  job: {
    status: 'uploaded',
    progress: 0,
    current_step: 'Waiting to start',
    video_status: 'not_started',
    video_error: null,
    error: null,
    read_warning: null,
  },
  slideCount: 0,
  audioStatus: {},
  presentationStatus: 'not_started',
};

/** Whether the step can be shown now (the stepper makes exactly these clickable). */
export function canOpen(state: WizardState, step: WizardStep): boolean {
  if (state.jobId === null) return step === 'upload';
  if (state.snapshot === null) return false;
  switch (step) {
    case 'upload':
      return false;
    case 'settings':
    case 'processing':
      return state.reached === step;
    case 'background':
      return state.background === 'plan'
        ? planRunning(state.snapshot)
        : videoRunning(state.snapshot) || state.snapshot.job.video_status === 'completed';
    default:
      return order(state.reached) >= order('review') && order(state.reached) >= order(step);
  }
}

/**
 * How the stepper shows a step: done (the job is past it), current (shown), or still ahead. While the
 * background step waits, the stage whose work it waits for stays current, so the marker only ever moves
 * forward with the job (AI Processing, then Review & Edit; never to the last dot and back).
 */
export function stepMark(state: WizardState, step: WizardStep): 'done' | 'current' | 'todo' {
  const shown =
    state.step === 'background' ? (state.background === 'plan' ? 'processing' : 'video') : state.step;
  if (step === shown) return 'current';
  if (step !== 'background' && order(step) < order(state.reached)) return 'done';
  return 'todo';
}

function merge(
  snapshot: JobSnapshot | null,
  update: Extract<WizardAction, { type: 'server' }>['update'],
): JobSnapshot | null {
  if (snapshot === null) return null;
  const { job, ...rest } = update;
  return { ...snapshot, ...rest, job: { ...snapshot.job, ...job } };
}

/** Where the shown step goes when the server's news makes it move on (or back to a failure it must show). */
function follow(state: WizardState): WizardStep | null {
  const { step, snapshot } = state;
  if (snapshot === null || step === null) return step;
  const { status, video_status: video } = snapshot.job;
  const waitingForPlan = step === 'processing' || (step === 'background' && state.background === 'plan');
  if (waitingForPlan) {
    if (status === 'completed') return 'review';
    if (status === 'ready_for_editing') return 'audio';
    if (hasFailed(status)) return 'processing';
    return step;
  }
  if (step === 'background' && state.background === 'video' && video === 'failed') return 'video';
  // A step this job can no longer show (another tab started it, say) gives way to where the job is.
  return canOpen(state, step) ? step : state.reached;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'fresh':
      return initialWizardState(null);
    case 'opening':
      return initialWizardState(action.jobId);
    case 'uploaded':
      return {
        ...initialWizardState(action.jobId),
        filename: action.filename,
        step: 'settings',
        snapshot: JUST_UPLOADED,
      };
    case 'loaded': {
      const next: WizardState = {
        ...state,
        filename: action.filename,
        snapshot: action.snapshot,
        reached: reachedStep(action.snapshot),
      };
      next.background = planRunning(action.snapshot) ? 'plan' : 'video';
      const wanted = action.wanted ?? null;
      next.step = wanted !== null && wanted !== 'background' && canOpen(next, wanted) ? wanted : next.reached;
      return next;
    }
    case 'server': {
      const snapshot = merge(state.snapshot, action.update);
      if (snapshot === null) return state;
      const next: WizardState = { ...state, snapshot, reached: later(state.reached, reachedStep(snapshot)) };
      return { ...next, step: follow(next) };
    }
    case 'work-began': {
      const step = action.work === 'plan' ? 'processing' : 'video';
      const snapshot = merge(state.snapshot, {
        job:
          action.work === 'plan'
            ? { status: 'processing' }
            : { video_status: 'generating', video_error: null },
      });
      return { ...state, snapshot, background: action.work, reached: later(state.reached, step), step };
    }
    case 'to-background': {
      if (state.step !== action.from) return state;
      const running =
        action.from === 'processing' ? planRunning(state.snapshot) : videoRunning(state.snapshot);
      return running
        ? { ...state, step: 'background', background: action.from === 'processing' ? 'plan' : 'video' }
        : state;
    }
    case 'plan-saved': {
      const snapshot = merge(state.snapshot, {
        job: { status: 'ready_for_editing' },
        slideCount: action.slideCount,
      });
      return { ...state, snapshot, reached: later(state.reached, 'audio'), step: 'audio' };
    }
    case 'go': {
      // Only between the stages of the edit, each reachable from its neighbour (its Continue is
      // enabled only once the job allows it).
      const from = state.step;
      if (
        from === null ||
        Math.abs(order(action.step) - order(from)) !== 1 ||
        order(action.step) < order('review') ||
        action.step === 'background'
      )
        return state;
      return { ...state, reached: later(state.reached, action.step), step: action.step };
    }
    case 'open':
      return canOpen(state, action.step) ? { ...state, step: action.step } : state;
  }
}
