import { createCanvas } from '@napi-rs/canvas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobFiles } from '../../backend/index.js';
import type { PaperDocument } from '../../pipeline/index.js';
import type { DeckFiguresResponse } from '../../shared/api-types.js';
import type { Job } from '../../shared/job.js';
import { SAMPLE_PLAN, seedJob } from '../testing/seed-job.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { deckFileName } from './deck-routes.js';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = server.deps.auth.addUser('ada');
});
afterEach(() => server.close());

/** A PNG of one flat colour. */
function flatPng(width: number, height: number, colour: string): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Stores the read step's output for `job` as the extract task does: figure PNGs, then the JSON. */
async function storePaper(job: Job): Promise<Buffer> {
  const figure = flatPng(400, 300, '#c0392b');
  await server.deps.files.write(jobFiles.figure(job.job_id, 0), figure);
  await server.deps.files.write(jobFiles.figure(job.job_id, 1), flatPng(300, 120, '#2980b9'));
  const paper: PaperDocument = {
    title: 'Attention Is All You Need',
    authors: ['A. Vaswani'],
    abstract: 'The dominant sequence transduction models…',
    language: 'en',
    sections: [],
    references: [],
    figures: [
      {
        id: 'Figure 1',
        kind: 'figure',
        number: '1',
        caption: 'The Transformer model architecture.',
        page: 3,
        box: [72, 72, 300, 250],
        imagePath: jobFiles.figure(job.job_id, 0),
        width: 400,
        height: 300,
      },
      {
        id: 'Table 2',
        kind: 'table',
        number: '2',
        caption: 'BLEU scores on newstest2014.',
        page: 8,
        box: [72, 72, 300, 250],
        imagePath: jobFiles.figure(job.job_id, 1),
        width: 300,
        height: 120,
      },
    ],
    pageCount: 15,
    pagesRead: 15,
    warnings: [],
  };
  await server.deps.files.write(jobFiles.document(job.job_id), Buffer.from(JSON.stringify(paper)));
  return figure;
}

async function preview(jobId: string, body: unknown): Promise<Response> {
  return server.call('POST', `/api/processing/slide-preview/${jobId}`, { token, json: body });
}

const DECK_ROUTES: Array<[string, string]> = [
  ['GET', '/api/processing/presentation-status/{id}'],
  ['GET', '/api/processing/download-powerpoint/{id}'],
  ['GET', '/api/processing/figures/{id}'],
  ['GET', '/api/processing/figure-image/{id}/0'],
  ['GET', '/api/processing/slide-image/{id}/0'],
  ['POST', '/api/processing/slide-preview/{id}'],
];

