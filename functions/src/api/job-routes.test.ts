import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeJob, jobFiles, jobState } from '../backend/index.js';
import { SAMPLE_PLAN, seedJob } from './testing/seed-job.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer({ reExportPollMs: 1000, reExportTimeoutMs: 5000 });
  token = server.deps.auth.addUser('ada');
});
afterEach(() => server.close());

const JOB_ROUTES: Array<[string, string]> = [
  ['POST', '/api/processing/start/{id}'],
  ['GET', '/api/processing/status/{id}'],
  ['GET', '/api/processing/result/{id}'],
  ['POST', '/api/processing/update-slides/{id}'],
  ['POST', '/api/processing/generate-audio/{id}/0'],
  ['GET', '/api/processing/audio-status/{id}'],
  ['GET', '/api/processing/audio/{id}/0'],
  ['POST', '/api/processing/generate-powerpoint/{id}'],
  ['GET', '/api/processing/get-presentation-link/{id}'],
  ['POST', '/api/processing/re-export-slides/{id}'],
  ['POST', '/api/processing/generate-video/{id}'],
  ['GET', '/api/processing/video-status/{id}'],
  ['GET', '/api/processing/get-video-url/{id}'],
  ['GET', '/api/processing/download-video/{id}'],
];

describe('job ownership', () => {
  it.each(JOB_ROUTES)('%s %s answers 404 with no data for another user’s job', async (method, route) => {
    const foreign = await seedJob(server.deps, 'grace', {
      video_status: 'completed',
      audio: { slide_0: { status: 'completed', error: null } },
    });
    await server.deps.files.write(jobFiles.video(foreign.job_id), Buffer.from('secret video'));
    await server.deps.files.write(jobFiles.audio(foreign.job_id, 0), Buffer.from('secret audio'));
    const res = await server.call(
      method,
      route.replace('{id}', foreign.job_id),
      method === 'GET' ? { token } : { token, json: { slides_plan: SAMPLE_PLAN, config: {} } },
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'not_found',
      detail: 'No job with this id was found in your account.',
    });
    expect(server.deps.tasks.queued).toEqual([]);
    expect(server.deps.jobs.jobs.get(foreign.job_id)).toEqual(foreign);
  });

  it.each(JOB_ROUTES)('%s %s answers 401 without a sign-in token', async (method, route) => {
    const job = await seedJob(server.deps, 'ada');
    const res = await server.call(method, route.replace('{id}', job.job_id));
    expect(res.status).toBe(401);
  });
});

