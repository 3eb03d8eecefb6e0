/**
 * The screens other than the wizard, in Chromium on the local stack: access rules, the usage panel at
 * its limits, Recent Activity, the video page (plays, seeks with range requests, downloads a valid
 * mp4), pricing, account, success and cancel, a 401 mid-session and a failed chunk — with a screenshot
 * of each screen at desktop and phone width in out/screenshots/.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  createUser,
  DESKTOP,
  hides,
  newPage,
  openBrowser,
  PHONE,
  screenshot,
  shows,
  signInPage,
  textOf,
  type BrowserUser,
} from './browser.js';
import { ENGLISH_PAPER } from '../fixtures/index.js';
import { closeStackData, finishedVideoJob, seedUsage, updateJob, uploadedJob } from './stack-data.js';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeStackData();
});

const anonymousPage = (viewport = DESKTOP): Promise<Page> => newPage(browser, viewport);

const path = (page: Page) => new URL(page.url()).pathname;

describe('routes and access', () => {
  it('sends anonymous visitors of signed-in pages to /, and unknown paths to /', async () => {
    const page = await anonymousPage();
    for (const guarded of ['/dashboard', '/process', '/account', '/video/some-job']) {
      await page.goto(`${APP_URL}${guarded}`);
      await page.waitForURL(`${APP_URL}/`);
      await shows(page.getByRole('button', { name: 'Get Started Free' }));
    }
    await page.goto(`${APP_URL}/no/such/page`);
    await page.waitForURL(`${APP_URL}/`);
    for (const open of ['/pricing', '/success', '/cancel', '/login']) {
      await page.goto(`${APP_URL}${open}`);
      await page.waitForLoadState('networkidle');
      expect(path(page)).toBe(open);
    }
    const header = page.locator('header');
    await shows(header.getByRole('link', { name: 'Pricing' }));
    await shows(header.getByRole('button', { name: 'Sign In', exact: true }));
    await shows(header.getByRole('button', { name: 'Get Started', exact: true }));
  });

  it('sends signed-in users from / and from unknown paths to the dashboard', async () => {
    const user = await createUser({ verified: true });
    const page = await signInPage(browser, user);
    await page.goto(`${APP_URL}/`);
    await page.waitForURL(`${APP_URL}/dashboard`);
    await page.goto(`${APP_URL}/definitely-not-a-page`);
    await page.waitForURL(`${APP_URL}/dashboard`);
  });

  it('goes to /login without the stored token when a call answers 401 mid-session', async () => {
    const user = await createUser({ verified: true });
    const page = await signInPage(browser, user);
    await shows(page.getByTestId('usage-used'), 60_000);
    await page.evaluate(() => window.localStorage.setItem('lectern.authToken', 'not-a-valid-token'));
    await page.locator('header').getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${APP_URL}/login`, { timeout: 30_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('lectern.authToken'))).toBeNull();
    await shows(page.getByTestId('auth-form'));
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Sign In');
    await screenshot(page, 'login-after-401');
    // Signing in again from /login leads back to the dashboard.
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByTestId('auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${APP_URL}/dashboard`);
    await shows(page.getByTestId('usage-panel'));
  });

  it('reports a route chunk that fails to load as a ChunkLoadError and loads it on Retry', async () => {
    const page = await anonymousPage();
    await page.goto(APP_URL);
    await shows(page.getByRole('button', { name: 'Get Started Free' }));
    await page.route('**/static/js/PricingPage-*.js', (route) => route.abort('connectionfailed'));
    await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
    await shows(page.getByTestId('chunk-error'));
    expect(await textOf(page.getByTestId('chunk-error'))).toMatch('ChunkLoadError');
    await screenshot(page, 'chunk-load-error');
    await page.unroute('**/static/js/PricingPage-*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await shows(page.getByTestId('plan-pro'));
  });
});

