/**
 * Helpers the wizard, slide-editor and journey tests share: where the wizard is, screenshots at both
 * widths, and direct API calls with the page's own sign-in token.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import { sharedPaper } from '../fixtures/index.js';
import { APP_URL, DESKTOP, PHONE, screenshot } from './browser.js';

/** A real paper from ../shared/papers (never copied into the repository); fails clearly when absent. */
export function paperPath(name: string): string {
  const path = sharedPaper(name);
  if (path === undefined) throw new Error(`The shared paper ${name} is missing (../shared/papers).`);
  return path;
}

/** The wizard's current step, 0 while it is loading. */
export async function currentStep(page: Page): Promise<number> {
  const value = await page
    .getByTestId('process-wizard')
    .getAttribute('data-step', { timeout: 1_000 })
    .catch(() => null);
  return value === null ? 0 : Number(value);
}

/** Waits until the wizard shows step `step`: its number (1–8) or its name (`review`, `background`, …). */
export async function waitForStep(page: Page, step: number | string, timeout = 30_000): Promise<void> {
  const attribute = typeof step === 'number' ? 'data-step' : 'data-step-name';
  await page
    .locator(`[data-testid="process-wizard"][${attribute}="${step}"]`)
    .waitFor({ state: 'visible', timeout });
}

/** The name of the step the wizard shows (`settings`, `review`, …), null while it is loading. */
export async function stepName(page: Page): Promise<string | null> {
  return page
    .getByTestId('process-wizard')
    .getAttribute('data-step-name', { timeout: 1_000 })
    .catch(() => null);
}

/** Screenshots the page at the desktop width and again at a phone's, then returns to the desktop width. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? DESKTOP;
  // From the top, so a sticky header is drawn where it belongs in the full-page picture.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  // Let the layout settle at the new width before the picture.
  await page.waitForTimeout(150);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(viewport);
}

/** The sign-in token the app keeps in local storage. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate<string | null>(`window.localStorage.getItem('lectern.authToken')`);
  if (token === null) throw new Error('The page holds no sign-in token.');
  return token;
}

/** Calls the app's API as the page's user. */
export async function callAsPage(
  page: Page,
  method: string,
  path: string,
  json?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${await pageToken(page)}` };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${APP_URL}/api${path}`, {
    method,
    headers,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

/** The job id in a /process/{jobId} or /slides/{jobId} URL. */
export function jobIdOf(page: Page): string {
  const match = /\/(?:process|slides|video)\/([^/?#]+)/.exec(new URL(page.url()).pathname);
  if (match?.[1] === undefined) throw new Error(`No job id in ${page.url()}`);
  return decodeURIComponent(match[1]);
}

/** Dispatches drag events carrying one file; runs in the page, so it is kept as page-side source. */
const DROP_SCRIPT = `({ selector, name, type, data }) => {
  const target = document.querySelector(selector);
  if (target === null) throw new Error('Nothing matches ' + selector);
  const transfer = new DataTransfer();
  transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type }));
  for (const kind of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(kind, { bubbles: true, cancelable: true, dataTransfer: transfer }));
}`;

/** Drops `bytes` as a file named `name` on the element matched by `selector`, as a drag and drop would. */
export async function dropFile(
  page: Page,
  selector: string,
  name: string,
  type: string,
  bytes: Buffer,
): Promise<void> {
  const args = { selector, name, type, data: bytes.toString('base64') };
  await page.evaluate(`(${DROP_SCRIPT})(${JSON.stringify(args)})`);
}

/** Calls the app's API with `token`. */
export function callWithToken(
  token: string,
  method: string,
  path: string,
  json?: unknown,
  body?: FormData,
): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const payload = json !== undefined ? JSON.stringify(json) : body;
  return fetch(`${APP_URL}/api${path}`, {
    method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
}

/** Uploads a paper and starts it through the API, as the wizard would; resolves with the job id once its plan is ready. */
export async function jobWithPlan(token: string, paper: string, slideCount = 3): Promise<string> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await readFile(paper))], { type: 'application/pdf' }),
    basename(paper),
  );
  const uploaded = await callWithToken(token, 'POST', '/processing/upload-pdf', undefined, form);
  if (uploaded.status !== 201)
    throw new Error(`Upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const jobId = ((await uploaded.json()) as { job_id: string }).job_id;
  const started = await callWithToken(token, 'POST', `/processing/start/${jobId}`, {
    config: { slide_count: slideCount, voice_id: 'sully' },
  });
  if (started.status !== 202) throw new Error(`Start answered ${started.status}: ${await started.text()}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = (await (await callWithToken(token, 'GET', `/processing/status/${jobId}`)).json()) as {
      status: string;
      error: string | null;
    };
    if (status.status === 'completed' || status.status === 'ready_for_editing') return jobId;
    if (status.status === 'failed' || Date.now() > deadline)
      throw new Error(`The job did not get a plan: ${JSON.stringify(status)}`);
    await new Promise((wake) => setTimeout(wake, 1_000));
  }
}
