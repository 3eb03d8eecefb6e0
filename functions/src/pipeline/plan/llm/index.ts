/**
 * The cloud planners: Gemini and any OpenAI-compatible chat endpoint, behind the same `SlidePlanner`
 * interface as the local extractive planner, and the chooser that picks one from the settings.
 * @module
 */
export {
  plannerFromEnv,
  withFallback,
  FALLBACK_NOTICE,
  BUILT_IN_LABEL,
  type PlannerEnvironment,
} from './planner-from-env.js';
export {
  createGeminiPlanner,
  DEFAULT_GEMINI_MODEL,
  type GeminiPlannerOptions,
} from './create-gemini-planner.js';
export {
  createOpenAiPlanner,
  DEFAULT_OPENAI_BASE_URL,
  DEFAULT_OPENAI_MODEL,
  type OpenAiPlannerOptions,
} from './create-openai-planner.js';
export { createLlmPlanner, type LlmCallLimits, type LlmPlannerOptions } from './create-llm-planner.js';
export {
  recordPlanning,
  isReportingPlanner,
  type PlanningReport,
  type PlanWithReport,
  type ReportingPlanner,
} from './planning-report.js';
export { fitPaper, type FittedPaper } from './fit-paper.js';
export type { AskModel, ChatRequest, ChatTurn, JsonSchema } from './model-chat.js';
