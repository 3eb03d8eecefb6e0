/**
 * The backend's seams: the typed dependencies of the /api app and the task steps, with the
 * implementations that need no cloud (local folder, system clock, random ids).
 * @module
 */

// The dependencies object and its parts.
export type { ApiDeps } from './deps.js';
export type { AuthVerifier } from './auth-verifier.js';
export type { DeckPublisher, DeckSource } from './deck-publisher.js';
export type { UserStore, StartJobResult } from './user-store.js';
export { newUserRecord, USER_SCHEMA_VERSION, type UserRecord } from './user-record.js';
export type { JobStore } from './job-store.js';
export {
  canStart,
  changeJob,
  jobState,
  jobUnderWay,
  stepUnderWay,
  WAITING_FOR_READ,
  type JobTransition,
} from './job-state.js';
export { deleteJob, type DeleteJobResult } from './delete-job.js';
export type { FileStore, FileStat, ByteRange } from './file-store.js';
export { TASK_STAGES, type TaskQueue, type TaskStage, type StageTask } from './task-queue.js';
export { systemClock, type Clock } from './clock.js';
export { randomJobIds, type JobIds } from './job-ids.js';
export { consoleLogger, type Logger } from './logger.js';

// Implementations and helpers that need no cloud.
export { createLocalFileStore } from './local-file-store.js';
export { contentTypeForPath } from './content-type-for-path.js';
export { jobFiles } from './job-files.js';
export { checkUploadedPdf, PROTECTED_PDF_DETAIL, refusalDetail } from './check-uploaded-pdf.js';
export { jobPdfPassword, openPdfPassword, sealPdfPassword } from './pdf-password.js';
export { readStoredFile } from './read-stored-file.js';
export {
  DOCUMENT_SCHEMA_VERSION,
  hasDocument,
  loadDocument,
  parseStoredDocument,
  saveDocument,
} from './stored-document.js';
export {
  captionsLanguage,
  encodeVideoTracks,
  readCaptionsSrt,
  readVideoTracks,
  type StoredVideoTracks,
} from './stored-video-tracks.js';
export { signUrlScope, verifyUrlScope, type UrlSignature } from './url-signature.js';
