/** Runs createApp(fakeDeps) on an ephemeral port and offers a small fetch helper for tests. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, type CreateAppOptions } from '../app.js';
import { createFakeDeps, type FakeDeps } from './fake-deps.js';

/** @internal */
export interface TestServer {
  deps: FakeDeps;
  url: string;
  /** `token` becomes a Bearer header; `json` is sent as the JSON body. */
  call(
    method: string,
    path: string,
    init?: { token?: string; json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** @internal */
export async function startTestServer(options: CreateAppOptions = {}): Promise<TestServer> {
  const deps = createFakeDeps();
  const server: Server = createApp(deps, options).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    deps,
    url,
    call(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token !== undefined) headers['authorization'] = `Bearer ${init.token}`;
      let body = init.body;
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      }
      return fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
