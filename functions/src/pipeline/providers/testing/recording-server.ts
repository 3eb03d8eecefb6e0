/**
 * The local HTTP server every provider stand-in is built on (Gemini, OpenAI-compatible, ElevenLabs,
 * SendGrid, Google Slides/Drive, Cloud Storage, Stripe): it records each request whole and answers
 * through the stand-in's handler, so the real SDK runs against it and a test asserts on the wire.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  /** The path alone, still percent-encoded. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body's bytes. */
  body: Buffer;
  /** The body parsed, when it is JSON; otherwise undefined. */
  json: unknown;
  /** performance.now() when the whole request had arrived. */
  at: number;
}

/** An answer given as data rather than written to the response. */
export interface ScriptedReply {
  status: number;
  /** Over the default `content-type: application/json` (which an answer without a body goes without). */
  headers?: Record<string, string>;
  /** Sent as is when a string or bytes, as JSON otherwise. */
  body?: unknown;
  /** Answer only after this long (for time-out tests); closing the server drops the answer. */
  delayMs?: number;
}

/**
 * Answers one request: writes to `response` itself, or returns what to send. May be async.
 */
export type RequestHandler = (
  request: RecordedRequest,
  response: ServerResponse,
) => ScriptedReply | void | Promise<ScriptedReply | void>;

export interface RecordingServer {
  /** `http://127.0.0.1:{port}`, without a trailing slash. */
  url: string;
  /** Every request so far, in order of arrival (a test may empty it). */
  requests: RecordedRequest[];
  /** Stops listening and cuts the connections, answers still pending included. */
  close(): Promise<void>;
}

/** Sends `body` as JSON with `status` and any extra headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(response, { status, headers, body });
}

function send(response: ServerResponse, reply: ScriptedReply): void {
  if (response.destroyed || response.writableEnded) return;
  if (reply.body === undefined) {
    response.writeHead(reply.status, reply.headers).end();
    return;
  }
  const body =
    typeof reply.body === 'string' || Buffer.isBuffer(reply.body) ? reply.body : JSON.stringify(reply.body);
  response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
  response.end(body);
}

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Starts a server on a free port of 127.0.0.1. A handler that throws answers 500 with the error's message.
 * @example const fake = await startRecordingServer(() => ({ status: 202 })); … await fake.close();
 */
export async function startRecordingServer(handler: RequestHandler): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const reply = (response: ServerResponse, answer: ScriptedReply): void => {
    if (answer.delayMs === undefined) return send(response, answer);
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(response, answer);
    }, answer.delayMs);
    timers.add(timer);
  };
  const server = createServer((req, response) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks);
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        json: parseJson(body),
        at: performance.now(),
      };
      requests.push(request);
      Promise.resolve()
        .then(() => handler(request, response))
        .then(
          (answer) => {
            if (answer !== undefined) reply(response, answer);
          },
          (error: unknown) => {
            if (response.headersSent) response.destroy();
            else sendJson(response, 500, { error: { code: 500, message: String(error) } });
          },
        );
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        // An answer still pending must not keep the test waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
