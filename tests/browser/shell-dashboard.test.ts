/**
 * The dashboard's Recent Activity and usage panel in Chromium (docs/product.md §2, §4): a job deleted
 * through a confirm dialog, badge colours as painted, long file names that stay inside their row, and
 * usage tiles whose values line up, at phone and desktop widths (screenshots in out/screenshots/).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../integration/stack-client.js';
import { createUser, DESKTOP, hides, openBrowser, screenshot, shows, signInPage, textOf } from './browser.js';
import { closeStackData, uploadedJob } from './stack-data.js';

const PHONE_375 = { width: 375, height: 812 };
const LONG_NAME =
  'comparative_physiological_and_metabolomics_analysis_of_wheat_following_post-anthesis_heat_stress_final_version_2.pdf';

let browser: Browser;
let admin: App;
let db: Firestore;

beforeAll(async () => {
  browser = await openBrowser();
  admin = initializeApp(
    { projectId: process.env['GCLOUD_PROJECT'] ?? 'demo-lectern' },
    `shell-dashboard-${process.pid}`,
  );
  db = getFirestore(admin);
});

afterAll(async () => {
  await browser?.close();
  await deleteApp(admin);
  await closeStackData();
});

const row = (page: Page, filename: string) => page.getByTestId('job-row').filter({ hasText: filename });

async function listedIds(token: string): Promise<string[]> {
  const body = (await (await callApi('GET', '/user/jobs', { token })).json()) as {
    jobs: Array<{ job_id: string }>;
  };
  return body.jobs.map((job) => job.job_id);
}

/** Hue (degrees) and saturation (0–1) of a computed `rgb(r, g, b)` colour. */
function hueOf(rgb: string): { hue: number; saturation: number } {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map((n) => Number(n) / 255);
  const max = Math.max(r, g, b);
  const chroma = max - Math.min(r, g, b);
  if (chroma === 0) return { hue: 0, saturation: 0 };
  const sector =
    max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: sector * 60, saturation: chroma / max };
}

