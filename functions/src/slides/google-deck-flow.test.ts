/**
 * The whole Google Slides flow through the API and the slides step, with the real Google clients
 * talking to the local stand-in, and the stand-in fetching figures from the API's signed image route.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../api/app.js';
import { SAMPLE_PLAN } from '../api/testing/seed-job.js';
import { jobFiles } from '../backend/index.js';
import type { PaperDocument } from '../pipeline/index.js';
import { newJob, type Job } from '../shared/job.js';
import { handleSlides } from '../tasks/index.js';
import { createTaskFakes, type TaskFakes } from '../tasks/testing/task-fakes.js';
import { createGoogleSlidesPublisher } from './google-slides-publisher.js';
import { signedSlideImageUrl } from './slide-image-url.js';
import {
  googleError,
  startFakeGoogleApis,
  writeFakeGoogleKey,
  type FakeGoogleApis,
} from './testing/fake-google-apis.js';

const UID = 'ada';
const FIRST = { retryCount: 0, maxAttempts: 3 };
let google: FakeGoogleApis;
let deps: TaskFakes;
let server: Server;
let api = '';
let token = '';
let keyDir = '';

/** A paper that has Figure 1 (but not the plan's Table 2), read and stored as the read step leaves it. */
async function readJob(): Promise<Job> {
  const job: Job = {
    ...newJob({
      job_id: deps.ids.newJobId(),
      owner_uid: UID,
      filename: 'attention.pdf',
      now: deps.clock.now(),
    }),
    status: 'completed',
    slides_plan: SAMPLE_PLAN,
    settings: { slide_count: 3, voice_id: 'sully' },
  };
  const canvas = createCanvas(400, 300);
  canvas.getContext('2d').fillRect(50, 50, 300, 200);
  await deps.files.write(jobFiles.figure(job.job_id, 0), canvas.toBuffer('image/png'));
  const document: PaperDocument = {
    title: 'Attention Is All You Need',
    authors: [],
    abstract: '',
    language: 'en',
    sections: [],
    references: [],
    figures: [
      {
        id: 'Figure 1',
        kind: 'figure',
        number: '1',
        caption: 'The model.',
        page: 1,
        box: [72, 72, 300, 250],
        imagePath: jobFiles.figure(job.job_id, 0),
        width: 400,
        height: 300,
      },
    ],
    pageCount: 1,
    pagesRead: 1,
    warnings: [],
  };
  await deps.files.write(jobFiles.document(job.job_id), Buffer.from(JSON.stringify(document)));
  await deps.jobs.create(job);
  return job;
}

