/** The one API module (docs/product.md §7): every call the web client makes to /api goes through here. */
export {
  API_BASE,
  API_HOST,
  ApiError,
  DEFAULT_TIMEOUT_MS,
  RE_EXPORT_TIMEOUT_MS,
  TOKEN_STORAGE_KEY,
  apiBlob,
  apiJson,
  errorMessage,
  filenameFromDisposition,
  getStoredToken,
  setStoredToken,
} from './client';
export type { CallOptions } from './client';
export * from './endpoints';
export * from './video-tracks';
export { deleteJob } from './delete-job';
export type {
  AudioStatusResponse,
  JobsResponse,
  PresentationLinkResponse,
  ResultResponse,
  SignedInUser,
  UploadResponse,
  VideoStatusResponse,
  VideoUrlResponse,
} from '../../../functions/src/shared/api-types';
export type { JobStatus, JobSummary, VideoStatus } from '../../../functions/src/shared/job';
export type { PlanType, Quota } from '../../../functions/src/shared/quota';
export type { ProcessingSettings } from '../../../functions/src/shared/settings';
export type { SlidePlanItem, SlidesPlan } from '../../../functions/src/shared/slide-plan';
export type { VoiceId } from '../../../functions/src/shared/voices';

export {
  downloadPowerpoint,
  figureImageUrl,
  getPresentationStatus,
  listFigures,
  previewSlide,
  slideImageUrl,
  type DeckFigure,
  type PresentationStatusResponse,
} from './deck';
export { reExportDeck, RE_EXPORTED, savePlan, type Outcome } from './deck-actions';
export { POLL_MS, sleep, usePolling } from './use-polling';
export { loadedValue, useLoad, type Loaded } from './use-load';
export { mayHaveActed, startOrFollow, type Started } from './lost-answer';
