import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeVideoTracks, jobFiles } from '../../backend/index.js';
import { buildWebVtt } from '../../pipeline/render/build-web-vtt.js';
import { seedJob } from '../testing/seed-job.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = server.deps.auth.addUser('ada');
});
afterEach(() => server.close());

const cues = [
  { startSec: 0, endSec: 1.5, text: 'One.' },
  { startSec: 1.5, endSec: 4, text: 'Two.' },
];
const chapters = [
  { title: 'Intro', startSec: 0, endSec: 1.5 },
  { title: 'Method', startSec: 1.5, endSec: 4 },
];

async function finishedJob(owner = 'ada', fields = {}) {
  const job = await seedJob(server.deps, owner, {
    status: 'ready_for_editing',
    video_status: 'completed',
    title: 'Attention Is All You Need',
    ...fields,
  });
  await server.deps.files.write(jobFiles.video(job.job_id), Buffer.alloc(64));
  await server.deps.files.write(jobFiles.subtitles(job.job_id), Buffer.from(buildWebVtt(cues)));
  return job;
}

describe('video tracks and captions', () => {
  it('lists the stored chapters and a signed captions link a <track> loads without a header', async () => {
    const job = await finishedJob();
    await server.deps.files.write(jobFiles.videoTracks(job.job_id), encodeVideoTracks(chapters, 'en'));
    const res = await server.call('GET', `/api/processing/video-tracks/${job.job_id}`, { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      title: string;
      chapters: unknown;
      captions: { language: string; label: string; vtt_url: string };
    };
    expect(body).toMatchObject({
      title: 'Attention Is All You Need',
      chapters: [
        { title: 'Intro', start: 0, end: 1.5 },
        { title: 'Method', start: 1.5, end: 4 },
      ],
    });
    expect(body.captions).toMatchObject({ language: 'en', label: 'English' });
    expect(body.captions.vtt_url).toMatch(
      new RegExp(`^/api/processing/captions/${job.job_id}\\?expires=\\d+&signature=`),
    );
    const track = await server.call('GET', body.captions.vtt_url);
    expect(track.status).toBe(200);
    expect(track.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await track.text()).toBe(buildWebVtt(cues));
    expect(
      (
        await server.call(
          'GET',
          body.captions.vtt_url.replace(
            /signature=(.)/,
            (_m, first: string) => `signature=${first === 'X' ? 'Y' : 'X'}`,
          ),
        )
      ).status,
    ).toBe(403);
  });

  it('downloads the captions as .vtt or .srt named after the paper, and refuses another format', async () => {
    const job = await finishedJob();
    const vtt = await server.call('GET', `/api/processing/download-captions/${job.job_id}?format=vtt`, {
      token,
    });
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(vtt.headers.get('content-disposition')).toContain('filename="Attention Is All You Need.vtt"');
    expect(await vtt.text()).toMatch(/^WEBVTT/);
    // Rendered before the .srt was kept: made from the .vtt.
    const srt = await server.call('GET', `/api/processing/download-captions/${job.job_id}?format=srt`, {
      token,
    });
    expect(srt.headers.get('content-type')).toMatch(/^application\/x-subrip/);
    expect(srt.headers.get('content-disposition')).toContain('filename="Attention Is All You Need.srt"');
    expect(await srt.text()).toBe(
      '1\n00:00:00,000 --> 00:00:01,500\nOne.\n\n2\n00:00:01,500 --> 00:00:04,000\nTwo.\n',
    );
    const other = await server.call('GET', `/api/processing/download-captions/${job.job_id}?format=ass`, {
      token,
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({
      code: 'invalid_format',
      detail: 'The captions format must be vtt or srt.',
    });
  });

  it('lists no chapters for a video rendered before they were kept, and answers 404 before a video exists or for another user', async () => {
    const old = await finishedJob();
    expect(
      await (await server.call('GET', `/api/processing/video-tracks/${old.job_id}`, { token })).json(),
    ).toMatchObject({ chapters: [], captions: { language: 'en' } });
    const rendering = await seedJob(server.deps, 'ada', { video_status: 'generating' });
    for (const route of ['video-tracks', 'download-captions']) {
      const res = await server.call('GET', `/api/processing/${route}/${rendering.job_id}`, { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'not_found', detail: 'The video is not ready yet.' });
    }
    const foreign = await finishedJob('grace');
    for (const route of ['video-tracks', 'download-captions']) {
      const res = await server.call('GET', `/api/processing/${route}/${foreign.job_id}`, { token });
      expect(await res.json()).toEqual({
        code: 'not_found',
        detail: 'No job with this id was found in your account.',
      });
      expect((await server.call('GET', `/api/processing/${route}/${foreign.job_id}`)).status).toBe(401);
    }
  });
});
