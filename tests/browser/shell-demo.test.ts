/**
 * Watch Demo (docs/product.md §2): the landing and cancel pages open /demo, which plays the video the web
 * build rendered with the engine (scripts/demo-video.sh) and credits the paper beside it; a site built
 * without a demo shows no button.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, hides, newPage, openBrowser, PHONE, screenshot, shows, textOf } from './browser.js';

const BUILT_CREDITS = resolve(import.meta.dirname, '../../web/dist/demo/demo.json');

let browser: Browser;

beforeAll(async () => {
  if (!existsSync(BUILT_CREDITS)) {
    throw new Error(
      `No demo in the web build (${BUILT_CREDITS}): run npm run build:web with ../shared/papers present.`,
    );
  }
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Waits until the page's <video> knows its length, and returns it in seconds. */
async function playedDuration(page: Page): Promise<number> {
  const video = page.getByTestId('demo-video');
  await shows(video);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await page.waitForFunction(
    () => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="demo-video"]');
      return element !== null && element.currentTime > 0.5;
    },
    undefined,
    { timeout: 30_000 },
  );
  return video.evaluate((element: HTMLVideoElement) => element.duration);
}

describe('Watch Demo', () => {
  it('plays the demo video from the landing page, with the paper credited beside it', async () => {
    const page = await newPage(browser);
    await page.goto(`${APP_URL}/`);
    await shows(page.getByRole('link', { name: 'Watch Demo' }));
    await screenshot(page, 'landing-watch-demo');
    await page.getByRole('link', { name: 'Watch Demo' }).click();
    await page.waitForURL(`${APP_URL}/demo`);
    const duration = await playedDuration(page);
    expect(duration).toBeGreaterThan(0);
    expect(Number.isFinite(duration)).toBe(true);

    const built = JSON.parse(readFileSync(BUILT_CREDITS, 'utf8')) as {
      title: string;
      authors: string;
      licence: { name: string };
    };
    const credits = await textOf(page.getByTestId('demo-credits'));
    expect(credits).toContain(built.title);
    expect(credits).toContain(built.authors);
    expect(credits).toContain(built.licence.name);
    expect(credits).toMatch(/CC BY/);
    await screenshot(page, 'demo-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'demo-phone');
    await page.context().close();
  });

  it('opens the same demo from the cancel page', async () => {
    const page = await newPage(browser);
    await page.goto(`${APP_URL}/cancel`);
    await page.getByRole('link', { name: 'Watch the demo' }).click();
    await page.waitForURL(`${APP_URL}/demo`);
    expect(await playedDuration(page)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows no Watch Demo when the site has no demo', async () => {
    const page = await newPage(browser);
    await page.route('**/demo/demo.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(`${APP_URL}/`);
    await shows(page.getByRole('button', { name: 'Get Started Free' }));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'Watch Demo' }).count()).toBe(0);
    await page.goto(`${APP_URL}/cancel`);
    await shows(page.getByRole('link', { name: 'View Pricing' }));
    await page.waitForLoadState('networkidle');
    await hides(page.getByRole('link', { name: 'Watch the demo' }));
    await page.goto(`${APP_URL}/demo`);
    await shows(page.getByText('This site was built without a demo video.'));
    expect(await page.getByTestId('demo-video').count()).toBe(0);
    await page.context().close();
  });
});
