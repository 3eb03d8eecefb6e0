/**
 * The browser-test harness: Debian's Chromium driven by playwright-core against the local stack
 * (Hosting serves web/dist on :5000, the Auth emulator on :9099), plus users made through the Auth
 * emulator's REST API and the emails it would have sent.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

/** The app as a user opens it. */
export const APP_URL = 'http://127.0.0.1:5000';
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
export const PROJECT_ID = 'demo-lectern';
export const DEFAULT_PASSWORD = 'correct-horse-battery';
const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../out/screenshots');
const IDENTITY = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1`;
/** The Auth emulator treats this bearer as an admin (any project). */
const ADMIN_HEADERS = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };

/** Flags measured to work for Debian's Chromium here; playwright adds --headless and a fresh profile. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Viewports the screenshots are taken at. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A fresh headless Chromium with its own temporary profile. */
export function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

const GAPI_SHIM = readFileSync(resolve(import.meta.dirname, 'gapi-shim.js'), 'utf8');

/**
 * Google's script host cannot be reached offline; the Auth SDK's popup flow and the emulator's pages
 * load from it. Serve a local stand-in for gapi and an empty stylesheet/script for the rest, fast.
 */
export async function routeGoogleScripts(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_SHIM }),
  );
  await context.route('https://unpkg.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().url().endsWith('.css') ? 'text/css' : 'text/javascript',
      body: '',
    }),
  );
}

/** A page in a fresh context (own storage) at `viewport`, with the offline stand-ins in place. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await routeGoogleScripts(context);
  return context.newPage();
}

export interface BrowserUser {
  uid: string;
  email: string;
  password: string;
  displayName: string | null;
  /** A fresh ID token, for calling the API directly. */
  idToken: string;
}

async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Makes an email/password account in the Auth emulator. */
export async function createUser(
  options: { email?: string; password?: string; displayName?: string; verified?: boolean } = {},
): Promise<BrowserUser> {
  const email = options.email ?? `researcher-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? DEFAULT_PASSWORD;
  const created = await postJson<{ localId: string; idToken: string }>(
    `${IDENTITY}/accounts:signUp?key=any`,
    { email, password, returnSecureToken: true },
  );
  const update: Record<string, unknown> = { localId: created.localId };
  if (options.displayName !== undefined) update['displayName'] = options.displayName;
  if (options.verified === true) update['emailVerified'] = true;
  if (Object.keys(update).length > 1)
    await postJson(`${IDENTITY}/projects/${PROJECT_ID}/accounts:update`, update, ADMIN_HEADERS);
  const signedIn = await postJson<{ idToken: string }>(`${IDENTITY}/accounts:signInWithPassword?key=any`, {
    email,
    password,
    returnSecureToken: true,
  });
  return {
    uid: created.localId,
    email,
    password,
    displayName: options.displayName ?? null,
    idToken: signedIn.idToken,
  };
}

/** A new page (own context) at `viewport`, signed in through the app's /login page, on /dashboard. */
export async function signInPage(
  browser: Browser,
  user: { email: string; password: string },
  viewport = DESKTOP,
): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto(`${APP_URL}/login`);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByTestId('auth-form').getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${APP_URL}/dashboard`, { timeout: 30_000 });
  // The URL changes before the dashboard's chunk has loaded: until then the login page is still shown.
  await page.getByTestId('auth-form').waitFor({ state: 'detached', timeout: 30_000 });
  return page;
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

async function latestOobLink(email: string, requestType: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
    const match = oobCodes
      .filter((code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType)
      .at(-1);
    if (match !== undefined) return match.oobLink;
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`The Auth emulator has no ${requestType} email for ${email}.`);
}

/** How many emails of a kind the Auth emulator has "sent" to `email`. */
export async function oobCount(
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<number> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter(
    (code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType,
  ).length;
}

/** The link of the newest verification email sent to `email`. */
export function verificationLink(email: string): Promise<string> {
  return latestOobLink(email, 'VERIFY_EMAIL');
}

/** The link of the newest password-reset email sent to `email`. */
export function resetLink(email: string): Promise<string> {
  return latestOobLink(email, 'PASSWORD_RESET');
}

/** Saves a full-page screenshot as out/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Waits until the first match is visible (playwright-core has no web-first assertions). */
export async function shows(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until nothing matching is visible. */
export async function hides(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** The visible text of the first match, once it shows. */
export async function textOf(locator: Locator, timeout = 15_000): Promise<string> {
  await shows(locator, timeout);
  return (await locator.first().innerText()).trim();
}
