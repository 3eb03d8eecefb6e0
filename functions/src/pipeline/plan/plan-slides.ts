import type { PaperDocument } from '../document.js';
import { PipelineError, throwIfCancelled } from '../errors.js';
import type { OnStageProgress } from '../progress.js';
import { resolveSettings } from '../../shared/settings.js';
import type { SlidesPlan } from '../../shared/slide-plan.js';
import type { VoiceId } from '../../shared/voices.js';
import { checkPlan } from './check-plan.js';
import { createExtractivePlanner } from './create-extractive-planner.js';
import type { SlidePlanner } from './slide-planner.js';

export interface PlanSlidesOptions {
  /** 3 to 8; default 5. */
  slideCount?: number | undefined;
  /** Default 'sully'. */
  voice?: VoiceId | undefined;
  /** Default: the local extractive planner. */
  planner?: SlidePlanner | undefined;
  signal?: AbortSignal | undefined;
  onProgress?: OnStageProgress | undefined;
}

/**
 * The plan stage: turns a paper into a slide plan. Checks the options before any planner runs,
 * then checks whatever the planner returned (see `checkPlan`), so every planner, local or cloud,
 * hands the later stages a plan they can rely on.
 */
export async function planSlides(
  document: PaperDocument,
  options: PlanSlidesOptions = {},
): Promise<SlidesPlan> {
  const settings = resolveSettings({ slide_count: options.slideCount, voice_id: options.voice });
  if (!settings.ok) throw new PipelineError('invalid_option', settings.problem);
  const { slide_count: slideCount, voice_id: voice } = settings.settings;
  const planner = options.planner ?? createExtractivePlanner();
  throwIfCancelled(options.signal);
  options.onProgress?.({ done: 0, total: 2 });
  const raw: unknown = await planner.plan({ document, slideCount, voice, signal: options.signal });
  throwIfCancelled(options.signal);
  options.onProgress?.({ done: 1, total: 2 });
  const plan = checkPlan(raw, document, slideCount);
  options.onProgress?.({ done: 2, total: 2 });
  return plan;
}
