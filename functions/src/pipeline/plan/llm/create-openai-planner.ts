import { parseRetryAfter, ProviderError } from '../../providers/index.js';
import { createLlmPlanner, type LlmCallLimits } from './create-llm-planner.js';
import type { ChatRequest } from './model-chat.js';
import type { ReportingPlanner } from './planning-report.js';
import { httpFailure, networkFailure } from './provider-failure.js';

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export interface OpenAiPlannerOptions extends LlmCallLimits {
  /** Optional: local model servers usually need none. */
  apiKey?: string | undefined;
  /** Up to and including the version, e.g. "http://localhost:11434/v1"; default OpenAI's. */
  baseUrl?: string | undefined;
  model?: string | undefined;
  /** The model's context in tokens; default 128,000 for OpenAI and 8,192 for another server, which is what local servers often run with. */
  contextTokens?: number | undefined;
}

type ResponseFormat =
  | { type: 'json_schema'; json_schema: { name: string; strict: true; schema: unknown } }
  | { type: 'json_object' };

/**
 * The planner on any OpenAI-compatible chat endpoint (OpenAI, or a local server such as Ollama,
 * llama.cpp or vLLM): `POST {baseUrl}/chat/completions` asking for JSON in the plan's schema. A server
 * that does not know `json_schema` output (it answers 400 about response_format) is asked for plain
 * JSON from then on. See `createLlmPlanner` for the checks, the repair round, the time-outs and retries.
 */
export function createOpenAiPlanner(options: OpenAiPlannerOptions): ReportingPlanner {
  const baseUrl = (options.baseUrl || DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, '');
  const model = options.model || DEFAULT_OPENAI_MODEL;
  const ownServer =
    options.baseUrl !== undefined && options.baseUrl !== '' && !baseUrl.startsWith('https://api.openai.com');
  const server: ChatServer = {
    url: `${baseUrl}/chat/completions`,
    model,
    apiKey: options.apiKey,
    provider: ownServer ? 'The model server' : 'OpenAI',
  };
  let schemaOutput = true;
  const ask = async (request: ChatRequest): Promise<string> => {
    const format: ResponseFormat = schemaOutput
      ? { type: 'json_schema', json_schema: { name: 'slide_plan', strict: true, schema: request.schema } }
      : { type: 'json_object' };
    try {
      return await askChat(server, request, format);
    } catch (error) {
      if (
        !schemaOutput ||
        !(error instanceof ProviderError) ||
        error.kind !== 'bad_request' ||
        !/response_format|json_schema/i.test(error.message)
      )
        throw error;
      schemaOutput = false;
      return askChat(server, request, { type: 'json_object' });
    }
  };
  return createLlmPlanner({
    ...options,
    name: 'openai',
    provider: server.provider,
    label: ownServer ? `${model} at ${baseUrl}` : `OpenAI (${model})`,
    contextTokens: options.contextTokens ?? (ownServer ? 8_192 : 128_000),
    ask,
  });
}

interface ChatServer {
  url: string;
  model: string;
  apiKey: string | undefined;
  provider: string;
}

async function askChat(
  { url, model, apiKey, provider }: ChatServer,
  { system, turns, signal }: ChatRequest,
  format: ResponseFormat,
): Promise<string> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({
        model,
        messages: [
          { role: 'system', content: system },
          ...turns.map((turn) => ({
            role: turn.role === 'model' ? 'assistant' : 'user',
            content: turn.text,
          })),
        ],
        response_format: format,
        temperature: 0.4,
      }),
      signal,
    });
    text = await response.text();
  } catch (error) {
    throw networkFailure(provider, error);
  }
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
  if (!response.ok) throw httpFailure(provider, response.status, text, retryAfterMs);
  let content: unknown;
  try {
    content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
      ?.content;
  } catch {
    content = undefined;
  }
  if (typeof content !== 'string' || content.trim() === '') {
    throw new ProviderError(provider, 'bad_response', `${provider} sent no message in its answer.`);
  }
  return content;
}
