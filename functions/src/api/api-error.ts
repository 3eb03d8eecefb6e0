/**
 * The one error type of the /api app (STYLE item 8). Routes throw it; the error middleware turns it
 * into `{detail, code}` with its status. `detail` is a sentence the client shows as it is.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  /** Sent as Retry-After (429, 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    detail: string,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 400: the request itself is wrong. */
export const badRequest = (detail: string, code = 'bad_request'): ApiError => new ApiError(400, code, detail);

/** 401: no valid sign-in. */
export const unauthorized = (detail: string): ApiError => new ApiError(401, 'unauthorized', detail);

/** 403: signed in but not allowed (quota, an expired media link). */
export const forbidden = (detail: string, code = 'forbidden'): ApiError => new ApiError(403, code, detail);

/** 404: nothing there, or nothing of yours there; the two are never told apart. */
export const notFound = (detail: string): ApiError => new ApiError(404, 'not_found', detail);

/** 409: the job is not in a state that allows this yet. */
export const conflict = (detail: string, code = 'conflict'): ApiError => new ApiError(409, code, detail);

/** 503: a background step could not be queued; trying again later can work. */
export const unavailable = (detail: string, cause: unknown): ApiError =>
  new ApiError(503, 'unavailable', detail, { cause });
