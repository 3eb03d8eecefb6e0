/**
 * A local stand-in for the Cloud Storage JSON API: the subset `@google-cloud/storage` uses for the
 * file store (multipart upload, object metadata, `alt=media` download with Range, delete), with the
 * real API's status codes, error bodies and hash headers, so the real client validates what it gets.
 * Paths are served with and without the `/storage/v1` prefix: the client adds it for `apiEndpoint`
 * but not for `STORAGE_EMULATOR_HOST`.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { CRC32C } from '@google-cloud/storage';
import {
  sendJson,
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from '../../pipeline/providers/testing/index.js';

/** One stored object. */
export interface FakeObject {
  data: Buffer;
  contentType: string;
  generation: number;
  updated: Date;
}

export interface FakeCloudStorage extends RecordingServer {
  /** `{bucket}/{name}` → object. */
  objects: Map<string, FakeObject>;
}

function notFound(res: ServerResponse, what: string): void {
  const message = `No such object: ${what}`;
  sendJson(res, 404, {
    error: { code: 404, message, errors: [{ message, domain: 'global', reason: 'notFound' }] },
  });
}

function resourceOf(bucket: string, name: string, object: FakeObject): Record<string, string> {
  const crc = new CRC32C();
  crc.update(object.data);
  return {
    kind: 'storage#object',
    id: `${bucket}/${name}/${object.generation}`,
    name,
    bucket,
    generation: String(object.generation),
    metageneration: '1',
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.data.length),
    md5Hash: createHash('md5').update(object.data).digest('base64'),
    crc32c: crc.toString(),
    etag: `CL${object.generation}=`,
    timeCreated: object.updated.toISOString(),
    updated: object.updated.toISOString(),
  };
}

/** The parts of a `multipart/related` body: each part's headers and bytes. */
function multipartParts(body: Buffer, contentType: string): Array<{ headers: string; data: Buffer }> {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (boundary === undefined) throw new Error('multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Array<{ headers: string; data: Buffer }> = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2); // Past the CRLF after the delimiter, before the CRLF ahead of the next.
    const split = part.indexOf('\r\n\r\n');
    parts.push({ headers: part.subarray(0, split).toString('utf8'), data: part.subarray(split + 4) });
    at = next;
  }
  return parts;
}

/** Answers `bytes=a-b`, `bytes=a-` and `bytes=-n` like the real API: 206, or 416 past the end. */
function sendMedia(request: RecordedRequest, res: ServerResponse, object: FakeObject): void {
  const crc = new CRC32C();
  crc.update(object.data);
  const headers = {
    'content-type': object.contentType,
    'x-goog-hash': `crc32c=${crc.toString()},md5=${createHash('md5').update(object.data).digest('base64')}`,
    'x-goog-stored-content-encoding': 'identity',
    'x-goog-generation': String(object.generation),
    'accept-ranges': 'bytes',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers['range'] ?? '');
  if (range === null) {
    res.writeHead(200, { ...headers, 'content-length': String(object.data.length) }).end(object.data);
    return;
  }
  const size = object.data.length;
  const [, from = '', to = ''] = range;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) {
    res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    return;
  }
  res.writeHead(206, {
    ...headers,
    'content-range': `bytes ${start}-${end}/${size}`,
    'content-length': String(end - start + 1),
  });
  res.end(object.data.subarray(start, end + 1));
}

/**
 * @example const gcs = await startFakeCloudStorage(); process.env.STORAGE_EMULATOR_HOST = gcs.url;
 */
export async function startFakeCloudStorage(): Promise<FakeCloudStorage> {
  const objects = new Map<string, FakeObject>();
  let generation = 1_700_000_000_000_000;
  const server = await startRecordingServer((request, res) => {
    const path = request.path.replace(/^\/storage\/v1(?=\/)/, '');
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(request.path);
    if (upload !== null && request.method === 'POST') {
      const bucket = decodeURIComponent(upload[1] ?? '');
      if (request.query.get('uploadType') !== 'multipart') {
        sendJson(res, 400, {
          error: {
            code: 400,
            message: `This stand-in only takes multipart uploads, not ${request.query.get('uploadType') ?? 'none'}.`,
          },
        });
        return;
      }
      const [metadataPart, mediaPart] = multipartParts(request.body, request.headers['content-type'] ?? '');
      if (metadataPart === undefined || mediaPart === undefined) {
        sendJson(res, 400, {
          error: { code: 400, message: 'Multipart upload needs a metadata part and a media part.' },
        });
        return;
      }
      const metadata = JSON.parse(metadataPart.data.toString('utf8')) as {
        name?: string;
        contentType?: string;
      };
      const name = request.query.get('name') ?? metadata.name ?? '';
      const mediaType =
        /content-type:\s*([^\r\n]+)/i.exec(mediaPart.headers)?.[1] ?? 'application/octet-stream';
      generation += 1;
      const object = {
        data: Buffer.from(mediaPart.data),
        contentType: metadata.contentType ?? mediaType,
        generation,
        updated: new Date(),
      };
      objects.set(`${bucket}/${name}`, object);
      sendJson(res, 200, resourceOf(bucket, name, object));
      return;
    }
    const list = /^\/b\/([^/]+)\/o$/.exec(path);
    if (list !== null && request.method === 'GET') {
      // One page of every object whose name starts with `prefix` (a folder's files, for deleteFiles).
      const bucket = decodeURIComponent(list[1] ?? '');
      const prefix = `${bucket}/${request.query.get('prefix') ?? ''}`;
      const items = [...objects]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, object]) => resourceOf(bucket, key.slice(bucket.length + 1), object));
      sendJson(res, 200, { kind: 'storage#objects', items });
      return;
    }
    const match = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path);
    if (match === null) {
      sendJson(res, 404, { error: { code: 404, message: `Not Found: ${request.method} ${request.path}` } });
      return;
    }
    const bucket = decodeURIComponent(match[1] ?? '');
    const name = decodeURIComponent(match[2] ?? '');
    const key = `${bucket}/${name}`;
    const object = objects.get(key);
    if (request.method === 'DELETE') {
      if (object === undefined) return notFound(res, key);
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET') {
      sendJson(res, 405, {
        error: { code: 405, message: `${request.method} is not served by this stand-in.` },
      });
      return;
    }
    if (object === undefined) return notFound(res, key);
    if (request.query.get('alt') === 'media') sendMedia(request, res, object);
    else sendJson(res, 200, resourceOf(bucket, name, object));
  });
  return { ...server, objects };
}
