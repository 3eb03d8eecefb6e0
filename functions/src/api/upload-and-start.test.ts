import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  emptyFile,
  encryptedPaper,
  inflatingPaper,
  notAPdf,
  scannedPaper,
  truncatedPaper,
  twoColumnPaper,
} from '../../../tests/fixtures/index.js';
import { createApp } from './app.js';
import { MAX_UPLOAD_BYTES } from '../shared/upload-limit.js';
import { createFakeDeps } from './testing/fake-deps.js';
import { seedJob } from './testing/seed-job.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = server.deps.auth.addUser('ada');
});
afterEach(() => server.close());

function pdfForm(
  data: Uint8Array,
  name = 'attention.pdf',
  type = 'application/pdf',
  field = 'file',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

const upload = (form: FormData) => server.call('POST', '/api/processing/upload-pdf', { token, body: form });

describe('POST /api/processing/upload-pdf', () => {
  it('stores a real PDF under the user’s folder and creates a job that keeps the original filename', async () => {
    const pdf = await twoColumnPaper();
    const res = await upload(pdfForm(pdf, 'Étude — attention (final).pdf'));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { job_id: string; filename: string };
    expect(body).toEqual({ job_id: 'job-0001', filename: 'Étude — attention (final).pdf' });
    expect(server.deps.files.files.get('uploads/ada/job-0001.pdf')?.data.equals(pdf)).toBe(true);
    expect(server.deps.jobs.jobs.get('job-0001')).toMatchObject({
      owner_uid: 'ada',
      status: 'uploaded',
      filename: 'Étude — attention (final).pdf',
    });
  });

  it('refuses a text file sent as application/pdf because it lacks the %PDF signature', async () => {
    const res = await upload(pdfForm(await notAPdf()));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      code: 'not_pdf',
      detail: 'This file is not a PDF. Please upload the paper as a PDF file.',
    });
    expect(server.deps.jobs.jobs.size).toBe(0);
  });

  it.each([
    [
      'password-protected',
      encryptedPaper,
      'password_required',
      'This PDF is password-protected. Please enter its password to upload it.',
    ],
    [
      'cut-off (damaged beyond reading)',
      truncatedPaper,
      'damaged_pdf',
      'This PDF is damaged and none of its pages could be read.',
    ],
    [
      'decompression-bomb',
      inflatingPaper,
      'too_large',
      'This PDF unpacks to far more data than a paper holds, so it cannot be read safely. Please upload the paper as saved by its publisher or a PDF printer.',
    ],
    [
      'scanned, without a text layer',
      scannedPaper,
      'no_text',
      'This PDF has no selectable text; it looks like a scan. Scanned papers are not supported (there is no text recognition): please use a PDF with a text layer.',
    ],
  ])(
    'refuses a %s PDF at once with its sentence, creating no job and storing nothing',
    async (_label, make, code, detail) => {
      const res = await upload(pdfForm(await make()));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ code, detail });
      expect(server.deps.jobs.jobs.size).toBe(0);
      expect(server.deps.files.files.size).toBe(0);
    },
  );

  it('refuses an upload at the monthly limit with the limit sentence, creating no job and storing nothing', async () => {
    for (let i = 0; i < 3; i++) {
      const used = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
      expect(
        (await server.call('POST', `/api/processing/start/${used.job_id}`, { token, json: { config: {} } }))
          .status,
      ).toBe(202);
    }
    const jobsBefore = server.deps.jobs.jobs.size;
    const res = await upload(pdfForm(await twoColumnPaper()));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'quota_exceeded',
      detail: "You've used all 3 uploads for this month. Upgrade to Pro for unlimited processing.",
    });
    expect(server.deps.jobs.jobs.size).toBe(jobsBefore);
    expect([...server.deps.files.files.keys()].filter((path) => path.startsWith('uploads/'))).toEqual([]);
  });

  it('refuses PDF bytes sent with a non-PDF content type', async () => {
    const res = await upload(pdfForm(await twoColumnPaper(), 'paper.txt', 'text/plain'));
    expect(res.status).toBe(415);
  });

  it('refuses an empty file with a 400 in words', async () => {
    const res = await upload(pdfForm(await emptyFile()));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/empty/);
  });

  it('refuses a file over 30 MB with a clear 413 and stores nothing', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1024);
    big.set(Buffer.from('%PDF-1.7\n'));
    const res = await upload(pdfForm(big));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { detail: string }).detail).toMatch(
      /too large: Lectern accepts papers up to 30 MB/,
    );
    expect(server.deps.files.files.size).toBe(0);
  });

  it('asks for the "file" field when the form has none, and for multipart when the body is not', async () => {
    const noFile = await upload(pdfForm(await twoColumnPaper(), 'a.pdf', 'application/pdf', 'document'));
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { detail: string }).detail).toMatch(/"file"/);
    const notMultipart = await server.call('POST', '/api/processing/upload-pdf', {
      token,
      json: { file: 'x' },
    });
    expect(notMultipart.status).toBe(400);
  });

  it('reads the upload from req.rawBody when Cloud Functions has already consumed the stream', async () => {
    const deps = createFakeDeps();
    const uploader = deps.auth.addUser('ada');
    const outer = express();
    // What the Functions framework does before our app sees the request.
    outer.use((req, _res, next) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        Object.assign(req, { rawBody: Buffer.concat(chunks) });
        next();
      });
    });
    outer.use(createApp(deps));
    const listener = outer.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => listener.once('listening', resolve));
    try {
      const port = (listener.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/processing/upload-pdf`, {
        method: 'POST',
        headers: { authorization: `Bearer ${uploader}` },
        body: pdfForm(await twoColumnPaper()),
      });
      expect(res.status).toBe(201);
      expect(deps.files.files.has('uploads/ada/job-0001.pdf')).toBe(true);
    } finally {
      listener.closeAllConnections();
      listener.close();
    }
  });
});

describe('POST /api/processing/start/{id}', () => {
  const start = (id: string, config: unknown) =>
    server.call('POST', `/api/processing/start/${id}`, { token, json: { config } });

  it('counts the video, marks the job processing and queues the extract step', async () => {
    const job = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
    const res = await start(job.job_id, { slide_count: 4, voice_id: 'hope' });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ job_id: job.job_id, status: 'processing', progress: 0 });
    expect(server.deps.tasks.queued).toEqual([
      { stage: 'extract', task: { job_id: job.job_id, uid: 'ada' } },
    ]);
    expect(server.deps.jobs.jobs.get(job.job_id)?.settings).toEqual({ slide_count: 4, voice_id: 'hope' });
    const quota = await (await server.call('GET', '/api/user/quota', { token })).json();
    expect(quota).toMatchObject({ used_this_month: 1, can_process: true });
  });

  it('keeps the choice to show each slide whole (reveals off) for the video step', async () => {
    const job = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
    const res = await start(job.job_id, { slide_count: 3, voice_id: 'sully', reveals: false });
    expect(res.status).toBe(202);
    expect(server.deps.jobs.jobs.get(job.job_id)?.settings).toEqual({
      slide_count: 3,
      voice_id: 'sully',
      reveals: false,
    });
  });

  it.each([
    [{ slide_count: 9, voice_id: 'sully' }, 'The number of slides must be a whole number from 3 to 8.'],
    [{ slide_count: 2 }, 'The number of slides must be a whole number from 3 to 8.'],
    [
      { voice_id: 'morgan' },
      'Unknown voice "morgan". Choose one of: mark, cassidy, brian, hope, sully, matilda, algieba.',
    ],
    ['five', 'The config must be an object with slide_count and voice_id.'],
    [{ reveals: 'no' }, 'Reveals must be on (true) or off (false).'],
  ])('refuses config %j with a 400 and counts nothing', async (config, detail) => {
    const job = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
    const res = await start(job.job_id, config);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toBe(detail);
    expect(server.deps.tasks.queued).toEqual([]);
    expect(server.deps.users.counted.size).toBe(0);
  });

  it('refuses with a 403 and a clear detail when the month’s three free videos are used', async () => {
    for (let i = 0; i < 3; i++) {
      const used = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
      expect((await start(used.job_id, {})).status).toBe(202);
    }
    const job = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
    const res = await start(job.job_id, {});
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'quota_exceeded',
      detail: "You've used all 3 uploads for this month. Upgrade to Pro for unlimited processing.",
    });
    expect(server.deps.jobs.jobs.get(job.job_id)?.status).toBe('uploaded');
    expect(await (await server.call('GET', '/api/user/quota', { token })).json()).toMatchObject({
      can_process: false,
      used_this_month: 3,
    });
  });

  it('lets exactly one of ten simultaneous starts through when one video is left', async () => {
    for (let i = 0; i < 2; i++)
      await start((await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null })).job_id, {});
    const jobs = await Promise.all(
      Array.from({ length: 10 }, () =>
        seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null }),
      ),
    );
    const statuses = await Promise.all(jobs.map(async (j) => (await start(j.job_id, {})).status));
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(9);
  });

  it('refuses to start a job twice and counts it once', async () => {
    const job = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
    await start(job.job_id, {});
    const again = await start(job.job_id, {});
    expect(again.status).toBe(409);
    expect(server.deps.users.records.get('ada')?.used_this_month).toBe(1);
  });

  it('gives the count back and lets the user retry when the queue refuses the task', async () => {
    const job = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
    server.deps.tasks.failing = true;
    const res = await start(job.job_id, {});
    expect(res.status).toBe(503);
    expect(server.deps.users.records.get('ada')?.used_this_month).toBe(0);
    expect(server.deps.jobs.jobs.get(job.job_id)?.status).toBe('uploaded');
    server.deps.tasks.failing = false;
    expect((await start(job.job_id, {})).status).toBe(202);
  });
});