const call = (method: string, path: string) =>
  fetch(`${api}/api/processing${path}`, { method, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  google = await startFakeGoogleApis();
  keyDir = await mkdtemp(join(tmpdir(), 'lectern-google-key-'));
  process.env['GOOGLE_APPLICATION_CREDENTIALS'] = await writeFakeGoogleKey(keyDir);
  deps = createTaskFakes();
  token = deps.auth.addUser(UID);
  server = createApp(deps, { reExportPollMs: 10 }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deps.decks = createGoogleSlidesPublisher({
    imageUrl: (path) => signedSlideImageUrl(api, deps.urlSigningKey, path, deps.clock.now()),
    slidesRootUrl: `${google.url}/`,
    driveRootUrl: `${google.url}/`,
    tokenUrl: `${google.url}/token`,
    retry: { sleep: () => Promise.resolve() },
  });
  // The slides step runs as soon as it is queued, as the task queue would run it.
  deps.tasks.onEnqueue = (stage, task) =>
    stage === 'slides' ? handleSlides(task, deps, FIRST) : Promise.resolve();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await google.close();
  delete process.env['GOOGLE_APPLICATION_CREDENTIALS'];
  await rm(keyDir, { recursive: true, force: true });
});
beforeEach(() => google.reset());

describe('generate-powerpoint with Google Slides', () => {
  it("makes the deck with the figure, shares it with the user, and links to it; re-export brings the edits into the video's slides", async () => {
    const job = await readJob();
    expect((await call('POST', `/generate-powerpoint/${job.job_id}`)).status).toBe(202);

    const stored = await deps.jobs.get(job.job_id);
    expect(stored?.presentation).toEqual({ status: 'ready', error: null });
    const id = stored?.google_presentation_id ?? '';
    expect(id).not.toBe('');
    const link = await call('GET', `/get-presentation-link/${job.job_id}`);
    expect(await link.json()).toEqual({ edit_url: `https://docs.google.com/presentation/d/${id}/edit` });

    const deck = google.presentations.get(id);
    expect(deck?.title).toBe('Attention Is All You Need');
    expect(deck?.slides.map((s) => s.texts.get(s.notesId))).toEqual(
      SAMPLE_PLAN.map((s) => s.voiceover_script),
    );
    // Google fetched Figure 1 through the signed route; Table 2 is not in the paper, so no image.
    expect(deck?.slides.map((s) => s.images.length)).toEqual([0, 1, 0]);
    expect(deck?.slides[1]?.images[0]?.url).toMatch(
      new RegExp(
        `^${api}/api/slides-image\\?path=jobs%2F${job.job_id}%2Ffigures%2Ffigure_0\\.png&expires=\\d+&signature=`,
      ),
    );
    expect(google.permissions.at(-1)).toMatchObject({
      fileId: id,
      body: { type: 'user', role: 'writer', emailAddress: `${UID}@example.org` },
    });
    // The built-in deck is still made: the .pptx to download and slide images.
    expect(await deps.files.exists(jobFiles.pptx(job.job_id))).toBe(true);

    // The user edits slide 1 in Google Slides, then re-exports.
    deck?.slides[0]?.texts.set('lectern_slide_0_title', 'Attention, edited');
    const before = deps.files.files.get(jobFiles.slideImage(job.job_id, 0))?.data;
    const reExport = await call('POST', `/re-export-slides/${job.job_id}`);
    expect(reExport.status).toBe(200);
    expect(await reExport.json()).toEqual({
      status: 'ready',
      edit_url: `https://docs.google.com/presentation/d/${id}/edit`,
    });
    const after = deps.files.files.get(jobFiles.slideImage(job.job_id, 0))?.data;
    expect(after?.equals(google.thumbnailOf(id, 'lectern_slide_0'))).toBe(true);
    expect(after?.equals(before ?? Buffer.alloc(0))).toBe(false);
    expect(google.requests.filter((r) => r.path.endsWith('/thumbnail'))).toHaveLength(3);
  });

  it('fails the re-export with a clear sentence when the deck no longer has one slide per narration', async () => {
    const job = await readJob();
    await call('POST', `/generate-powerpoint/${job.job_id}`);
    const id = (await deps.jobs.get(job.job_id))?.google_presentation_id ?? '';
    google.presentations.get(id)?.slides.pop();
    const reExport = await call('POST', `/re-export-slides/${job.job_id}`);
    expect(reExport.status).toBe(500);
    expect(await reExport.json()).toMatchObject({
      detail:
        'The Google Slides deck has 2 slides but the narration has 3. Add or remove slides in Google Slides so they match, then re-export.',
    });
  });

  it('keeps the built-in editor, and says why in the log, when Google refuses the credentials', async () => {
    const job = await readJob();
    google.inject(
      /^POST \/v1\/presentations$/,
      googleError(403, 'Google Slides API has not been used in project 123 before or it is disabled.'),
    );
    expect((await call('POST', `/generate-powerpoint/${job.job_id}`)).status).toBe(202);
    const stored = await deps.jobs.get(job.job_id);
    expect(stored?.presentation.status).toBe('ready');
    expect(stored?.google_presentation_id).toBeUndefined();
    expect(await (await call('GET', `/get-presentation-link/${job.job_id}`)).json()).toEqual({
      edit_url: `/slides/${job.job_id}`,
    });
    expect(
      deps.log.lines.some(
        (l) =>
          l.severity === 'ERROR' &&
          /Google Slides deck could not be made/.test(l.message) &&
          /has not been used in project/.test(String(l.fields?.['error'])),
      ),
    ).toBe(true);
  });

  it('makes get-presentation-link wait for a deck that is still being made, then link to Google', async () => {
    const job = await readJob();
    await deps.jobs.update(job.job_id, { presentation: { status: 'generating', error: null } });
    const sleep = deps.clock.sleep.bind(deps.clock);
    let polls = 0;
    deps.clock.sleep = async (ms) => {
      polls += 1;
      if (polls === 3)
        await deps.jobs.update(job.job_id, {
          presentation: { status: 'ready', error: null },
          google_presentation_id: 'deck-made-meanwhile',
        });
      return sleep(ms);
    };
    try {
      const link = await call('GET', `/get-presentation-link/${job.job_id}`);
      expect(await link.json()).toEqual({
        edit_url: 'https://docs.google.com/presentation/d/deck-made-meanwhile/edit',
      });
      expect(polls).toBe(3);
    } finally {
      deps.clock.sleep = sleep;
    }
  });

  it('retries the step when Google is busy (429) on a delivery that will be retried', async () => {
    const job = await readJob();
    google.inject(/^POST \/v1\/presentations$/, googleError(429, 'Rate limit', { 'retry-after': '1' }), 4);
    await deps.jobs.update(job.job_id, { presentation: { status: 'generating', error: null } });
    await expect(
      handleSlides({ job_id: job.job_id, uid: UID, mode: 'build' }, deps, FIRST),
    ).rejects.toMatchObject({ kind: 'rate_limit' });
    expect((await deps.jobs.get(job.job_id))?.presentation.status).toBe('generating');
  });
});

describe('the signed slide image route', () => {
  it('serves a figure only with a genuine, unexpired signature for that figure', async () => {
    const job = await readJob();
    const path = jobFiles.figure(job.job_id, 0);
    const good = signedSlideImageUrl(api, deps.urlSigningKey, path, deps.clock.now());
    const ok = await fetch(good);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect((await fetch(good.replace('figure_0', 'figure_1'))).status).toBe(403);
    expect((await fetch(good.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);
    const other = `${api}/api/slides-image?path=${encodeURIComponent(`uploads/${UID}/${job.job_id}.pdf`)}&expires=99999999999&signature=x`;
    expect((await fetch(other)).status).toBe(403);
    const expired = signedSlideImageUrl(
      api,
      deps.urlSigningKey,
      path,
      new Date(deps.clock.now().getTime() - 60 * 60 * 1000),
    );
    expect((await fetch(expired)).status).toBe(403);
  });
});
