/**
 * The wizard never leaves a user stuck (docs/product.md §2, §4, §8), in Chromium against the real stack:
 * the start's answer lost after the server acted (the request reaches the server, its answer is cut),
 * a second tab pressing Start on a job the first already started, the monthly limit reached before any
 * upload (no job is created), and a reload at every step landing on the step the job is at.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createUser, openBrowser, shows, signInPage, textOf } from './browser.js';
import { closeStackData, seedUsage } from './stack-data.js';
import {
  callAsPage,
  callWithToken,
  jobIdOf,
  paperPath,
  screenshotBoth,
  stepName,
  waitForStep,
} from './wizard-helpers.js';

const PAPER = 'phoenix_paludosa_phytochemistry.pdf';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeStackData();
});

async function wizardPage(): Promise<Page> {
  const page = await signInPage(browser, await createUser({ verified: true }));
  await page.goto(`${APP_URL}/process`);
  await waitForStep(page, 'upload');
  return page;
}

/** Uploads the short paper and picks three slides; resolves on the settings step with the job id. */
async function uploadedOnSettings(page: Page): Promise<string> {
  await page.setInputFiles('#pdf-input', paperPath(PAPER));
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await waitForStep(page, 'settings');
  await page.getByRole('radio', { name: '3', exact: true }).check();
  return jobIdOf(page);
}

async function usedThisMonth(page: Page): Promise<number> {
  return ((await (await callAsPage(page, 'GET', '/user/quota')).json()) as { used_this_month: number })
    .used_this_month;
}

/** The steps the wizard shows from now until `until` is shown (each distinct one once, in order). */
function watchSteps(page: Page): { seen: () => Promise<string[]> } {
  const seen: string[] = [];
  const timer = setInterval(() => {
    void stepName(page).then((name) => {
      if (name !== null && seen.at(-1) !== name) seen.push(name);
    });
  }, 100);
  return {
    seen: async () => {
      clearInterval(timer);
      return seen;
    },
  };
}

describe('the wizard after a lost answer', () => {
  it('follows the job when the start reached the server but its answer was cut, and counts it once', async () => {
    const page = await wizardPage();
    const jobId = await uploadedOnSettings(page);
    let reachedServer = 0;
    await page.route('**/api/processing/start/**', async (route) => {
      // The server acts on the request; the browser never hears back.
      const response = await route.fetch();
      reachedServer += response.status() === 202 ? 1 : 0;
      await route.abort('connectionreset');
    });
    const steps = watchSteps(page);
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await page
      .locator(
        '[data-testid="process-wizard"]:is([data-step-name="processing"], [data-step-name="background"], [data-step-name="review"])',
      )
      .waitFor({ timeout: 30_000 });
    expect(reachedServer).toBe(1);
    expect(await page.getByTestId('start-error').count()).toBe(0);
    await screenshotBoth(page, 'wizard-lost-start-followed');

    // The job goes on to its plan, and the stepper never went back or skipped ahead on the way.
    await waitForStep(page, 'review', 120_000);
    const order = ['settings', 'processing', 'background', 'review'];
    const seen = await steps.seen();
    expect(seen.every((step, i) => i === 0 || order.indexOf(step) > order.indexOf(seen[i - 1] ?? ''))).toBe(
      true,
    );
    expect(await usedThisMonth(page)).toBe(1);
    expect(new URL(page.url()).pathname).toBe(`/process/${jobId}`);
    await page.context().close();
  }, 180_000);

  it('has a second tab that presses Start on a job the first tab started follow the job instead of an error', async () => {
    const first = await wizardPage();
    const jobId = await uploadedOnSettings(first);
    const second = await first.context().newPage();
    await second.goto(`${APP_URL}/process/${jobId}`);
    await waitForStep(second, 'settings');

    await first.getByRole('button', { name: 'Start Processing' }).click();
    await first
      .locator('[data-testid="process-wizard"]:not([data-step-name="settings"])')
      .waitFor({ timeout: 30_000 });

    // The second tab still shows the settings; its Start gets "already started" from the server.
    const conflict = second.waitForResponse((response) => response.url().includes('/processing/start/'));
    await second.getByRole('button', { name: 'Start Processing' }).click();
    expect((await conflict).status()).toBe(409);
    await second
      .locator(
        '[data-testid="process-wizard"]:is([data-step-name="processing"], [data-step-name="background"], [data-step-name="review"])',
      )
      .waitFor({ timeout: 30_000 });
    expect(await second.getByTestId('start-error').count()).toBe(0);
    await screenshotBoth(second, 'wizard-second-tab-followed');
    expect(await usedThisMonth(first)).toBe(1);
    await first.context().close();
  }, 120_000);

  it('still says why when the start was refused and nothing began', async () => {
    const page = await wizardPage();
    await uploadedOnSettings(page);
    await page.route('**/api/processing/start/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          detail: 'Processing could not be queued just now. Please try again in a minute.',
          code: 'unavailable',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Start Processing' }).click();
    expect(await textOf(page.getByTestId('start-error'))).toBe(
      'Processing could not be queued just now. Please try again in a minute.',
    );
    expect(await stepName(page)).toBe('settings');
    expect(await usedThisMonth(page)).toBe(0);
    await page.context().close();
  });
});

describe('the settings step', () => {
  it('plays a short sample of a voice before it is chosen, without choosing it', async () => {
    const page = await wizardPage();
    await uploadedOnSettings(page);
    const listen = page.getByTestId('voice-sample-matilda');
    const sample = page.waitForResponse((response) =>
      response.url().includes('/processing/voices/matilda/sample'),
    );
    await listen.click();
    const answered = await sample;
    expect(answered.status()).toBe(200);
    expect(answered.headers()['content-type']).toBe('audio/wav');
    expect(await listen.getAttribute('aria-pressed')).toBe('true');
    // It plays to its end (a few seconds) and the button reads Listen again; Sully stays chosen.
    await page
      .locator('[data-testid="voice-sample-matilda"][aria-pressed="false"]')
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').filter({ hasText: 'The sample could not be played.' }).count()).toBe(
      0,
    );
    expect(await page.locator('input[name="voice"][value="sully"]').isChecked()).toBe(true);
    await screenshotBoth(page, 'wizard-2-voice-sample');
    await page.context().close();
  }, 90_000);
});

