import { PipelineError } from '../../errors.js';
import { isProviderError } from '../../providers/index.js';
import { createExtractivePlanner } from '../create-extractive-planner.js';
import type { SlidePlanner } from '../slide-planner.js';
import { createGeminiPlanner } from './create-gemini-planner.js';
import type { LlmCallLimits } from './create-llm-planner.js';
import { createOpenAiPlanner } from './create-openai-planner.js';
import { isReportingPlanner, reportingPlanner, type ReportingPlanner } from './planning-report.js';

/** The settings that choose the planner, by their environment names; unset and '' mean the same. */
export type PlannerEnvironment = Readonly<
  Partial<
    Record<
      | 'GEMINI_API_KEY'
      | 'GEMINI_MODEL'
      | 'GEMINI_BASE_URL'
      | 'OPENAI_API_KEY'
      | 'OPENAI_BASE_URL'
      | 'OPENAI_MODEL'
      | 'OPENAI_CONTEXT_TOKENS',
      string | undefined
    >
  >
>;

/** What the user reads when the configured AI planner failed and the built-in one stood in. */
export const FALLBACK_NOTICE =
  'The AI planner was unavailable, so the built-in planner drafted these slides; review them before you continue.';

export const BUILT_IN_LABEL = 'built-in';

/**
 * The planner the settings ask for: Gemini when `GEMINI_API_KEY` is set (`GEMINI_MODEL`,
 * `GEMINI_BASE_URL` optional); otherwise an OpenAI-compatible endpoint when `OPENAI_API_KEY` or
 * `OPENAI_BASE_URL` is set (a local model server needs no key; `OPENAI_MODEL`, `OPENAI_CONTEXT_TOKENS`
 * optional); otherwise the local extractive planner. A cloud planner that fails for good (bad key,
 * quota, outage, unusable answers) hands over to the extractive planner, and the report says so: the
 * user gets a plan to review either way, and nothing is charged for a provider's failure.
 * @example const planner = plannerFromEnv(process.env);
 */
export function plannerFromEnv(env: PlannerEnvironment, limits: LlmCallLimits = {}): ReportingPlanner {
  const value = (name: keyof PlannerEnvironment): string | undefined => env[name]?.trim() || undefined;
  const geminiKey = value('GEMINI_API_KEY');
  if (geminiKey !== undefined) {
    return withFallback(
      createGeminiPlanner({
        ...limits,
        apiKey: geminiKey,
        model: value('GEMINI_MODEL'),
        baseUrl: value('GEMINI_BASE_URL'),
      }),
    );
  }
  const openAiKey = value('OPENAI_API_KEY');
  const openAiUrl = value('OPENAI_BASE_URL');
  if (openAiKey !== undefined || openAiUrl !== undefined) {
    const context = value('OPENAI_CONTEXT_TOKENS');
    if (context !== undefined && !/^\d+$/.test(context)) {
      throw new PipelineError(
        'invalid_option',
        `OPENAI_CONTEXT_TOKENS must be a whole number of tokens, e.g. 32768, not "${context}".`,
      );
    }
    return withFallback(
      createOpenAiPlanner({
        ...limits,
        apiKey: openAiKey,
        baseUrl: openAiUrl,
        model: value('OPENAI_MODEL'),
        contextTokens: context === undefined ? undefined : Number(context),
      }),
    );
  }
  return builtIn(createExtractivePlanner());
}

/**
 * `primary`, or the extractive planner when `primary` fails with a ProviderError (retries already
 * spent). Cancellation and the paper's own problems pass through.
 */
export function withFallback(
  primary: ReportingPlanner,
  fallback: SlidePlanner = createExtractivePlanner(),
): ReportingPlanner {
  return reportingPlanner(primary.name, async (request) => {
    try {
      return await primary.planWithReport(request);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      const plan = await fallback.plan(request);
      return {
        plan,
        report: {
          planner: fallback.name,
          label: BUILT_IN_LABEL,
          notices: [FALLBACK_NOTICE],
          fallbackReason: error.message,
        },
      };
    }
  });
}

function builtIn(planner: SlidePlanner): ReportingPlanner {
  if (isReportingPlanner(planner)) return planner;
  return reportingPlanner(planner.name, async (request) => ({
    plan: await planner.plan(request),
    report: { planner: planner.name, label: BUILT_IN_LABEL, notices: [] },
  }));
}
