/**
 * A local HTTP server that stands in for a model provider in tests: it records every request (method,
 * path, headers, parsed JSON body, arrival time) and answers what the test scripts, optionally late.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** @public */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** performance.now() when the request had arrived. */
  at: number;
}

/** @public */
export interface ScriptedReply {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string. */
  body: unknown;
  /** Answer only after this long (for time-outs). */
  delayMs?: number;
}

/** @public */
export interface RecordingServer {
  /** http://127.0.0.1:{port}, without a trailing slash. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** @public */
export async function startRecordingServer(reply: (request: RecordedRequest, index: number) => ScriptedReply): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = raw === '' ? undefined : JSON.parse(raw);
      } catch {
        // Kept as text: the test sees what arrived.
      }
      const request: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, at: performance.now() };
      requests.push(request);
      const answer = reply(request, requests.length - 1);
      const send = (): void => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      };
      if (answer.delayMs === undefined) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send();
      }, answer.delayMs);
      timers.add(timer);
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
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
