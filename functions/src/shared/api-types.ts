/**
 * Response bodies of the /api surface (docs/product.md §3, §7) that are not documents of their own. The web
 * client imports these to type its calls; field names are the contract.
 *
 * Imports nothing from Node or Firebase so the web client can use it too.
 */
import type { JobSummary, PresentationStatus, VideoStatus } from './job.js';
import type { SlidePlanItem, SlidesPlan } from './slide-plan.js';
import type { VoiceId } from './voices.js';

/** The signed-in user as the app keeps it (docs/product.md §3); POST /auth/verify-token returns it. */
export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/** Every error response: one sentence the client shows as it is. */
export interface ErrorBody {
  detail: string;
  code: string;
}

/** GET /user/jobs. */
export interface JobsResponse {
  jobs: JobSummary[];
}

/** POST /processing/upload-pdf. */
export interface UploadResponse {
  job_id: string;
  filename: string;
}

/** GET /processing/result/{id}. */
export interface ResultResponse {
  slides_plan: SlidesPlan;
}

/** GET /processing/audio-status/{id}: `slide_{i}` → status, `slide_{i}_error` → message. */
export interface AudioStatusResponse {
  audio_status: Record<string, string>;
}

/** GET /processing/get-presentation-link/{id}. */
export interface PresentationLinkResponse {
  edit_url: string;
}

/** GET /processing/video-status/{id}. */
export interface VideoStatusResponse {
  video_status: VideoStatus;
  video_error: string | null;
}

/** GET /processing/get-video-url/{id}: playable in a video element, with seeking. */
export interface VideoUrlResponse {
  video_url: string;
}

/** GET /processing/get-audio-urls/{id}: a signed path (under the API host) per slide of the plan, keyed `slide_{i}`. */
export interface AudioUrlsResponse {
  audio_urls: Record<string, string>;
}

/** One figure or table of the paper, as the slide editor offers it (GET /processing/figures/{id}). */
export interface DeckFigure {
  /** How a slide refers to it in `visual_identifier`: "Figure 2", "Table 1". */
  id: string;
  kind: 'figure' | 'table';
  caption: string;
  page: number;
  width: number;
  height: number;
  /** Under the API base: `/processing/figure-image/{jobId}/{index}`. */
  image_path: string;
}

/** GET /processing/figures/{id}. */
export interface DeckFiguresResponse {
  figures: DeckFigure[];
}

/** GET /processing/presentation-status/{id}: the .pptx and slide images built from the current plan. */
export interface PresentationStatusResponse {
  presentation_status: PresentationStatus;
  presentation_error: string | null;
}

/** POST /processing/slide-preview/{id}: one unsaved slide, drawn as the video will show it. */
export interface SlidePreviewRequest {
  slide: SlidePlanItem;
  /** Its place in the plan (from 0), for the slide number; 0 when absent. */
  index?: number;
}

/** One voice as the settings step offers it, saying honestly when a local voice stands in. */
export interface VoiceOffer {
  voice_id: VoiceId;
  name: string;
  description: string;
  default: boolean;
  provider: 'elevenlabs' | 'google' | 'local';
  /** Set when a local voice stands in for the premium one. */
  note: string | null;
}

/** GET /processing/voices. */
export interface VoicesResponse {
  voices: VoiceOffer[];
}
