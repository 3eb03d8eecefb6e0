/**
 * One question to a language model, as every planner back end receives it: a system instruction, the
 * conversation so far and the JSON schema the answer must follow. Back ends (Gemini, OpenAI-compatible)
 * only translate this into their wire format and return the answer's text.
 */

/** A turn of the conversation; 'model' is the model's own earlier answer (for the repair round). */
export interface ChatTurn {
  role: 'user' | 'model';
  text: string;
}

export interface ChatRequest {
  system: string;
  turns: readonly ChatTurn[];
  /** Standard JSON Schema of the answer; a back end converts it to its provider's dialect. */
  schema: JsonSchema;
  /** Fires on the attempt's time-out, the planner's deadline or the user's cancellation. */
  signal: AbortSignal;
}

/** The answer's text (JSON, if the model did as asked); throws ProviderError on provider failures. */
export type AskModel = (request: ChatRequest) => Promise<string>;

/** The subset of JSON Schema the plan's schema uses. */
export interface JsonSchema {
  type: 'object' | 'array' | 'string';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
}
