/**
 * A local server speaking the Gemini API's speech generation wire format:
 * `POST /v1beta/models/{model}:generateContent` with `x-goog-api-key`, a body with `contents` and
 * `generationConfig.speechConfig`; base64 PCM back in `candidates[0].content.parts[0].inlineData`, or
 * Google's `{"error": {"code", "message", "status", "details"}}`.
 */
import type { ScriptedReply } from '../../../providers/testing/index.js';
import { startFakeServer, type FakeServer } from './behaviour-server.js';
import { speakTone } from './test-tone.js';

/** @internal */
export type GeminiBehaviour =
  | 'ok'
  | 'unauthorized'
  | 'quota_exhausted'
  | 'rate_limited'
  | 'server_error'
  | 'malformed'
  | 'no_audio'
  | 'slow';

/** @internal */
export const FAKE_GEMINI_KEY = 'test-gemini-key';

/** @internal */
export function startFakeGemini(
  options: { slowMs?: number; retryAfterSeconds?: number } = {},
): Promise<FakeServer<GeminiBehaviour>> {
  return startFakeServer<GeminiBehaviour>('ok', (behaviour, request): ScriptedReply => {
    const error = (
      code: number,
      status: string,
      message: string,
      details: unknown[] = [],
      headers: Record<string, string> = {},
    ): ScriptedReply => ({
      status: code,
      headers,
      body: { error: { code, message, status, details } },
    });
    if (request.method !== 'POST' || !/^\/v1beta\/models\/[^/:]+:generateContent$/.test(request.path))
      return error(404, 'NOT_FOUND', 'Not found.');
    if (request.headers['x-goog-api-key'] !== FAKE_GEMINI_KEY || behaviour === 'unauthorized') {
      return error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
        },
      ]);
    }
    const body = request.json as { contents?: Array<{ parts?: Array<{ text?: string }> }> } | undefined;
    const text = body?.contents?.[0]?.parts?.map((part) => part.text ?? '').join('') ?? '';
    switch (behaviour) {
      case 'quota_exhausted':
        return error(
          429,
          'RESOURCE_EXHAUSTED',
          'You exceeded your current quota, please check your plan and billing details.',
        );
      case 'rate_limited': {
        const seconds = options.retryAfterSeconds ?? 1;
        return error(
          429,
          'RESOURCE_EXHAUSTED',
          'You exceeded your current quota, please check your plan and billing details.',
          [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${seconds}s` }],
        );
      }
      case 'server_error':
        return error(500, 'INTERNAL', 'An internal error has occurred.');
      case 'malformed':
        return { status: 200, body: '{"candidates": [' };
      case 'no_audio':
        return {
          status: 200,
          body: {
            candidates: [
              { content: { role: 'model', parts: [{ text: 'I cannot do that.' }] }, finishReason: 'STOP' },
            ],
          },
        };
      case 'slow':
      case 'ok':
        break;
    }
    const audio: ScriptedReply = {
      status: 200,
      body: {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [
                {
                  inlineData: {
                    mimeType: 'audio/L16;codec=pcm;rate=24000',
                    data: speakTone(text).pcm.toString('base64'),
                  },
                },
              ],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 100, totalTokenCount: 110 },
        modelVersion: 'gemini-2.5-flash-preview-tts',
      },
    };
    return behaviour === 'slow' ? { ...audio, delayMs: options.slowMs ?? 5_000 } : audio;
  });
}
