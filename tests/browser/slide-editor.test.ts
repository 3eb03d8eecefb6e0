/**
 * The built-in slide editor in Chromium: a real paper's slides, the engine-drawn preview following
 * each edit, the figure picker, save, re-export, and proof that the preview is the slide the video
 * uses (the same bytes as the re-exported slide image).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createUser, openBrowser, shows, signInPage, textOf } from './browser.js';
import { callWithToken, jobWithPlan, paperPath, screenshotBoth } from './wizard-helpers.js';

const PAPER = 'generative_adversarial_nets.pdf';
const RE_EXPORTED =
  'Slides re-exported successfully! Your edited presentation is now ready for video generation.';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The preview image's current bytes, read back from its blob URL in the page. */
async function previewBytes(page: Page): Promise<{ src: string; png: Buffer; width: number }> {
  const read = await page.evaluate<{ src: string; data: string; width: number }>(`(async () => {
    const img = document.querySelector('[data-testid="slide-preview"]');
    const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { src: img.src, data: btoa(binary), width: img.naturalWidth };
  })()`);
  return { src: read.src, png: Buffer.from(read.data, 'base64'), width: read.width };
}

/** Waits until the preview shows a different drawing than `previousSrc`, and no redraw is pending. */
async function nextPreview(
  page: Page,
  previousSrc: string,
): Promise<{ src: string; png: Buffer; width: number }> {
  await page.waitForFunction(
    (src) => {
      const img = (
        globalThis as unknown as {
          document: { querySelector(s: string): { src: string; complete: boolean } | null };
        }
      ).document.querySelector('[data-testid="slide-preview"]');
      return img !== null && img.src !== src && img.complete;
    },
    previousSrc,
    { timeout: 20_000 },
  );
  await page.locator('figure.slide-preview[aria-busy="false"]').waitFor({ timeout: 20_000 });
  return previewBytes(page);
}

describe('the built-in slide editor', () => {
  it('redraws the slide as the video will show it after each edit, saves, re-exports, and the video’s slide is the preview', async () => {
    const user = await createUser({ verified: true });
    const jobId = await jobWithPlan(user.idToken, paperPath(PAPER), 3);
    const page = await signInPage(browser, user);
    await page.goto(`${APP_URL}/slides/${jobId}`);
    await shows(page.getByTestId('slide-preview'), 30_000);
    await page.locator('figure.slide-preview[aria-busy="false"]').waitFor();
    const first = await previewBytes(page);
    expect(first.width).toBe(1920);
    expect(await textOf(page.getByTestId('save-state'))).toBe('All changes saved');
    await screenshotBoth(page, 'slide-editor-1-open');

    // Slide 2: a new title and bullets (blank lines dropped), then a figure of the paper.
    await page.getByTestId('editor-slide-1').click();
    const second = await nextPreview(page, first.src);
    await page.getByLabel('Title').fill('Adversarial training, in one picture');
    const retitled = await nextPreview(page, second.src);
    expect(retitled.png.equals(second.png)).toBe(false);
    await page
      .getByLabel(/Bullet points/)
      .fill('A generator and a discriminator\n\n   \nTrained against each other');
    const rebulleted = await nextPreview(page, retitled.src);
    expect(await textOf(page.getByTestId('save-state'))).toBe('Unsaved changes');

    expect(await page.locator('.figure-option').count()).toBeGreaterThan(1);
    // A figure of the paper other than the one the slide shows now.
    await page.locator('.figure-option:has(img):not(:has(input:checked))').first().click();
    const withFigure = await nextPreview(page, rebulleted.src);
    expect(withFigure.png.equals(rebulleted.png)).toBe(false);
    await screenshotBoth(page, 'slide-editor-2-edited');

    // An empty title cannot be drawn; the editor says why and keeps the last drawing.
    await page.getByLabel('Title').fill('');
    expect(await textOf(page.getByTestId('preview-problem'))).toBe('The slide needs a title.');
    await page.getByLabel('Title').fill('Adversarial training, in one picture');
    const restored = await nextPreview(page, withFigure.src);
    expect(restored.png.equals(withFigure.png)).toBe(true);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(page.getByText('All changes saved'));
    const plan = (
      (await (await callWithToken(user.idToken, 'GET', `/processing/result/${jobId}`)).json()) as {
        slides_plan: Array<{ slide_title: string; visual_identifier: string; bullet_points: string[] }>;
      }
    ).slides_plan;
    expect(plan[1]).toMatchObject({
      slide_title: 'Adversarial training, in one picture',
      bullet_points: ['A generator and a discriminator', 'Trained against each other'],
    });
    expect(plan[1]?.visual_identifier).not.toBe('');

    await page.getByRole('button', { name: 'Re-export Slides' }).click();
    expect(await textOf(page.getByTestId('editor-message'), 120_000)).toContain(RE_EXPORTED);
    await screenshotBoth(page, 'slide-editor-3-re-exported');

    // What the editor showed is, byte for byte, the slide image the video is made from.
    const drawn = await callWithToken(user.idToken, 'GET', `/processing/slide-image/${jobId}/1`);
    expect(drawn.status).toBe(200);
    expect(Buffer.from(await drawn.arrayBuffer()).equals(restored.png)).toBe(true);

    await page.getByRole('link', { name: 'Back to the wizard' }).click();
    await page.waitForURL(`${APP_URL}/process/${jobId}?step=powerpoint`);
    await page.context().close();
  });

  it('does not open another user’s slides', async () => {
    const owner = await createUser({ verified: true });
    const jobId = await jobWithPlan(owner.idToken, paperPath('phoenix_paludosa_phytochemistry.pdf'), 3);
    const page = await signInPage(browser, await createUser({ verified: true }));
    await page.goto(`${APP_URL}/slides/${jobId}`);
    expect(await textOf(page.getByTestId('editor-load-error'))).toContain(
      'No job with this id was found in your account.',
    );
    await page.context().close();
  });
});
