import { PipelineError } from '../../errors.js';
import { ProviderError, withRetries, type RetryOptions } from '../../providers/index.js';
import type { PlanRequest } from '../slide-planner.js';
import { checkModelPlan } from './check-model-plan.js';
import { fitPaper } from './fit-paper.js';
import { estimateTokens } from './estimate-tokens.js';
import type { AskModel, ChatTurn } from './model-chat.js';
import { paperMessage, planInstructions, repairMessage } from './plan-prompt.js';
import { planSchema } from './plan-schema.js';
import { reportingPlanner, type ReportingPlanner } from './planning-report.js';

/** How long one call may take, how long planning may take in all, and how calls are retried. */
export interface LlmCallLimits {
  /** One request, answer included. Default 90 s. */
  attemptTimeoutMs?: number | undefined;
  /** All requests and waits together; default 200 s, inside the plan task's 300 s. */
  deadlineMs?: number | undefined;
  retry?: Pick<RetryOptions, 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs'> | undefined;
}

export interface LlmPlannerOptions extends LlmCallLimits {
  /** Recorded with the plan: "gemini", "openai". */
  name: string;
  /** The provider in messages for people: "Gemini". */
  provider: string;
  /** The planner for people: "Gemini (gemini-2.5-flash)". */
  label: string;
  /** The model's context in tokens: the paper, the instructions and the answer must fit in it. */
  contextTokens: number;
  ask: AskModel;
}

/** Tokens an answer of one slide takes, with room to spare; the answer must fit in the context too. */
const ANSWER_TOKENS_PER_SLIDE = 400;

/**
 * A planner on top of any chat model: it fits the paper into the model's context (see `fitPaper`),
 * asks for a plan in the plan's JSON schema, checks the answer (exactly slide_count slides, figures that
 * exist, scripts of the right length, no slide defects), and when the answer is unusable or has defects
 * sends the problems back for one repair round. A second unusable answer fails with a ProviderError of
 * kind 'bad_response'; a plan whose only faults are slide defects is kept rather than failed. Each
 * call has a time-out and rate limits, outages and time-outs are retried with backoff (Retry-After
 * honoured) until the overall deadline.
 */
export function createLlmPlanner(options: LlmPlannerOptions): ReportingPlanner {
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 90_000;
  const deadlineMs = options.deadlineMs ?? 200_000;
  return reportingPlanner(options.name, async (request: PlanRequest) => {
    const { document, slideCount, voice } = request;
    const settings = { slideCount, voice, language: document.language };
    const system = planInstructions(settings);
    const schema = planSchema(slideCount);
    const reserved =
      estimateTokens(system) +
      estimateTokens(paperMessage('', settings)) +
      slideCount * ANSWER_TOKENS_PER_SLIDE;
    const paper = fitPaper(document, Math.max(1_000, options.contextTokens - reserved));
    const deadline = AbortSignal.timeout(deadlineMs);
    const run = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;

    const ask = (turns: readonly ChatTurn[]): Promise<string> =>
      withRetries(
        async () => {
          const attempt = AbortSignal.any([run, AbortSignal.timeout(attemptTimeoutMs)]);
          try {
            return await options.ask({ system, turns, schema, signal: attempt });
          } catch (error) {
            if (!attempt.aborted || run.aborted) throw error;
            throw new ProviderError(
              options.provider,
              'timeout',
              `${options.provider} did not answer within ${seconds(attemptTimeoutMs)} seconds.`,
              { cause: error },
            );
          }
        },
        { ...options.retry, signal: run },
      );

    try {
      const turns: ChatTurn[] = [{ role: 'user', text: paperMessage(paper.text, settings) }];
      const first = await ask(turns);
      let checked = checkModelPlan(first, document, slideCount);
      if (!checked.ok) {
        turns.push(
          { role: 'model', text: first },
          { role: 'user', text: repairMessage(checked.problems, slideCount) },
        );
        const firstUsable = checked.usable;
        checked = checkModelPlan(await ask(turns), document, slideCount);
        // A repair that still has slide defects, or broke the plan, loses to the better usable answer.
        const usable = checked.ok ? undefined : (checked.usable ?? firstUsable);
        if (usable !== undefined) checked = { ok: true, plan: usable };
      }
      if (!checked.ok) {
        throw new ProviderError(
          options.provider,
          'bad_response',
          `${options.provider} returned an unusable slide plan twice: ${checked.problems[0] ?? 'it had no slides.'}`,
        );
      }
      return {
        plan: checked.plan,
        report: {
          planner: options.name,
          label: options.label,
          notices: paper.notice === undefined ? [] : [paper.notice],
        },
      };
    } catch (error) {
      if (request.signal?.aborted)
        throw new PipelineError('cancelled', 'The work was cancelled.', { cause: error });
      if (deadline.aborted) {
        throw new ProviderError(
          options.provider,
          'timeout',
          `${options.provider} did not finish planning within ${seconds(deadlineMs)} seconds.`,
          { cause: error },
        );
      }
      throw error;
    }
  });
}

function seconds(ms: number): string {
  return ms < 10_000 ? String(Math.round(ms / 100) / 10) : String(Math.round(ms / 1000));
}
