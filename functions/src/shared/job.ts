/**
 * The job document: one per uploaded paper, the single source of a job's progress (STYLE item 7).
 * Field names are the API contract (docs/product.md §3) and stay snake_case; times are ISO strings because the
 * data layer converts Firestore Timestamps before anything here sees them.
 *
 * Imports nothing from Node or Firebase so the web client can use it too.
 */
import { isVoiceId } from './voices.js';
import type { ProcessingSettings } from './settings.js';
import { validateSlidesPlan, type SlidesPlan } from './slide-plan.js';

/** Bumped when the stored shape changes; {@link validateJob} migrates older documents. */
export const JOB_SCHEMA_VERSION = 1;

/**
 * Where the job is (docs/product.md §4). `uploaded` is ours: the paper is stored but processing has not been
 * started, so the quota has not been counted yet. The client shows unknown values in grey.
 */
export const JOB_STATUSES = ['uploaded', 'processing', 'completed', 'ready_for_editing', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const VIDEO_STATUSES = ['not_started', 'generating', 'completed', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const AUDIO_STATUSES = ['pending', 'generating', 'completed', 'failed'] as const;
export type AudioSlideStatus = (typeof AUDIO_STATUSES)[number];

/** One slide's narration as stored; the API flattens it into the product's `slide_{i}` map. */
export interface AudioSlideState {
  status: AudioSlideStatus;
  error: string | null;
  /** While `generating`: the attempt narrating it (audio or video step), which the stuck-job sweep watches. */
  attempt?: StepAttempt;
}

export const PRESENTATION_STATUSES = ['not_started', 'generating', 'ready', 'failed'] as const;
export type PresentationStatus = (typeof PRESENTATION_STATUSES)[number];

/** The .pptx and slide images built from the plan (generate-powerpoint, re-export-slides). */
export interface PresentationState {
  status: PresentationStatus;
  error: string | null;
}

/** The steps whose attempts a job records (audio is per slide and left to its own state). */
export const TRACKED_STEPS = ['extract', 'plan', 'slides', 'video'] as const;
export type TrackedStep = (typeof TRACKED_STEPS)[number];

/**
 * The latest attempt of a step on this job, written as it begins: the stuck-job sweep reads it to
 * tell a step that is still running (or will be retried) from one whose last attempt died.
 */
export interface StepAttempt {
  /** 0 for the first delivery. */
  attempt: number;
  max_attempts: number;
  began_at: string;
  /** When the platform kills this attempt at the latest (began_at + the step's time limit). */
  deadline_at: string;
}

/** The stored job document. */
export interface Job {
  schema_version: typeof JOB_SCHEMA_VERSION;
  job_id: string;
  owner_uid: string;
  /** The uploaded file's original name, kept for display. */
  filename: string;
  /** The paper's title once the extract step has read it; names the downloaded video. */
  title: string | null;
  /** Set when only part of the paper could be read ("… only pages 1–5 of 8 could be read."); shown in the wizard and on the video page. */
  read_warning: string | null;
  created_at: string;
  updated_at: string;
  status: JobStatus;
  progress: number;
  current_step: string;
  /** Why the job failed, in words for the user; null unless status is failed. */
  error: string | null;
  settings: ProcessingSettings | null;
  slides_plan: SlidesPlan | null;
  /** Keyed by {@link audioKey}. */
  audio: Record<string, AudioSlideState>;
  presentation: PresentationState;
  /** The Google Slides deck made from the plan, when Google Slides is configured; the user edits it there. */
  google_presentation_id?: string;
  video_status: VideoStatus;
  video_error: string | null;
  /** The latest attempt of each step that has begun; absent on jobs no step has touched. */
  attempts?: Partial<Record<TrackedStep, StepAttempt>>;
  /**
   * True while a slide's narration is `generating`: kept beside `audio` by every transition that writes
   * it, so the stuck-job sweep finds such jobs with one equality query.
   */
  audio_under_way?: boolean;
  /**
   * A password-protected paper's password, sealed (backend/pdf-password.ts), from the upload until the
   * plan step has read what it needs; null or absent otherwise. Never sent to the client by the API.
   */
  pdf_password?: string | null;
}

/** Fields the owner and job id never change through; everything else may be patched. */
export type JobPatch = Partial<Omit<Job, 'schema_version' | 'job_id' | 'owner_uid' | 'created_at'>>;

/** The row of the jobs list and the body of GET /processing/status (docs/product.md §3, §7). */
export interface JobSummary {
  job_id: string;
  filename: string;
  created_at: string;
  status: JobStatus;
  video_status: VideoStatus;
  progress: number;
  current_step: string;
  video_error: string | null;
  error: string | null;
  read_warning: string | null;
}

/** The key of slide `index` (from 0) in the audio map: `slide_0`, `slide_1`, … */
export function audioKey(index: number): string {
  return `slide_${index}`;
}

/** A fresh job for a just-uploaded paper. */
export function newJob(fields: {
  job_id: string;
  owner_uid: string;
  filename: string;
  now: Date;
  pdf_password?: string;
}): Job {
  const at = fields.now.toISOString();
  return {
    schema_version: JOB_SCHEMA_VERSION,
    job_id: fields.job_id,
    owner_uid: fields.owner_uid,
    filename: fields.filename,
    title: null,
    read_warning: null,
    created_at: at,
    updated_at: at,
    status: 'uploaded',
    progress: 0,
    current_step: 'Waiting to start',
    error: null,
    settings: null,
    slides_plan: null,
    audio: {},
    presentation: { status: 'not_started', error: null },
    video_status: 'not_started',
    video_error: null,
    ...(fields.pdf_password === undefined ? {} : { pdf_password: fields.pdf_password }),
  };
}

/** The public part of a job: never the owner, the plan or internal state. */
export function toJobSummary(job: Job): JobSummary {
  return {
    job_id: job.job_id,
    filename: job.filename,
    created_at: job.created_at,
    status: job.status,
    video_status: job.video_status,
    progress: job.progress,
    current_step: job.current_step,
    video_error: job.video_error,
    error: job.error,
    read_warning: job.read_warning,
  };
}

/** The product's audio map: `{slide_0: 'completed', slide_1: 'failed', slide_1_error: '…'}`. */
export function toAudioStatusMap(audio: Record<string, AudioSlideState>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [key, state] of Object.entries(audio)) {
    map[key] = state.status;
    if (state.error !== null) map[`${key}_error`] = state.error;
  }
  return map;
}

export type JobValidation = { ok: true; job: Job } | { ok: false; problem: string };

const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown): v is string | null => v === null || typeof v === 'string';
const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (values as readonly string[]).includes(v);

