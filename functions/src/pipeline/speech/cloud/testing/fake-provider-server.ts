/**
 * A local HTTP server for the provider fakes: records every request (method, path, headers, body)
 * and answers each with the next scripted behaviour, so tests run the real SDKs against it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** @internal */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** @internal */
export interface FakeServer<B extends string> {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  requests: RecordedRequest[];
  /** Behaviours for the next requests, in order; when none is left, each request gets `fallback`. */
  script(...behaviours: B[]): void;
  fallback: B;
  close(): Promise<void>;
}

/** @internal */
export type Answer<B extends string> = (behaviour: B, request: RecordedRequest, response: ServerResponse) => unknown;

/** Starts a server on a free port of 127.0.0.1. @internal */
export async function startFakeServer<B extends string>(fallback: B, answer: Answer<B>): Promise<FakeServer<B>> {
  const queue: B[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const fake: Omit<FakeServer<B>, 'url' | 'close'> = {
    requests,
    fallback,
    script: (...behaviours) => queue.push(...behaviours),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Not JSON: kept as text for the assertions.
      }
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      Promise.resolve(answer(queue.shift() ?? fake.fallback, recorded, res)).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // A "slow" answer may still be pending; its socket must not keep the server open.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

/** @internal */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * Speech-like test audio: mono 16-bit PCM, a 200 Hz tone with a slow tremolo, `secondsPerCharacter`
 * long per character of `text`. It starts and ends at full swing, so a join that does not fade clicks.
 * @internal
 */
export function toneFor(text: string, sampleRate = 24_000, secondsPerCharacter = 0.03): Buffer {
  const samples = Math.max(1, Math.round([...text].length * secondsPerCharacter * sampleRate));
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const t = i / sampleRate;
    const value = Math.cos(2 * Math.PI * 200 * t) * (0.6 + 0.3 * Math.cos(2 * Math.PI * 3 * t));
    pcm.writeInt16LE(Math.round(value * 12_000), i * 2);
  }
  return pcm;
}
