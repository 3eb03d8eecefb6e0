/**
 * Helpers for tests that drive the running emulator stack as the web app does: sign up in the Auth
 * emulator, call the API through Hosting's `/api` rewrite, and reach Firestore with firebase-admin.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';

/** The app's origin; `/api/**` is rewritten to the `api` function. */
export const API_URL = 'http://127.0.0.1:5000/api';
const AUTH_URL = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

/** A user signed up in the Auth emulator. */
export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Signs a fresh user up (the Auth emulator accepts any API key). */
export async function signUpUser(): Promise<TestUser> {
  const email = `researcher-${randomUUID()}@example.com`;
  const response = await fetch(`${AUTH_URL}/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-battery', returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { idToken: string; localId: string };
  return { uid: body.localId, email, idToken: body.idToken };
}

/** Calls the API; `token` becomes the Bearer header, `json` the body. */
export function callApi(
  method: string,
  path: string,
  init: { token?: string; json?: unknown; body?: FormData } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.token !== undefined) headers['Authorization'] = `Bearer ${init.token}`;
  let body: RequestInit['body'] = init.body;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  return fetch(`${API_URL}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
}

/** Uploads `pdf` as the multipart field `file`; returns the new job id. */
export async function uploadPdf(token: string, pdf: Buffer, filename = 'attention.pdf'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), filename);
  const response = await callApi('POST', '/processing/upload-pdf', { token, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { job_id: string }).job_id;
}

/** Asks `read` every `intervalMs` until `done` holds of its answer; fails with the last answer after `timeoutMs`. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  options: { timeoutMs: number; intervalMs?: number; what: string },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline)
      throw new Error(
        `${options.what} did not happen within ${options.timeoutMs / 1000} s; last answer: ${JSON.stringify(last)}`,
      );
    await new Promise((wake) => setTimeout(wake, options.intervalMs ?? 1000));
    last = await read();
  }
  return last;
}

/** The job's `GET /processing/status` body. */
export interface StatusBody {
  job_id: string;
  status: string;
  progress: number;
  current_step: string;
  error: string | null;
  video_status: string;
  video_error: string | null;
}

/** Reads the job's status as its owner, expecting 200. */
export async function jobStatus(token: string, jobId: string): Promise<StatusBody> {
  const response = await callApi('GET', `/processing/status/${jobId}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as StatusBody;
}

/** Starts processing with `config`, expecting 202. */
export async function startJob(
  token: string,
  jobId: string,
  config: Record<string, unknown> = { slide_count: 3, voice_id: 'sully' },
): Promise<void> {
  const response = await callApi('POST', `/processing/start/${jobId}`, { token, json: { config } });
  expect(response.status).toBe(202);
}

/** Polls the status every second until it leaves `processing` (or `timeoutMs` passes); returns every status seen, in order. */
export async function waitWhileProcessing(
  token: string,
  jobId: string,
  timeoutMs = 90_000,
): Promise<{ final: StatusBody; seen: string[] }> {
  const seen: string[] = [];
  const final = await pollUntil(
    async () => {
      const status = await jobStatus(token, jobId);
      if (seen.at(-1) !== status.status) seen.push(status.status);
      return status;
    },
    (status) => status.status !== 'processing' && status.status !== 'uploaded',
    { timeoutMs, what: `Job ${jobId} leaving "processing"` },
  );
  return { final, seen };
}