/** One attempt record, or undefined when malformed. */
function validAttempt(raw: unknown): StepAttempt | undefined {
  const a = raw as Record<string, unknown> | null;
  if (a === null || typeof a !== 'object') return undefined;
  if (
    typeof a['attempt'] !== 'number' ||
    typeof a['max_attempts'] !== 'number' ||
    !isString(a['began_at']) ||
    !isString(a['deadline_at'])
  )
    return undefined;
  return {
    attempt: a['attempt'],
    max_attempts: a['max_attempts'],
    began_at: a['began_at'],
    deadline_at: a['deadline_at'],
  };
}

/** The attempts map, undefined when absent, null when malformed. */
function validAttempts(value: unknown): Partial<Record<TrackedStep, StepAttempt>> | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const attempts: Partial<Record<TrackedStep, StepAttempt>> = {};
  for (const [step, raw] of Object.entries(value as Record<string, unknown>)) {
    const attempt = validAttempt(raw);
    if (!oneOf(TRACKED_STEPS, step) || attempt === undefined) return null;
    attempts[step] = attempt;
  }
  return attempts;
}

/**
 * Checks a stored document (untrusted: written by older code or by hand) and returns a typed job.
 * Documents without a schema_version predate versioning and are read as version 1.
 */
export function validateJob(value: unknown): JobValidation {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problem: 'The job is not an object.' };
  const doc = value as Record<string, unknown>;
  const version = doc['schema_version'] ?? JOB_SCHEMA_VERSION;
  if (version !== JOB_SCHEMA_VERSION)
    return { ok: false, problem: `Unknown job schema version ${String(version)}.` };
  for (const field of [
    'job_id',
    'owner_uid',
    'filename',
    'created_at',
    'updated_at',
    'current_step',
  ] as const) {
    if (!isString(doc[field])) return { ok: false, problem: `The job's ${field} must be text.` };
  }
  if (!oneOf(JOB_STATUSES, doc['status'])) return { ok: false, problem: 'The job has an unknown status.' };
  if (!oneOf(VIDEO_STATUSES, doc['video_status']))
    return { ok: false, problem: 'The job has an unknown video status.' };
  const progress = doc['progress'];
  if (typeof progress !== 'number' || !(progress >= 0 && progress <= 100))
    return { ok: false, problem: 'The job progress must be 0 to 100.' };
  for (const field of ['title', 'error', 'video_error', 'read_warning'] as const) {
    if (!isNullableString(doc[field] ?? null))
      return { ok: false, problem: `The job's ${field} must be text.` };
  }
  const settings = doc['settings'] ?? null;
  if (settings !== null) {
    const s = settings as Record<string, unknown>;
    if (typeof s['slide_count'] !== 'number' || !isVoiceId(s['voice_id']))
      return { ok: false, problem: 'The job settings are invalid.' };
    if (s['pronunciations'] !== undefined && typeof s['pronunciations'] !== 'string')
      return { ok: false, problem: 'The job settings are invalid.' };
    if (s['reveals'] !== undefined && typeof s['reveals'] !== 'boolean')
      return { ok: false, problem: 'The job settings are invalid.' };
  }
  let plan: SlidesPlan | null = null;
  if ((doc['slides_plan'] ?? null) !== null) {
    const checked = validateSlidesPlan(doc['slides_plan']);
    if (!checked.ok) return { ok: false, problem: checked.problem };
    plan = checked.plan;
  }
  const audio: Record<string, AudioSlideState> = {};
  const rawAudio = doc['audio'] ?? {};
  if (typeof rawAudio !== 'object' || rawAudio === null)
    return { ok: false, problem: 'The job audio map is invalid.' };
  for (const [key, state] of Object.entries(rawAudio as Record<string, unknown>)) {
    const st = state as Record<string, unknown> | null;
    if (
      !/^slide_\d+$/.test(key) ||
      st === null ||
      !oneOf(AUDIO_STATUSES, st['status']) ||
      !isNullableString(st['error'] ?? null)
    ) {
      return { ok: false, problem: `The job audio entry ${key} is invalid.` };
    }
    const attempt = st['attempt'] === undefined ? undefined : validAttempt(st['attempt']);
    if (st['attempt'] !== undefined && attempt === undefined)
      return { ok: false, problem: `The job audio entry ${key} is invalid.` };
    audio[key] = {
      status: st['status'],
      error: (st['error'] as string | null | undefined) ?? null,
      ...(attempt === undefined ? {} : { attempt }),
    };
  }
  const attempts = validAttempts(doc['attempts']);
  if (attempts === null) return { ok: false, problem: 'The job step attempts are invalid.' };
  const pres = (doc['presentation'] ?? { status: 'not_started', error: null }) as Record<string, unknown>;
  if (!oneOf(PRESENTATION_STATUSES, pres['status']) || !isNullableString(pres['error'] ?? null)) {
    return { ok: false, problem: 'The job presentation state is invalid.' };
  }
  return {
    ok: true,
    job: {
      schema_version: JOB_SCHEMA_VERSION,
      job_id: doc['job_id'] as string,
      owner_uid: doc['owner_uid'] as string,
      filename: doc['filename'] as string,
      title: (doc['title'] as string | null | undefined) ?? null,
      read_warning: (doc['read_warning'] as string | null | undefined) ?? null,
      created_at: doc['created_at'] as string,
      updated_at: doc['updated_at'] as string,
      status: doc['status'],
      progress,
      current_step: doc['current_step'] as string,
      error: (doc['error'] as string | null | undefined) ?? null,
      settings: settings as ProcessingSettings | null,
      slides_plan: plan,
      audio,
      presentation: { status: pres['status'], error: (pres['error'] as string | null | undefined) ?? null },
      ...(typeof doc['google_presentation_id'] === 'string'
        ? { google_presentation_id: doc['google_presentation_id'] }
        : {}),
      video_status: doc['video_status'],
      video_error: (doc['video_error'] as string | null | undefined) ?? null,
      ...(attempts === undefined ? {} : { attempts }),
      ...(typeof doc['audio_under_way'] === 'boolean' ? { audio_under_way: doc['audio_under_way'] } : {}),
      ...(typeof doc['pdf_password'] === 'string' || doc['pdf_password'] === null
        ? { pdf_password: doc['pdf_password'] }
        : {}),
    },
  };
}
