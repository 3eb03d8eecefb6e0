/**
 * The video page's tracks in the emulator stack: a rendered video's chapters and captions through the
 * API, each answering only its owner, nothing before a video exists, and a video rendered before the
 * tracks were kept still offering its captions.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { jobFiles } from '../../functions/src/backend/index.js';
import { parseWebVtt } from '../../functions/src/pipeline/index.js';
import type { VideoTracksResponse } from '../../functions/src/shared/video-tracks.js';
import { finishedVideoJob, uploadedJob } from '../browser/stack-data.js';
import { ENGLISH_PAPER } from '../fixtures/index.js';
import { API_URL, callApi, signUpUser } from './stack-client.js';

const run = promisify(execFile);
// firebase-deps.ts: the emulator's functions keep files in LOCAL_STORAGE_DIR (functions/.env: .data/storage).
const STORAGE_DIR = resolve(import.meta.dirname, '../../.data/storage');
const ORIGIN = API_URL.replace(/\/api$/, '');
const workDir = await mkdtemp(join(tmpdir(), 'lectern-video-tracks-'));

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function tracksOf(token: string, jobId: string): Promise<VideoTracksResponse> {
  const response = await callApi('GET', `/processing/video-tracks/${jobId}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as VideoTracksResponse;
}

describe('the video page’s tracks in the emulator stack', () => {
  it(
    'lists the chapters the mp4 carries and serves its captions as .vtt and .srt, to its owner only',
    { timeout: 400_000 },
    async () => {
      const owner = await signUpUser();
      const other = await signUpUser();

      const unrendered = await uploadedJob(owner.idToken);
      for (const path of [
        `/processing/video-tracks/${unrendered}`,
        `/processing/download-captions/${unrendered}?format=srt`,
      ]) {
        const response = await callApi('GET', path, { token: owner.idToken });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'not_found', detail: 'The video is not ready yet.' });
      }

      const jobId = await finishedVideoJob(owner.idToken, 'two-column.pdf');
      const tracks = await tracksOf(owner.idToken, jobId);
      const plan = (
        (await (await callApi('GET', `/processing/result/${jobId}`, { token: owner.idToken })).json()) as {
          slides_plan: Array<{ slide_title: string }>;
        }
      ).slides_plan;
      expect(tracks.chapters.map((chapter) => chapter.title)).toEqual(plan.map((slide) => slide.slide_title));
      expect(tracks.captions).toMatchObject({ language: 'en', label: 'English' });

      // The same chapters as the mp4's, which ffprobe reads from the downloaded file.
      const mp4 = join(workDir, 'video.mp4');
      await writeFile(
        mp4,
        Buffer.from(
          await (
            await callApi('GET', `/processing/download-video/${jobId}`, { token: owner.idToken })
          ).arrayBuffer(),
        ),
      );
      const { stdout } = await run('ffprobe', ['-v', 'error', '-show_chapters', '-of', 'json', mp4]);
      const probed = (
        JSON.parse(stdout) as {
          chapters: Array<{ start_time: string; end_time: string; tags?: { title?: string } }>;
        }
      ).chapters;
      expect(probed.map((chapter) => chapter.tags?.title)).toEqual(
        tracks.chapters.map((chapter) => chapter.title),
      );
      probed.forEach((chapter, i) => {
        expect(Number(chapter.start_time)).toBeCloseTo(tracks.chapters[i]?.start ?? Number.NaN, 2);
        expect(Number(chapter.end_time)).toBeCloseTo(tracks.chapters[i]?.end ?? Number.NaN, 2);
      });

      // The <track> loads its captions from the signed link, without a header.
      const vttUrl = tracks.captions?.vtt_url ?? '';
      const track = await fetch(`${ORIGIN}${vttUrl}`);
      expect(track.status).toBe(200);
      expect(track.headers.get('content-type')).toMatch(/^text\/vtt/);
      const vttText = await track.text();
      const cues = parseWebVtt(vttText);
      expect(cues.length).toBeGreaterThanOrEqual(plan.length);
      expect(cues.at(-1)?.endSec).toBeCloseTo(tracks.chapters.at(-1)?.end ?? Number.NaN, 2);

      const title = ENGLISH_PAPER.title;
      const vtt = await callApi('GET', `/processing/download-captions/${jobId}?format=vtt`, {
        token: owner.idToken,
      });
      expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
      expect(vtt.headers.get('content-disposition')).toContain(`filename="${title}.vtt"`);
      expect(await vtt.text()).toBe(vttText);
      const srt = await callApi('GET', `/processing/download-captions/${jobId}?format=srt`, {
        token: owner.idToken,
      });
      expect(srt.status).toBe(200);
      expect(srt.headers.get('content-type')).toMatch(/^application\/x-subrip/);
      expect(srt.headers.get('content-disposition')).toContain(`filename="${title}.srt"`);
      const srtText = await srt.text();
      expect(srtText.split('\n\n').filter((block) => block.trim() !== '')).toHaveLength(cues.length);
      expect(srtText.startsWith(`1\n00:00:00,000 --> `)).toBe(true);
      expect(
        (await callApi('GET', `/processing/download-captions/${jobId}?format=txt`, { token: owner.idToken }))
          .status,
      ).toBe(400);

      for (const path of [
        `/processing/video-tracks/${jobId}`,
        `/processing/download-captions/${jobId}?format=vtt`,
      ]) {
        const foreign = await callApi('GET', path, { token: other.idToken });
        expect(foreign.status).toBe(404);
        expect(await foreign.json()).toEqual({
          code: 'not_found',
          detail: 'No job with this id was found in your account.',
        });
        expect((await callApi('GET', path)).status).toBe(401);
      }
      // The signature's first character changed (to another one: a signature may begin with any).
      const forged = vttUrl.replace(
        /signature=(.)/,
        (_m, first: string) => `signature=${first === 'X' ? 'Y' : 'X'}`,
      );
      expect(forged).not.toBe(vttUrl);
      expect((await fetch(`${ORIGIN}${forged}`)).status).toBe(403);

      // A video rendered before its tracks were kept: no chapters, and an .srt made from its .vtt.
      await rm(join(STORAGE_DIR, jobFiles.videoTracks(jobId)));
      await rm(join(STORAGE_DIR, jobFiles.subtitlesSrt(jobId)));
      const older = await tracksOf(owner.idToken, jobId);
      expect(older.chapters).toEqual([]);
      expect(older.captions).toMatchObject({ language: 'en', label: 'English' });
      const rebuilt = await callApi('GET', `/processing/download-captions/${jobId}?format=srt`, {
        token: owner.idToken,
      });
      expect(await rebuilt.text()).toBe(srtText);
    },
  );
});
