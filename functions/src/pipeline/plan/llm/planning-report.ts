/**
 * What a planning run tells people besides the plan: which planner made it and what they should know
 * (text of a long paper left out, a provider that failed and the built-in planner that stood in). The
 * `SlidePlanner` interface returns only the plan, so planners that have more to say implement
 * `planWithReport` as well, and callers wrap the planner of each run with `recordPlanning`.
 */
import type { SlidesPlan } from '../../../shared/slide-plan.js';
import type { PlanRequest, SlidePlanner } from '../slide-planner.js';

export interface PlanningReport {
  /** The planner that made the plan: "gemini", "openai" or "extractive". */
  planner: string;
  /** The same for people: "Gemini (gemini-2.5-flash)", "built-in". */
  label: string;
  /** Sentences for the user (the job's current step, the command line's notes). */
  notices: string[];
  /** Why the configured provider was not used, for operators and logs; may name settings. */
  fallbackReason?: string | undefined;
}

export interface PlanWithReport {
  plan: SlidesPlan;
  report: PlanningReport;
}

export interface ReportingPlanner extends SlidePlanner {
  planWithReport(request: PlanRequest): Promise<PlanWithReport>;
}

export function isReportingPlanner(planner: SlidePlanner): planner is ReportingPlanner {
  return typeof (planner as Partial<ReportingPlanner>).planWithReport === 'function';
}

/** A planner whose `plan` is its `planWithReport` without the report. */
export function reportingPlanner(
  name: string,
  planWithReport: ReportingPlanner['planWithReport'],
): ReportingPlanner {
  return { name, planWithReport, plan: async (request) => (await planWithReport(request)).plan };
}

/**
 * Wraps `planner` for one run and keeps what it reported; `report()` is undefined until it has planned
 * (and stays so when an edited plan made planning unnecessary).
 * @example
 * const planning = recordPlanning(plannerFromEnv(process.env));
 * await runPipeline({ pdf, planner: planning.planner });
 * console.log(planning.report()?.label);
 */
export function recordPlanning(planner: SlidePlanner): {
  planner: SlidePlanner;
  report(): PlanningReport | undefined;
} {
  let last: PlanningReport | undefined;
  const recorded = reportingPlanner(planner.name, async (request) => {
    const outcome: PlanWithReport = isReportingPlanner(planner)
      ? await planner.planWithReport(request)
      : {
          plan: await planner.plan(request),
          report: { planner: planner.name, label: planner.name, notices: [] },
        };
    last = outcome.report;
    return outcome;
  });
  return { planner: recorded, report: () => last };
}
