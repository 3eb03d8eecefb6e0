/**
 * A local stand-in for the Google APIs the Slides deck uses: the OAuth token endpoint (refresh-token
 * grant), Slides (create, get, batchUpdate, pages.getThumbnail and the thumbnail's content URL) and
 * Drive (permissions.create). It keeps the presentations it makes, fetches `createImage` URLs as
 * Google does (a failed fetch fails the batch), and answers with Google's error shape. `inject`
 * replaces the next answers of matching requests, for 401/429/500 and slow answers.
 */
import { writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { jsonOf, sendJson, startFakeHttpServer, type FakeHandler, type FakeHttpServer, type RecordedRequest } from '../../adapters/testing/fake-http-server.js';

/** @public */
export const FAKE_ACCESS_TOKEN = 'fake-google-access-token';

/** One slide as the stand-in keeps it. @public */
export interface FakeSlide {
  objectId: string;
  notesId: string;
  /** Texts by element id (title, body, speaker notes). */
  texts: Map<string, string>;
  images: Array<{ objectId: string; url: string }>;
}

/** @public */
export interface FakePresentation {
  presentationId: string;
  title: string;
  slides: FakeSlide[];
}

/** @public */
export interface FakeGoogleApis extends FakeHttpServer {
  presentations: Map<string, FakePresentation>;
  permissions: Array<{ fileId: string; query: URLSearchParams; body: unknown }>;
  /** Drive folders the presentations made through Drive were put in, by presentation id. */
  parents: Map<string, string[]>;
  /** Answers the next `times` requests whose `METHOD path` matches `match` with `answer` instead. */
  inject(match: RegExp, answer: FakeHandler, times?: number): void;
  /** Forgets the requests seen and the answers injected. */
  reset(): void;
  /** The slides' PNGs Google would draw: a flat colour per slide and edit count, 1600 × 900 like LARGE. */
  thumbnailOf(presentationId: string, pageId: string): Buffer;
}

/**
 * Writes an authorized-user key file into `dir` that the stand-in's token endpoint accepts: the Google
 * auth library trades its refresh token for an access token at the `tokenUrl` it is given.
 * @public
 */
export async function writeFakeGoogleKey(dir: string): Promise<string> {
  const path = join(dir, 'google-key.json');
  await writeFile(path, JSON.stringify({ type: 'authorized_user', client_id: 'fake-client', client_secret: 'fake-secret', refresh_token: 'fake-refresh-token' }));
  return path;
}

/** Google's JSON error body. @public */
export function googleError(status: number, message: string, headers: Record<string, string> = {}): FakeHandler {
  const statusNames: Record<number, string> = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL' };
  return (_req, res) => sendJson(res, status, { error: { code: status, message, status: statusNames[status] ?? 'UNKNOWN' } }, headers);
}

/** The Slides API's page of a fake presentation. */
function pageOf(slide: FakeSlide): unknown {
  return {
    objectId: slide.objectId,
    pageType: 'SLIDE',
    slideProperties: { notesPage: { objectId: `${slide.objectId}_np`, notesProperties: { speakerNotesObjectId: slide.notesId } } },
  };
}

function presentationJson(p: FakePresentation): unknown {
  return { presentationId: p.presentationId, title: p.title, pageSize: { width: { magnitude: 9144000, unit: 'EMU' }, height: { magnitude: 5143500, unit: 'EMU' } }, slides: p.slides.map(pageOf) };
}

const newSlide = (objectId: string): FakeSlide => ({ objectId, notesId: `${objectId}_notes`, texts: new Map(), images: [] });

/** @public */
export async function startFakeGoogleApis(): Promise<FakeGoogleApis> {
  const presentations = new Map<string, FakePresentation>();
  const permissions: FakeGoogleApis['permissions'] = [];
  const parents = new Map<string, string[]>();
  const injected: Array<{ match: RegExp; answer: FakeHandler; times: number }> = [];
  let url = '';
  let nextId = 0;

  function thumbnailOf(presentationId: string, pageId: string): Buffer {
    const slide = presentations.get(presentationId)?.slides.find((s) => s.objectId === pageId);
    const canvas = createCanvas(1600, 900);
    const context = canvas.getContext('2d');
    const seed = [...`${pageId}:${JSON.stringify([...(slide?.texts ?? new Map<string, string>())])}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 0xffffff, 7);
    context.fillStyle = `#${seed.toString(16).padStart(6, '0')}`;
    context.fillRect(0, 0, 1600, 900);
    return canvas.toBuffer('image/png');
  }

  /** Applies one batch the way Google does: all or nothing, objects named by the requests. */
  async function batchUpdate(presentation: FakePresentation, requests: Array<Record<string, Record<string, unknown>>>, res: ServerResponse): Promise<void> {
    const slides = presentation.slides.map((s) => ({ ...s, texts: new Map(s.texts), images: [...s.images] }));
    const owner = new Map<string, FakeSlide>();
    for (const s of slides) {
      owner.set(s.objectId, s);
      owner.set(s.notesId, s);
      for (const id of s.texts.keys()) owner.set(id, s);
    }
    const fail = (message: string) => googleError(400, message)({} as RecordedRequest, res);
    for (const request of requests) {
      const [kind, body] = Object.entries(request)[0] ?? ['', {}];
      if (kind === 'createSlide') {
        const slide = newSlide(String(body['objectId']));
        slides.splice(Number(body['insertionIndex'] ?? slides.length), 0, slide);
        owner.set(slide.objectId, slide);
        owner.set(slide.notesId, slide);
        for (const mapping of (body['placeholderIdMappings'] as Array<{ objectId: string }> | undefined) ?? []) owner.set(mapping.objectId, slide);
      } else if (kind === 'createShape') {
        const page = owner.get(String((body['elementProperties'] as { pageObjectId?: string } | undefined)?.pageObjectId));
        if (page === undefined) return fail('Invalid requests[createShape]: The page object could not be found.');
        owner.set(String(body['objectId']), page);
      } else if (kind === 'insertText') {
        const target = owner.get(String(body['objectId']));
        if (target === undefined) return fail(`Invalid requests[insertText]: The object (${String(body['objectId'])}) could not be found.`);
        target.texts.set(String(body['objectId']), String(body['text']));
      } else if (kind === 'createImage') {
        const page = owner.get(String((body['elementProperties'] as { pageObjectId?: string } | undefined)?.pageObjectId));
        const imageUrl = String(body['url']);
        // Google downloads the image once, now; an image it cannot fetch fails the whole batch.
        const fetched = await fetch(imageUrl).catch(() => undefined);
        if (page === undefined || fetched === undefined || !fetched.ok || !(fetched.headers.get('content-type') ?? '').startsWith('image/')) {
          return fail('Invalid requests[createImage]: There was a problem retrieving the image. The provided image should be publicly accessible, within size limit, and in supported formats.');
        }
        page.images.push({ objectId: String(body['objectId']), url: imageUrl });
      } else if (kind === 'deleteObject') {
        const index = slides.findIndex((s) => s.objectId === body['objectId']);
        if (index === -1) return fail(`Invalid requests[deleteObject]: The object (${String(body['objectId'])}) could not be found.`);
        slides.splice(index, 1);
      } else if (!['updateTextStyle', 'createParagraphBullets'].includes(kind)) {
        return fail(`Invalid JSON payload received. Unknown name "${kind}".`);
      }
    }
    presentation.slides = slides;
    sendJson(res, 200, { presentationId: presentation.presentationId, replies: requests.map(() => ({})) });
  }

  const server = await startFakeHttpServer(async (request, res) => {
    const key = `${request.method} ${request.path}`;
    const fault = injected.find((f) => f.match.test(key));
    if (fault !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) injected.splice(injected.indexOf(fault), 1);
      return fault.answer(request, res);
    }
    if (key === 'POST /token') {
      const form = new URLSearchParams(request.body.toString('utf8'));
      if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== 'fake-refresh-token') {
        return sendJson(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      return sendJson(res, 200, { access_token: FAKE_ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer', scope: form.get('scope') ?? '' });
    }
    const thumbnail = /^GET \/thumbnails\/([^/]+)\/([^/]+)\.png$/.exec(key);
    if (thumbnail !== null) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(thumbnailOf(thumbnail[1] ?? '', thumbnail[2] ?? ''));
      return;
    }
    if (key.startsWith('GET /figures/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(thumbnailOf('figure', request.path));
      return;
    }
    if (request.headers['authorization'] !== `Bearer ${FAKE_ACCESS_TOKEN}`) {
      return googleError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.')(request, res);
    }
    const newPresentation = (title: string): FakePresentation => {
      nextId += 1;
      const presentation: FakePresentation = { presentationId: `fake-presentation-${nextId}`, title, slides: [newSlide('p')] };
      presentations.set(presentation.presentationId, presentation);
      return presentation;
    };
    if (key === 'POST /v1/presentations') {
      return sendJson(res, 200, presentationJson(newPresentation(String(jsonOf<{ title?: string }>(request).title ?? 'Untitled presentation'))));
    }
    if (key === 'POST /drive/v3/files') {
      const body = jsonOf<{ name?: string; mimeType?: string; parents?: string[] }>(request);
      if (body.mimeType !== 'application/vnd.google-apps.presentation') return googleError(400, `This stand-in only makes presentations, not ${String(body.mimeType)}.`)(request, res);
      const presentation = newPresentation(body.name ?? 'Untitled presentation');
      parents.set(presentation.presentationId, body.parents ?? []);
      return sendJson(res, 200, { id: presentation.presentationId });
    }
    const slidesPath = /^(GET|POST) \/v1\/presentations\/([^/:]+)(:batchUpdate|\/pages\/([^/]+)\/thumbnail)?$/.exec(key);
    const presentation = presentations.get(decodeURIComponent(slidesPath?.[2] ?? ''));
    if (slidesPath !== null && presentation === undefined) return googleError(404, 'Requested entity was not found.')(request, res);
    if (slidesPath !== null && presentation !== undefined) {
      if (slidesPath[3] === ':batchUpdate') return batchUpdate(presentation, jsonOf<{ requests: Array<Record<string, Record<string, unknown>>> }>(request).requests, res);
      if (slidesPath[4] !== undefined) {
        const pageId = decodeURIComponent(slidesPath[4]);
        if (!presentation.slides.some((s) => s.objectId === pageId)) return googleError(404, `The page (${pageId}) could not be found.`)(request, res);
        return sendJson(res, 200, { width: 1600, height: 900, contentUrl: `${url}/thumbnails/${presentation.presentationId}/${pageId}.png` });
      }
      return sendJson(res, 200, presentationJson(presentation));
    }
    const share = /^POST \/drive\/v3\/files\/([^/]+)\/permissions$/.exec(key);
    if (share !== null) {
      const fileId = decodeURIComponent(share[1] ?? '');
      if (!presentations.has(fileId)) return googleError(404, `File not found: ${fileId}.`)(request, res);
      const body = jsonOf<Record<string, unknown>>(request);
      permissions.push({ fileId, query: request.query, body });
      return sendJson(res, 200, { kind: 'drive#permission', id: `perm-${permissions.length}`, ...body });
    }
    return googleError(404, `Not found: ${key}`)(request, res);
  });
  url = server.url;
  return {
    ...server,
    presentations,
    permissions,
    parents,
    thumbnailOf,
    inject: (match, answer, times = 1) => void injected.push({ match, answer, times }),
    reset: () => {
      injected.length = 0;
      server.requests.length = 0;
    },
  };
}