describe('dashboard', () => {
  it('shows usage, the create card, blurbs and the upgrade banner for a new free user', async () => {
    const user = await createUser({ displayName: 'Marie Curie', verified: true });
    const page = await signInPage(browser, user);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Welcome, Marie Curie');
    expect(await textOf(page.getByTestId('plan-name'))).toMatch(/free plan/i);
    expect(await textOf(page.getByTestId('usage-used'))).toBe('0');
    expect(await textOf(page.getByTestId('usage-limit'))).toBe('3');
    expect(await textOf(page.getByTestId('usage-remaining'))).toBe('3');
    expect(await textOf(page.getByTestId('progress-percent'))).toBe('0%');
    expect(await textOf(page.getByTestId('next-reset'))).toMatch(/Next Reset: .+ \(\d+ days? remaining\)/);
    expect(await textOf(page.getByTestId('notice-upsell'))).toMatch('Enjoying the product?');
    await shows(page.getByRole('link', { name: 'Learn More' }));
    await shows(page.getByRole('link', { name: 'Upload PDF & Start' }));
    for (const blurb of ['Smart Analysis', 'Professional Design', 'AI Voice-overs'])
      await shows(page.getByRole('heading', { name: blurb }));
    await shows(page.getByTestId('upgrade-banner'));
    expect(await textOf(page.getByTestId('recent-activity'))).toMatch('No videos yet');
    await screenshot(page, 'dashboard-empty-desktop');
  });

  it('at the monthly limit shows the notices and no upload link', async () => {
    const user = await createUser({ verified: true });
    const page = await signInPage(browser, user);
    await shows(page.getByTestId('usage-panel'));
    await seedUsage(user.uid, { used: 3 });
    await page.reload();
    const notice = page.getByTestId('notice-limit-reached');
    expect(await textOf(notice)).toMatch('Monthly Limit Reached');
    expect(await textOf(notice)).toMatch(
      "You've used all 3 uploads for this month. Upgrade to Pro for unlimited processing.",
    );
    await shows(notice.getByRole('link', { name: 'Upgrade Now' }));
    expect(await textOf(page.getByTestId('create-card'))).toMatch(
      "You've reached your monthly limit of 3 videos",
    );
    await shows(page.getByTestId('create-card').getByRole('link', { name: 'Upgrade to Pro' }));
    await hides(page.getByRole('link', { name: 'Upload PDF & Start' }));
    expect(await textOf(page.getByTestId('progress-percent'))).toBe('100%');
    expect(await page.locator('.progress').getAttribute('class')).toContain('progress--red');
    await screenshot(page, 'dashboard-limit-reached-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'dashboard-limit-reached-phone');
  });

  it('shows ∞ and no progress bar for an unlimited plan, with the Active badge and no upgrade banner', async () => {
    const user = await createUser({ verified: true });
    const page = await signInPage(browser, user);
    await shows(page.getByTestId('usage-panel'));
    await seedUsage(user.uid, { plan: 'pro', used: 12, subscriptionActive: true });
    await page.reload();
    expect(await textOf(page.getByTestId('usage-limit'))).toBe('∞');
    expect(await textOf(page.getByTestId('usage-remaining'))).toBe('∞');
    await shows(page.getByTestId('usage-panel').getByText('Active', { exact: true }));
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await hides(page.getByTestId('upgrade-banner'));
    await shows(page.getByRole('link', { name: 'Upload PDF & Start' }));
    await screenshot(page, 'dashboard-pro');
  });
});

describe('jobs and the video page', () => {
  let owner: BrowserUser;
  let videoJob: string;

  beforeAll(async () => {
    owner = await createUser({ displayName: 'Rosalind Franklin', verified: true });
    videoJob = await finishedVideoJob(owner.idToken);
    await uploadedJob(owner.idToken, 'draft-not-started.pdf');
  }, 400_000);

  it('lists recent activity with status badges and View only for the finished video', async () => {
    const page = await signInPage(browser, owner);
    const rows = page.getByTestId('job-row');
    await shows(rows);
    expect(await rows.count()).toBe(2);
    const finished = rows.filter({ hasText: 'attention-is-all-you-need.pdf' });
    expect(await textOf(finished.locator('.badge'))).toBe('completed');
    expect(await finished.locator('.badge').getAttribute('class')).toContain('badge--green');
    await shows(finished.getByRole('link', { name: 'View' }));
    const draft = rows.filter({ hasText: 'draft-not-started.pdf' });
    expect(await draft.locator('.badge').getAttribute('class')).toContain('badge--grey');
    expect(await draft.getByRole('link', { name: 'View' }).count()).toBe(0);
    await screenshot(page, 'dashboard-recent-activity-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'dashboard-recent-activity-phone');
    await page.setViewportSize(DESKTOP);
    await finished.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(`${APP_URL}/video/${videoJob}`);
    await shows(page.getByTestId('video-player'));
  });

  it('plays the video, seeks through range requests, and downloads a valid mp4 under the server name', async () => {
    const page = await signInPage(browser, owner);
    const ranges: string[] = [];
    page.on('request', (request) => {
      const range = request.headers()['range'];
      if (request.url().includes('/video-stream/') && range !== undefined) ranges.push(range);
    });
    await page.goto(`${APP_URL}/video/${videoJob}`);
    // Headed by the paper's title as the read step found it, not by the uploaded file's name.
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(ENGLISH_PAPER.title);
    await shows(page.getByRole('button', { name: 'Download Video' }));
    await shows(page.getByRole('link', { name: 'Edit Video' }));
    await shows(page.getByRole('link', { name: 'Dashboard', exact: true }).last());
    expect(await page.getByRole('link', { name: 'Edit Video' }).getAttribute('href')).toBe(
      `/process/${videoJob}?step=review`,
    );

    const played = await page.evaluate(async () => {
      const video = document.querySelector('video');
      if (video === null) throw new Error('no video element');
      video.muted = true;
      await video.play();
      await new Promise<void>((done) => {
        const check = () => (video.currentTime > 0.3 ? done() : window.setTimeout(check, 50));
        check();
      });
      video.pause();
      const target = video.duration * 0.7;
      const seeked = new Promise<void>((done) =>
        video.addEventListener('seeked', () => done(), { once: true }),
      );
      video.currentTime = target;
      await seeked;
      return { duration: video.duration, target, at: video.currentTime, error: video.error?.message ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.duration).toBeGreaterThan(5);
    expect(Math.abs(played.at - played.target)).toBeLessThan(1);
    expect(ranges.length).toBeGreaterThan(0);
    await screenshot(page, 'video-ready-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Video' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.mp4$/);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const probe = JSON.parse(
      execFileSync('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration:stream=codec_name',
        '-of',
        'json',
        file,
      ]).toString(),
    ) as {
      format: { duration: string };
      streams: { codec_name: string }[];
    };
    expect(Number(probe.format.duration)).toBeCloseTo(played.duration, 0);
    expect(probe.streams.map((s) => s.codec_name)).toEqual(expect.arrayContaining(['h264', 'aac']));

    await page.setViewportSize(PHONE);
    await screenshot(page, 'video-ready-phone');
  });

  it('shows the status and Refresh Status for a video that is not ready', async () => {
    const page = await signInPage(browser, owner);
    const draft = await uploadedJob(owner.idToken, 'not-ready.pdf');
    await page.goto(`${APP_URL}/video/${draft}`);
    await shows(page.getByTestId('video-status'));
    expect(await textOf(page.getByTestId('video-status'))).toMatch('not started');
    // Refreshing asks again while the status stays on screen, then shows what changed.
    await updateJob(draft, { progress: 42 });
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    expect(await page.getByTestId('video-status').isVisible()).toBe(true);
    await page.getByTestId('video-status').getByText('42%').waitFor({ timeout: 15_000 });
    await shows(page.getByRole('button', { name: 'Refresh Status' }));
    await screenshot(page, 'video-not-ready');
  });

  it("shows 'Video Not Found' for another user's job", async () => {
    const stranger = await createUser({ verified: true });
    const page = await signInPage(browser, stranger, PHONE);
    await page.goto(`${APP_URL}/video/${videoJob}`);
    expect(await textOf(page.getByTestId('video-not-found'))).toMatch('Video Not Found');
    await screenshot(page, 'video-not-found-phone');
  });
});

describe('pricing, account, success and cancel', () => {
  it('shows the plans and FAQ, and opens the sign-in dialog for anonymous clicks', async () => {
    const page = await anonymousPage();
    await page.goto(`${APP_URL}/pricing`);
    for (const plan of ['free', 'pro', 'ultimate']) await shows(page.getByTestId(`plan-${plan}`));
    expect(await textOf(page.getByTestId('plan-pro'))).toMatch('Most Popular');
    expect(await textOf(page.getByTestId('plan-pro'))).toMatch('$10');
    expect(await textOf(page.getByTestId('plan-ultimate'))).toMatch('$20');
    await shows(page.getByRole('heading', { name: 'Frequently asked questions' }));
    await screenshot(page, 'pricing-desktop');
    await page.getByTestId('plan-pro').getByRole('button').click();
    await shows(page.getByRole('dialog').getByRole('heading', { name: 'Sign In' }));
    await page.keyboard.press('Escape');
    await hides(page.getByRole('dialog'));
    await page.getByTestId('plan-free').getByRole('button').click();
    await shows(page.getByRole('dialog').getByRole('heading', { name: 'Sign In' }));
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'pricing-phone');
  });

  it('shows the account page for a free user, without billing management', async () => {
    const user = await createUser({ displayName: 'Alan Turing', verified: true });
    const page = await signInPage(browser, user);
    await page.locator('header').getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${APP_URL}/account`);
    expect(await textOf(page.getByTestId('account-plan'))).toMatch(/free/i);
    await hides(page.getByTestId('billing-card'));
    await screenshot(page, 'account-free-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'account-free-phone');
  });

  it("offers billing management on a paid plan, confirms a cancellation and shows the server's answer", async () => {
    const user = await createUser({ verified: true });
    const page = await signInPage(browser, user);
    await shows(page.getByTestId('usage-used'), 60_000);
    await seedUsage(user.uid, { plan: 'pro', used: 2, subscriptionActive: true });
    await page.goto(`${APP_URL}/account`);
    expect(await textOf(page.getByTestId('account-plan'))).toMatch(/pro/i);
    await shows(page.getByTestId('billing-card'));
    await page.getByTestId('billing-card').getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog');
    expect(await textOf(dialog)).toMatch(
      'Are you sure you want to cancel your subscription? You will still have access until the end of your current billing period.',
    );
    await screenshot(page, 'account-cancel-confirm');
    await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
    await hides(dialog);
    await page.getByTestId('billing-card').getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    // No payment provider here: the server says why, and that sentence is shown rather than the generic one.
    const message = await textOf(page.getByTestId('account-message'));
    expect(message).not.toBe('');
    expect(message).not.toBe('Failed to cancel subscription. Please try again.');
    await page.getByTestId('billing-card').getByRole('button', { name: 'Manage Billing' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="billing-card"] button[aria-busy]') === null,
    );
    expect(await textOf(page.getByTestId('account-message'))).not.toBe(
      'Failed to open billing portal. Please try again.',
    );
    await screenshot(page, 'account-pro-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'account-pro-phone');
  });

  it('shows the success and cancel pages with their links', async () => {
    const page = await anonymousPage();
    await page.goto(`${APP_URL}/success`);
    await shows(page.getByRole('heading', { name: 'Welcome to Pro!' }));
    await shows(page.getByRole('link', { name: 'Go to Dashboard' }));
    await shows(page.getByRole('link', { name: 'View Account' }));
    await screenshot(page, 'success-desktop');
    await page.goto(`${APP_URL}/cancel`);
    await shows(page.getByRole('heading', { name: 'Subscription Canceled' }));
    expect(await textOf(page.locator('main'))).toMatch('3 free uploads');
    for (const name of ['View Pricing', 'Go to Dashboard', 'Watch the demo'])
      await shows(page.getByRole('link', { name }));
    expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'cancel-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'cancel-phone');
    await page.goto(`${APP_URL}/`);
    await screenshot(page, 'landing-phone');
    await page.goto(`${APP_URL}/login`);
    await screenshot(page, 'login-phone');
  });
});
