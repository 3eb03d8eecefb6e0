/** The plan stage: PaperDocument → slide plan. */
export { planSlides, type PlanSlidesOptions } from './plan-slides.js';
export { createExtractivePlanner } from './create-extractive-planner.js';
export { checkPlan } from './check-plan.js';
export {
  findSlideDefects,
  SLIDE_DEFECT_KINDS,
  SLIDE_SHAPE,
  type SlideDefect,
  type SlideDefectKind,
} from './find-slide-defects.js';
export { planFigureFit, type PlanFigureFit } from './figure-fit.js';
export type { SlidePlanner, PlanRequest } from './slide-planner.js';
export {
  plannerFromEnv,
  recordPlanning,
  createGeminiPlanner,
  createOpenAiPlanner,
  type PlannerEnvironment,
  type PlanningReport,
  type ReportingPlanner,
} from './llm/index.js';
