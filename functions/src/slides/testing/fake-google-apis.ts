/**
 * A local stand-in for the Google APIs the Slides deck uses: the OAuth token endpoint (refresh-token
 * grant), Slides (create, get, batchUpdate, pages.getThumbnail and the thumbnail's content URL) and
 * Drive (permissions.create). It keeps the presentations it makes, fetches `createImage` URLs as
 * Google does (a failed fetch fails the batch), and answers with Google's error shape. `inject`
 * replaces the next answers of matching requests, for 401/429/500 and slow answers.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import {
  startRecordingServer,
  type RecordingServer,
  type RequestHandler,
  type ScriptedReply,
} from '../../pipeline/providers/testing/index.js';

export const FAKE_ACCESS_TOKEN = 'fake-google-access-token';

/** One slide as the stand-in keeps it. */
export interface FakeSlide {
  objectId: string;
  notesId: string;
  /** Texts by element id (title, body, speaker notes). */
  texts: Map<string, string>;
  images: Array<{ objectId: string; url: string }>;
}

export interface FakePresentation {
  presentationId: string;
  title: string;
  slides: FakeSlide[];
}

export interface FakeGoogleApis extends RecordingServer {
  presentations: Map<string, FakePresentation>;
  permissions: Array<{ fileId: string; query: URLSearchParams; body: unknown }>;
  /** Drive folders the presentations made through Drive were put in, by presentation id. */
  parents: Map<string, string[]>;
  /** Answers the next `times` requests whose `METHOD path` matches `match` with `answer` instead. */
  inject(match: RegExp, answer: RequestHandler, times?: number): void;
  /** Forgets the requests seen and the answers injected. */
  reset(): void;
  /** The slides' PNGs Google would draw: a flat colour per slide and edit count, 1600 × 900 like LARGE. */
  thumbnailOf(presentationId: string, pageId: string): Buffer;
}

/**
 * Writes an authorized-user key file into `dir` that the stand-in's token endpoint accepts: the Google
 * auth library trades its refresh token for an access token at the `tokenUrl` it is given.
 */
export async function writeFakeGoogleKey(dir: string): Promise<string> {
  const path = join(dir, 'google-key.json');
  await writeFile(
    path,
    JSON.stringify({
      type: 'authorized_user',
      client_id: 'fake-client',
      client_secret: 'fake-secret',
      refresh_token: 'fake-refresh-token',
    }),
  );
  return path;
}

/** An answer with Google's JSON error body. */
function googleErrorReply(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): ScriptedReply {
  const statusNames: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
  };
  return {
    status,
    headers,
    body: { error: { code: status, message, status: statusNames[status] ?? 'UNKNOWN' } },
  };
}

/** A handler answering with Google's JSON error body, for `inject`. */
export function googleError(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): RequestHandler {
  return () => googleErrorReply(status, message, headers);
}

/** The Slides API's page of a fake presentation. */
function pageOf(slide: FakeSlide): unknown {
  return {
    objectId: slide.objectId,
    pageType: 'SLIDE',
    slideProperties: {
      notesPage: {
        objectId: `${slide.objectId}_np`,
        notesProperties: { speakerNotesObjectId: slide.notesId },
      },
    },
  };
}

function presentationJson(p: FakePresentation): unknown {
  return {
    presentationId: p.presentationId,
    title: p.title,
    pageSize: { width: { magnitude: 9144000, unit: 'EMU' }, height: { magnitude: 5143500, unit: 'EMU' } },
    slides: p.slides.map(pageOf),
  };
}

const newSlide = (objectId: string): FakeSlide => ({
  objectId,
  notesId: `${objectId}_notes`,
  texts: new Map(),
  images: [],
});

