/**
 * Every screen checked with axe-core (WCAG 2.1 A and AA rules) in Chromium: labels, names, roles,
 * contrast, landmarks. A serious or critical violation fails the test and names the rule and the
 * elements, so the fix is findable.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createUser, newPage, openBrowser, PHONE, signInPage } from './browser.js';
import { finishedVideoJob, uploadedJob } from './stack-data.js';
import { jobWithPlan, pageToken, paperPath, waitForStep } from './wizard-helpers.js';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page as it is and returns the serious and critical violations, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await axeSource });
  const violations = (await page.evaluate(
    'axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }).then((result) => result.violations)',
  )) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Opens `path` and waits until `ready` is on screen before checking. */
async function check(page: Page, path: string, ready: string): Promise<string[]> {
  await page.goto(`${APP_URL}${path}`);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  return seriousViolations(page);
}

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('accessibility of every screen', () => {
  it('has no serious violations on the public pages, at desktop and phone width', async () => {
    for (const viewport of [undefined, PHONE]) {
      const page = await newPage(browser, viewport);
      expect(await check(page, '/', 'text=Get Started Free')).toEqual([]);
      expect(await check(page, '/pricing', 'text=Most Popular')).toEqual([]);
      expect(await check(page, '/login', 'input[type="email"]')).toEqual([]);
      expect(await check(page, '/success', 'a[href="/dashboard"]')).toEqual([]);
      expect(await check(page, '/cancel', 'a[href="/pricing"]')).toEqual([]);
      expect(await check(page, '/demo', '[data-testid="demo-credits"]')).toEqual([]);
      await page.goto(`${APP_URL}/`);
      await page.getByRole('button', { name: 'Get Started Free' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }
  });

  it('has no serious violations on the signed-in pages, the wizard and the slide editor', async () => {
    const page = await signInPage(
      browser,
      await createUser({ verified: false, displayName: 'Ada Lovelace' }),
    );
    const token = await pageToken(page);
    // The unverified banner is on every page here, so it is checked with each.
    expect(await check(page, '/dashboard', 'text=Recent Activity')).toEqual([]);
    expect(await check(page, '/account', 'h1')).toEqual([]);
    await page.goto(`${APP_URL}/process`);
    await waitForStep(page, 1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${APP_URL}/process/${await uploadedJob(token)}`);
    await waitForStep(page, 2);
    expect(await seriousViolations(page)).toEqual([]);

    const planned = await jobWithPlan(token, paperPath('phoenix_paludosa_phytochemistry.pdf'));
    await page.goto(`${APP_URL}/process/${planned}`);
    await waitForStep(page, 4);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await check(page, `/slides/${planned}`, 'img')).toEqual([]);

    const finished = await finishedVideoJob(token);
    expect(await check(page, `/video/${finished}`, '[data-testid="video-player"]')).toEqual([]);
    await page.close();
  });
});
