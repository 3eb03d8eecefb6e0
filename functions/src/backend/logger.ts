/** Structured logging; in Cloud Functions this is `firebase-functions/logger`, locally the console. */

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Writes JSON lines to the console. */
export const consoleLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ severity: 'INFO', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ severity: 'ERROR', message, ...fields })),
};
