/**
 * The whole journey of a researcher in Chromium against the local stack (issue 4): sign up, the
 * verification banner and resend, sign in, upload a real paper, settings, processing, edit a slide,
 * Generate All, the presentation and its editor, re-export, the video in the background, the dashboard's
 * Recent Activity, and the video page: it plays, seeks, and downloads an mp4 that ffprobe accepts.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Download, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, DESKTOP, openBrowser, screenshot, shows, textOf } from './browser.js';
import {
  callAsPage,
  currentStep,
  jobIdOf,
  paperPath,
  screenshotBoth,
  waitForStep,
} from './wizard-helpers.js';

const run = promisify(execFile);
const PAPER = 'generative_adversarial_nets.pdf';
const DOWNLOADS = resolve(import.meta.dirname, '../../out/journey');
const RE_EXPORTED =
  'Slides re-exported successfully! Your edited presentation is now ready for video generation.';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
  await mkdir(DOWNLOADS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

async function saveDownload(download: Download): Promise<{ path: string; name: string }> {
  const name = download.suggestedFilename();
  const path = join(DOWNLOADS, name);
  await download.saveAs(path);
  return { path, name };
}

/** Media element facts, read in the page. */
async function mediaState(
  page: Page,
  selector: string,
): Promise<{ duration: number; currentTime: number; readyState: number; error: number | null }> {
  return page.evaluate(`(() => {
    const media = document.querySelector(${JSON.stringify(selector)});
    return { duration: media.duration, currentTime: media.currentTime, readyState: media.readyState, error: media.error ? media.error.code : null };
  })()`);
}