describe('status, result and update-slides', () => {
  it('reports the job’s status fields', async () => {
    const job = await seedJob(server.deps, 'ada', {
      status: 'processing',
      progress: 42,
      current_step: 'Planning the slides',
      slides_plan: null,
    });
    const res = await server.call('GET', `/api/processing/status/${job.job_id}`, { token });
    expect(await res.json()).toEqual({
      job_id: job.job_id,
      filename: 'attention.pdf',
      created_at: '2025-03-14T12:00:00.000Z',
      status: 'processing',
      video_status: 'not_started',
      progress: 42,
      current_step: 'Planning the slides',
      video_error: null,
      error: null,
      read_warning: null,
    });
  });

  it("carries the read step's partial-read sentence for the wizard and the video page", async () => {
    const job = await seedJob(server.deps, 'ada', { status: 'processing', progress: 0, slides_plan: null });
    await changeJob(
      server.deps.jobs,
      job.job_id,
      jobState.documentRead(
        'Attention',
        'This PDF is damaged; only pages 1–5 of 8 could be read.',
        server.deps.clock.now().toISOString(),
      ),
    );
    const res = await server.call('GET', `/api/processing/status/${job.job_id}`, { token });
    expect(await res.json()).toMatchObject({
      progress: 75,
      read_warning: 'This PDF is damaged; only pages 1–5 of 8 could be read.',
    });
  });

  it('answers 409 for the result while the plan is being made, and the plan once it is ready', async () => {
    const job = await seedJob(server.deps, 'ada', { status: 'processing', slides_plan: null });
    const early = await server.call('GET', `/api/processing/result/${job.job_id}`, { token });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { detail: string }).detail).toMatch(/not ready yet/);
    await server.deps.jobs.update(job.job_id, { status: 'completed', slides_plan: SAMPLE_PLAN });
    const ready = await server.call('GET', `/api/processing/result/${job.job_id}`, { token });
    expect(await ready.json()).toEqual({ slides_plan: SAMPLE_PLAN });
  });

  it('passes on why a failed job has no plan', async () => {
    const job = await seedJob(server.deps, 'ada', {
      status: 'failed',
      slides_plan: null,
      error: 'This PDF is protected by a password.',
    });
    const res = await server.call('GET', `/api/processing/result/${job.job_id}`, { token });
    expect(await res.json()).toEqual({ code: 'job_failed', detail: 'This PDF is protected by a password.' });
  });

  it('saves an edited plan, moves the job to ready_for_editing and keeps audio only for unchanged scripts', async () => {
    const job = await seedJob(server.deps, 'ada', {
      audio: {
        slide_0: { status: 'completed', error: null },
        slide_1: { status: 'completed', error: null },
        slide_2: { status: 'completed', error: null },
      },
      presentation: { status: 'ready', error: null },
    });
    const edited = SAMPLE_PLAN.slice(0, 2).map((s, i) =>
      i === 1 ? { ...s, voiceover_script: 'New words.' } : s,
    );
    const res = await server.call('POST', `/api/processing/update-slides/${job.job_id}`, {
      token,
      json: { slides_plan: edited },
    });
    expect(res.status).toBe(200);
    const stored = server.deps.jobs.jobs.get(job.job_id);
    expect(stored?.status).toBe('ready_for_editing');
    expect(stored?.slides_plan).toEqual(edited);
    expect(stored?.audio).toEqual({ slide_0: { status: 'completed', error: null } });
    expect(stored?.presentation.status).toBe('not_started');
    const status = (await (
      await server.call('GET', `/api/processing/status/${job.job_id}`, { token })
    ).json()) as { status: string };
    expect(status.status).toBe('ready_for_editing');
  });

  it('refuses an invalid plan with the validator’s sentence', async () => {
    const job = await seedJob(server.deps, 'ada');
    const res = await server.call('POST', `/api/processing/update-slides/${job.job_id}`, {
      token,
      json: { slides_plan: [{ slide_title: ' ' }] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid_plan', detail: 'Slide 1 needs a title.' });
  });
});

describe('audio', () => {
  it('queues one slide, marks it pending and saves a given script first', async () => {
    const job = await seedJob(server.deps, 'ada');
    const res = await server.call('POST', `/api/processing/generate-audio/${job.job_id}/1`, {
      token,
      json: { voiceover_script: ' Fresh words. ' },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ audio_status: { slide_1: 'pending' } });
    expect(server.deps.tasks.queued).toEqual([
      { stage: 'audio', task: { job_id: job.job_id, uid: 'ada', slide: 1 } },
    ]);
    expect(server.deps.jobs.jobs.get(job.job_id)?.slides_plan?.[1]?.voiceover_script).toBe('Fresh words.');
    const status = await server.call('GET', `/api/processing/audio-status/${job.job_id}`, { token });
    expect(await status.json()).toEqual({ audio_status: { slide_1: 'pending' } });
  });

  it('uses the saved script when none is given and refuses a slide without one', async () => {
    const plan = SAMPLE_PLAN.map((s, i) => (i === 2 ? { ...s, voiceover_script: '' } : s));
    const job = await seedJob(server.deps, 'ada', { slides_plan: plan });
    expect(
      (await server.call('POST', `/api/processing/generate-audio/${job.job_id}/0`, { token })).status,
    ).toBe(202);
    const empty = await server.call('POST', `/api/processing/generate-audio/${job.job_id}/2`, { token });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { detail: string }).detail).toBe(
      'Slide 3 has no voice-over script to read. Write one first.',
    );
  });

  it('answers 404 for a slide the plan does not have', async () => {
    const job = await seedJob(server.deps, 'ada');
    for (const slide of ['3', '-1', 'one']) {
      const res = await server.call('POST', `/api/processing/generate-audio/${job.job_id}/${slide}`, {
        token,
      });
      expect(res.status).toBe(404);
    }
    expect(server.deps.tasks.queued).toEqual([]);
  });

  it('reports per-slide errors as slide_{i}_error', async () => {
    const job = await seedJob(server.deps, 'ada', {
      audio: {
        slide_0: { status: 'completed', error: null },
        slide_1: { status: 'failed', error: 'The voice service is down.' },
      },
    });
    const res = await server.call('GET', `/api/processing/audio-status/${job.job_id}`, { token });
    expect(await res.json()).toEqual({
      audio_status: { slide_0: 'completed', slide_1: 'failed', slide_1_error: 'The voice service is down.' },
    });
  });

  describe('GET /api/processing/audio/{id}/{slide}', () => {
    const clip = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    async function jobWithClip() {
      const job = await seedJob(server.deps, 'ada', {
        audio: { slide_0: { status: 'completed', error: null } },
      });
      await server.deps.files.write(jobFiles.audio(job.job_id, 0), clip);
      return job;
    }

    it('streams the whole clip as audio/wav to a Bearer request', async () => {
      const job = await jobWithClip();
      const res = await server.call('GET', `/api/processing/audio/${job.job_id}/0`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await res.arrayBuffer()).equals(clip)).toBe(true);
    });

    it('accepts the token as ?token= for an audio element', async () => {
      const job = await jobWithClip();
      const res = await server.call('GET', `/api/processing/audio/${job.job_id}/0?token=${token}`);
      expect(res.status).toBe(200);
      expect(
        await server
          .call('GET', `/api/processing/audio/${job.job_id}/0?token=token-nobody`)
          .then((r) => r.status),
      ).toBe(401);
    });

    it('hands out signed links an audio element plays without any token, and refuses a forged or expired one', async () => {
      const job = await jobWithClip();
      const links = await server.call('GET', `/api/processing/get-audio-urls/${job.job_id}`, { token });
      const { audio_urls } = (await links.json()) as { audio_urls: Record<string, string> };
      expect(Object.keys(audio_urls)).toEqual(['slide_0', 'slide_1', 'slide_2']);
      expect(audio_urls['slide_0']).not.toContain('token');
      const path = (audio_urls['slide_0'] ?? '').replace(/^\/api/, '/api');
      const played = await server.call('GET', path);
      expect(played.status).toBe(200);
      expect(Buffer.from(await played.arrayBuffer()).equals(clip)).toBe(true);
      expect((await server.call('GET', path.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(
        403,
      );
      await server.deps.clock.sleep(5 * 60 * 60 * 1000);
      const expired = await server.call('GET', path);
      expect(expired.status).toBe(403);
      expect(((await expired.json()) as { code: string }).code).toBe('link_expired');
      expect((await server.call('GET', `/api/processing/get-audio-urls/${job.job_id}`)).status).toBe(401);
    });

    it('answers a range request with 206 and Content-Range', async () => {
      const job = await jobWithClip();
      const res = await server.call('GET', `/api/processing/audio/${job.job_id}/0`, {
        token,
        headers: { range: 'bytes=100-199' },
      });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
      expect(res.headers.get('content-length')).toBe('100');
      expect(Buffer.from(await res.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);
    });

    it('answers 416 for a range past the end', async () => {
      const job = await jobWithClip();
      const res = await server.call('GET', `/api/processing/audio/${job.job_id}/0`, {
        token,
        headers: { range: 'bytes=5000-' },
      });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */1000');
    });

    it('answers 404 while the clip is not generated', async () => {
      const job = await seedJob(server.deps, 'ada', {
        audio: { slide_0: { status: 'generating', error: null } },
      });
      const res = await server.call('GET', `/api/processing/audio/${job.job_id}/0`, { token });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { detail: string }).detail).toBe(
        'The narration of slide 1 is not ready yet.',
      );
    });
  });
});

