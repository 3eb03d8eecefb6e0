/**
 * Answers in the Gemini API's REST wire format (`POST /{version}/models/{model}:generateContent`), for a
 * recording server the real `@google/genai` client is pointed at with `httpOptions.baseUrl`.
 */
import type { ScriptedReply } from '../../../providers/testing/index.js';

/** The path the SDK posts to for `model`. */
export const GENERATE_CONTENT_PATH = /^\/v1(?:beta)?\/models\/([^/:]+):generateContent$/;

/** A successful generateContent answer whose one candidate says `text`. */
export function geminiAnswer(text: string, finishReason = 'STOP'): ScriptedReply {
  return {
    status: 200,
    body: {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }],
      usageMetadata: { promptTokenCount: 1200, candidatesTokenCount: 600, totalTokenCount: 1800 },
      modelVersion: 'gemini-2.5-flash',
    },
  };
}

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** An error answer as Google's APIs send it: `{"error": {"code", "message", "status"}}`. */
export function geminiError(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): ScriptedReply {
  return {
    status,
    headers,
    body: { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' } },
  };
}
