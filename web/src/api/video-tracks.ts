/**
 * The video page's calls beside the player (functions/src/api/routes/video-track-routes.ts): the
 * chapters and captions track the mp4 carries, and the captions as files.
 */
import type { CaptionFormat, VideoTracksResponse } from '../../../functions/src/shared/video-tracks';
import { absoluteApiUrl, apiBlob, apiJson } from './client';

export type {
  CaptionFormat,
  VideoChapter,
  VideoTracksResponse,
} from '../../../functions/src/shared/video-tracks';

const id = encodeURIComponent;

/** The chapters and captions; the captions link (signed: a `<track>` cannot send a header) made absolute on the API host. */
export async function getVideoTracks(jobId: string): Promise<VideoTracksResponse> {
  const body = await apiJson<VideoTracksResponse>(`/processing/video-tracks/${id(jobId)}`);
  return {
    ...body,
    captions:
      body.captions === null ? null : { ...body.captions, vtt_url: absoluteApiUrl(body.captions.vtt_url) },
  };
}

export const downloadCaptions = (
  jobId: string,
  format: CaptionFormat,
): Promise<{ blob: Blob; filename: string }> =>
  apiBlob(`/processing/download-captions/${id(jobId)}?format=${format}`, {
    fallbackName: `captions.${format}`,
  });
