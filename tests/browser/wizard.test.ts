/**
 * The process wizard's edges in Chromium (docs/product.md §2, §4, §5, §8): files that are not PDFs, by picker and
 * by drag and drop; the server's sentence for a refused upload and for a password-protected paper;
 * the automatic moves; reopening /process/{jobId} at the step the job has reached; another user's job.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createUser, openBrowser, shows, signInPage, textOf } from './browser.js';
import { currentStep, dropFile, jobIdOf, paperPath, screenshotBoth, waitForStep } from './wizard-helpers.js';

const SHORT_PAPER = 'phoenix_paludosa_phytochemistry.pdf';
const ENCRYPTED_PAPER = 'encrypted_user_password_ctc_icml2006.pdf';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function wizardPage(): Promise<Page> {
  const page = await signInPage(browser, await createUser({ verified: true }));
  await page.goto(`${APP_URL}/process`);
  await waitForStep(page, 1);
  return page;
}

/** Picks `path` in the upload step and uploads it; resolves on step 2. */
async function upload(page: Page, path: string): Promise<string> {
  await page.setInputFiles('#pdf-input', path);
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await waitForStep(page, 2);
  return jobIdOf(page);
}

describe('the process wizard', () => {
  it('refuses a file that is not a PDF, by picker and by drop, and shows the server’s sentence for one that only claims to be', async () => {
    const page = await wizardPage();
    await screenshotBoth(page, 'wizard-1-upload');
    const text = Buffer.from('These are my notes, not a paper.\n');

    await page.setInputFiles('#pdf-input', { name: 'notes.txt', mimeType: 'text/plain', buffer: text });
    expect(await textOf(page.getByTestId('upload-error'))).toBe('Please select a PDF file');
    await screenshotBoth(page, 'wizard-1-not-a-pdf');

    await dropFile(page, '[data-testid="dropzone"]', 'picture.png', 'image/png', text);
    expect(await textOf(page.getByTestId('upload-error'))).toBe('Please select a PDF file');
    expect(await page.getByTestId('selected-file').count()).toBe(0);

    // Dropped, a real paper is taken, with its size in MB.
    const paper = await readFile(paperPath(SHORT_PAPER));
    await dropFile(page, '[data-testid="dropzone"]', SHORT_PAPER, 'application/pdf', paper);
    expect(await textOf(page.getByTestId('selected-file'))).toContain(SHORT_PAPER);
    expect(await textOf(page.getByTestId('file-size'))).toBe(`${(paper.length / 1024 / 1024).toFixed(2)} MB`);
    expect(await page.getByTestId('upload-error').count()).toBe(0);
    await screenshotBoth(page, 'wizard-1-selected');

    // A text file named .pdf passes the browser's check; the server refuses it in words.
    await page.setInputFiles('#pdf-input', { name: 'fake.pdf', mimeType: 'application/pdf', buffer: text });
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    expect(await textOf(page.getByTestId('upload-error'))).toBe(
      'This file is not a PDF. Please upload the paper as a PDF file.',
    );
    expect(await currentStep(page)).toBe(1);
    await page.context().close();
  });

  it('refuses a password-protected paper at upload in words, then offers 3–8 slides (5), the seven voices (Sully) and reveals (on)', async () => {
    const page = await wizardPage();
    // What can be known at once is refused before any job exists, so it costs nothing.
    await page.setInputFiles('#pdf-input', paperPath(ENCRYPTED_PAPER));
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await shows(page.getByTestId('upload-error'));
    expect(await textOf(page.getByTestId('upload-error'))).toMatch(/password-protected/);
    expect(await currentStep(page)).toBe(1);
    await screenshotBoth(page, 'wizard-1-protected');

    await upload(page, paperPath(SHORT_PAPER));
    expect(await page.getByRole('radio', { name: /^[3-8]$/ }).count()).toBe(6);
    expect(await page.getByRole('radio', { name: '5', exact: true }).isChecked()).toBe(true);
    const voices = page.locator('input[name="voice"]');
    expect(await voices.count()).toBe(7);
    const described: Array<[string, string]> = [
      ['Mark', 'Professional male'],
      ['Cassidy', 'Clear female'],
      ['Brian', 'Warm male'],
      ['Hope', 'Energetic female'],
      ['Sully', 'Friendly male'],
      ['Matilda', 'British female'],
      ['Algieba', 'HD quality'],
    ];
    for (const [name, description] of described) {
      const card = page
        .locator('label.choice', { has: page.locator('input[name="voice"]') })
        .filter({ hasText: name });
      expect(await textOf(card.locator('.choice__description'))).toBe(description);
    }
    expect(await page.locator('input[name="voice"][value="sully"]').isChecked()).toBe(true);
    await screenshotBoth(page, 'wizard-2-settings');

    const reveal = page.getByRole('checkbox', { name: 'Reveal bullets as they are spoken' });
    expect(await reveal.isChecked()).toBe(true);
    await reveal.uncheck();

    await page.getByRole('radio', { name: '3', exact: true }).check();
    const started = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/processing/start/'),
    );
    await page.getByRole('button', { name: 'Start Processing' }).click();
    expect((await started).postDataJSON()).toEqual({
      config: { slide_count: 3, voice_id: 'sully', reveals: false },
    });
    await waitForStep(page, 3);
    await screenshotBoth(page, 'wizard-3-processing');
    await page.context().close();
  });

  it('reopens /process/{jobId} at the step the job has reached, shows a slide’s narration error, and hides another user’s job', async () => {
    const page = await wizardPage();
    const jobId = await upload(page, paperPath(SHORT_PAPER));
    expect(page.url()).toBe(`${APP_URL}/process/${jobId}?step=settings`);
    await page.reload();
    await waitForStep(page, 2);

    await page.getByRole('radio', { name: '3', exact: true }).check();
    await page.getByRole('button', { name: 'Start Processing' }).click();
    await waitForStep(page, 4, 120_000);
    await page.reload();
    await waitForStep(page, 4);
    await screenshotBoth(page, 'wizard-4-review');

    // A slide left without a script: its narration is refused with the server's sentence, on that slide.
    await page.getByTestId('review-slide-2').getByLabel('Voice-over script').fill('');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await waitForStep(page, 5);
    await page.reload();
    await waitForStep(page, 5);
    await page.getByRole('button', { name: 'Generate audio for slide 3' }).click();
    expect(await textOf(page.getByTestId('audio-error-2'))).toBe(
      'Slide 3 has no voice-over script to read. Write one first.',
    );
    expect(await page.getByRole('button', { name: 'Continue to PowerPoint' }).isDisabled()).toBe(true);
    await screenshotBoth(page, 'wizard-5-audio-error');

    // Someone else opening the link sees nothing of it.
    const stranger = await signInPage(browser, await createUser({ verified: true }));
    await stranger.goto(`${APP_URL}/process/${jobId}`);
    expect(await textOf(stranger.getByTestId('job-load-error'))).toContain(
      'No job with this id was found in your account.',
    );
    await screenshotBoth(stranger, 'wizard-foreign-job');
    await stranger.context().close();
    await page.context().close();
  });
});
