/**
 * The deck calls of the wizard and the slide editor (functions/src/api/routes/deck-routes.ts): the
 * deck's state and .pptx, the paper's figures, drawn slides and previews of unsaved slides.
 */
import type {
  DeckFigure,
  DeckFiguresResponse,
  PresentationStatusResponse,
} from '../../../functions/src/shared/api-types';
import type { SlidePlanItem } from '../../../functions/src/shared/slide-plan';
import { API_BASE, apiBlob, apiJson, getStoredToken, RE_EXPORT_TIMEOUT_MS } from './client';

export type { DeckFigure, PresentationStatusResponse };

const id = encodeURIComponent;

/** An <img> cannot send the Bearer header: the token rides as a query parameter, as for audio. */
function withToken(path: string, extra: Record<string, string> = {}): string {
  const token = getStoredToken();
  const query = new URLSearchParams({ ...(token === null ? {} : { token }), ...extra }).toString();
  return `${API_BASE}${path}${query === '' ? '' : `?${query}`}`;
}

export const getPresentationStatus = (jobId: string): Promise<PresentationStatusResponse> =>
  apiJson<PresentationStatusResponse>(`/processing/presentation-status/${id(jobId)}`);

export const listFigures = (jobId: string): Promise<DeckFiguresResponse> =>
  apiJson<DeckFiguresResponse>(`/processing/figures/${id(jobId)}`);

export const figureImageUrl = (figure: DeckFigure): string => withToken(figure.image_path);

/** `version` changes the URL after a rebuild, so the browser does not show a cached older drawing. */
export const slideImageUrl = (jobId: string, slide: number, version = 0): string =>
  withToken(`/processing/slide-image/${id(jobId)}/${slide}`, { v: String(version) });

/** The slide as the video will show it, drawn by the server from the unsaved draft. */
export async function previewSlide(jobId: string, slide: SlidePlanItem, index: number): Promise<Blob> {
  return (
    await apiBlob(`/processing/slide-preview/${id(jobId)}`, {
      method: 'POST',
      body: { slide, index },
      fallbackName: 'slide.png',
    })
  ).blob;
}

export const downloadPowerpoint = (jobId: string): Promise<{ blob: Blob; filename: string }> =>
  apiBlob(`/processing/download-powerpoint/${id(jobId)}`, {
    fallbackName: 'presentation.pptx',
    timeoutMs: RE_EXPORT_TIMEOUT_MS,
  });
