/**
 * The process wizard. The router lazy-loads `ProcessPage.tsx` by path (its own chunk); this index is
 * what other features share with it, and leaves the page out so importing it does not pull the page in.
 */
export { bulletLines, fromDraft, planFromDrafts, toDraft, type SlideDraft } from './slide-draft';
export { sleep, usePolling } from './use-polling';
export { POLL_MS } from './steps';
export { JobLoadError } from './JobLoadError';
