/** One typed function per endpoint of docs/product.md §7 (plus the voices list). */
import type {
  AudioStatusResponse,
  AudioUrlsResponse,
  JobsResponse,
  PresentationLinkResponse,
  ResultResponse,
  SignedInUser,
  UploadResponse,
  VideoStatusResponse,
  VideoUrlResponse,
  VoicesResponse,
} from '../../../functions/src/shared/api-types';
import type { JobSummary } from '../../../functions/src/shared/job';
import type { PlansResponse, SubscriptionInfo } from '../../../functions/src/shared/plans';
import type { Quota } from '../../../functions/src/shared/quota';
import type { ProcessingSettings } from '../../../functions/src/shared/settings';
import type { SlidesPlan } from '../../../functions/src/shared/slide-plan';
import { MAX_UPLOAD_BYTES, fileTooLargeMessage } from '../../../functions/src/shared/upload-limit';
import { absoluteApiUrl, apiBlob, apiJson, ApiError, apiUpload, RE_EXPORT_TIMEOUT_MS } from './client';

const id = encodeURIComponent;

// ---- auth and user ----

export const verifyToken = (idToken: string): Promise<SignedInUser> =>
  apiJson<SignedInUser>('/auth/verify-token', { method: 'POST', body: { id_token: idToken } });

export const getQuota = (): Promise<Quota> => apiJson<Quota>('/user/quota');

export const listJobs = (): Promise<JobsResponse> => apiJson<JobsResponse>('/user/jobs');

// ---- processing ----

/** Refuses a file over the limit before sending it, with the server's own sentence. `password` opens a protected PDF. */
export const uploadPdf = (
  file: File,
  onProgress?: (percent: number) => void,
  password?: string,
): Promise<UploadResponse> => {
  if (file.size > MAX_UPLOAD_BYTES)
    return Promise.reject(new ApiError(413, fileTooLargeMessage(file.size), 'file_too_large', true));
  const form = new FormData();
  if (password !== undefined && password !== '') form.append('password', password);
  form.append('file', file, file.name);
  return apiUpload<UploadResponse>('/processing/upload-pdf', form, onProgress);
};

export const startProcessing = (jobId: string, config: ProcessingSettings): Promise<JobSummary> =>
  apiJson<JobSummary>(`/processing/start/${id(jobId)}`, { method: 'POST', body: { config } });

export const getStatus = (jobId: string): Promise<JobSummary> =>
  apiJson<JobSummary>(`/processing/status/${id(jobId)}`);

export const getResult = (jobId: string): Promise<ResultResponse> =>
  apiJson<ResultResponse>(`/processing/result/${id(jobId)}`);

export interface UpdateSlidesResponse {
  status: string;
  slides_plan: SlidesPlan;
}

export const updateSlides = (jobId: string, slidesPlan: SlidesPlan): Promise<UpdateSlidesResponse> =>
  apiJson<UpdateSlidesResponse>(`/processing/update-slides/${id(jobId)}`, {
    method: 'POST',
    body: { slides_plan: slidesPlan },
  });

/** Starts narration of one slide (from 0); the script, when given, replaces the plan's. */
export const generateAudio = (jobId: string, slide: number, script?: string): Promise<AudioStatusResponse> =>
  apiJson<AudioStatusResponse>(`/processing/generate-audio/${id(jobId)}/${slide}`, {
    method: 'POST',
    body: script === undefined ? {} : { voiceover_script: script },
  });

export const getAudioStatus = (jobId: string): Promise<AudioStatusResponse> =>
  apiJson<AudioStatusResponse>(`/processing/audio-status/${id(jobId)}`);

/**
 * URLs an audio element can play, keyed `slide_{i}`: it cannot send a header, and the sign-in token
 * must never ride in a URL, so the server hands out short-lived signed links, made absolute here.
 */
