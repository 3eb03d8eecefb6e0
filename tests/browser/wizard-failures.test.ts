/**
 * The wizard's failure messages (docs/product.md §8) and the way back from each, in Chromium. The stack cannot fail
 * on demand, so the one API call under test is answered with a failure in the browser (page.route) while
 * every other call, and each recovery, goes to the real stack. One job walks steps 4 to 7 in order.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createUser, hides, openBrowser, shows, signInPage, textOf } from './browser.js';
import { currentStep, jobWithPlan, paperPath, screenshotBoth, waitForStep } from './wizard-helpers.js';

const PAPER = 'phoenix_paludosa_phytochemistry.pdf';
/** What this server answers for an unexpected error (functions/src/api/error-middleware.ts). */
const INTERNAL_ERROR = {
  detail: 'Something went wrong on our side. Please try again in a moment.',
  code: 'internal',
};

let browser: Browser;
let page: Page;
let jobId: string;

beforeAll(async () => {
  browser = await openBrowser();
  const user = await createUser({ verified: true });
  jobId = await jobWithPlan(user.idToken, paperPath(PAPER), 3);
  page = await signInPage(browser, user);
  await page.goto(`${APP_URL}/process/${jobId}`);
  await waitForStep(page, 4);
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

const callPattern = (call: string): string => `**/api/processing/${call}/**`;

/**
 * Answers every later `call` of the page with `status` and `body` (JSON for an object, text for a
 * string, nothing when absent) until the returned function gives the call back to the stack.
 */
async function answer(call: string, status: number, body?: unknown): Promise<() => Promise<void>> {
  await page.unroute(callPattern(call));
  await page.route(callPattern(call), (route) =>
    typeof body === 'string' || body === undefined
      ? route.fulfill({ status, contentType: 'text/html', body: body ?? '' })
      : route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
  return () => page.unroute(callPattern(call));
}

/** Counts the page's requests to `call` from now on. */
function countCalls(call: string): { count: () => number } {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes(`/api/processing/${call}/`)) count += 1;
  });
  return { count: () => count };
}