describe('a researcher’s journey from a PDF to a downloaded video', () => {
  it(
    'signs up, uploads a real paper, edits, narrates, re-exports, renders in the background and downloads a playable mp4',
    { timeout: 900_000 },
    async () => {
      const started = Date.now();
      const lap = (what: string): void =>
        console.log(`${what} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
      const page = await context.newPage();
      const dialog = page.getByRole('dialog');

      // Sign up from the landing page.
      const email = `journey-${Date.now()}@example.com`;
      const password = 'a-good-password';
      await page.goto(APP_URL);
      await screenshotBoth(page, 'journey-01-landing');
      await page.getByRole('button', { name: 'Get Started Free' }).click();
      await dialog.getByLabel('Full Name').fill('Rosalind Franklin');
      await dialog.getByLabel('Email Address').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await screenshot(page, 'journey-02-sign-up-desktop');
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      expect(await textOf(dialog.getByTestId('auth-success'))).toBe(
        'Account created! Please check your email to verify your account.',
      );
      await page.waitForURL(`${APP_URL}/dashboard`);

      // The verification banner, and Resend Email.
      const banner = page.getByTestId('verify-banner');
      await shows(banner);
      await banner.getByRole('button', { name: 'Resend Email' }).click();
      await shows(page.getByTestId('verify-sent'));
      await screenshotBoth(page, 'journey-03-dashboard-banner');

      // Sign out and back in.
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL(`${APP_URL}/`);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await dialog.getByLabel('Email Address').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(`${APP_URL}/dashboard`);
      lap('signed in');

      // Upload a real paper.
      await page.getByRole('link', { name: 'Upload PDF & Start' }).click();
      await waitForStep(page, 1);
      await page.setInputFiles('#pdf-input', paperPath(PAPER));
      expect(await textOf(page.getByTestId('file-size'))).toMatch(/^\d+\.\d\d MB$/);
      await screenshotBoth(page, 'journey-04-upload');
      await page.getByRole('button', { name: 'Upload PDF' }).click();
      await waitForStep(page, 2);
      const jobId = jobIdOf(page);

      // Settings: three slides, Brian.
      await page.getByRole('radio', { name: '3', exact: true }).check();
      await page.locator('input[name="voice"][value="brian"]').check();
      await screenshotBoth(page, 'journey-05-settings');
      await page.getByRole('button', { name: 'Start Processing' }).click();
      await waitForStep(page, 3);
      const onStep3 = Date.now();
      await screenshotBoth(page, 'journey-06-processing');
      // docs/product.md §4: step 3, then the background step after 2 s while the status is still polled; a plan that is
      // ready within those 2 s goes straight on to review.
      await page
        .locator('[data-testid="process-wizard"]:is([data-step="8"], [data-step="4"])')
        .waitFor({ timeout: 10_000 });
      if ((await currentStep(page)) === 8) {
        expect(Date.now() - onStep3).toBeGreaterThanOrEqual(1_500);
        await screenshotBoth(page, 'journey-07-background-plan');
      }
      await waitForStep(page, 4, 240_000);
      lap('plan ready');

      // Review & edit: a new title, bullets with blank lines (dropped), saved.
      const first = page.getByTestId('review-slide-0');
      await first.getByLabel('Title').fill('Generative adversarial nets, in brief');
      await first
        .getByLabel(/Bullet points/)
        .fill('A generator learns to imitate data\n\n\nA discriminator learns to tell them apart\n');
      await screenshotBoth(page, 'journey-08-review');
      await page.getByRole('button', { name: 'Save & Continue' }).click();
      await waitForStep(page, 5);
      const saved = (
        (await (await callAsPage(page, 'GET', `/processing/result/${jobId}`)).json()) as {
          slides_plan: Array<{ slide_title: string; bullet_points: string[] }>;
        }
      ).slides_plan;
      expect(saved[0]).toMatchObject({
        slide_title: 'Generative adversarial nets, in brief',
        bullet_points: ['A generator learns to imitate data', 'A discriminator learns to tell them apart'],
      });

      // Audio: Generate All narrates the slides one after another, 500 ms apart.
      const continueToDeck = page.getByRole('button', { name: 'Continue to PowerPoint' });
      expect(await continueToDeck.isDisabled()).toBe(true);
      const audioCalls: number[] = [];
      const onRequest = (request: Request): void => {
        if (request.method() === 'POST' && request.url().includes('/api/processing/generate-audio/'))
          audioCalls.push(Date.now());
      };
      page.on('request', onRequest);
      await page.getByRole('button', { name: 'Generate All' }).click();
      for (const index of [0, 1, 2]) {
        await page
          .locator(`[data-testid="audio-slide-${index}"][data-status="completed"]`)
          .waitFor({ timeout: 180_000 });
      }
      page.off('request', onRequest);
      expect(audioCalls).toHaveLength(3);
      for (let i = 1; i < audioCalls.length; i += 1)
        expect((audioCalls[i] ?? 0) - (audioCalls[i - 1] ?? 0)).toBeGreaterThanOrEqual(450);
      await page
        .locator('[data-testid="audio-slide-0"] audio')
        .evaluate((audio) => (audio as unknown as { load(): void }).load());
      await page.waitForFunction(
        `document.querySelector('[data-testid="audio-slide-0"] audio').readyState >= 1`,
        undefined,
        { timeout: 15_000 },
      );
      expect((await mediaState(page, '[data-testid="audio-slide-0"] audio')).duration).toBeGreaterThan(1);
      await screenshotBoth(page, 'journey-09-audio');
      lap('narration ready');
      await continueToDeck.click();
      await waitForStep(page, 6);

      // The presentation: build it, get the link, download the .pptx.
      await page.getByRole('button', { name: 'Generate PowerPoint' }).click();
      await page.locator('[data-testid="deck-status"]', { hasText: 'ready' }).waitFor({ timeout: 120_000 });
      const [pptxDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PowerPoint' }).click(),
      ]);
      const pptx = await saveDownload(pptxDownload);
      expect(pptx.name).toMatch(/\.pptx$/);
      expect((await readFile(pptx.path)).subarray(0, 2).toString('latin1')).toBe('PK');
      await page.waitForFunction(
        `[...document.querySelectorAll('.deck-thumbnails img')].every((img) => img.complete && img.naturalWidth === 1920)`,
        undefined,
        { timeout: 15_000 },
      );
      expect(await page.locator('.deck-thumbnails img').count()).toBe(3);
      await screenshotBoth(page, 'journey-10-powerpoint');
      lap('deck ready');

      // The editor (edit_url is the built-in one here): change slide 3, save, re-export.
      await page.getByRole('button', { name: 'Open Slide Editor' }).click();
      await page.waitForURL(`${APP_URL}/slides/${jobId}`);
      await shows(page.getByTestId('slide-preview'), 30_000);
      await page.getByTestId('editor-slide-2').click();
      await page.getByLabel('Title').fill('What the experiments show');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await shows(page.getByText('All changes saved'));
      await page.getByRole('button', { name: 'Re-export Slides' }).click();
      expect(await textOf(page.getByTestId('editor-message'), 120_000)).toContain(RE_EXPORTED);
      await page.locator('figure.slide-preview[aria-busy="false"]').waitFor();
      await screenshotBoth(page, 'journey-11-slide-editor');
      await page.getByRole('link', { name: 'Back to the wizard' }).click();
      await waitForStep(page, 6);
      lap('edited and re-exported');

      // The video, rendered in the background.
      await page.getByRole('button', { name: 'Continue to Video' }).click();
      await waitForStep(page, 7);
      const onStep7 = Date.now();
      await screenshotBoth(page, 'journey-12-video');
      await waitForStep(page, 8, 10_000);
      expect(Date.now() - onStep7).toBeGreaterThanOrEqual(1_500);
      await screenshotBoth(page, 'journey-13-background');
      await shows(page.getByRole('heading', { name: 'Your video is ready' }), 300_000);
      await screenshotBoth(page, 'journey-14-video-ready');
      lap('video ready');
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL(`${APP_URL}/dashboard`);

      // Recent Activity lists the job with a View link.
      const row = page.getByTestId('job-row').filter({ hasText: PAPER });
      await shows(row);
      await shows(row.getByRole('link', { name: 'View' }));
      await screenshotBoth(page, 'journey-15-dashboard');
      await row.getByRole('link', { name: 'View' }).click();
      await page.waitForURL(`${APP_URL}/video/${jobId}`);

      // The video page: it plays and seeks.
      const player = '[data-testid="video-player"]';
      await shows(page.locator(player), 30_000);
      await page.waitForFunction(`document.querySelector('${player}').readyState >= 1`, undefined, {
        timeout: 30_000,
      });
      const loaded = await mediaState(page, player);
      expect(loaded.error).toBeNull();
      expect(loaded.duration).toBeGreaterThan(5);
      const target = loaded.duration / 2;
      await page.evaluate(`(async () => {
      const video = document.querySelector('${player}');
      video.muted = true;
      await new Promise((done, fail) => { video.onseeked = done; video.onerror = () => fail(new Error('video error')); video.currentTime = ${target}; });
      await video.play();
      await new Promise((done) => setTimeout(done, 1200));
      video.pause();
    })()`);
      const played = await mediaState(page, player);
      expect(played.currentTime).toBeGreaterThan(target);
      await screenshotBoth(page, 'journey-16-video-page');

      // Download Video: an mp4 under the paper's name that ffprobe reads as 1080p H.264 with AAC.
      const [videoDownload] = await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        page.getByRole('button', { name: 'Download Video' }).click(),
      ]);
      const video = await saveDownload(videoDownload);
      expect(video.name).toMatch(/\.mp4$/);
      const { stdout } = await run('ffprobe', [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_streams',
        '-show_format',
        video.path,
      ]);
      const probe = JSON.parse(stdout) as {
        streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>;
        format: { duration: string };
      };
      expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({
        codec_name: 'h264',
        width: 1920,
        height: 1080,
      });
      expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      expect(Math.abs(Number(probe.format.duration) - loaded.duration)).toBeLessThan(1);
      lap(`downloaded ${video.name} (${Number(probe.format.duration).toFixed(1)} s)`);
      await context.close();
    },
  );
});