describe('the wizard at the monthly limit', () => {
  it('shows the Monthly Limit Reached notice with Upgrade Now instead of the upload, and the server creates no job', async () => {
    const user = await createUser({ verified: true });
    await seedUsage(user.uid, { used: 3 });
    const page = await signInPage(browser, user);
    await page.goto(`${APP_URL}/process`);
    const notice = page.getByTestId('notice-limit-reached');
    await shows(notice);
    expect(await textOf(notice)).toContain('Monthly Limit Reached');
    expect(await textOf(notice)).toContain(
      "You've used all 3 uploads for this month. Upgrade to Pro for unlimited processing.",
    );
    // The reset date as the dashboard writes it ("December 1, 2026"), not an ISO date.
    expect(await textOf(page.getByTestId('limit-reset'))).toMatch(
      /^Your uploads start again on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
    expect(await page.getByTestId('dropzone').count()).toBe(0);
    await screenshotBoth(page, 'wizard-limit-reached');

    // The server refuses the upload too: nothing is stored, no job appears.
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await readFile(paperPath(PAPER)))], { type: 'application/pdf' }),
      PAPER,
    );
    const refused = await callWithToken(user.idToken, 'POST', '/processing/upload-pdf', undefined, form);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'quota_exceeded',
      detail: "You've used all 3 uploads for this month. Upgrade to Pro for unlimited processing.",
    });
    const jobs = (await (await callAsPage(page, 'GET', '/user/jobs')).json()) as { jobs: unknown[] };
    expect(jobs.jobs).toEqual([]);

    await page.getByRole('link', { name: 'Upgrade Now' }).click();
    await page.waitForURL(`${APP_URL}/pricing`);
    await page.context().close();
  });
});

