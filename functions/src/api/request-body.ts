/** The JSON body as an untrusted record: routes validate each field they read. */
import type { Request } from 'express';
import { badRequest } from './api-error.js';

/** `{}` when there is no body; 400 when the body is JSON but not an object. */
export function requestBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}
