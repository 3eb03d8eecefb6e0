/**
 * The transport every call goes through (docs/product.md §7): base host + /api, the stored Bearer token, a time-out,
 * JSON or multipart bodies, and the one reaction to a 401 (forget the token, go to /login).
 */
import { fileTooLargeMessage } from '../../../functions/src/shared/upload-limit';

/** API host (empty: the same origin, where Hosting rewrites /api to the function). */
export const API_HOST: string = (import.meta.env['VITE_API_BASE'] as string | undefined) ?? '';
export const API_BASE = `${API_HOST}/api`;

/** Where the signed-in user's ID token is kept between page loads. */
export const TOKEN_STORAGE_KEY = 'lectern.authToken';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const RE_EXPORT_TIMEOUT_MS = 120_000;

/** A failed call: the HTTP status (0 when no answer came) and the sentence to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string | null;
  /** Whether `detail` is the server's own sentence (shown as it is) rather than ours. */
  readonly fromServer: boolean;

  constructor(status: number, detail: string, code: string | null = null, fromServer = false) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.fromServer = fromServer;
  }
}

export function getStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setStoredToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Private mode without storage: calls then go out unauthenticated and come back 401.
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: unknown;
  timeoutMs?: number;
}

/** The server's own sentence when its body (parsed JSON, or null) has one, else a generic one for the status. */
function errorOf(status: number, body: unknown): ApiError {
  const { detail, code } = (typeof body === 'object' && body !== null ? body : {}) as {
    detail?: unknown;
    code?: unknown;
  };
  const codeText = typeof code === 'string' ? code : null;
  if (typeof detail === 'string' && detail !== '') return new ApiError(status, detail, codeText, true);
  // Not the app's JSON: a 413 is the hosting platform's own cap on request bodies (32 MiB).
  if (status === 413) return new ApiError(413, fileTooLargeMessage(), 'file_too_large', true);
  return new ApiError(status, `The server answered ${status}.`, codeText);
}

async function errorFrom(response: Response): Promise<ApiError> {
  // Not JSON (a proxy's HTML page) reads as no body.
  return errorOf(response.status, await response.json().catch(() => null));
}

let redirectingToLogin = false;

function handleUnauthorized(): void {
  setStoredToken(null);
  // Once only (parallel calls fail together), and never from /login itself, which would reload in a loop.
  if (redirectingToLogin || window.location.pathname === '/login') return;
  redirectingToLogin = true;
  window.location.assign('/login');
}

/** Sends one request and returns the raw response when it is ok; throws ApiError otherwise. */
export async function apiRequest(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = getStoredToken();
  if (token !== null) headers['Authorization'] = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = window.setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body }),
      signal: controller.signal,
    });
  } catch {
    if (controller.signal.aborted) {
      throw new ApiError(
        0,
        `The server did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`,
        'timeout',
      );
    }
    throw new ApiError(
      0,
      'Could not reach the server. Please check your connection and try again.',
      'network',
    );
  } finally {
    window.clearTimeout(timer);
  }
  if (response.status === 401) {
    const error = await errorFrom(response);
    handleUnauthorized();
    throw error;
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** A JSON call. */
export async function apiJson<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  return (await response.json()) as T;
}

/** `attachment; filename="a.mp4"; filename*=UTF-8''a%20b.mp4` → the best name it carries. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (header === null) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2] !== undefined) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: use the plain filename below.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name !== undefined && name !== '' ? name : fallback;
}

/** A file download: the bytes and the server's file name. */
export async function apiBlob(
  path: string,
  options: CallOptions & { fallbackName?: string } = {},
): Promise<{ blob: Blob; filename: string }> {
  const response = await apiRequest(path, options);
  const filename = filenameFromDisposition(
    response.headers.get('Content-Disposition'),
    options.fallbackName ?? 'video.mp4',
  );
  return { blob: await response.blob(), filename };
}

/** Uploads with progress (fetch has no upload progress); same token, time-out and 401 rule. */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
  timeoutMs = DEFAULT_TIMEOUT_MS * 4,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    const token = getStoredToken();
    if (token !== null) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = timeoutMs;
    if (onProgress !== undefined) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body !== null) {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) handleUnauthorized();
      reject(errorOf(xhr.status, body));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'Could not reach the server. Please check your connection and try again.', 'network'),
      );
    xhr.ontimeout = () => reject(new ApiError(0, 'The upload took too long. Please try again.', 'timeout'));
    xhr.send(form);
  });
}

/** A path the server returned (e.g. `/api/...`) as a URL the browser can load, on the API host. */
export function absoluteApiUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${API_HOST}${pathOrUrl}`;
}

/** What to show for a failed call: the server's own sentence when it sent one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.detail : fallback;
}
