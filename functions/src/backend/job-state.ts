/**
 * The one owner of a job's state (docs/job-state.md): every change the API or a step makes to a job
 * document is one of the transitions below, applied atomically by {@link changeJob}. A transition
 * looks at the job as stored at that moment and either returns the fields to write or refuses
 * (undefined), so two requests racing for the same change cannot both make it, and a late step
 * cannot overwrite what a newer one decided. Lint keeps `jobs.update` and friends out of routes and
 * steps.
 */
import {
  audioKey,
  type AudioSlideState,
  type Job,
  type JobPatch,
  type StepAttempt,
  type TrackedStep,
} from '../shared/job.js';
import type { ProcessingSettings } from '../shared/settings.js';
import type { SlidesPlan } from '../shared/slide-plan.js';
import type { JobStore } from './job-store.js';

/** A named change: the fields to write given the job as stored now, or undefined when it does not apply. */
export interface JobTransition {
  readonly name: string;
  apply(job: Job): JobPatch | undefined;
}

const transition = (name: string, apply: (job: Job) => JobPatch | undefined): JobTransition => ({
  name,
  apply,
});
const samePlan = (a: SlidesPlan | null, b: SlidesPlan | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
/** The audio map and the flag the sweep queries by, always written together. */
const audioFields = (
  audio: Record<string, AudioSlideState>,
): Pick<JobPatch, 'audio' | 'audio_under_way'> => ({
  audio,
  audio_under_way: Object.values(audio).some((state) => state.status === 'generating'),
});
const withAudio = (
  job: Job,
  slide: number,
  state: AudioSlideState,
): Pick<JobPatch, 'audio' | 'audio_under_way'> => {
  // The attempt record matters only while the slide is generating.
  const { attempt, ...rest } = state;
  return audioFields({
    ...job.audio,
    [audioKey(slide)]: state.status === 'generating' && attempt !== undefined ? state : rest,
  });
};
/** The attempts map without the steps that just ended, so the sweep no longer watches them. */
const ended = (job: Job, ...steps: TrackedStep[]): Pick<JobPatch, 'attempts'> => {
  if (job.attempts === undefined) return {};
  const attempts = { ...job.attempts };
  for (const step of steps) delete attempts[step];
  return { attempts };
};
/** The part of the job a step moves, and whether that part is still under way. */
const UNDER_WAY: Record<TrackedStep, (job: Job) => boolean> = {
  extract: (job) => job.status === 'processing',
  plan: (job) => job.status === 'processing',
  slides: (job) => job.presentation.status === 'generating',
  video: (job) => job.video_status === 'generating',
};

/** Whether `step` is still under way on `job`: the part it moves has not reached an end. */
export const stepUnderWay = (job: Job, step: TrackedStep): boolean => UNDER_WAY[step](job);

/** Whether any part of `job` is being made (a step or a slide's narration), so a step may still write to it. */
export const jobUnderWay = (job: Job): boolean =>
  Object.values(UNDER_WAY).some((underWay) => underWay(job)) ||
  Object.values(job.audio).some((state) => state.status === 'generating');

/**
 * Whether POST start may (re)start the job: a fresh upload, or a job that failed before its plan was
 * ready (its count was given back when the failure was ours, and the paper is still stored).
 */
export const canStart = (job: Job): boolean =>
  job.status === 'uploaded' || (job.status === 'failed' && job.slides_plan === null);

/** The sentence the wizard shows while a started job waits for the read step. */
export const WAITING_FOR_READ = 'Waiting for the paper to be read';

/**
 * Every transition of a job, grouped by the part of the job it moves. `at` is the ISO time written to
 * `updated_at`, which the stuck-job sweep reads as "last moved".
 */
export const jobState = {
  // ── status: uploaded → processing → completed ⇄ ready_for_editing; processing → failed ──────────

  /** POST start: counted, queued next. Only an `uploaded` job starts, so a second start is refused. */
  start: (settings: ProcessingSettings, at: string) =>
    transition('start', (job) =>
      !canStart(job)
        ? undefined
        : {
            status: 'processing',
            progress: 0,
            current_step: WAITING_FOR_READ,
            error: null,
            settings,
            updated_at: at,
          },
    ),

  /** The queue refused the extract task: back to `uploaded`, so the user can press start again. */
  unstart: (at: string) =>
    transition('unstart', (job) =>
      job.status !== 'processing' || job.progress !== 0
        ? undefined
        : { status: 'uploaded', current_step: 'Waiting to start', updated_at: at },
    ),

  /** A step's progress report while the job is processing (extract and plan fill `progress`). */
  progress: (fields: { progress?: number; current_step: string }, at: string) =>
    transition('progress', (job) =>
      job.status !== 'processing' ? undefined : { ...fields, updated_at: at },
    ),

  /** Progress of a later step (slides, video), which leaves `status` and `progress` alone. */
  stepProgress: (current_step: string, at: string) =>
    transition('step progress', () => ({ current_step, updated_at: at })),

  /** The extract step saved the document: the title is known, planning comes next. */
  documentRead: (title: string | null, readWarning: string | null, at: string) =>
    transition('document read', (job) =>
      job.status !== 'processing'
        ? undefined
        : {
            title,
            read_warning: readWarning,
            progress: 75,
            current_step: 'Planning the slides',
            ...ended(job, 'extract'),
            updated_at: at,
          },
    ),

  /** A step's attempt begins (runStep): what the stuck-job sweep watches. */
  attemptBegan: (step: TrackedStep, record: StepAttempt, at: string) =>
    transition(`${step} attempt began`, (job) => ({
      attempts: { ...job.attempts, [step]: record },
      updated_at: at,
    })),

  /**
   * The sweep found `step`'s last attempt dead: the part it moves ends failed with `detail`. `stillStuck`
   * is asked again on the job as stored, so an attempt that began meanwhile is left alone.
   */
  stepDied: (step: TrackedStep, detail: string, at: string, stillStuck: (job: Job) => boolean) =>
    transition(`${step} died`, (job) => {
      if (!stillStuck(job)) return undefined;
      if (step === 'extract' || step === 'plan') return jobState.failed(detail, at).apply(job);
      if (step === 'slides') return jobState.presentationFailed(detail, at).apply(job);
      return jobState.videoFailed(detail, at).apply(job);
    }),

  /** The plan step is done: `completed` means "slide plan ready to review" (docs/product.md §4), not "video made". */
  planned: (plan: SlidesPlan, currentStep: string, at: string) =>
    transition('planned', (job) =>
      job.status !== 'processing'
        ? undefined
        : {
            slides_plan: plan,
            status: 'completed',
            progress: 100,
            current_step: currentStep,
            error: null,
            ...ended(job, 'extract', 'plan'),
            // Reading is done: no later step opens the paper, so its password goes.
            ...(job.pdf_password === undefined ? {} : { pdf_password: null }),
            updated_at: at,
          },
    ),

  /** The extract or plan step failed for good, or the sweep found it stuck. */
  failed: (detail: string, at: string) =>
    transition('failed', (job) =>
      job.status !== 'processing'
        ? undefined
        : {
            status: 'failed',
            error: detail,
            current_step: 'Failed',
            ...ended(job, 'extract', 'plan'),
            updated_at: at,
          },
    ),

  /**
   * POST update-slides: the user's plan replaces the old one. Narration stays only for slides whose
   * script did not change, and a deck built from another plan is no longer current.
   */
  planEdited: (plan: SlidesPlan, at: string) =>
    transition('plan edited', (job) => {
      if (job.slides_plan === null) return undefined;
      const audio: Record<string, AudioSlideState> = {};
      plan.forEach((slide, index) => {
        const state = job.audio[audioKey(index)];
        if (state !== undefined && job.slides_plan?.[index]?.voiceover_script === slide.voiceover_script)
          audio[audioKey(index)] = state;
      });
      const changed = !samePlan(job.slides_plan, plan);
      return {
        slides_plan: plan,
        status: 'ready_for_editing',
        ...audioFields(audio),
        ...(changed ? { presentation: { status: 'not_started', error: null } } : {}),
        updated_at: at,
      };
    }),

  /** POST generate-audio with a new script for one slide: the plan keeps every other slide as it is. */
  scriptEdited: (plan: SlidesPlan, at: string) =>
    transition('script edited', (job) =>
      job.slides_plan === null ? undefined : { slides_plan: plan, updated_at: at },
    ),

  // ── audio, per slide: pending → generating → completed | failed ─────────────────────────────────

  audio: (slide: number, state: AudioSlideState, at: string) =>
    transition(`audio ${state.status}`, (job) =>
      job.slides_plan === null ? undefined : { ...withAudio(job, slide, state), updated_at: at },
    ),

  /**
   * The sweep found the attempt narrating `slide` dead: the slide ends failed with `detail`, so the user
   * can generate it again. `stillStuck` is asked again on the job as stored.
   */
  audioDied: (slide: number, detail: string, at: string, stillStuck: (job: Job) => boolean) =>
    transition('audio died', (job) =>
      job.slides_plan === null || !stillStuck(job)
        ? undefined
        : { ...withAudio(job, slide, { status: 'failed', error: detail }), updated_at: at },
    ),

  // ── presentation: not_started → generating → ready | failed ─────────────────────────────────────

  /** A build or re-export is wanted. `force` (re-export) restarts one already under way. */
  presentationRequested: (at: string, options: { force: boolean }) =>
    transition('presentation requested', (job) =>
      job.slides_plan === null || (job.presentation.status === 'generating' && !options.force)
        ? undefined
        : { presentation: { status: 'generating', error: null }, updated_at: at },
    ),

  /** The slides step drew `plan`; refused when the plan was edited meanwhile, so old slides are never current. */
  presentationReady: (plan: SlidesPlan, deckId: string | undefined, at: string) =>
    transition('presentation ready', (job) =>
      !samePlan(job.slides_plan, plan)
        ? undefined
        : {
            presentation: { status: 'ready', error: null },
            ...(deckId === undefined ? {} : { google_presentation_id: deckId }),
            current_step: 'Slides ready',
            ...ended(job, 'slides'),
            updated_at: at,
          },
    ),

  presentationFailed: (detail: string, at: string) =>
    transition('presentation failed', (job) =>
      job.presentation.status !== 'generating'
        ? undefined
        : { presentation: { status: 'failed', error: detail }, ...ended(job, 'slides'), updated_at: at },
    ),

  // ── video: not_started | completed | failed → generating → completed | failed ────────────────────

  /** POST generate-video: only one render at a time. */
  videoRequested: (at: string) =>
    transition('video requested', (job) =>
      job.slides_plan === null || job.video_status === 'generating'
        ? undefined
        : { video_status: 'generating', video_error: null, updated_at: at },
    ),

  videoReady: (at: string) =>
    transition('video ready', (job) =>
      job.video_status !== 'generating'
        ? undefined
        : {
            video_status: 'completed',
            video_error: null,
            current_step: 'Video ready',
            ...ended(job, 'video'),
            updated_at: at,
          },
    ),

  videoFailed: (detail: string, at: string) =>
    transition('video failed', (job) =>
      job.video_status !== 'generating'
        ? undefined
        : {
            video_status: 'failed',
            video_error: detail,
            current_step: 'Video failed',
            ...ended(job, 'video'),
            updated_at: at,
          },
    ),
};

/**
 * Applies `change` to the stored job atomically. Returns the job as written, or undefined when the
 * job is gone or the transition does not apply to its current state (nothing is written then).
 * @example const started = await changeJob(deps.jobs, jobId, jobState.start(settings, now));
 */
export function changeJob(jobs: JobStore, jobId: string, change: JobTransition): Promise<Job | undefined> {
  return jobs.transition(jobId, (job) => change.apply(job));
}