describe('Recent Activity', () => {
  it('deletes a job after asking, keeps it when the user changes their mind, and leaves the others', async () => {
    const user = await createUser({ verified: true });
    const kept = await uploadedJob(user.idToken, 'kept-paper.pdf');
    const doomed = await uploadedJob(user.idToken, LONG_NAME);
    const page = await signInPage(browser, user);
    await shows(row(page, LONG_NAME));

    await row(page, LONG_NAME)
      .getByRole('button', { name: `Delete ${LONG_NAME}` })
      .click();
    const dialog = page.getByRole('dialog');
    expect(await textOf(dialog.getByRole('heading'))).toBe('Delete this job?');
    expect(await textOf(dialog)).toContain(LONG_NAME);
    await screenshot(page, 'dashboard-delete-confirm');
    await dialog.getByRole('button', { name: 'Keep It' }).click();
    await hides(dialog);
    expect(await listedIds(user.idToken)).toContain(doomed);

    await row(page, LONG_NAME)
      .getByRole('button', { name: `Delete ${LONG_NAME}` })
      .click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await hides(dialog);
    await hides(row(page, LONG_NAME));
    await shows(row(page, 'kept-paper.pdf'));
    expect(await listedIds(user.idToken)).toEqual([kept]);
    await page.reload();
    await shows(row(page, 'kept-paper.pdf'));
    expect(await page.getByTestId('job-row').count()).toBe(1);
    await page.context().close();
  });

  it('takes a job already deleted elsewhere (another tab) as deleted', async () => {
    const user = await createUser({ verified: true });
    const jobId = await uploadedJob(user.idToken, 'twice.pdf');
    const page = await signInPage(browser, user);
    await row(page, 'twice.pdf').getByRole('button', { name: 'Delete twice.pdf' }).click();
    expect((await callApi('DELETE', `/user/jobs/${jobId}`, { token: user.idToken })).status).toBe(204);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await hides(page.getByRole('dialog'));
    await hides(row(page, 'twice.pdf'));
    await page.context().close();
  });

  it('says why a job cannot be deleted while a part of it is being made, and keeps it', async () => {
    const user = await createUser({ verified: true });
    const jobId = await uploadedJob(user.idToken, 'rendering.pdf');
    await db.doc(`jobs/${jobId}`).update({ status: 'completed', video_status: 'generating' });
    const page = await signInPage(browser, user);
    await row(page, 'rendering.pdf').getByRole('button', { name: 'Delete rendering.pdf' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await textOf(page.getByTestId('delete-job-error'))).toBe(
      'This job is still being worked on. Delete it once its current step has finished.',
    );
    expect(await listedIds(user.idToken)).toEqual([jobId]);
    await page.context().close();
  });

  it('paints each status in its colour: completed green, processing blue, failed red, others grey', async () => {
    const user = await createUser({ verified: true });
    const states = {
      'done.pdf': { status: 'ready_for_editing', video_status: 'completed' },
      'running.pdf': { status: 'processing' },
      'broken.pdf': { status: 'failed', error: 'The paper could not be read.' },
      'review.pdf': { status: 'completed' },
    };
    for (const [filename, fields] of Object.entries(states)) {
      const jobId = await uploadedJob(user.idToken, filename);
      await db.doc(`jobs/${jobId}`).update(fields);
    }
    const page = await signInPage(browser, user);
    const badge = async (filename: string) => {
      const element = row(page, filename).locator('.badge');
      return {
        text: await textOf(element),
        ...hueOf(await element.evaluate((node) => getComputedStyle(node).color)),
      };
    };
    await shows(row(page, 'review.pdf'));
    const done = await badge('done.pdf');
    expect(done.text).toBe('completed');
    expect(done.hue).toBeGreaterThan(90);
    expect(done.hue).toBeLessThan(170);
    const running = await badge('running.pdf');
    expect(running.text).toBe('processing');
    expect(running.hue).toBeGreaterThan(200);
    expect(running.hue).toBeLessThan(240);
    const broken = await badge('broken.pdf');
    expect(broken.text).toBe('failed');
    expect(broken.hue < 15 || broken.hue > 345).toBe(true);
    const review = await badge('review.pdf');
    expect(review.text).toBe('ready for editing');
    expect(review.saturation).toBeLessThan(0.25);
    for (const saturated of [done, running, broken]) expect(saturated.saturation).toBeGreaterThan(0.4);
    // A failed job has nowhere to go on to; the others do.
    expect(await row(page, 'broken.pdf').getByRole('link').count()).toBe(0);
    expect(await row(page, 'done.pdf').getByRole('link', { name: 'View' }).count()).toBe(1);
    expect(await row(page, 'review.pdf').getByRole('link', { name: 'Continue' }).count()).toBe(1);
    await page.context().close();
  });
});

describe('layout at phone and desktop widths', () => {
  it('keeps a long file name on its row and the usage values on one line', async () => {
    const user = await createUser({ verified: true });
    await uploadedJob(user.idToken, LONG_NAME);
    for (const [name, viewport] of [
      ['phone', PHONE_375],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await signInPage(browser, user, viewport);
      const named = row(page, LONG_NAME);
      await shows(named);
      await shows(page.getByTestId('usage-used'));

      // Nothing wider than the screen, and the name cut with an ellipsis inside its row, its full text in the title.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const nameBox = await named.locator('.job-row__name').boundingBox();
      const rowBox = await named.boundingBox();
      expect(
        nameBox !== null && rowBox !== null && nameBox.x + nameBox.width <= rowBox.x + rowBox.width + 0.5,
      ).toBe(true);
      expect(await named.locator('.job-row__name').getAttribute('title')).toBe(LONG_NAME);
      const nameHeight = await named
        .locator('.job-row__name')
        .evaluate(
          (node) => node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight),
        );
      expect(nameHeight).toBeLessThan(1.5);

      // Side by side, the three values share one baseline; stacked (phone), each sits on its label's line.
      const values = await page
        .locator('.stat__value')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()));
      const labels = await page
        .locator('.stat__label')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()));
      expect(values).toHaveLength(3);
      const sideBySide = new Set(values.map((box) => Math.round(box.left))).size === 3;
      if (sideBySide) {
        const bottoms = values.map((box) => box.bottom);
        expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThan(1);
      } else {
        values.forEach((box, index) =>
          expect(
            Math.abs(
              box.top + box.height / 2 - ((labels[index]?.top ?? 0) + (labels[index]?.height ?? 0) / 2),
            ),
          ).toBeLessThan(12),
        );
      }
      expect(name === 'phone' ? !sideBySide : sideBySide).toBe(true);
      await screenshot(page, `dashboard-long-name-${name}`);
      await page.context().close();
    }
  });

  it('lines the usage values up at every width from phone to desktop', async () => {
    const user = await createUser({ verified: true });
    const page = await signInPage(browser, user);
    await shows(page.getByTestId('usage-used'));
    const misaligned: number[] = [];
    for (let width = 601; width <= 1400; width += 40) {
      await page.setViewportSize({ width, height: 900 });
      const bottoms = await page
        .locator('.stat__value')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().bottom));
      if (Math.max(...bottoms) - Math.min(...bottoms) >= 1) misaligned.push(width);
    }
    expect(misaligned).toEqual([]);
    await page.context().close();
  });
});