describe('presentation', () => {
  it('queues the slides build once even when asked twice', async () => {
    const job = await seedJob(server.deps, 'ada');
    const first = await server.call('POST', `/api/processing/generate-powerpoint/${job.job_id}`, { token });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 'generating', edit_url: `/slides/${job.job_id}` });
    await server.call('POST', `/api/processing/generate-powerpoint/${job.job_id}`, { token });
    expect(server.deps.tasks.queued).toEqual([
      { stage: 'slides', task: { job_id: job.job_id, uid: 'ada', mode: 'build' } },
    ]);
  });

  it('links to the app’s built-in slide editor', async () => {
    const job = await seedJob(server.deps, 'ada');
    const res = await server.call('GET', `/api/processing/get-presentation-link/${job.job_id}`, { token });
    expect(await res.json()).toEqual({ edit_url: `/slides/${job.job_id}` });
  });

  it('answers re-export once the slides step has redrawn the images', async () => {
    const job = await seedJob(server.deps, 'ada');
    server.deps.tasks.onEnqueue = async (_stage, task) => {
      await server.deps.jobs.update(task.job_id, { presentation: { status: 'ready', error: null } });
    };
    const res = await server.call('POST', `/api/processing/re-export-slides/${job.job_id}`, { token });
    expect(res.status).toBe(200);
    expect(server.deps.tasks.queued[0]?.task.mode).toBe('re-export');
  });

  it('passes on the slides step’s failure', async () => {
    const job = await seedJob(server.deps, 'ada');
    server.deps.tasks.onEnqueue = async (_stage, task) => {
      await server.deps.jobs.update(task.job_id, {
        presentation: { status: 'failed', error: 'Slide 2 could not be drawn.' },
      });
    };
    const res = await server.call('POST', `/api/processing/re-export-slides/${job.job_id}`, { token });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 're_export_failed', detail: 'Slide 2 could not be drawn.' });
  });

  it('answers 504 when the slides step outlasts the wait, and leaves it running', async () => {
    const job = await seedJob(server.deps, 'ada');
    const res = await server.call('POST', `/api/processing/re-export-slides/${job.job_id}`, { token });
    expect(res.status).toBe(504);
    expect(server.deps.jobs.jobs.get(job.job_id)?.presentation.status).toBe('generating');
  });
});

