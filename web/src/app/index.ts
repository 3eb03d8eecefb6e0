/** The app shell: routes, layout, guards, lazy route chunks and build-time settings. */
export { App, AppRoutes } from './App';
export { CHUNK_LOAD_TIMEOUT_MS, SUPPORT_EMAIL } from './config';
export { RequireAuth } from './guards';
export { ChunkLoadError, lazyPage } from './lazy-page';
