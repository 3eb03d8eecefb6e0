/**
 * Response bodies of the /api surface (SPEC §3, §7) that are not documents of their own. The web
 * client imports these to type its calls; field names are the contract.
 *
 * Imports nothing from Node or Firebase so the web client can use it too.
 */
import type { JobSummary, VideoStatus } from './job.js';
import type { SlidesPlan } from './slide-plan.js';

/** The signed-in user as the app keeps it (SPEC §3); POST /auth/verify-token returns it. @public */
export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/** Every error response: one sentence the client shows as it is. @public */
export interface ErrorBody {
  detail: string;
  code: string;
}

/** GET /user/jobs. @public */
export interface JobsResponse {
  jobs: JobSummary[];
}

/** POST /processing/upload-pdf. @public */
export interface UploadResponse {
  job_id: string;
  filename: string;
}

/** GET /processing/result/{id}. @public */
export interface ResultResponse {
  slides_plan: SlidesPlan;
}

/** GET /processing/audio-status/{id}: `slide_{i}` → status, `slide_{i}_error` → message. @public */
export interface AudioStatusResponse {
  audio_status: Record<string, string>;
}

/** GET /processing/get-presentation-link/{id}. @public */
export interface PresentationLinkResponse {
  edit_url: string;
}

/** GET /processing/video-status/{id}. @public */
export interface VideoStatusResponse {
  video_status: VideoStatus;
  video_error: string | null;
}

/** GET /processing/get-video-url/{id}: playable in a video element, with seeking. @public */
export interface VideoUrlResponse {
  video_url: string;
}