describe('deck routes', () => {
  it.each(DECK_ROUTES)(
    '%s %s answers 404 with no data for another user’s job, 401 without a token',
    async (method, route) => {
      const foreign = await seedJob(server.deps, 'grace', { presentation: { status: 'ready', error: null } });
      await storePaper(foreign);
      await server.deps.files.write(jobFiles.pptx(foreign.job_id), Buffer.from('secret deck'));
      await server.deps.files.write(jobFiles.slideImage(foreign.job_id, 0), flatPng(16, 9, '#000'));
      const path = route.replace('{id}', foreign.job_id);
      const res = await server.call(method, path, {
        token,
        ...(method === 'POST' ? { json: { slide: SAMPLE_PLAN[0] } } : {}),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'not_found',
        detail: 'No job with this id was found in your account.',
      });
      expect((await server.call(method, path)).status).toBe(401);
    },
  );

  it('lists the paper’s figures and tables with a picture an <img> can load by ?token=', async () => {
    const job = await seedJob(server.deps, 'ada');
    const figure = await storePaper(job);
    const res = await server.call('GET', `/api/processing/figures/${job.job_id}`, { token });
    const body = (await res.json()) as DeckFiguresResponse;
    expect(body.figures).toEqual([
      {
        id: 'Figure 1',
        kind: 'figure',
        caption: 'The Transformer model architecture.',
        page: 3,
        width: 400,
        height: 300,
        image_path: `/processing/figure-image/${job.job_id}/0`,
      },
      {
        id: 'Table 2',
        kind: 'table',
        caption: 'BLEU scores on newstest2014.',
        page: 8,
        width: 300,
        height: 120,
        image_path: `/processing/figure-image/${job.job_id}/1`,
      },
    ]);
    const image = await server.call(
      'GET',
      `/api/processing${body.figures[0]?.image_path.replace('/processing', '') ?? ''}?token=${token}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(figure);
    const missing = await server.call('GET', `/api/processing/figure-image/${job.job_id}/7`, { token });
    expect(missing.status).toBe(404);
  });

  it('answers 409 for the figures while the paper has not been read, and passes on why a failed job has none', async () => {
    const reading = await seedJob(server.deps, 'ada', { status: 'processing', slides_plan: null });
    const early = await server.call('GET', `/api/processing/figures/${reading.job_id}`, { token });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { detail: string }).detail).toBe(
      'The paper has not been read yet. Please wait for processing to finish.',
    );
    const failed = await seedJob(server.deps, 'ada', {
      status: 'failed',
      slides_plan: null,
      error: 'This PDF is protected by a password.',
    });
    const res = await server.call('GET', `/api/processing/figures/${failed.job_id}`, { token });
    expect(await res.json()).toEqual({ code: 'job_failed', detail: 'This PDF is protected by a password.' });
  });

  it('draws an unsaved slide as a 1920 × 1080 PNG, and the figure it names changes the picture', async () => {
    const job = await seedJob(server.deps, 'ada');
    await storePaper(job);
    const plain = { ...SAMPLE_PLAN[1], visual_identifier: '' };
    const without = await preview(job.job_id, { slide: plain, index: 1 });
    expect(without.status).toBe(200);
    expect(without.headers.get('content-type')).toBe('image/png');
    expect(without.headers.get('cache-control')).toBe('no-store');
    const withoutPng = Buffer.from(await without.arrayBuffer());
    expect(pngSize(withoutPng)).toEqual({ width: 1920, height: 1080 });

    // Only the figure the slide shows is fetched from the store, however the reference is spelled.
    const reads: string[] = [];
    const read = server.deps.files.read.bind(server.deps.files);
    server.deps.files.read = (path, range) => {
      reads.push(path);
      return read(path, range);
    };
    const withFigure = Buffer.from(
      await (
        await preview(job.job_id, { slide: { ...plain, visual_identifier: 'fig. 1' }, index: 1 })
      ).arrayBuffer(),
    );
    expect(reads.filter((path) => path.includes('/figures/'))).toEqual([
      `jobs/${job.job_id}/figures/figure_0.png`,
    ]);
    expect(pngSize(withFigure)).toEqual({ width: 1920, height: 1080 });
    expect(withFigure.equals(withoutPng)).toBe(false);
    const retitled = Buffer.from(
      await (
        await preview(job.job_id, { slide: { ...plain, slide_title: 'Another title' }, index: 1 })
      ).arrayBuffer(),
    );
    expect(retitled.equals(withoutPng)).toBe(false);
    // Nothing is saved by a preview.
    expect(server.deps.jobs.jobs.get(job.job_id)?.slides_plan).toEqual(SAMPLE_PLAN);
  });

  it('refuses a preview of an invalid slide or index with a sentence', async () => {
    const job = await seedJob(server.deps, 'ada');
    await storePaper(job);
    const untitled = await preview(job.job_id, { slide: { ...SAMPLE_PLAN[0], slide_title: '  ' } });
    expect(untitled.status).toBe(400);
    expect(await untitled.json()).toEqual({ code: 'invalid_slide', detail: 'The slide needs a title.' });
    const outside = await preview(job.job_id, { slide: SAMPLE_PLAN[0], index: 3 });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { detail: string }).detail).toBe(
      'The slide index must be a whole number from 0 to 2.',
    );
  });

  it('serves the drawn slide images, and says when a slide has not been drawn', async () => {
    const job = await seedJob(server.deps, 'ada');
    const png = flatPng(32, 18, '#123456');
    await server.deps.files.write(jobFiles.slideImage(job.job_id, 1), png);
    const drawn = await server.call('GET', `/api/processing/slide-image/${job.job_id}/1?token=${token}`);
    expect(drawn.status).toBe(200);
    expect(Buffer.from(await drawn.arrayBuffer())).toEqual(png);
    const undrawn = await server.call('GET', `/api/processing/slide-image/${job.job_id}/0`, { token });
    expect(await undrawn.json()).toEqual({
      code: 'not_found',
      detail: 'Slide 1 has not been drawn yet. Generate the PowerPoint first.',
    });
    expect((await server.call('GET', `/api/processing/slide-image/${job.job_id}/3`, { token })).status).toBe(
      404,
    );
  });

  it('downloads the .pptx under the paper’s title once the deck is ready, and reports the deck’s state', async () => {
    const job = await seedJob(server.deps, 'ada', { title: 'Attention Is All You Need' });
    await server.deps.files.write(jobFiles.pptx(job.job_id), Buffer.from('PK deck'));
    const status = await server.call('GET', `/api/processing/presentation-status/${job.job_id}`, { token });
    expect(await status.json()).toEqual({ presentation_status: 'not_started', presentation_error: null });
    const early = await server.call('GET', `/api/processing/download-powerpoint/${job.job_id}`, { token });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { detail: string }).detail).toBe(
      'The PowerPoint is not ready yet. Generate it first, then download it.',
    );

    await server.deps.jobs.update(job.job_id, { presentation: { status: 'ready', error: null } });
    const res = await server.call('GET', `/api/processing/download-powerpoint/${job.job_id}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Attention Is All You Need.pptx"; filename*=UTF-8''Attention%20Is%20All%20You%20Need.pptx`,
    );
    expect(await res.text()).toBe('PK deck');
  });

  it('names the deck after the paper, else the upload, else "presentation"', () => {
    expect(deckFileName({ title: 'Deep Residual Learning', filename: 'resnet.pdf' })).toBe(
      'Deep Residual Learning.pptx',
    );
    expect(deckFileName({ title: null, filename: 'resnet.pdf' })).toBe('resnet.pptx');
    expect(deckFileName({ title: '///', filename: 'x.pdf' })).toBe('presentation.pptx');
  });
});