export async function startFakeGoogleApis(): Promise<FakeGoogleApis> {
  const presentations = new Map<string, FakePresentation>();
  const permissions: FakeGoogleApis['permissions'] = [];
  const parents = new Map<string, string[]>();
  const injected: Array<{ match: RegExp; answer: RequestHandler; times: number }> = [];
  let url = '';
  let nextId = 0;

  function thumbnailOf(presentationId: string, pageId: string): Buffer {
    const slide = presentations.get(presentationId)?.slides.find((s) => s.objectId === pageId);
    const canvas = createCanvas(1600, 900);
    const context = canvas.getContext('2d');
    const seed = [...`${pageId}:${JSON.stringify([...(slide?.texts ?? new Map<string, string>())])}`].reduce(
      (h, c) => (h * 31 + c.charCodeAt(0)) % 0xffffff,
      7,
    );
    context.fillStyle = `#${seed.toString(16).padStart(6, '0')}`;
    context.fillRect(0, 0, 1600, 900);
    return canvas.toBuffer('image/png');
  }

  /** Applies one batch the way Google does: all or nothing, objects named by the requests. */
  async function batchUpdate(
    presentation: FakePresentation,
    requests: Array<Record<string, Record<string, unknown>>>,
  ): Promise<ScriptedReply> {
    const slides = presentation.slides.map((s) => ({ ...s, texts: new Map(s.texts), images: [...s.images] }));
    const owner = new Map<string, FakeSlide>();
    for (const s of slides) {
      owner.set(s.objectId, s);
      owner.set(s.notesId, s);
      for (const id of s.texts.keys()) owner.set(id, s);
    }
    const fail = (message: string): ScriptedReply => googleErrorReply(400, message);
    for (const request of requests) {
      const [kind, body] = Object.entries(request)[0] ?? ['', {}];
      if (kind === 'createSlide') {
        const slide = newSlide(String(body['objectId']));
        slides.splice(Number(body['insertionIndex'] ?? slides.length), 0, slide);
        owner.set(slide.objectId, slide);
        owner.set(slide.notesId, slide);
        for (const mapping of (body['placeholderIdMappings'] as Array<{ objectId: string }> | undefined) ??
          [])
          owner.set(mapping.objectId, slide);
      } else if (kind === 'createShape') {
        const page = owner.get(
          String((body['elementProperties'] as { pageObjectId?: string } | undefined)?.pageObjectId),
        );
        if (page === undefined)
          return fail('Invalid requests[createShape]: The page object could not be found.');
        owner.set(String(body['objectId']), page);
      } else if (kind === 'insertText') {
        const target = owner.get(String(body['objectId']));
        if (target === undefined)
          return fail(
            `Invalid requests[insertText]: The object (${String(body['objectId'])}) could not be found.`,
          );
        target.texts.set(String(body['objectId']), String(body['text']));
      } else if (kind === 'createImage') {
        const page = owner.get(
          String((body['elementProperties'] as { pageObjectId?: string } | undefined)?.pageObjectId),
        );
        const imageUrl = String(body['url']);
        // Google downloads the image once, now; an image it cannot fetch fails the whole batch.
        const fetched = await fetch(imageUrl).catch(() => undefined);
        if (
          page === undefined ||
          fetched === undefined ||
          !fetched.ok ||
          !(fetched.headers.get('content-type') ?? '').startsWith('image/')
        ) {
          return fail(
            'Invalid requests[createImage]: There was a problem retrieving the image. The provided image should be publicly accessible, within size limit, and in supported formats.',
          );
        }
        page.images.push({ objectId: String(body['objectId']), url: imageUrl });
      } else if (kind === 'deleteObject') {
        const index = slides.findIndex((s) => s.objectId === body['objectId']);
        if (index === -1)
          return fail(
            `Invalid requests[deleteObject]: The object (${String(body['objectId'])}) could not be found.`,
          );
        slides.splice(index, 1);
      } else if (!['updateTextStyle', 'createParagraphBullets'].includes(kind)) {
        return fail(`Invalid JSON payload received. Unknown name "${kind}".`);
      }
    }
    presentation.slides = slides;
    return {
      status: 200,
      body: { presentationId: presentation.presentationId, replies: requests.map(() => ({})) },
    };
  }

  const server = await startRecordingServer(async (request, res): Promise<ScriptedReply | void> => {
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
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
      }
      return {
        status: 200,
        body: {
          access_token: FAKE_ACCESS_TOKEN,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: form.get('scope') ?? '',
        },
      };
    }
    const thumbnail = /^GET \/thumbnails\/([^/]+)\/([^/]+)\.png$/.exec(key);
    if (thumbnail !== null) {
      return {
        status: 200,
        headers: { 'content-type': 'image/png' },
        body: thumbnailOf(thumbnail[1] ?? '', thumbnail[2] ?? ''),
      };
    }
    if (key.startsWith('GET /figures/')) {
      return {
        status: 200,
        headers: { 'content-type': 'image/png' },
        body: thumbnailOf('figure', request.path),
      };
    }
    if (request.headers['authorization'] !== `Bearer ${FAKE_ACCESS_TOKEN}`) {
      return googleErrorReply(
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
    }
    const newPresentation = (title: string): FakePresentation => {
      nextId += 1;
      const presentation: FakePresentation = {
        presentationId: `fake-presentation-${nextId}`,
        title,
        slides: [newSlide('p')],
      };
      presentations.set(presentation.presentationId, presentation);
      return presentation;
    };
    if (key === 'POST /v1/presentations') {
      return {
        status: 200,
        body: presentationJson(
          newPresentation(String((request.json as { title?: string }).title ?? 'Untitled presentation')),
        ),
      };
    }
    if (key === 'POST /drive/v3/files') {
      const body = request.json as { name?: string; mimeType?: string; parents?: string[] };
      if (body.mimeType !== 'application/vnd.google-apps.presentation')
        return googleErrorReply(400, `This stand-in only makes presentations, not ${String(body.mimeType)}.`);
      const presentation = newPresentation(body.name ?? 'Untitled presentation');
      parents.set(presentation.presentationId, body.parents ?? []);
      return { status: 200, body: { id: presentation.presentationId } };
    }
    const slidesPath =
      /^(GET|POST) \/v1\/presentations\/([^/:]+)(:batchUpdate|\/pages\/([^/]+)\/thumbnail)?$/.exec(key);
    const presentation = presentations.get(decodeURIComponent(slidesPath?.[2] ?? ''));
    if (slidesPath !== null && presentation === undefined)
      return googleErrorReply(404, 'Requested entity was not found.');
    if (slidesPath !== null && presentation !== undefined) {
      if (slidesPath[3] === ':batchUpdate')
        return batchUpdate(
          presentation,
          (request.json as { requests: Array<Record<string, Record<string, unknown>>> }).requests,
        );
      if (slidesPath[4] !== undefined) {
        const pageId = decodeURIComponent(slidesPath[4]);
        if (!presentation.slides.some((s) => s.objectId === pageId))
          return googleErrorReply(404, `The page (${pageId}) could not be found.`);
        return {
          status: 200,
          body: {
            width: 1600,
            height: 900,
            contentUrl: `${url}/thumbnails/${presentation.presentationId}/${pageId}.png`,
          },
        };
      }
      return { status: 200, body: presentationJson(presentation) };
    }
    const share = /^POST \/drive\/v3\/files\/([^/]+)\/permissions$/.exec(key);
    if (share !== null) {
      const fileId = decodeURIComponent(share[1] ?? '');
      if (!presentations.has(fileId)) return googleErrorReply(404, `File not found: ${fileId}.`);
      const body = request.json as Record<string, unknown>;
      permissions.push({ fileId, query: request.query, body });
      return { status: 200, body: { kind: 'drive#permission', id: `perm-${permissions.length}`, ...body } };
    }
    return googleErrorReply(404, `Not found: ${key}`);
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
