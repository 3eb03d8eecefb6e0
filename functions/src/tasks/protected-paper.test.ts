/**
 * A password-protected paper from upload to plan: the upload with its password is checked and
 * accepted, the password is kept sealed on the job (never in clear, never in an API answer), the
 * extract and plan steps open the paper with it, and planning removes it.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENCRYPTED_PAPER_PASSWORD, encryptedPaper, twoColumnPaper } from '../../../tests/fixtures/index.js';
import { createApp } from '../api/app.js';
import { loadDocument, openPdfPassword } from '../backend/index.js';
import { handleExtract } from './handle-extract.js';
import { handlePlan } from './handle-plan.js';
import { createTaskFakes, type TaskFakes } from './testing/task-fakes.js';

const UID = 'ada';
const FIRST = { retryCount: 0, maxAttempts: 3 };

let deps: TaskFakes;
let server: Server;
let base: string;
let token: string;
beforeEach(async () => {
  deps = createTaskFakes();
  token = deps.auth.addUser(UID);
  server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterEach(() => {
  server.closeAllConnections();
  server.close();
});

async function upload(
  pdf: Uint8Array,
  password?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'ctc.pdf');
  if (password !== undefined) form.append('password', password);
  const res = await fetch(`${base}/processing/upload-pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a password-protected paper', () => {
  it('is refused without its password and with a wrong one, each in its own words, storing nothing', async () => {
    expect(await upload(await encryptedPaper())).toEqual({
      status: 422,
      body: {
        code: 'password_required',
        detail: 'This PDF is password-protected. Please enter its password to upload it.',
      },
    });
    expect(await upload(await encryptedPaper(), 'not-the-password')).toEqual({
      status: 422,
      body: { code: 'wrong_password', detail: 'The password for this PDF is not correct.' },
    });
    expect(await upload(await encryptedPaper(), 'x'.repeat(128))).toMatchObject({
      status: 400,
      body: { code: 'invalid_password' },
    });
    expect(deps.jobs.jobs.size).toBe(0);
    expect(deps.files.files.size).toBe(0);
  });

  it('is accepted with its password, read and planned with it, and the sealed password is gone once planned', async () => {
    const uploaded = await upload(await encryptedPaper(), ENCRYPTED_PAPER_PASSWORD);
    expect(uploaded.status).toBe(201);
    const jobId = String(uploaded.body['job_id']);
    const sealed = deps.jobs.jobs.get(jobId)?.pdf_password;
    expect(typeof sealed).toBe('string');
    expect(sealed).not.toContain(ENCRYPTED_PAPER_PASSWORD);
    expect(openPdfPassword(deps.urlSigningKey, sealed ?? '')).toBe(ENCRYPTED_PAPER_PASSWORD);
    expect(() => openPdfPassword('another-key', sealed ?? '')).toThrow();

    const start = await fetch(`${base}/processing/start/${jobId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ config: { slide_count: 3 } }),
    });
    expect(start.status).toBe(202);
    expect(JSON.stringify(await start.json())).not.toContain('pdf_password');

    await handleExtract({ job_id: jobId, uid: UID }, deps, FIRST);
    expect((await deps.jobs.get(jobId))?.status).toBe('processing');
    expect((await loadDocument(deps.files, jobId)).title).toBe(
      'Sparse Widget Networks for Efficient Image Classification at Scale',
    );
    await handlePlan({ job_id: jobId, uid: UID }, deps, FIRST);
    const planned = await deps.jobs.get(jobId);
    expect(planned).toMatchObject({ status: 'completed', pdf_password: null });
    expect(planned?.slides_plan).toHaveLength(3);
  });

  it('keeps no password sent with a paper that needs none', async () => {
    const uploaded = await upload(await twoColumnPaper(), 'unneeded');
    expect(uploaded.status).toBe(201);
    expect(deps.jobs.jobs.get(String(uploaded.body['job_id']))?.pdf_password).toBeUndefined();
  });
});
