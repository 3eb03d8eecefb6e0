import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlidesPlan } from '../shared/slide-plan.js';
import { createGoogleSlidesPublisher, type GoogleSlidesPublisherOptions } from './google-slides-publisher.js';
import {
  FAKE_ACCESS_TOKEN,
  googleError,
  startFakeGoogleApis,
  writeFakeGoogleKey,
  type FakeGoogleApis,
} from './testing/fake-google-apis.js';

const PLAN: SlidesPlan = [
  {
    slide_title: 'Attention',
    visual_identifier: '',
    bullet_points: ['Why attention', 'What we found'],
    voiceover_script: 'We study attention.',
  },
  {
    slide_title: 'Model',
    visual_identifier: 'Figure 1',
    bullet_points: ['Encoder'],
    voiceover_script: 'The model has two halves.',
  },
  { slide_title: 'Results', visual_identifier: 'Figure 9', bullet_points: [], voiceover_script: '' },
];

let google: FakeGoogleApis;
let keyDir: string;
beforeAll(async () => {
  google = await startFakeGoogleApis();
  keyDir = await mkdtemp(join(tmpdir(), 'lectern-google-key-'));
  // Application Default Credentials, as in a deployment: the key file the variable names.
  process.env['GOOGLE_APPLICATION_CREDENTIALS'] = await writeFakeGoogleKey(keyDir);
});
afterAll(async () => {
  await google.close();
  delete process.env['GOOGLE_APPLICATION_CREDENTIALS'];
  await rm(keyDir, { recursive: true, force: true });
});
beforeEach(() => google.reset());

function publisher(extra: Partial<GoogleSlidesPublisherOptions> = {}) {
  const waits: number[] = [];
  const deck = createGoogleSlidesPublisher({
    imageUrl: (path) => `${google.url}/figures/${encodeURIComponent(path)}`,
    slidesRootUrl: `${google.url}/`,
    driveRootUrl: `${google.url}/`,
    tokenUrl: `${google.url}/token`,
    retry: { sleep: (ms) => Promise.resolve(void waits.push(ms)), random: () => 0.5 },
    ...extra,
  });
  return { deck, waits };
}

const SOURCE = {
  title: 'Attention Is All You Need',
  plan: PLAN,
  figurePaths: new Map([['Figure 1', 'jobs/j1/figures/figure_0.png']]),
  shareWith: 'ada@example.org',
};

const apiCalls = () =>
  google.requests
    .filter((r) => !r.path.startsWith('/figures/') && r.path !== '/token')
    .map((r) => `${r.method} ${r.path}`);