describe('a reload at every step', () => {
  it('comes back to the step the job is at, opens ?step=review from the end, and lets reached steps be clicked', async () => {
    const page = await wizardPage();
    await page.reload();
    await waitForStep(page, 'upload');

    const jobId = await uploadedOnSettings(page);
    await page.reload();
    await waitForStep(page, 'settings');

    await page.getByRole('radio', { name: '3', exact: true }).check();
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await page
      .locator('[data-testid="process-wizard"]:not([data-step-name="settings"])')
      .waitFor({ timeout: 30_000 });
    await page.reload();
    // Still being read: its progress (or, if it was quick, the plan).
    await page
      .locator('[data-testid="process-wizard"]:is([data-step-name="processing"], [data-step-name="review"])')
      .waitFor({ timeout: 30_000 });
    if ((await stepName(page)) === 'processing') await shows(page.getByTestId('stepper-progress'));

    await waitForStep(page, 'review', 120_000);
    await page.reload();
    await waitForStep(page, 'review');
    // Nothing past the job can be clicked yet.
    expect(await page.getByRole('button', { name: 'Go to Audio Verification' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await waitForStep(page, 'audio');
    await page.reload();
    await waitForStep(page, 'audio');
    await page.getByRole('button', { name: 'Go to Review & Edit' }).click();
    await waitForStep(page, 'review');
    await page.getByRole('button', { name: 'Go to Audio Verification' }).click();
    await waitForStep(page, 'audio');

    // Every badge seen while narrating: once a slide is asked for, it never falls back to "not generated".
    const badges = page.locator('[data-testid^="audio-slide-"]');
    const seen: string[][] = [[], [], []];
    await page.getByRole('button', { name: 'Generate All' }).click();
    const deadline = Date.now() + 180_000;
    for (;;) {
      const statuses = await badges.evaluateAll((rows) =>
        rows.map((row) => row.getAttribute('data-status') ?? ''),
      );
      statuses.forEach((status, index) => {
        if (seen[index]?.at(-1) !== status) seen[index]?.push(status);
      });
      if (statuses.every((status) => status === 'completed')) break;
      if (Date.now() > deadline) throw new Error(`Narration did not finish: ${JSON.stringify(seen)}`);
      await page.waitForTimeout(50);
    }
    for (const history of seen) {
      const asked = history.findIndex((status) => status !== 'none');
      expect(asked).toBeGreaterThanOrEqual(0);
      expect(history.slice(asked)).not.toContain('none');
    }
    // The players know their length before anyone presses play.
    // (Page-side source, as the tests' TypeScript has no DOM.)
    await page.waitForFunction(
      `Array.from(document.querySelectorAll('audio')).length === 3 && Array.from(document.querySelectorAll('audio')).every((audio) => Number.isFinite(audio.duration) && audio.duration > 0)`,
      undefined,
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Continue to PowerPoint' }).click();
    await waitForStep(page, 'powerpoint');
    await page.reload();
    await waitForStep(page, 'powerpoint');

    // One primary action at a time: Generate until there is a deck, then Continue.
    expect(await page.getByRole('button', { name: 'Continue to Video' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Generate PowerPoint' }).click();
    await page.locator('[data-testid="deck-state"][data-deck-status="ready"]').waitFor({ timeout: 120_000 });
    expect(await page.getByRole('button', { name: 'Generate PowerPoint' }).count()).toBe(0);
    // The render's start never reaches the server (a dropped connection) and the user reloads: the
    // reopened page goes on to the video all the same.
    const startPath = '**/api/processing/generate-video/**';
    await page.route(startPath, (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Continue to Video' }).click();
    await waitForStep(page, 'video');
    await shows(page.getByText('Failed to generate video. Please try again.'));
    await page.waitForURL((url) => url.searchParams.get('step') === 'video');
    await page.unroute(startPath);
    const started = page.waitForResponse(
      (response) => response.url().includes('/processing/generate-video/') && response.status() === 202,
      { timeout: 90_000 },
    );
    await page.reload();
    // (Reading a job is four calls at once: on a loaded machine the emulator may start new workers for them.)
    await started;
    // Step 7 shows the render starting, then (after 2 s) hands it to the background step.
    await page
      .locator(
        '[data-testid="process-wizard"]:is([data-step-name="video"], [data-step-name="background"]), [data-testid="job-load-error"]',
      )
      .first()
      .waitFor({ timeout: 30_000 });
    expect(['video', 'background']).toContain(await stepName(page));
    expect(['generating', 'completed']).toContain(
      (
        (await (await callAsPage(page, 'GET', `/processing/video-status/${jobId}`)).json()) as {
          video_status: string;
        }
      ).video_status,
    );

    // The video page's Edit Video link: Review & Edit, with every reached step still there to click.
    await page.goto(`${APP_URL}/process/${jobId}?step=review`);
    await waitForStep(page, 'review');
    await shows(page.getByRole('button', { name: 'Go to Generate Video' }));
    await screenshotBoth(page, 'wizard-edit-video-review');
    await page.context().close();
  }, 600_000);
});
