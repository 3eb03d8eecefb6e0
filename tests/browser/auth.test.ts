/**
 * Sign-up, the verification banner, sign-in, password reset and Google sign-in, in Chromium against
 * the Auth emulator (docs/product.md §2, §4, §5, §8).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  createUser,
  DESKTOP,
  hides,
  newPage,
  oobCount,
  openBrowser,
  PHONE,
  resetLink,
  screenshot,
  shows,
  signInPage,
  textOf,
  verificationLink,
} from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const open = (viewport = DESKTOP): Promise<Page> => newPage(browser, viewport);

const dialog = (page: Page) => page.getByRole('dialog');

describe('sign-up, verification banner and sign-in', () => {
  it('signs up from the landing page, resends the verification email, verifies and signs in again', async () => {
    const page = await open();
    await page.goto(APP_URL);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toMatch('research paper');
    await screenshot(page, 'landing-desktop');
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await shows(dialog(page).getByRole('heading', { name: 'Create Account' }));
    expect(await textOf(dialog(page).getByTestId('terms-notice'))).toMatch(
      'Terms of Service and Privacy Policy',
    );
    await shows(dialog(page).getByText('or', { exact: true }));
    await screenshot(page, 'auth-dialog-signup');

    // Too short a password is refused before anything is sent.
    const email = `new-${Date.now()}@example.com`;
    await dialog(page).getByLabel('Full Name').fill('Ada Lovelace');
    await dialog(page).getByLabel('Email Address').fill(email);
    await dialog(page).getByLabel('Password', { exact: true }).fill('abc');
    await dialog(page).getByRole('button', { name: 'Create Account' }).click();
    expect(await textOf(dialog(page).getByTestId('auth-error'))).toBe(
      'Password must be at least 6 characters',
    );

    await dialog(page).getByLabel('Password', { exact: true }).fill('a-good-password');
    await dialog(page).getByRole('button', { name: 'Create Account' }).click();
    expect(await textOf(dialog(page).getByTestId('auth-success'))).toBe(
      'Account created! Please check your email to verify your account.',
    );
    const shownAt = Date.now();
    await screenshot(page, 'auth-dialog-signup-success');
    await page.waitForURL(`${APP_URL}/dashboard`);
    await hides(dialog(page));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
    expect(await oobCount(email, 'VERIFY_EMAIL')).toBe(1);

    const banner = page.getByTestId('verify-banner');
    await shows(banner);
    expect(await textOf(page.getByTestId('user-chip'))).toBe('Ada Lovelace');
    await banner.getByRole('button', { name: 'Resend Email' }).click();
    await shows(page.getByTestId('verify-sent'));
    const sentAt = Date.now();
    await shows(page.getByTestId('usage-panel'), 4_000).catch(() => undefined);
    await screenshot(page, 'dashboard-unverified-banner');
    await expect.poll(() => oobCount(email, 'VERIFY_EMAIL')).toBe(2);
    await hides(page.getByTestId('verify-sent'), 8_000);
    const shownFor = Date.now() - sentAt;
    expect(shownFor).toBeGreaterThan(4_000);
    expect(shownFor).toBeLessThan(7_500);

    // The banner blocks nothing: the dashboard is usable underneath.
    await shows(page.getByRole('heading', { name: /Welcome/ }));

    // Follow the emailed link (the Auth emulator's action page applies it).
    const verifyPage = await open();
    await verifyPage.goto(await verificationLink(email));
    expect(await textOf(verifyPage.locator('body'))).toMatch(/verified/i);
    await verifyPage.close();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await shows(page.getByRole('button', { name: 'Get Started', exact: true }));

    const again = await signInPage(browser, { email, password: 'a-good-password' });
    expect(await textOf(again.getByTestId('user-chip'))).toBe('Ada Lovelace');
    await hides(again.getByTestId('verify-banner'));
  });

  it('dismisses the banner without blocking anything', async () => {
    const user = await createUser();
    const page = await signInPage(browser, user);
    await shows(page.getByTestId('verify-banner'));
    await page.getByTestId('verify-banner').getByRole('button', { name: 'Dismiss' }).click();
    await hides(page.getByTestId('verify-banner'));
  });

  it('shows the provider message for a wrong password and the logged-in header after a right one', async () => {
    const user = await createUser({ displayName: 'Grace Hopper', verified: true });
    const page = await open();
    await page.goto(APP_URL);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog(page).getByLabel('Email Address').fill(user.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await shows(dialog(page).getByTestId('auth-error'));
    expect(await textOf(dialog(page).getByTestId('auth-error'))).not.toBe('');
    await screenshot(page, 'auth-dialog-signin-error');
    await dialog(page).getByLabel('Password', { exact: true }).fill(user.password);
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${APP_URL}/dashboard`);
    await hides(dialog(page));
    const header = page.locator('header');
    await shows(header.getByRole('link', { name: 'Dashboard' }));
    await shows(header.getByRole('link', { name: 'Account' }));
    await shows(header.getByRole('button', { name: 'Sign Out' }));
    await hides(header.getByRole('link', { name: 'Pricing' }));
  });

  it('switching modes clears the fields and messages', async () => {
    const page = await open(PHONE);
    await page.goto(APP_URL);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog(page).getByLabel('Email Address').fill('someone@example.com');
    await screenshot(page, 'auth-dialog-signin-phone');
    await dialog(page).getByRole('button', { name: 'Sign up' }).click();
    await shows(dialog(page).getByRole('heading', { name: 'Create Account' }));
    expect(await dialog(page).getByLabel('Email Address').inputValue()).toBe('');
    await dialog(page).getByRole('button', { name: 'Sign in' }).click();
    await dialog(page).getByRole('button', { name: 'Reset it' }).click();
    await shows(dialog(page).getByRole('heading', { name: 'Reset Password' }));
    await hides(dialog(page).getByLabel('Password', { exact: true }));
    // docs/product.md §2: Continue with Google and the 'or' divider are in every mode, reset included.
    await shows(dialog(page).getByRole('button', { name: 'Continue with Google' }));
    expect(await textOf(dialog(page).getByRole('separator'))).toBe('or');
    await screenshot(page, 'auth-dialog-reset');
    await page.keyboard.press('Escape');
    await hides(dialog(page));
  });
});

describe('password reset', () => {
  it('sends the reset email, returns to sign-in after 2 s, and the new password works', async () => {
    const user = await createUser({ verified: true });
    const page = await open();
    await page.goto(APP_URL);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Reset it' }).click();
    await dialog(page).getByLabel('Email Address').fill(user.email);
    await dialog(page).getByRole('button', { name: 'Send Reset Email' }).click();
    expect(await textOf(dialog(page).getByTestId('auth-success'))).toBe(
      'Password reset email sent! Check your inbox.',
    );
    await screenshot(page, 'auth-dialog-reset-sent');
    await shows(dialog(page).getByRole('heading', { name: 'Sign In' }), 4_000);

    // The emailed link opens the Auth emulator's page, which takes the new password.
    const link = new URL(await resetLink(user.email));
    const oobCode = link.searchParams.get('oobCode');
    expect(oobCode).toBeTruthy();
    const reset = await fetch(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=any',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ oobCode, newPassword: 'a-brand-new-password' }),
      },
    );
    expect(reset.status).toBe(200);

    await dialog(page).getByLabel('Email Address').fill(user.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(user.password);
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await shows(dialog(page).getByTestId('auth-error'));
    await dialog(page).getByLabel('Password', { exact: true }).fill('a-brand-new-password');
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${APP_URL}/dashboard`);
  });
});

describe('Google sign-in', () => {
  it('signs in through the Auth emulator popup with the account chooser', async () => {
    const page = await open();
    await page.goto(APP_URL);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog(page).getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('127.0.0.1:9099');
    await screenshot(popup, 'google-popup-emulator');
    await popup.getByText('Add new account').click();
    await popup.locator('#autogen-button').click();
    await popup.locator('#sign-in').click();
    await page.waitForURL(`${APP_URL}/dashboard`, { timeout: 30_000 });
    await shows(page.getByTestId('user-chip'));
    await screenshot(page, 'dashboard-google-user');
  });
});
