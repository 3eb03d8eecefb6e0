/** Streams a stored file as the response, honouring a Range header (audio and video seeking). */
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { FileStore } from '../backend/index.js';
import { notFound } from './api-error.js';
import { parseRange } from './parse-range.js';

export interface SendStoredFileOptions {
  /** The 404 detail when the file is missing. */
  missing: string;
  /** A Content-Disposition header value, when the file is a download. */
  disposition?: string;
}

/**
 * 200 with the whole file, 206 with the requested range, or 416 for a range past the end.
 */
export async function sendStoredFile(
  req: Request,
  res: Response,
  files: FileStore,
  path: string,
  options: SendStoredFileOptions,
): Promise<void> {
  const stat = await files.stat(path);
  if (stat === undefined) throw notFound(options.missing);
  res.set('Accept-Ranges', 'bytes');
  res.set('Content-Type', stat.contentType);
  res.set('Cache-Control', 'private, no-cache');
  res.set('Last-Modified', stat.updated.toUTCString());
  if (options.disposition !== undefined) res.set('Content-Disposition', options.disposition);
  const request = parseRange(req.get('range'), stat.size);
  if (request.kind === 'unsatisfiable') {
    res
      .status(416)
      .set('Content-Range', `bytes */${stat.size}`)
      .json({ detail: 'The requested byte range is outside the file.', code: 'range_not_satisfiable' });
    return;
  }
  if (request.kind === 'range') {
    const { start, end } = request.range;
    res
      .status(206)
      .set('Content-Range', `bytes ${start}-${end}/${stat.size}`)
      .set('Content-Length', String(end - start + 1));
  } else {
    res.status(200).set('Content-Length', String(stat.size));
  }
  if (req.method === 'HEAD' || stat.size === 0) {
    res.end();
    return;
  }
  try {
    await pipeline(files.read(path, request.kind === 'range' ? request.range : undefined), res);
  } catch (error) {
    // A player that seeks drops its current request; that is not a failure worth a log line.
    if (res.destroyed && !res.writableFinished && req.destroyed) return;
    throw error;
  }
}