describe('the wizard when a call fails', () => {
  it('keeps the edits on step 4 when saving fails, and saves them on the next try', async () => {
    const restore = await answer('update-slides', 500, INTERNAL_ERROR);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    expect(await textOf(page.getByTestId('save-error'))).toBe(
      'Failed to save your changes. Please try again.',
    );
    expect(await currentStep(page)).toBe(4);
    await screenshotBoth(page, 'wizard-failure-save');

    await restore();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await waitForStep(page, 5);
  });

  it('shows the product’s sentence for a slide whose narration failed without a reason, and narrates it again', async () => {
    const restore = await answer('audio-status', 200, { audio_status: { slide_0: 'failed' } });
    await page.reload();
    await waitForStep(page, 5);
    expect(await textOf(page.getByTestId('audio-error-0'))).toBe(
      'Audio generation failed. Please check your API configuration or try again.',
    );
    expect(await page.getByTestId('audio-error-1').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue to PowerPoint' }).isDisabled()).toBe(true);
    await screenshotBoth(page, 'wizard-failure-audio');

    await restore();
    await page.getByRole('button', { name: 'Generate All' }).click();
    for (const index of [0, 1, 2])
      await page
        .locator(`[data-testid="audio-slide-${index}"][data-status="completed"]`)
        .waitFor({ timeout: 180_000 });
    await hides(page.getByTestId('audio-error-0'));
  }, 240_000);

  it('says when the presentation link or the re-export fails, then re-exports and opens the editor', async () => {
    const restoreLink = await answer('get-presentation-link', 500, INTERNAL_ERROR);
    await page.getByRole('button', { name: 'Continue to PowerPoint' }).click();
    await waitForStep(page, 6);
    // No deck yet: its one primary action makes it, and there is nothing to continue with.
    expect(await page.getByRole('button', { name: 'Continue to Video' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Generate PowerPoint' }).click();
    await page.locator('[data-testid="deck-state"][data-deck-status="ready"]').waitFor({ timeout: 120_000 });
    // Coming back to a deck made earlier, the link is asked for at once.
    await page.reload();
    await page.locator('[data-testid="deck-state"][data-deck-status="ready"]').waitFor({ timeout: 30_000 });
    expect(await textOf(page.getByTestId('deck-message'))).toBe(
      'Failed to get presentation link. Please try again.',
    );
    await page.getByRole('button', { name: 'Open Slide Editor' }).click();
    expect(await textOf(page.getByTestId('deck-message'))).toBe(
      'Failed to get presentation link. Please try again.',
    );
    expect(new URL(page.url()).pathname).toBe(`/process/${jobId}`);
    await screenshotBoth(page, 'wizard-failure-link');

    // A 500 without the app's JSON (a proxy's page): the product's sentence alone.
    const restoreReExport = await answer(
      're-export-slides',
      500,
      '<html><body>Internal Server Error</body></html>',
    );
    await page.getByRole('button', { name: 'Re-export Slides' }).click();
    expect(await textOf(page.getByTestId('deck-message'))).toBe(
      'Failed to re-export slides. Please try again.',
    );
    await screenshotBoth(page, 'wizard-failure-re-export');
    // Our own crash (the error middleware's generic 500): the product's sentence alone, not "try again" twice.
    await answer('re-export-slides', 500, {
      detail: 'Something went wrong on our side. Please try again in a moment.',
      code: 'internal',
    });
    await Promise.all([
      page.waitForResponse((response) => response.url().includes('/re-export-slides/')),
      page.getByRole('button', { name: 'Re-export Slides' }).click(),
    ]);
    await page.getByRole('button', { name: 'Re-export Slides' }).waitFor({ state: 'visible' });
    expect(await textOf(page.getByTestId('deck-message'))).toBe(
      'Failed to re-export slides. Please try again.',
    );
    // The server's own reason for a failed redraw follows the sentence.
    await answer('re-export-slides', 500, {
      detail: 'Slide 2 could not be drawn.',
      code: 're_export_failed',
    });
    await page.getByRole('button', { name: 'Re-export Slides' }).click();
    await page
      .getByTestId('deck-message')
      .filter({ hasText: 'Slide 2 could not be drawn.' })
      .waitFor({ timeout: 15_000 });
    expect(await textOf(page.getByTestId('deck-message'))).toBe(
      'Failed to re-export slides. Please try again. Slide 2 could not be drawn.',
    );

    await restoreReExport();
    await page.getByRole('button', { name: 'Re-export Slides' }).click();
    await page.getByTestId('deck-message').filter({ hasText: 'successfully' }).waitFor({ timeout: 120_000 });
    expect(await textOf(page.getByTestId('deck-message'))).toBe(
      'Slides re-exported successfully! Your edited presentation is now ready for video generation.',
    );
    await shows(page.locator('[data-testid="deck-status"]', { hasText: 'ready' }));

    await restoreLink();
    await page.getByRole('button', { name: 'Open Slide Editor' }).click();
    await page.waitForURL(`${APP_URL}/slides/${jobId}`);
    await page.goBack();
    await waitForStep(page, 6);
  }, 180_000);

  it('shows why the video could not start or failed, and each retry asks for the video again', async () => {
    const generateCalls = countCalls('generate-video');
    await answer('generate-video', 500, {
      detail: 'Every slide needs its narration before the video can be made.',
      code: 'audio_missing',
    });
    await page.getByRole('button', { name: 'Continue to Video' }).click();
    await waitForStep(page, 7);
    expect(await textOf(page.getByTestId('video-start-error'))).toBe(
      'Every slide needs its narration before the video can be made.',
    );
    expect(generateCalls.count()).toBe(1);
    await screenshotBoth(page, 'wizard-failure-video-start');

    await answer('generate-video', 500, { code: 'internal' });
    await page.getByRole('button', { name: 'Retry Video Generation' }).click();
    await page
      .getByTestId('video-start-error')
      .filter({ hasText: 'Failed to generate' })
      .waitFor({ timeout: 15_000 });
    expect(await textOf(page.getByTestId('video-start-error'))).toBe(
      'Failed to generate video. Please try again.',
    );
    expect(generateCalls.count()).toBe(2);

    // Started, then failed while rendering: the status carries the reason, or none.
    await answer('generate-video', 200, { video_status: 'generating', video_error: null });
    const restoreStatus = await answer('video-status', 200, {
      video_status: 'failed',
      video_error: 'The narration of slide 2 could not be read.',
    });
    await page.getByRole('button', { name: 'Retry Video Generation' }).click();
    expect(await textOf(page.getByTestId('video-error'))).toBe(
      'Video generation failed: The narration of slide 2 could not be read.',
    );
    expect(await currentStep(page)).toBe(7);
    expect(generateCalls.count()).toBe(3);
    await screenshotBoth(page, 'wizard-failure-video');

    await answer('video-status', 200, { video_status: 'failed', video_error: '' });
    await page.getByRole('button', { name: 'Retry Video Generation' }).click();
    await page.getByTestId('video-error').filter({ hasText: 'Unknown error' }).waitFor({ timeout: 15_000 });
    expect(await textOf(page.getByTestId('video-error'))).toBe('Video generation failed: Unknown error');
    expect(generateCalls.count()).toBe(4);

    // The real stack renders it on the next try.
    await restoreStatus();
    await page.unroute(callPattern('generate-video'));
    await page.getByRole('button', { name: 'Retry Video Generation' }).click();
    await shows(page.getByRole('heading', { name: 'Your video is ready' }), 300_000);
    expect(generateCalls.count()).toBe(5);
  }, 360_000);
});