describe('video', () => {
  const video = Buffer.alloc(4096, 7);
  async function finishedJob(fields = {}) {
    const job = await seedJob(server.deps, 'ada', {
      status: 'ready_for_editing',
      video_status: 'completed',
      title: 'Attention Is All You Need',
      ...fields,
    });
    await server.deps.files.write(jobFiles.video(job.job_id), video);
    return job;
  }

  it('queues the video step, reports generating, and does not queue twice', async () => {
    const job = await seedJob(server.deps, 'ada', { video_status: 'failed', video_error: 'old' });
    const res = await server.call('POST', `/api/processing/generate-video/${job.job_id}`, { token });
    expect(res.status).toBe(202);
    await server.call('POST', `/api/processing/generate-video/${job.job_id}`, { token });
    expect(server.deps.tasks.queued).toEqual([{ stage: 'video', task: { job_id: job.job_id, uid: 'ada' } }]);
    const status = await server.call('GET', `/api/processing/video-status/${job.job_id}`, { token });
    expect(await status.json()).toEqual({ video_status: 'generating', video_error: null });
  });

  it('records a queue failure as the video error', async () => {
    const job = await seedJob(server.deps, 'ada');
    server.deps.tasks.failing = true;
    expect(
      (await server.call('POST', `/api/processing/generate-video/${job.job_id}`, { token })).status,
    ).toBe(503);
    const status = await server.call('GET', `/api/processing/video-status/${job.job_id}`, { token });
    expect(await status.json()).toEqual({
      video_status: 'failed',
      video_error: 'The video could not be queued. Please try again.',
    });
  });

  it('answers 404 for the video URL and download until the video is done', async () => {
    const job = await seedJob(server.deps, 'ada', { video_status: 'generating' });
    for (const route of ['get-video-url', 'download-video']) {
      const res = await server.call('GET', `/api/processing/${route}/${job.job_id}`, { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'not_found', detail: 'The video is not ready yet.' });
    }
  });

  it('gives a signed URL a video element can play and seek without a header', async () => {
    const job = await finishedJob();
    const res = await server.call('GET', `/api/processing/get-video-url/${job.job_id}`, { token });
    const { video_url } = (await res.json()) as { video_url: string };
    expect(video_url).toMatch(
      new RegExp(`^/api/processing/video-stream/${job.job_id}\\?expires=\\d+&signature=`),
    );
    const seek = await server.call('GET', video_url, { headers: { range: 'bytes=1024-' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-type')).toBe('video/mp4');
    expect(seek.headers.get('content-range')).toBe('bytes 1024-4095/4096');
    expect((await seek.arrayBuffer()).byteLength).toBe(3072);
  });

  it('refuses a tampered or expired video link with a 403', async () => {
    const job = await finishedJob();
    const { video_url } = (await (
      await server.call('GET', `/api/processing/get-video-url/${job.job_id}`, { token })
    ).json()) as { video_url: string };
    const tampered = await server.call(
      'GET',
      video_url.replace(/signature=(.)/, (_m, first: string) => `signature=${first === 'X' ? 'Y' : 'X'}`),
    );
    expect(tampered.status).toBe(403);
    await server.deps.clock.sleep(5 * 60 * 60 * 1000);
    const expired = await server.call('GET', video_url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { detail: string }).detail).toMatch(/expired/);
  });

  it('downloads the mp4 named after the paper', async () => {
    const job = await finishedJob();
    const res = await server.call('GET', `/api/processing/download-video/${job.job_id}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Attention Is All You Need.mp4"; filename*=UTF-8''Attention%20Is%20All%20You%20Need.mp4`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
  });

  it('names the download after the uploaded file when the title is unknown', async () => {
    const job = await finishedJob({ title: null, filename: 'vaswani-2017.pdf' });
    const res = await server.call('GET', `/api/processing/download-video/${job.job_id}`, {
      token,
      headers: { range: 'bytes=0-9' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-disposition')).toContain('filename="vaswani-2017.mp4"');
  });
});
