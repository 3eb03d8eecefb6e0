import { loadGeminiSdk, parseRetryAfter, ProviderError } from '../../providers/index.js';
import { createLlmPlanner, type LlmCallLimits } from './create-llm-planner.js';
import type { ChatRequest } from './model-chat.js';
import { toGeminiSchema } from './plan-schema.js';
import type { ReportingPlanner } from './planning-report.js';
import { httpFailure, networkFailure } from './provider-failure.js';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

export interface GeminiPlannerOptions extends LlmCallLimits {
  apiKey: string;
  /** Default {@link DEFAULT_GEMINI_MODEL}. */
  model?: string | undefined;
  /** Another endpoint speaking the Gemini API (a proxy, a test server); default Google's. */
  baseUrl?: string | undefined;
  /** Tokens of the paper and the answer together; default 200,000 (the models read far more; this bounds the cost). */
  contextTokens?: number | undefined;
}

/**
 * The Gemini planner, through `@google/genai`: `models/{model}:generateContent` with the plan's
 * response schema (JSON output), the paper and the settings in the request. See `createLlmPlanner` for
 * the checks, the repair round, the time-outs and the retries.
 * @example const planner = createGeminiPlanner({ apiKey: process.env.GEMINI_API_KEY ?? '' });
 */
export function createGeminiPlanner(options: GeminiPlannerOptions): ReportingPlanner {
  const model = options.model || DEFAULT_GEMINI_MODEL;
  return createLlmPlanner({
    ...options,
    name: 'gemini',
    provider: 'Gemini',
    label: `Gemini (${model})`,
    contextTokens: options.contextTokens ?? 200_000,
    ask: (request) => askGemini(options.apiKey, model, options.baseUrl, request),
  });
}

async function askGemini(
  apiKey: string,
  model: string,
  baseUrl: string | undefined,
  { system, turns, schema, signal }: ChatRequest,
): Promise<string> {
  // The SDK's errors carry the status and body but not the headers, so Retry-After is read here.
  let retryAfter: string | null = null;
  const { ApiError, GoogleGenAI } = await loadGeminiSdk();
  const client = new GoogleGenAI({
    apiKey,
    httpOptions: {
      ...(baseUrl ? { baseUrl } : {}),
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        retryAfter = response.headers.get('retry-after');
        return response;
      },
    },
  });
  let response;
  try {
    response = await client.models.generateContent({
      model,
      contents: turns.map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] })),
      config: {
        systemInstruction: system,
        responseMimeType: 'application/json',
        responseSchema: toGeminiSchema(schema),
        temperature: 0.4,
        abortSignal: signal,
      },
    });
  } catch (error) {
    if (error instanceof ApiError)
      throw httpFailure('Gemini', error.status, error.message, parseRetryAfter(retryAfter));
    throw networkFailure('Gemini', error);
  }
  const text = response.text;
  if (text === undefined || text.trim() === '') {
    const reason =
      response.promptFeedback?.blockReason ?? response.candidates?.[0]?.finishReason ?? 'no candidates';
    throw new ProviderError(
      'Gemini',
      'bad_response',
      `Gemini returned no plan (${String(reason).toLowerCase()}).`,
    );
  }
  return text;
}
