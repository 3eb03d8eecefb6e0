/**
 * A local HTTP server for the provider stand-ins (SendGrid, Google Slides/Drive, Cloud Storage): it
 * records every request whole (method, path, headers, body bytes) and lets a test script the answers,
 * so the real SDK runs against it and the test asserts on what went over the wire.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. @public */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** Answers one recorded request; may be async (a slow provider). @public */
export type FakeHandler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/** @public */
export interface FakeHttpServer {
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Sends `body` as JSON with `status` and any extra headers. @public */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** The request body parsed as JSON (throws on a body that is not). @public */
export function jsonOf<T = unknown>(request: RecordedRequest): T {
  return JSON.parse(request.body.toString('utf8')) as T;
}

/**
 * @example const fake = await startFakeHttpServer((req, res) => sendJson(res, 202, {})); … await fake.close();
 * @public
 */
export async function startFakeHttpServer(handler: FakeHandler): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      Promise.resolve(handler(request, res)).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { code: 500, message: String(error) } });
        else res.destroy();
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // A slow answer still pending must not keep the test waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
