/** Serves an Express app on an ephemeral port with a small fetch helper, for tests that build their own app. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type express from 'express';

/** @internal */
export interface ServedApp {
  url: string;
  /** `token` becomes a Bearer header; `json` the JSON body; `body`/`headers` are sent as given. */
  call(
    method: string,
    path: string,
    init?: { token?: string; json?: unknown; body?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** @internal */
export async function serveApp(app: express.Express): Promise<ServedApp> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    call(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token !== undefined) headers['authorization'] = `Bearer ${init.token}`;
      const body = init.json === undefined ? init.body : JSON.stringify(init.json);
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
