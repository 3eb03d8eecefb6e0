/**
 * A few hundred mangled uploads and JSON bodies, sent over loopback with a fixed seed: every one that
 * reaches the app gets a JSON 4xx, none brings the process down, and a normal job still goes through
 * afterwards. Vitest fails the run on any uncaught exception, so a crash cannot pass unnoticed.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoColumnPaper } from '../../../tests/fixtures/index.js';
import { createRateLimiter, DEFAULT_RATE_LIMITS } from './rate-limiter.js';
import { FakeClock } from './testing/fake-deps.js';
import { seedJob } from './testing/seed-job.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

const CASES = 300;

/** mulberry32: a small seeded generator, so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Mangled {
  kind: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Declare more bytes than are sent, then close the socket: the client gave up mid-upload. */
  abort?: boolean;
}

function multipart(boundary: string, pdf: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="paper.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function mangle(random: () => number, pdf: Buffer, jobId: string, token: string): Mangled {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const boundary = `b${Math.floor(random() * 1e9)}`;
  const form = multipart(boundary, pdf);
  const auth = { authorization: `Bearer ${token}` };
  const multipartType = { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
  const upload = '/api/processing/upload-pdf';
  const cut = (bytes: Buffer): Buffer => bytes.subarray(0, Math.floor(random() * bytes.length));
  switch (Math.floor(random() * 7)) {
    case 0:
      return { kind: 'truncated form', path: upload, headers: multipartType, body: cut(form) };
    case 1: {
      const flipped = Buffer.from(form);
      for (let i = 0; i < 1 + random() * 8; i++)
        flipped[Math.floor(random() * 200)] = Math.floor(random() * 256);
      return { kind: 'garbled part headers', path: upload, headers: multipartType, body: cut(flipped) };
    }
    case 2:
      return {
        kind: 'wrong boundary',
        path: upload,
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=other' },
        body: form,
      };
    case 3: {
      const type = pick([
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/mixed; boundary=x',
        'text/plain',
        'application/json',
        '',
      ]);
      return {
        kind: 'bad content type',
        path: upload,
        headers: { ...auth, 'content-type': type },
        body: cut(form),
      };
    }
    case 4:
      return {
        kind: 'connection dropped mid-upload',
        path: upload,
        headers: multipartType,
        body: cut(form),
        abort: true,
      };
    case 5: {
      const json = JSON.stringify({ config: { slide_count: 5, voice_id: 'hope' } });
      const body = pick([
        json.slice(0, Math.floor(random() * json.length)),
        '{"config":',
        '[]',
        '"text"',
        'null',
        '{'.repeat(5000),
        '{"config": NaN}',
        '\u0000\u0001',
      ]);
      const path = pick([
        `/api/processing/start/${jobId}`,
        `/api/processing/update-slides/${jobId}`,
        `/api/processing/slide-preview/${jobId}`,
        '/api/processing/generate-video/x',
        '/api/auth/verify-token',
      ]);
      return {
        kind: 'broken JSON',
        path,
        headers: { ...auth, 'content-type': 'application/json' },
        body: Buffer.from(body),
      };
    }
    default: {
      const json = JSON.stringify({
        config: pick([[], 'five', 7, { slide_count: 'x' }, { voice_id: {} }, { slide_count: 1e308 }]),
      });
      return {
        kind: 'wrong JSON shapes',
        path: `/api/processing/start/${jobId}`,
        headers: { ...auth, 'content-type': 'application/json' },
        body: Buffer.from(json),
      };
    }
  }
}

/** Sends the bytes over a raw socket (fetch would fix the framing); the status, or undefined when cut off. */
function send(port: number, request: Mangled): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const length = request.abort === true ? request.body.length + 4096 : request.body.length;
    const head = [
      `POST ${request.path} HTTP/1.1`,
      'host: 127.0.0.1',
      'connection: close',
      `content-length: ${length}`,
    ];
    for (const [name, value] of Object.entries(request.headers))
      if (value !== '') head.push(`${name}: ${value}`);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({
        status: status === undefined ? undefined : Number(status),
        body: received.slice(received.indexOf('\r\n\r\n') + 4),
      });
    });
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.write(request.body, () => {
      if (request.abort === true) socket.destroy();
    });
  });
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  // The per-user limits would turn most of these into 429s; here the parsers are under test.
  const roomy = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([action, limit]) => [action, { ...limit, count: 10_000 }]),
  );
  server = await startTestServer({
    limiter: createRateLimiter(new FakeClock(), roomy as typeof DEFAULT_RATE_LIMITS),
  });
  token = server.deps.auth.addUser('ada');
});
afterAll(() => server.close());

describe('malformed requests', () => {
  it(`answers ${CASES} mangled uploads and bodies with JSON 4xx and keeps serving`, async () => {
    const pdf = Buffer.from(await twoColumnPaper());
    const job = await seedJob(server.deps, 'ada', { status: 'uploaded', slides_plan: null });
    const port = Number(new URL(server.url).port);
    const random = seeded(14);
    const counts = new Map<string, number>();
    let answered = 0;
    let cutOff = 0;
    for (let i = 0; i < CASES; i++) {
      const request = mangle(random, pdf, job.job_id, token);
      const { status, body } = await send(port, request);
      const key = `${request.kind} → ${status ?? 'closed'}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (request.abort === true) {
        cutOff++;
        continue;
      }
      answered++;
      // A flipped byte can leave a valid upload or a valid config; those may succeed, never fail with 5xx.
      expect(status, `${request.kind} #${i}`).toBeDefined();
      expect(status, `${request.kind} #${i}: ${body}`).toBeLessThan(500);
      if ((status ?? 0) >= 400)
        expect(
          JSON.parse(
            body
              .trim()
              .split('\r\n')
              .find((line) => line.startsWith('{')) ?? body,
          ),
          `${request.kind} #${i}`,
        ).toHaveProperty('detail');
    }
    console.info(
      `malformed requests: ${answered} answered, ${cutOff} cut off by the client`,
      Object.fromEntries([...counts].sort()),
    );
    expect(answered + cutOff).toBe(CASES);
    expect(cutOff).toBeGreaterThan(10);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'paper.pdf');
    const uploaded = await server.call('POST', '/api/processing/upload-pdf', { token, body: form });
    expect(uploaded.status).toBe(201);
    const { job_id } = (await uploaded.json()) as { job_id: string };
    const started = await server.call('POST', `/api/processing/start/${job_id}`, {
      token,
      json: { config: { slide_count: 4, voice_id: 'hope' } },
    });
    expect(started.status).toBe(202);
    expect(server.deps.tasks.queued.at(-1)).toEqual({ stage: 'extract', task: { job_id, uid: 'ada' } });
  }, 120_000);
});
