/**
 * A local server speaking ElevenLabs' text-to-speech wire format: `POST /v1/text-to-speech/{voice_id}`
 * with `xi-api-key`, a JSON body `{text, model_id, …}`, `?output_format=pcm_24000`; raw PCM back, or
 * from `…/with-timestamps` JSON `{audio_base64, alignment: {characters, character_start_times_seconds,
 * character_end_times_seconds}}`; `{"detail": {"status", "message"}}` errors as ElevenLabs sends them.
 */
import type { ScriptedReply } from '../../../providers/testing/index.js';
import { startFakeServer, type FakeServer } from './behaviour-server.js';
import { speakTone, type SpokenTone } from './test-tone.js';

const timestamps = (path: string): boolean => path.endsWith('/with-timestamps');

/** ElevenLabs' alignment: one entry per character, with when it starts and ends. */
function alignmentOf(text: string, spoken: SpokenTone, sampleRate: number): Record<string, unknown> {
  const starts = spoken.characterStartsSec;
  const end = spoken.pcm.length / 2 / sampleRate;
  return {
    characters: [...text],
    character_start_times_seconds: starts,
    character_end_times_seconds: starts.map((_, i) => starts[i + 1] ?? end),
  };
}

/** @internal */
export type ElevenLabsBehaviour =
  | 'ok'
  | 'unauthorized'
  | 'quota_exceeded'
  | 'rate_limited'
  | 'server_error'
  | 'unknown_voice'
  | 'malformed'
  | 'slow';

/** @internal */
export const FAKE_ELEVENLABS_KEY = 'test-elevenlabs-key';

/** @internal */
export function startFakeElevenLabs(
  options: { slowMs?: number; retryAfterSeconds?: number } = {},
): Promise<FakeServer<ElevenLabsBehaviour>> {
  return startFakeServer<ElevenLabsBehaviour>('ok', (behaviour, request): ScriptedReply => {
    const error = (
      status: number,
      code: string,
      message: string,
      headers: Record<string, string> = {},
    ): ScriptedReply => ({ status, headers, body: { detail: { status: code, message } } });
    if (request.method !== 'POST' || !/^\/v1\/text-to-speech\/[^/]+/.test(request.path))
      return { status: 404, body: { detail: 'Not Found' } };
    if (request.headers['xi-api-key'] !== FAKE_ELEVENLABS_KEY || behaviour === 'unauthorized') {
      return error(401, 'invalid_api_key', 'Invalid API key');
    }
    const text = (request.json as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string') return error(422, 'invalid_request', 'text is required');
    switch (behaviour) {
      case 'quota_exceeded':
        return error(
          401,
          'quota_exceeded',
          'This request exceeds your quota of 10000. You have 0 credits remaining, while 91 credits are required for this request.',
        );
      case 'rate_limited':
        return error(429, 'too_many_concurrent_requests', 'Too many concurrent requests.', {
          'retry-after': String(options.retryAfterSeconds ?? 1),
        });
      case 'server_error':
        return error(500, 'internal_error', 'An internal error occurred.');
      case 'unknown_voice':
        return error(404, 'voice_not_found', 'A voice with the voice_id was not found.');
      case 'malformed':
        return timestamps(request.path)
          ? {
              status: 200,
              body: { audio_base64: Buffer.from([1, 2, 3]).toString('base64'), alignment: null },
            }
          : { status: 200, headers: { 'content-type': 'audio/pcm' }, body: Buffer.from([1, 2, 3]) };
      case 'slow':
      case 'ok':
        break;
    }
    const format = request.query.get('output_format') ?? 'mp3_44100_128';
    const rate = /^pcm_(\d+)$/.exec(format)?.[1];
    if (rate === undefined)
      return error(400, 'invalid_output_format', `The fake only speaks PCM, not ${format}.`);
    const spoken = speakTone(text, Number(rate));
    const audio: ScriptedReply = timestamps(request.path)
      ? {
          status: 200,
          body: {
            audio_base64: spoken.pcm.toString('base64'),
            alignment: alignmentOf(text, spoken, Number(rate)),
            normalized_alignment: alignmentOf(text, spoken, Number(rate)),
          },
        }
      : { status: 200, headers: { 'content-type': 'audio/pcm' }, body: spoken.pcm };
    return behaviour === 'slow' ? { ...audio, delayMs: options.slowMs ?? 5_000 } : audio;
  });
}
