/**
 * The /api app. The HTTPS function (functions/src/index.ts) wraps `createApp` with Firebase deps;
 * local runs and tests wrap it with theirs.
 * @module
 */
export { createApp, type CreateAppOptions } from './app.js';
export { ApiError } from './api-error.js';
export { MAX_UPLOAD_BYTES } from '../shared/upload-limit.js';
export { signedVideoPath, verifyVideoSignature, VIDEO_URL_LIFETIME_MS } from './media-url.js';
