/**
 * The video page shows what the mp4 carries (issue 13 point 3), in Chromium against the local stack: the
 * caption on screen at any time is the sentence the narration says then (from the sentence starts
 * measured when each slide was voiced), the chapter list seeks and follows playback, the captions
 * toggle hides them, and every download arrives with its content type and a body.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFiles } from '../../functions/src/backend/index.js';
import { splitSentences, stripCitations } from '../../functions/src/pipeline/text/index.js';
import type { VideoTracksResponse } from '../../functions/src/shared/video-tracks.js';
import { ENGLISH_PAPER } from '../fixtures/index.js';
import { callApi } from '../integration/stack-client.js';
import {
  APP_URL,
  createUser,
  openBrowser,
  PHONE,
  screenshot,
  shows,
  signInPage,
  textOf,
  type BrowserUser,
} from './browser.js';
import { closeStackData, finishedVideoJob } from './stack-data.js';

// firebase-deps.ts: the emulator's functions keep files in LOCAL_STORAGE_DIR (functions/.env: .data/storage).
const STORAGE_DIR = resolve(import.meta.dirname, '../../.data/storage');
const PLAYER = '[data-testid="video-player"]';

let browser: Browser;
let owner: BrowserUser;
let jobId: string;
let tracks: VideoTracksResponse;
/** Every sentence of the narration with where the video says it: [from, to) in seconds. */
let spoken: Array<{ fromSec: number; toSec: number; sentence: string }>;

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  browser = await openBrowser();
  owner = await createUser({ verified: true });
  jobId = await finishedVideoJob(owner.idToken, 'two-column.pdf');
  tracks = (await (
    await callApi('GET', `/processing/video-tracks/${jobId}`, { token: owner.idToken })
  ).json()) as VideoTracksResponse;
  const plan = (
    (await (await callApi('GET', `/processing/result/${jobId}`, { token: owner.idToken })).json()) as {
      slides_plan: Array<{ voiceover_script: string }>;
    }
  ).slides_plan;
  spoken = [];
  for (const [index, slide] of plan.entries()) {
    const record = JSON.parse(
      await readFile(join(STORAGE_DIR, jobFiles.audioTimings(jobId, index)), 'utf8'),
    ) as { sentenceStartsSec: number[] };
    const chapter = tracks.chapters[index];
    if (chapter === undefined) throw new Error(`No chapter for slide ${index + 1}`);
    const sentences = splitSentences(stripCitations(slide.voiceover_script), 'en');
    expect(record.sentenceStartsSec).toHaveLength(sentences.length);
    sentences.forEach((sentence, k) => {
      const from = chapter.start + (record.sentenceStartsSec[k] ?? 0);
      const next = record.sentenceStartsSec[k + 1];
      spoken.push({
        fromSec: from,
        toSec: next === undefined ? chapter.end : chapter.start + next,
        sentence: squash(sentence),
      });
    });
  }
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await closeStackData();
});

/** Seeks the player to `timeSec` and reads the captions track there, once the track has caught up. */
async function captionAt(page: Page, timeSec: number): Promise<{ at: number; mode: string; cues: string[] }> {
  return page.evaluate(`(async () => {
    const video = document.querySelector('${PLAYER}');
    const track = video.textTracks[0];
    await new Promise((done) => { video.addEventListener('seeked', done, { once: true }); video.currentTime = ${timeSec}; });
    for (let i = 0; i < 40; i += 1) {
      const cues = [...(track.activeCues ?? [])];
      if (cues.length > 0 && cues.every((cue) => cue.startTime <= video.currentTime && video.currentTime < cue.endTime)) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    return { at: video.currentTime, mode: track.mode, cues: [...(track.activeCues ?? [])].map((cue) => cue.text) };
  })()`);
}

async function currentChapter(page: Page): Promise<string> {
  return textOf(page.locator('.video-chapters__item[aria-current="true"] .video-chapters__title'));
}

/** Clicks a download and returns what the API answered and what the browser saved. */
async function downloadThrough(
  page: Page,
  button: string,
  route: string,
): Promise<{ type: string; bytes: number; name: string; saved: Buffer }> {
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(route) && r.request().method() === 'GET', {
      timeout: 120_000,
    }),
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const saved = await readFile(await download.path());
  return {
    type: response.headers()['content-type'] ?? '',
    bytes: Number(response.headers()['content-length']),
    name: download.suggestedFilename(),
    saved,
  };
}

