import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedJob } from './testing/seed-job.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = server.deps.auth.addUser('ada', { displayName: 'Ada Lovelace' });
});
afterEach(() => server.close());

describe('POST /api/auth/verify-token', () => {
  it('returns the user and creates a free-plan record on first sight', async () => {
    const res = await server.call('POST', '/api/auth/verify-token', { json: { id_token: token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      uid: 'ada',
      email: 'ada@example.org',
      displayName: 'Ada Lovelace',
      photoURL: null,
      emailVerified: true,
    });
    expect(server.deps.users.records.get('ada')).toMatchObject({ plan: 'free', used_this_month: 0 });
  });

  it('answers 401 with a detail for an invalid or missing id_token', async () => {
    for (const json of [{ id_token: 'forged' }, {}]) {
      const res = await server.call('POST', '/api/auth/verify-token', { json });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/sign in/i);
    }
  });
});

describe('sign-in on every other route', () => {
  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['an invalid token', { authorization: 'Bearer token-nobody' }],
  ])('answers 401 to a request with %s', async (_name, headers) => {
    const res = await server.call('GET', '/api/user/quota', { headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized', detail: expect.stringMatching(/sign/i) });
  });

  it('does not accept ?token= outside the audio route', async () => {
    const res = await server.call('GET', `/api/user/quota?token=${token}`);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/user/quota', () => {
  it('reports the free plan with three videos and the first of next month as reset date', async () => {
    const res = await server.call('GET', '/api/user/quota', { token });
    expect(await res.json()).toEqual({
      plan: 'free',
      monthly_limit: 3,
      used_this_month: 0,
      reset_date: '2025-04-01T00:00:00.000Z',
      subscription_active: false,
      can_process: true,
    });
  });
});

describe('GET /api/user/jobs', () => {
  it('lists only the user’s own jobs, newest first, with the product’s fields', async () => {
    const older = await seedJob(server.deps, 'ada');
    await server.deps.clock.sleep(60_000);
    const newer = await seedJob(server.deps, 'ada', { filename: 'newer.pdf' });
    await seedJob(server.deps, 'grace');
    const res = await server.call('GET', '/api/user/jobs', { token });
    const body = (await res.json()) as { jobs: Array<Record<string, unknown>> };
    expect(body.jobs.map((j) => j['job_id'])).toEqual([newer.job_id, older.job_id]);
    expect(Object.keys(body.jobs[0] ?? {}).sort()).toEqual(
      [
        'created_at',
        'current_step',
        'error',
        'filename',
        'job_id',
        'progress',
        'read_warning',
        'status',
        'video_error',
        'video_status',
      ].sort(),
    );
  });
});

describe('errors', () => {
  it('answers an unknown endpoint with a JSON 404', async () => {
    const res = await server.call('GET', '/api/nothing-here', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'no_such_endpoint', detail: 'There is no such API endpoint.' });
  });

  it('lists the plans with billing off when the app is built without billing', async () => {
    const res = await server.call('GET', '/api/subscription/plans', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      billing_enabled: false,
      plans: [{ type: 'free' }, { type: 'pro' }, { type: 'ultimate' }],
    });
  });

  it('answers a body that is not JSON with a 400 in words', async () => {
    const res = await server.call('POST', '/api/auth/verify-token', {
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid_json', detail: 'The request body is not valid JSON.' });
  });

  it('logs an unexpected failure and answers a generic 500 without its message', async () => {
    server.deps.jobs.get = () => Promise.reject(new Error('firestore exploded at row 7'));
    const res = await server.call('GET', '/api/processing/status/job-0001', { token });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { detail: string };
    expect(body.detail).not.toMatch(/exploded/);
    expect(
      server.deps.log.lines.some(
        (l) => l.severity === 'ERROR' && String(l.fields?.['error']).includes('exploded'),
      ),
    ).toBe(true);
  });
});
