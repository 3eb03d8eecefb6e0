import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startRecordingServer,
  type RecordingServer,
  type RequestHandler,
} from '../pipeline/providers/testing/index.js';
import { FakeClock, MemoryLogger } from '../api/testing/fake-deps.js';
import { createMailer } from './create-mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSendGridMailer, type SendGridMailerOptions } from './sendgrid-mailer.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A stand-in for SendGrid's v3 API: answers each request with the next of `answers` (the last one repeats). */
async function fakeSendGrid(...answers: RequestHandler[]): Promise<RecordingServer> {
  let next = 0;
  const server = await startRecordingServer((request, res) =>
    answers[Math.min(next++, answers.length - 1)]?.(request, res),
  );
  cleanups.push(() => server.close());
  return server;
}

const accepted: RequestHandler = () => ({ status: 202, headers: { 'x-message-id': 'msg-1' } });
const refused =
  (status: number, message: string, headers: Record<string, string> = {}): RequestHandler =>
  () => ({ status, headers, body: { errors: [{ message, field: null, help: null }] } });

/** The mailer under test, pointed at the stand-in, with a sleep that records the waits instead of waiting. */
function mailerFor(server: RecordingServer, extra: Partial<SendGridMailerOptions> = {}) {
  const waits: number[] = [];
  const mailer = createSendGridMailer({
    apiKey: 'SG.test-key',
    from: 'Lectern <noreply@lectern.app>',
    supportEmail: 'help@lectern.app',
    baseUrl: server.url,
    retry: { sleep: (ms) => Promise.resolve(void waits.push(ms)), random: () => 0.5 },
    ...extra,
  });
  return { mailer, waits };
}

describe('the SendGrid mailer', () => {
  it('posts the v3 Mail Send JSON with the Bearer key, a text and an HTML part, and the link', async () => {
    const sendGrid = await fakeSendGrid(accepted);
    const { mailer } = mailerFor(sendGrid);
    await mailer.sendVideoReady('ada@example.org', 'https://lectern.app/video/job-7', 'Attention <Is> All');
    expect(sendGrid.requests).toHaveLength(1);
    const [request] = sendGrid.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v3/mail/send');
    expect(request?.headers['authorization']).toBe('Bearer SG.test-key');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    const body = request!.json as { content: Array<{ type: string; value: string }> };
    expect(body).toEqual({
      personalizations: [{ to: [{ email: 'ada@example.org' }] }],
      from: { email: 'noreply@lectern.app', name: 'Lectern' },
      subject: 'Your video is ready: Attention <Is> All',
      content: [
        { type: 'text/plain', value: expect.stringContaining('https://lectern.app/video/job-7') as unknown },
        {
          type: 'text/html',
          value: expect.stringContaining('href="https://lectern.app/video/job-7"') as unknown,
        },
      ],
    });
    const [text, html] = body.content;
    expect(text?.value).toContain('help@lectern.app');
    expect(html?.value).toContain('mailto:help@lectern.app');
    // The title is escaped in the HTML part, never markup.
    expect(html?.value).toContain('Attention &lt;Is&gt; All');
  });

  it('sends the failure email with its reason in both parts', async () => {
    const sendGrid = await fakeSendGrid(accepted);
    await mailerFor(sendGrid).mailer.sendVideoFailed(
      'x@y.org',
      'https://lectern.app/video/j',
      'T',
      'The renderer crashed.',
    );
    const body = sendGrid.requests[0]!.json as { subject: string; content: Array<{ value: string }> };
    expect(body.subject).toBe('Your video could not be made: T');
    expect(body.content.map((c) => c.value.includes('The renderer crashed.'))).toEqual([true, true]);
  });

  it("fails at once with SendGrid's own reason on a bad key (401), without retrying", async () => {
    const sendGrid = await fakeSendGrid(
      refused(401, 'The provided authorization grant is invalid, expired, or revoked'),
    );
    const { mailer, waits } = mailerFor(sendGrid);
    await expect(mailer.sendVideoReady('x@y.org', 'l', 't')).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
      message: expect.stringMatching(/HTTP 401.*authorization grant is invalid/) as unknown,
    });
    expect(sendGrid.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("waits as long as a 429's Retry-After asks and then delivers", async () => {
    const sendGrid = await fakeSendGrid(refused(429, 'too many requests', { 'retry-after': '3' }), accepted);
    const { mailer, waits } = mailerFor(sendGrid);
    await mailer.sendVideoReady('x@y.org', 'l', 't');
    expect(sendGrid.requests).toHaveLength(2);
    expect(waits).toEqual([3000]);
  });

  it('gives up after three attempts when SendGrid keeps failing (500)', async () => {
    const sendGrid = await fakeSendGrid(refused(500, 'internal error'));
    const { mailer, waits } = mailerFor(sendGrid);
    await expect(mailer.sendVideoReady('x@y.org', 'l', 't')).rejects.toMatchObject({
      kind: 'server',
      status: 500,
    });
    expect(sendGrid.requests).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('abandons a request that outlasts the time-out, retries it, then fails', async () => {
    const sendGrid = await fakeSendGrid(() => ({ status: 202, delayMs: 10_000 }));
    const { mailer } = mailerFor(sendGrid, { timeoutMs: 1_000 });
    const started = Date.now();
    await expect(mailer.sendVideoReady('x@y.org', 'l', 't')).rejects.toMatchObject({ kind: 'timeout' });
    expect(sendGrid.requests).toHaveLength(3);
    // Three abandoned attempts, far sooner than one stalled answer would have come.
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});

describe('the outbox mailer', () => {
  it('writes one .eml file per email and logs the link', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lectern-outbox-test-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const log = new MemoryLogger();
    const mailer = createOutboxMailer({
      dir: join(dir, 'outbox'),
      from: 'Lectern <noreply@lectern.local>',
      log,
      clock: new FakeClock(),
    });
    await mailer.sendVideoReady('ada@example.org', 'http://localhost:5000/video/job-1', 'Attention');
    await mailer.sendVideoFailed(
      'ada@example.org',
      'http://localhost:5000/video/job-1',
      'Attention',
      'It broke.',
    );
    const files = (await readdir(join(dir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const ready = await readFile(
      join(dir, 'outbox', files.find((f) => f.endsWith('ready.eml')) ?? ''),
      'utf8',
    );
    expect(ready).toContain('To: ada@example.org\r\n');
    expect(ready).toMatch(/Content-Type: multipart\/alternative; boundary="[^"]+"/);
    expect(ready).toContain('Content-Type: text/html; charset=utf-8');
    expect(ready).toContain('href="http://localhost:5000/video/job-1"');
    expect(ready).toContain('Subject: Your video is ready: Attention\r\n');
    expect(ready).toContain('http://localhost:5000/video/job-1');
    expect(log.lines.map((l) => l.fields?.['link'])).toEqual([
      'http://localhost:5000/video/job-1',
      'http://localhost:5000/video/job-1',
    ]);
  });
});

describe('createMailer', () => {
  it('falls back to the outbox, and says so, when no SendGrid key is configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lectern-outbox-test-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const log = new MemoryLogger();
    const mailer = createMailer({
      sendGridApiKey: '',
      from: 'a@b.org',
      outboxDir: dir,
      log,
      clock: new FakeClock(),
    });
    await mailer.sendVideoReady('ada@example.org', 'l', 't');
    expect(await readdir(dir)).toHaveLength(1);
    expect(log.lines[0]?.message).toMatch(/not configured/);
  });
});
