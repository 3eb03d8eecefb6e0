import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock, MemoryLogger } from '../api/testing/fake-deps.js';
import { createMailer } from './create-mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSendGridMailer } from './sendgrid-mailer.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A stand-in for SendGrid that records each request and answers with `status`. */
async function fakeSendGrid(status: number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw) as unknown });
      res.statusCode = status;
      res.end(status === 202 ? '' : JSON.stringify({ errors: [{ message: 'The from address does not match a verified Sender Identity.' }] }));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/mail/send`, received };
}

describe('the SendGrid mailer', () => {
  it('posts the v3 Mail Send JSON with the Bearer key', async () => {
    const sendGrid = await fakeSendGrid(202);
    const mailer = createSendGridMailer({ apiKey: 'SG.test-key', from: 'Lectern <noreply@lectern.app>', endpoint: sendGrid.url });
    await mailer.sendVideoReady('ada@example.org', 'https://lectern.app/video/job-7', 'Attention');
    expect(sendGrid.received).toHaveLength(1);
    const [request] = sendGrid.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v3/mail/send');
    expect(request?.headers['authorization']).toBe('Bearer SG.test-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      personalizations: [{ to: [{ email: 'ada@example.org' }] }],
      from: { email: 'noreply@lectern.app', name: 'Lectern' },
      subject: 'Your video is ready: Attention',
      content: [{ type: 'text/plain', value: expect.stringContaining('https://lectern.app/video/job-7') as unknown }],
    });
  });

  it('rejects with SendGrid\'s own reason when the send is refused', async () => {
    const sendGrid = await fakeSendGrid(403);
    const mailer = createSendGridMailer({ apiKey: 'k', from: 'a@b.org', endpoint: sendGrid.url });
    await expect(mailer.sendVideoFailed('x@y.org', 'l', 't', 'r')).rejects.toThrow(/HTTP 403.*verified Sender Identity/);
  });
});

describe('the outbox mailer', () => {
  it('writes one .eml file per email and logs the link', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lectern-outbox-test-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const log = new MemoryLogger();
    const mailer = createOutboxMailer({ dir: join(dir, 'outbox'), from: 'Lectern <noreply@lectern.local>', log, clock: new FakeClock() });
    await mailer.sendVideoReady('ada@example.org', 'http://localhost:5000/video/job-1', 'Attention');
    await mailer.sendVideoFailed('ada@example.org', 'http://localhost:5000/video/job-1', 'Attention', 'It broke.');
    const files = (await readdir(join(dir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const ready = await readFile(join(dir, 'outbox', files.find((f) => f.endsWith('ready.eml')) ?? ''), 'utf8');
    expect(ready).toContain('To: ada@example.org\r\n');
    expect(ready).toContain('Subject: Your video is ready: Attention\r\n');
    expect(ready).toContain('http://localhost:5000/video/job-1');
    expect(log.lines.map((l) => l.fields?.['link'])).toEqual(['http://localhost:5000/video/job-1', 'http://localhost:5000/video/job-1']);
  });
});

describe('createMailer', () => {
  it('falls back to the outbox, and says so, when no SendGrid key is configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lectern-outbox-test-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const log = new MemoryLogger();
    const mailer = createMailer({ sendGridApiKey: '', from: 'a@b.org', outboxDir: dir, log, clock: new FakeClock() });
    await mailer.sendVideoReady('ada@example.org', 'l', 't');
    expect(await readdir(dir)).toHaveLength(1);
    expect(log.lines[0]?.message).toMatch(/not configured/);
  });
});
