/**
 * What the built-in slide editor needs: the deck's state and .pptx, the paper's figures, the drawn
 * slides, and a preview of an unsaved slide drawn by the engine itself, so the editor shows exactly
 * what the video will show.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Router } from 'express';
import { type ApiDeps, jobFiles, loadDocument } from '../../backend/index.js';
import { drawSlide, type PaperDocument } from '../../pipeline/index.js';
import { withTempDir } from '../../pipeline/system/temp-dir.js';
import type { DeckFiguresResponse, PresentationStatusResponse } from '../../shared/api-types.js';
import type { Job } from '../../shared/job.js';
import { validateSlidesPlan } from '../../shared/slide-plan.js';
import { badRequest, conflict, notFound } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { contentDisposition, videoFileName } from '../content-disposition.js';
import { ownedJob, planOf, slideIndex } from '../owned-job.js';
import { requestBody } from '../request-body.js';
import { sendStoredFile } from '../send-stored-file.js';

/** The download name of the deck: the video's name from the paper, as a .pptx. */
export function deckFileName(job: Pick<Job, 'title' | 'filename'>): string {
  const video = videoFileName(job.title, job.filename);
  return video === 'video.mp4' ? 'presentation.pptx' : video.replace(/\.mp4$/, '.pptx');
}

/** The figure-image path a client appends to the API base. */
const figureImagePath = (jobId: string, index: number): string =>
  `/processing/figure-image/${encodeURIComponent(jobId)}/${index}`;

/** The stored read-step document; 409 while the paper has not been read yet. */
async function paperOf(
  deps: ApiDeps,
  job: Job,
  figuresDir?: string,
  options: { onlyFigureNamed?: string } = {},
): Promise<PaperDocument> {
  if (!(await deps.files.exists(jobFiles.document(job.job_id)))) {
    if (job.status === 'failed') throw conflict(job.error ?? 'This paper could not be read.', 'job_failed');
    throw conflict('The paper has not been read yet. Please wait for processing to finish.', 'not_ready');
  }
  return loadDocument(deps.files, job.job_id, figuresDir, options);
}

export function deckRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/presentation-status/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const body: PresentationStatusResponse = {
      presentation_status: job.presentation.status,
      presentation_error: job.presentation.error,
    };
    res.json(body);
  });

  router.get('/download-powerpoint/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    planOf(job);
    // After an edit the stored .pptx is the old plan's until the deck is built again.
    if (job.presentation.status !== 'ready')
      throw conflict('The PowerPoint is not ready yet. Generate it first, then download it.', 'not_ready');
    const missing = 'The PowerPoint file was not found. Please generate it again.';
    await sendStoredFile(req, res, deps.files, jobFiles.pptx(job.job_id), {
      missing,
      disposition: contentDisposition(deckFileName(job)),
    });
  });

  router.get('/figures/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const paper = await paperOf(deps, job);
    const body: DeckFiguresResponse = {
      figures: paper.figures.map((figure, index) => ({
        id: figure.id,
        kind: figure.kind,
        caption: figure.caption,
        page: figure.page,
        width: figure.width,
        height: figure.height,
        image_path: figureImagePath(job.job_id, index),
      })),
    };
    res.json(body);
  });

  // An <img> cannot send headers, so the two image routes also take ?token= (as audio playback does).
  router.get('/figure-image/:id/:figure', async (req, res) => {
    const uid = (await requireUser(req, deps.auth, { allowQueryToken: true })).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const paper = await paperOf(deps, job);
    const raw = req.params.figure;
    const figure = /^\d{1,4}$/.test(raw) ? paper.figures[Number(raw)] : undefined;
    if (figure === undefined) throw notFound(`This paper has no figure ${raw}.`);
    await sendStoredFile(req, res, deps.files, figure.imagePath, {
      missing: 'The picture of this figure was not found.',
    });
  });

  router.get('/slide-image/:id/:slide', async (req, res) => {
    const uid = (await requireUser(req, deps.auth, { allowQueryToken: true })).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const slide = slideIndex(req.params.slide, planOf(job));
    const missing = `Slide ${slide + 1} has not been drawn yet. Generate the PowerPoint first.`;
    await sendStoredFile(req, res, deps.files, jobFiles.slideImage(job.job_id, slide), { missing });
  });

  router.post('/slide-preview/:id', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const job = await ownedJob(deps.jobs, req.params.id, uid);
    const plan = planOf(job);
    const body = requestBody(req);
    const checked = validateSlidesPlan([body['slide']]);
    if (!checked.ok) throw badRequest(checked.problem.replace(/^Slide 1\b/, 'The slide'), 'invalid_slide');
    const rawIndex = body['index'] ?? 0;
    if (
      typeof rawIndex !== 'number' ||
      !Number.isInteger(rawIndex) ||
      rawIndex < 0 ||
      rawIndex >= plan.length
    ) {
      throw badRequest(`The slide index must be a whole number from 0 to ${plan.length - 1}.`);
    }
    const [slide] = checked.plan;
    if (slide === undefined) throw badRequest('The slide is missing.');
    const png = await withTempDir('preview', async (workDir) => {
      const figuresDir = join(workDir, 'figures');
      await mkdir(figuresDir);
      // Called on every pause in typing: only the figure this slide shows is fetched.
      const paper = await paperOf(deps, job, figuresDir, { onlyFigureNamed: slide.visual_identifier });
      const options = { paperTitle: paper.title, figures: paper.figures, language: paper.language, workDir };
      return readFile((await drawSlide(slide, rawIndex, plan.length, options)).path);
    });
    res.set('Content-Type', 'image/png').set('Cache-Control', 'no-store').send(png);
  });

  return router;
}
