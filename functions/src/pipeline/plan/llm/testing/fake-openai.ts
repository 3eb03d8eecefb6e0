/** Answers in the OpenAI chat completions wire format (`POST {base}/chat/completions`). */
import type { ScriptedReply } from '../../../providers/testing/index.js';

/** A chat completion whose one choice says `content`. */
export function chatCompletion(content: string): ScriptedReply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1200, completion_tokens: 600, total_tokens: 1800 },
    },
  };
}

/** An error answer as OpenAI sends it: `{"error": {"message", "type", "code"}}`. */
export function openAiError(
  status: number,
  message: string,
  code: string,
  headers: Record<string, string> = {},
): ScriptedReply {
  return {
    status,
    headers,
    body: {
      error: { message, type: status === 429 ? 'requests' : 'invalid_request_error', param: null, code },
    },
  };
}
