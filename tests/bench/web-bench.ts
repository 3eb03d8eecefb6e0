/**
 * `npm run bench:web`: the web client's weight and speed, written as a table to reports/bench-web.md.
 * Run it only through that script: it measures the stack it runs inside (Hosting serves web/dist).
 *
 * - the production bundle: JavaScript the first page load needs (the entry and the chunks index.html
 *   preloads), gzipped — target at most 200 KB — and the lazily loaded rest
 * - time to interactive in Chromium, cold cache each run: the landing page until its Get Started Free
 *   button is on screen and the main thread is idle, and the dashboard (signed in) until the usage
 *   numbers from the API are shown and the main thread is idle
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { APP_URL, createUser, DESKTOP, newPage, openBrowser, signInPage } from '../browser/browser.js';
import { percentile } from './percentile.js';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'web/dist');
const RUNS = 7;
const INITIAL_JS_TARGET_KB = 200;

interface BundleSize {
  initialFiles: string[];
  initialJsGzipKb: number;
  initialJsRawKb: number;
  initialCssGzipKb: number;
  lazyJsGzipKb: number;
  lazyChunks: number;
}

const kb = (bytes: number) => bytes / 1024;

async function bundleSize(): Promise<BundleSize> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const initial = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*src|link[^>]*href)="\/?([^"]+\.(?:js|css))"/g))
    if (match[1] !== undefined) initial.add(match[1]);
  const jsDir = join(dist, 'static/js');
  const allJs = (await readdir(jsDir)).map((name) => `static/js/${name}`);
  let initialJs = 0;
  let initialJsRaw = 0;
  let initialCss = 0;
  let lazyJs = 0;
  for (const file of new Set([...initial, ...allJs])) {
    const bytes = await readFile(join(dist, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    if (!initial.has(file)) lazyJs += gz;
    else if (file.endsWith('.css')) initialCss += gz;
    else {
      initialJs += gz;
      initialJsRaw += bytes.length;
    }
  }
  return {
    initialFiles: [...initial],
    initialJsGzipKb: kb(initialJs),
    initialJsRawKb: kb(initialJsRaw),
    initialCssGzipKb: kb(initialCss),
    lazyJsGzipKb: kb(lazyJs),
    lazyChunks: allJs.filter((f) => !initial.has(f)).length,
  };
}

/** Milliseconds from navigation start until `ready` holds and the main thread has been idle once. */
async function timeToInteractive(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        window.requestIdleCallback(() => done(performance.now()), { timeout: 5_000 });
      }),
  );
}

async function measure(
  label: string,
  run: () => Promise<number>,
): Promise<{ label: string; times: number[] }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await run());
  console.log(`${label}: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  return { label, times };
}

async function main(): Promise<void> {
  const size = await bundleSize();
  console.log(`initial JS ${size.initialJsGzipKb.toFixed(1)} KB gzipped (${size.initialFiles.join(', ')})`);
  const browser = await openBrowser();
  try {
    const landing = await measure('landing', async () => {
      const page = await newPage(browser, DESKTOP);
      const ms = await timeToInteractive(page, `${APP_URL}/`, (p) =>
        p.getByRole('button', { name: 'Get Started Free' }).waitFor({ state: 'visible', timeout: 60_000 }),
      );
      await page.context().close();
      return ms;
    });

    const user = await createUser({ verified: true });
    const signedIn = await signInPage(browser, user);
    await signedIn.getByTestId('usage-used').waitFor({ state: 'visible', timeout: 60_000 });
    const state = await signedIn.context().storageState({ indexedDB: true });
    await signedIn.context().close();
    const dashboard = await measure('dashboard', async () => {
      const context = await browser.newContext({ viewport: DESKTOP, storageState: state });
      const page = await context.newPage();
      const ms = await timeToInteractive(page, `${APP_URL}/dashboard`, (p) =>
        p.getByTestId('usage-used').waitFor({ state: 'visible', timeout: 60_000 }),
      );
      await context.close();
      return ms;
    });
    await writeReport(size, [landing, dashboard]);
  } finally {
    await browser.close();
  }
}

async function writeReport(size: BundleSize, rows: { label: string; times: number[] }[]): Promise<void> {
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const verdict = size.initialJsGzipKb <= INITIAL_JS_TARGET_KB ? 'met' : 'MISSED';
  const lines = [
    '# Web client benchmark',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench:web\` on the local emulator stack (Hosting serves web/dist),`,
    `headless Debian Chromium, ${RUNS} cold-cache runs per page.`,
    '',
    '## Production bundle',
    '',
    '| What | Size |',
    '|---|---|',
    `| Initial JavaScript, gzipped (target ≤ ${INITIAL_JS_TARGET_KB} KB: ${verdict}) | ${size.initialJsGzipKb.toFixed(1)} KB |`,
    `| Initial JavaScript, raw | ${size.initialJsRawKb.toFixed(1)} KB |`,
    `| Initial CSS, gzipped | ${size.initialCssGzipKb.toFixed(1)} KB |`,
    `| Lazy JavaScript, gzipped (${size.lazyChunks} lazy chunks) | ${size.lazyJsGzipKb.toFixed(1)} KB |`,
    '',
    `Initial files: ${size.initialFiles.map((f) => `\`${f}\``).join(', ')}.`,
    '',
    '## Time to interactive',
    '',
    "From navigation start until the page's main control is on screen (the landing page's Get Started Free; the",
    "dashboard's usage numbers, which need the API) and the main thread has gone idle.",
    '',
    '| Page | Median | p90 | Min | Max |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${ms(percentile(row.times, 50))} | ${ms(percentile(row.times, 90))} | ${ms(Math.min(...row.times))} | ${ms(Math.max(...row.times))} |`,
    ),
    '',
  ];
  await mkdir(join(root, 'reports'), { recursive: true });
  await writeFile(join(root, 'reports/bench-web.md'), lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
