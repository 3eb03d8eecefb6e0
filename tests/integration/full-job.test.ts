/**
 * One paper from upload to a downloaded mp4, through the API only, as the web app drives it: plan,
 * edit, narration, deck, video, and the "video ready" email in the emulator's local outbox.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGLISH_PAPER, twoColumnPaper } from '../fixtures/index.js';
import { callApi, pollUntil, signUpUser, startJob, uploadPdf, waitWhileProcessing } from './stack-client.js';

const run = promisify(execFile);
// triggers.ts: in the emulator the outbox mailer writes beside the local storage folder.
const OUTBOX = resolve(import.meta.dirname, '../../.data/outbox');

interface Slide {
  slide_title: string;
  visual_identifier: string;
  bullet_points: string[];
  voiceover_script: string;
}

interface Probe {
  streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>;
  chapters: Array<{ tags?: { title?: string } }>;
  format: { duration: string };
}

const workDir = await mkdtemp(join(tmpdir(), 'lectern-full-job-'));

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('a full job in the emulator stack', () => {
  it('turns an uploaded paper into an edited plan, narration, a deck and a downloadable 1080p video, then emails the link', async () => {
    const started = Date.now();
    const lap = (what: string): void =>
      console.log(`${what} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const user = await signUpUser();
    const token = user.idToken;
    const jobId = await uploadPdf(token, await twoColumnPaper(), 'two-column.pdf');
    await startJob(token, jobId, { slide_count: 3, voice_id: 'sully' });

    const { final, seen } = await waitWhileProcessing(token, jobId);
    lap('plan ready');
    expect(seen).toEqual(['processing', 'completed']);
    expect(final).toMatchObject({ status: 'completed', progress: 100, error: null });

    const result = await callApi('GET', `/processing/result/${jobId}`, { token });
    expect(result.status).toBe(200);
    const plan = ((await result.json()) as { slides_plan: Slide[] }).slides_plan;
    expect(plan).toHaveLength(3);

    const editedTitle = 'Edited: why attention is enough';
    const edited = plan.map((slide, index) => (index === 1 ? { ...slide, slide_title: editedTitle } : slide));
    const saved = await callApi('POST', `/processing/update-slides/${jobId}`, {
      token,
      json: { slides_plan: edited },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ status: 'ready_for_editing' });
    expect(
      (await (await callApi('GET', `/processing/status/${jobId}`, { token })).json()) as { status: string },
    ).toMatchObject({ status: 'ready_for_editing' });

    for (const index of plan.keys()) {
      const queued = await callApi('POST', `/processing/generate-audio/${jobId}/${index}`, {
        token,
        json: {},
      });
      expect(queued.status).toBe(202);
    }
    const audio = await pollUntil(
      async () =>
        (
          (await (await callApi('GET', `/processing/audio-status/${jobId}`, { token })).json()) as {
            audio_status: Record<string, string>;
          }
        ).audio_status,
      (map) => [0, 1, 2].every((i) => map[`slide_${i}`] === 'completed' || map[`slide_${i}`] === 'failed'),
      { timeoutMs: 90_000, intervalMs: 1500, what: 'Narration of all three slides' },
    );
    lap('narration ready');
    expect(audio).toEqual({ slide_0: 'completed', slide_1: 'completed', slide_2: 'completed' });

    const clip = await callApi('GET', `/processing/audio/${jobId}/0`, { token });
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toMatch(/^audio\//);
    const clipBytes = Buffer.from(await clip.arrayBuffer());
    expect(clipBytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    const ranged = await fetch(`http://127.0.0.1:5000/api/processing/audio/${jobId}/0`, {
      headers: { Authorization: `Bearer ${token}`, Range: 'bytes=0-99' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${clipBytes.length}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);

    const deck = await callApi('POST', `/processing/generate-powerpoint/${jobId}`, { token });
    expect(deck.status).toBe(202);
    const link = await callApi('GET', `/processing/get-presentation-link/${jobId}`, { token });
    expect(link.status).toBe(200);
    expect(((await link.json()) as { edit_url: string }).edit_url).toBe(`/slides/${jobId}`);

    const render = await callApi('POST', `/processing/generate-video/${jobId}`, { token });
    expect(render.status).toBe(202);
    const video = await pollUntil(
      async () =>
        (await (await callApi('GET', `/processing/video-status/${jobId}`, { token })).json()) as {
          video_status: string;
          video_error: string | null;
        },
      (body) => body.video_status === 'completed' || body.video_status === 'failed',
      { timeoutMs: 150_000, intervalMs: 2000, what: 'The video render' },
    );
    lap('video ready');
    expect(video).toEqual({ video_status: 'completed', video_error: null });

    const url = await callApi('GET', `/processing/get-video-url/${jobId}`, { token });
    expect(url.status).toBe(200);
    const videoUrl = ((await url.json()) as { video_url: string }).video_url;
    expect(videoUrl).toMatch(new RegExp(`^/api/processing/video-stream/${jobId}\\?expires=\\d+&signature=`));
    const streamed = await fetch(`http://127.0.0.1:5000${videoUrl}`, { headers: { Range: 'bytes=0-1023' } });
    expect(streamed.status).toBe(206);
    expect(streamed.headers.get('content-type')).toBe('video/mp4');
    await streamed.arrayBuffer();

    const download = await callApi('GET', `/processing/download-video/${jobId}`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('video/mp4');
    // Named after the paper's title as the read step found it, not after the uploaded file.
    const name = `${ENGLISH_PAPER.title}.mp4`;
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const mp4 = join(workDir, 'video.mp4');
    await writeFile(mp4, Buffer.from(await download.arrayBuffer()));

    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_streams',
      '-show_chapters',
      '-show_format',
      '-of',
      'json',
      mp4,
    ]);
    const probe = JSON.parse(stdout) as Probe;
    const videoStream = probe.streams.find((stream) => stream.codec_type === 'video');
    expect(videoStream).toMatchObject({ codec_name: 'h264', width: 1920, height: 1080 });
    expect(probe.streams.find((stream) => stream.codec_type === 'audio')?.codec_name).toBe('aac');
    expect(probe.chapters).toHaveLength(3);
    expect(probe.chapters.map((chapter) => chapter.tags?.title)).toContain(editedTitle);
    console.log(
      `video: ${Number(probe.format.duration).toFixed(1)} s, chapters ${probe.chapters.map((c) => JSON.stringify(c.tags?.title)).join(', ')}`,
    );

    const emails = await Promise.all(
      (await readdir(OUTBOX))
        .filter((name) => name.endsWith('-ready.eml'))
        .map((name) => readFile(join(OUTBOX, name), 'utf8')),
    );
    const ours = emails.filter((text) => text.includes(`/video/${jobId}`));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain(`To: ${user.email}`);
    expect(ours[0]).toMatch(/^Subject: Your video is ready: /m);
    expect(ours[0]).toContain(`http://localhost:5000/video/${jobId}`);
  });
});
