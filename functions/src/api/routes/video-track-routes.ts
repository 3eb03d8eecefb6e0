/**
 * What the video page shows beside the player (docs/product.md §2): GET video-tracks (the chapters
 * and the captions track), the signed captions a `<track>` loads (it cannot send a Bearer header; see
 * media-url.ts), and GET download-captions as .vtt or .srt.
 */
import { Router } from 'express';
import {
  type ApiDeps,
  contentTypeForPath,
  jobFiles,
  readCaptionsSrt,
  readVideoTracks,
} from '../../backend/index.js';
import type { Job } from '../../shared/job.js';
import { CAPTION_FORMATS, type CaptionFormat, type VideoTracksResponse } from '../../shared/video-tracks.js';
import { badRequest, notFound } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { contentDisposition, videoFileName } from '../content-disposition.js';
import { signedCaptionsPath } from '../media-url.js';
import { ownedJob, requireVideo, signedVideoJob } from '../owned-job.js';
import { sendStoredFile } from '../send-stored-file.js';

const NO_CAPTIONS = 'This video has no captions: its slides have no narration text.';

/** The download name of the captions: the video's name from the paper, as .vtt or .srt. */
function captionsFileName(job: Pick<Job, 'title' | 'filename'>, format: CaptionFormat): string {
  const video = videoFileName(job.title, job.filename);
  return video === 'video.mp4' ? `captions.${format}` : video.replace(/\.mp4$/, `.${format}`);
}

function captionFormat(raw: unknown): CaptionFormat {
  const format = raw ?? 'vtt';
  if (typeof format === 'string' && (CAPTION_FORMATS as readonly string[]).includes(format))
    return format as CaptionFormat;
  throw badRequest(`The captions format must be ${CAPTION_FORMATS.join(' or ')}.`, 'invalid_format');
}

export function videoTrackRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/video-tracks/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    requireVideo(job);
    const [tracks, hasCaptions] = await Promise.all([
      readVideoTracks(deps.files, job.job_id),
      deps.files.exists(jobFiles.subtitles(job.job_id)),
    ]);
    const body: VideoTracksResponse = {
      title: job.title ?? job.filename.replace(/\.pdf$/i, ''),
      chapters: tracks.chapters,
      captions: hasCaptions
        ? {
            ...tracks.captions,
            vtt_url: signedCaptionsPath(deps.urlSigningKey, job.job_id, deps.clock.now()),
          }
        : null,
    };
    res.json(body);
  });

  router.get('/captions/:id', async (req, res) => {
    const job = await signedVideoJob(
      deps,
      req,
      'This captions link has expired. Reload the page to get a new one.',
    );
    await sendStoredFile(req, res, deps.files, jobFiles.subtitles(job.job_id), { missing: NO_CAPTIONS });
  });

  router.get('/download-captions/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const format = captionFormat(req.query['format']);
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    requireVideo(job);
    const disposition = contentDisposition(captionsFileName(job, format));
    if (format === 'vtt') {
      await sendStoredFile(req, res, deps.files, jobFiles.subtitles(job.job_id), {
        missing: NO_CAPTIONS,
        disposition,
      });
      return;
    }
    // A video rendered before its .srt was kept has one made from its .vtt.
    const srt = await readCaptionsSrt(deps.files, job.job_id);
    if (srt === undefined) throw notFound(NO_CAPTIONS);
    res
      .set('Content-Type', contentTypeForPath(jobFiles.subtitlesSrt(job.job_id)))
      .set('Cache-Control', 'private, no-cache')
      .set('Content-Disposition', disposition)
      .send(srt);
  });

  return router;
}