describe('the video page', () => {
  it(
    'shows the caption the narration is saying at each moment, seeks by chapter, and toggles captions',
    { timeout: 300_000 },
    async () => {
      const page = await signInPage(browser, owner);
      await page.goto(`${APP_URL}/video/${jobId}`);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(ENGLISH_PAPER.title);
      await shows(page.locator(PLAYER), 30_000);
      await page.waitForFunction(
        `(() => { const v = document.querySelector('${PLAYER}'); return v.readyState >= 1 && v.textTracks.length === 1 && v.textTracks[0].cues && v.textTracks[0].cues.length > 0; })()`,
        undefined,
        { timeout: 30_000 },
      );
      const track = await page.evaluate(
        `(() => { const t = document.querySelector('${PLAYER}').textTracks[0]; return { kind: t.kind, language: t.language, label: t.label, mode: t.mode }; })()`,
      );
      expect(track).toEqual({ kind: 'captions', language: 'en', label: 'English', mode: 'showing' });

      // In the middle of every sentence the narration speaks, the cue on screen is (a piece of) that sentence.
      const checked: string[] = [];
      for (const { fromSec, toSec, sentence } of spoken) {
        if (toSec - fromSec < 0.3) continue;
        const t = (fromSec + toSec) / 2;
        const shown = await captionAt(page, t);
        expect(shown.mode).toBe('showing');
        expect(shown.cues, `the caption at ${t.toFixed(2)} s`).toHaveLength(1);
        const cue = squash(shown.cues[0] ?? '');
        expect(cue.length).toBeGreaterThan(0);
        expect(sentence, `the caption at ${t.toFixed(2)} s is from the sentence spoken then`).toContain(cue);
        checked.push(`${t.toFixed(2)} s`);
      }
      console.log(
        `captions checked at ${checked.length} times of ${spoken.length} sentences: ${checked.join(', ')}`,
      );
      expect(checked.length).toBeGreaterThanOrEqual(tracks.chapters.length);
      await screenshot(page, 'video-page-captions-desktop');

      // The chapter list: one entry per slide with its start time; a click seeks to the chapter's start.
      const items = page.locator('.video-chapters__item');
      expect(await items.count()).toBe(tracks.chapters.length);
      expect(await page.locator('.video-chapters__title').allInnerTexts()).toEqual(
        tracks.chapters.map((chapter) => chapter.title),
      );
      const second = tracks.chapters[1];
      const third = tracks.chapters[2];
      if (second === undefined || third === undefined)
        throw new Error('The video should have three chapters');
      await items.nth(1).click();
      await page.waitForFunction(
        `Math.abs(document.querySelector('${PLAYER}').currentTime - ${second.start}) < 0.05`,
        undefined,
        { timeout: 10_000 },
      );
      expect(await currentChapter(page)).toBe(second.title);

      // Playing across a chapter's start moves the highlight to it.
      await page.evaluate(`(async () => {
      const video = document.querySelector('${PLAYER}');
      video.muted = true;
      await new Promise((done) => { video.addEventListener('seeked', done, { once: true }); video.currentTime = ${third.start - 0.6}; });
      await video.play();
    })()`);
      await page.waitForFunction(
        `document.querySelector('${PLAYER}').currentTime > ${third.start + 0.3}`,
        undefined,
        { timeout: 20_000 },
      );
      await page.evaluate(`document.querySelector('${PLAYER}').pause()`);
      expect(await currentChapter(page)).toBe(third.title);

      // The toggle hides the captions (the cues stay loaded) and shows them again.
      const toggle = page.getByTestId('captions-toggle');
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await textOf(toggle)).toBe('Captions (English): on');
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await page.evaluate(`document.querySelector('${PLAYER}').textTracks[0].mode`)).toBe('hidden');
      await toggle.click();
      expect(await page.evaluate(`document.querySelector('${PLAYER}').textTracks[0].mode`)).toBe('showing');
      expect(await page.getByRole('link', { name: 'Edit Video' }).getAttribute('href')).toBe(
        `/process/${jobId}?step=review`,
      );
      await page.setViewportSize(PHONE);
      // The paper's title wraps on a phone instead of running off the screen.
      expect(
        await page.evaluate(
          `(() => { const h = document.querySelector('h1'); return h.scrollWidth <= h.clientWidth; })()`,
        ),
      ).toBe(true);
      await screenshot(page, 'video-page-chapters-phone');
      await page.context().close();
    },
  );

  it(
    'downloads the mp4, the captions as .vtt and .srt, and the .pptx after making it',
    { timeout: 300_000 },
    async () => {
      const page = await signInPage(browser, owner);
      await page.goto(`${APP_URL}/video/${jobId}`);
      await shows(page.getByRole('heading', { name: 'Download' }), 30_000);

      const video = await downloadThrough(page, 'Download Video', '/download-video/');
      expect(video.type).toBe('video/mp4');
      expect(video.saved.subarray(4, 8).toString('latin1')).toBe('ftyp');
      const vtt = await downloadThrough(page, 'Captions (.vtt)', '/download-captions/');
      expect(vtt.type).toMatch(/^text\/vtt/);
      expect(vtt.name).toBe(`${ENGLISH_PAPER.title}.vtt`);
      expect(vtt.saved.toString('utf8')).toMatch(/^WEBVTT\n/);
      const srt = await downloadThrough(page, 'Captions (.srt)', '/download-captions/');
      expect(srt.type).toMatch(/^application\/x-subrip/);
      expect(srt.name).toBe(`${ENGLISH_PAPER.title}.srt`);
      expect(srt.saved.toString('utf8')).toMatch(/^1\n00:00:00,000 --> /);
      for (const file of [video, vtt, srt]) {
        expect(file.bytes).toBeGreaterThan(0);
        expect(file.saved.length).toBe(file.bytes);
      }

      // No deck yet: Make PowerPoint builds it, then the .pptx downloads.
      await page.getByRole('button', { name: 'Make PowerPoint' }).click();
      await shows(page.getByRole('button', { name: 'PowerPoint (.pptx)' }), 120_000);
      const pptx = await downloadThrough(page, 'PowerPoint (.pptx)', '/download-powerpoint/');
      expect(pptx.type).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
      expect(pptx.name).toBe(`${ENGLISH_PAPER.title}.pptx`);
      expect(pptx.saved.subarray(0, 2).toString('latin1')).toBe('PK');
      await screenshot(page, 'video-page-downloads-desktop');
      await page.context().close();
    },
  );
});
