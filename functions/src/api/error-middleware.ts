/**
 * The one place errors become responses. Known errors keep their status and detail; errors from the
 * JSON body parser get a plain sentence; anything else is logged and becomes a generic 500, so
 * internal messages never reach the client.
 */
import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../backend/index.js';
import { ApiError } from './api-error.js';

const GENERIC_DETAIL = 'Something went wrong on our side. Please try again in a moment.';

/** Body-parser errors carry a `type`; see express.json(). */
function fromBodyParser(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.parse.failed')
    return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  if (type === 'entity.too.large') return new ApiError(413, 'too_large', 'The request body is too large.');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new ApiError(
      415,
      'unsupported_encoding',
      'The request body uses an encoding the server does not accept.',
    );
  }
  return undefined;
}

export function errorMiddleware(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      // A stream failed mid-response: the status is gone, all we can do is cut the connection.
      log.error('Response failed after headers were sent', {
        method: req.method,
        path: req.path,
        error: String(error),
      });
      next(error);
      return;
    }
    const known = error instanceof ApiError ? error : fromBodyParser(error);
    if (known !== undefined) {
      if (known.retryAfterSeconds !== undefined) res.set('Retry-After', String(known.retryAfterSeconds));
      res.status(known.status).json({ detail: known.detail, code: known.code });
      return;
    }
    log.error('Unhandled error in /api', {
      method: req.method,
      path: req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    res.status(500).json({ detail: GENERIC_DETAIL, code: 'internal' });
  };
}