export async function getAudioUrls(jobId: string): Promise<Record<string, string>> {
  const body = await apiJson<AudioUrlsResponse>(`/processing/get-audio-urls/${id(jobId)}`);
  return Object.fromEntries(
    Object.entries(body.audio_urls).map(([slide, url]) => [slide, absoluteApiUrl(url)]),
  );
}

export interface PresentationResponse {
  status: string;
  edit_url: string;
}

export const generatePowerpoint = (jobId: string): Promise<PresentationResponse> =>
  apiJson<PresentationResponse>(`/processing/generate-powerpoint/${id(jobId)}`, { method: 'POST', body: {} });

export const getPresentationLink = (jobId: string): Promise<PresentationLinkResponse> =>
  apiJson<PresentationLinkResponse>(`/processing/get-presentation-link/${id(jobId)}`);

/** Redraws the slides from the edited deck; the server answers when done, so this waits up to 120 s. */
export const reExportSlides = (jobId: string): Promise<PresentationResponse> =>
  apiJson<PresentationResponse>(`/processing/re-export-slides/${id(jobId)}`, {
    method: 'POST',
    body: {},
    timeoutMs: RE_EXPORT_TIMEOUT_MS,
  });

export const generateVideo = (jobId: string): Promise<VideoStatusResponse> =>
  apiJson<VideoStatusResponse>(`/processing/generate-video/${id(jobId)}`, { method: 'POST', body: {} });

export const getVideoStatus = (jobId: string): Promise<VideoStatusResponse> =>
  apiJson<VideoStatusResponse>(`/processing/video-status/${id(jobId)}`);

/** The player URL, made absolute on the API host. */
export async function getVideoUrl(jobId: string): Promise<VideoUrlResponse> {
  const body = await apiJson<VideoUrlResponse>(`/processing/get-video-url/${id(jobId)}`);
  return { video_url: absoluteApiUrl(body.video_url) };
}

export const downloadVideo = (jobId: string): Promise<{ blob: Blob; filename: string }> =>
  apiBlob(`/processing/download-video/${id(jobId)}`, {
    fallbackName: 'video.mp4',
    timeoutMs: RE_EXPORT_TIMEOUT_MS,
  });

export type { VoiceOffer as VoiceOption } from '../../../functions/src/shared/api-types';

export const listVoices = (): Promise<VoicesResponse> => apiJson<VoicesResponse>('/processing/voices');

/** A short sample of `voice`, as the narration engine speaks it (made once on the server, then kept). */
export async function getVoiceSample(voice: string): Promise<Blob> {
  return (await apiBlob(`/processing/voices/${id(voice)}/sample`, { fallbackName: `${voice}.wav` })).blob;
}

// ---- subscription ----

export type { PlanCard as Plan } from '../../../functions/src/shared/plans';

export type { SubscriptionInfo } from '../../../functions/src/shared/plans';

export const getPlans = (): Promise<PlansResponse> => apiJson<PlansResponse>('/subscription/plans');

export const getSubscriptionInfo = (): Promise<SubscriptionInfo> =>
  apiJson<SubscriptionInfo>('/subscription/info');

export const createCheckout = (
  priceId: string,
  successUrl: string,
  cancelUrl: string,
): Promise<{ checkout_url: string }> =>
  apiJson<{ checkout_url: string }>('/subscription/create-checkout', {
    method: 'POST',
    body: { price_id: priceId, success_url: successUrl, cancel_url: cancelUrl },
  });

export const cancelSubscription = (): Promise<SubscriptionInfo> =>
  apiJson<SubscriptionInfo>('/subscription/cancel', { method: 'POST', body: {} });

export const reactivateSubscription = (): Promise<SubscriptionInfo> =>
  apiJson<SubscriptionInfo>('/subscription/reactivate', { method: 'POST', body: {} });

export const openBillingPortal = (returnUrl: string): Promise<{ portal_url: string }> =>
  apiJson<{ portal_url: string }>('/subscription/billing-portal', {
    method: 'POST',
    body: { return_url: returnUrl },
  });