describe('the Google Slides deck', () => {
  it('creates the presentation from the plan, adds the notes, shares it, and reads the slides back as PNGs', async () => {
    const { deck } = publisher();
    const id = await deck.publish(SOURCE);

    expect(apiCalls()).toEqual([
      'POST /v1/presentations',
      `GET /v1/presentations/${id}`,
      `POST /v1/presentations/${id}:batchUpdate`,
      `GET /v1/presentations/${id}`,
      `POST /v1/presentations/${id}:batchUpdate`,
      `POST /drive/v3/files/${id}/permissions`,
    ]);
    // One token for each client (Slides, Drive), fetched once and reused for every call.
    const tokens = google.requests.filter((r) => r.path === '/token');
    expect(tokens).toHaveLength(2);
    expect(
      tokens.every((r) => new URLSearchParams(r.body.toString()).get('grant_type') === 'refresh_token'),
    ).toBe(true);
    expect(
      google.requests
        .filter((r) => r.path.startsWith('/v1/') || r.path.startsWith('/drive/'))
        .every((r) => r.headers['authorization'] === `Bearer ${FAKE_ACCESS_TOKEN}`),
    ).toBe(true);
    expect(google.requests.find((r) => r.path === '/v1/presentations')?.json).toEqual({
      title: 'Attention Is All You Need',
    });

    const [fill, notes] = google.requests
      .filter((r) => r.path.endsWith(':batchUpdate'))
      .map((r) => (r.json as { requests: Array<Record<string, Record<string, unknown>>> }).requests);
    const kinds = (fill ?? []).map((r) => Object.keys(r)[0]);
    expect(kinds.filter((k) => k === 'createSlide')).toHaveLength(3);
    expect(kinds.at(-1)).toBe('deleteObject');
    expect(fill).toContainEqual({
      insertText: { objectId: 'lectern_slide_1_title', insertionIndex: 0, text: 'Model' },
    });
    expect(fill).toContainEqual({
      insertText: {
        objectId: 'lectern_slide_0_body',
        insertionIndex: 0,
        text: 'Why attention\nWhat we found',
      },
    });
    expect(fill).toContainEqual({
      createParagraphBullets: {
        objectId: 'lectern_slide_0_body',
        textRange: { type: 'ALL' },
        bulletPreset: 'BULLET_DISC_CIRCLE_SQUARE',
      },
    });
    const images = (fill ?? []).filter((r) => 'createImage' in r).map((r) => r['createImage']);
    // Figure 9 is not in the paper: that slide gets no image rather than a broken one.
    expect(images).toEqual([
      expect.objectContaining({
        objectId: 'lectern_slide_1_figure',
        url: `${google.url}/figures/${encodeURIComponent('jobs/j1/figures/figure_0.png')}`,
      }),
    ]);
    expect(notes).toEqual([
      { insertText: { objectId: 'lectern_slide_0_notes', insertionIndex: 0, text: 'We study attention.' } },
      {
        insertText: {
          objectId: 'lectern_slide_1_notes',
          insertionIndex: 0,
          text: 'The model has two halves.',
        },
      },
    ]);
    expect(google.permissions).toEqual([
      {
        fileId: id,
        query: expect.any(URLSearchParams) as unknown,
        body: { type: 'user', role: 'writer', emailAddress: 'ada@example.org' },
      },
    ]);
    expect(google.permissions[0]?.query.get('sendNotificationEmail')).toBe('false');

    const stored = google.presentations.get(id);
    expect(stored?.slides.map((s) => s.objectId)).toEqual([
      'lectern_slide_0',
      'lectern_slide_1',
      'lectern_slide_2',
    ]);
    expect(stored?.slides[1]?.images).toHaveLength(1);

    google.requests.length = 0;
    const pngs = await deck.exportSlideImages(id);
    expect(pngs).toHaveLength(3);
    expect(pngs.map((p) => p.subarray(1, 4).toString('ascii'))).toEqual(['PNG', 'PNG', 'PNG']);
    expect(pngs[1]?.equals(google.thumbnailOf(id, 'lectern_slide_1'))).toBe(true);
    const thumbnail = google.requests.find((r) => r.path.endsWith('/thumbnail'));
    expect(thumbnail?.query.get('thumbnailProperties.thumbnailSize')).toBe('LARGE');
    expect(thumbnail?.query.get('thumbnailProperties.mimeType')).toBe('PNG');
  });

  it('makes the deck in the shared-drive folder through Drive when one is set', async () => {
    const id = await publisher({ folderId: 'shared-folder-1' }).deck.publish(SOURCE);
    const create = google.requests.find((r) => r.path === '/drive/v3/files');
    expect(create?.query.get('supportsAllDrives')).toBe('true');
    expect(create?.json).toEqual({
      name: 'Attention Is All You Need',
      mimeType: 'application/vnd.google-apps.presentation',
      parents: ['shared-folder-1'],
    });
    expect(google.parents.get(id)).toEqual(['shared-folder-1']);
    expect(google.requests.some((r) => r.path === '/v1/presentations')).toBe(false);
    expect(google.presentations.get(id)?.slides).toHaveLength(3);
  });

  it('keeps an unshared deck when the user has no email address', async () => {
    const before = google.permissions.length;
    await publisher().deck.publish({ ...SOURCE, shareWith: null });
    expect(google.permissions).toHaveLength(before);
  });

  it("fails at once with Google's reason when the credentials are refused (401)", async () => {
    google.inject(
      /^POST \/v1\/presentations$/,
      googleError(401, 'Request had invalid authentication credentials.'),
    );
    const { deck, waits } = publisher();
    await expect(deck.publish(SOURCE)).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
      message: expect.stringMatching(
        /create the presentation \(HTTP 401\): Request had invalid authentication/,
      ) as unknown,
    });
    expect(waits).toEqual([]);
  });

  it("waits as long as a 429's Retry-After asks, then goes on", async () => {
    google.inject(
      /:batchUpdate$/,
      googleError(429, "Quota exceeded for quota metric 'Write requests'", { 'retry-after': '7' }),
    );
    const { deck, waits } = publisher();
    const id = await deck.publish(SOURCE);
    expect(waits).toEqual([7000]);
    expect(google.presentations.get(id)?.slides).toHaveLength(3);
  });

  it('gives up after four attempts when Google keeps failing (500)', async () => {
    google.inject(
      /^POST \/drive\/v3\/files\/[^/]+\/permissions$/,
      googleError(500, 'Internal error encountered.'),
      10,
    );
    const { deck, waits } = publisher();
    await expect(deck.publish(SOURCE)).rejects.toMatchObject({ kind: 'server', status: 500 });
    expect(waits).toHaveLength(3);
  });

  it('abandons a call that outlasts the time-out and retries it', async () => {
    google.inject(/^GET \/v1\/presentations\/[^/]+$/, () => ({ status: 200, body: {}, delayMs: 120_000 }), 1);
    const { deck, waits } = publisher({ timeoutMs: 1_500 });
    const started = Date.now();
    const id = await deck.publish(SOURCE);
    expect(waits).toHaveLength(1);
    // Far sooner than the stalled answer would have come (with room for a loaded machine).
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(
      google.requests.filter((r) => r.method === 'GET' && /^\/v1\/presentations\/[^/]+$/.test(r.path)),
    ).toHaveLength(3);
    expect(google.presentations.get(id)?.slides[0]?.texts.get('lectern_slide_0_notes')).toBe(
      'We study attention.',
    );
  });

  it('says plainly when Google cannot fetch a figure', async () => {
    const { deck } = publisher({ imageUrl: () => 'http://127.0.0.1:9/unreachable.png' });
    await expect(deck.publish(SOURCE)).rejects.toMatchObject({
      kind: 'bad_request',
      message: expect.stringMatching(/problem retrieving the image/) as unknown,
    });
  });
});
