/**
 * The Gemini SDK, loaded on first use: the planner and the Algieba voice share it, and a process that
 * never calls Gemini (most, without GEMINI_API_KEY) should not pay its load time and memory.
 */
import type * as GeminiSdk from '@google/genai';

let sdk: Promise<typeof GeminiSdk> | undefined;

export function loadGeminiSdk(): Promise<typeof GeminiSdk> {
  return (sdk ??= import('@google/genai'));
}
