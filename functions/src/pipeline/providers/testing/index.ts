/** The local server the provider stand-ins of the engine and the backend are built on, for tests. @module */
export {
  sendJson,
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
  type RequestHandler,
  type ScriptedReply,
} from './recording-server.js';
