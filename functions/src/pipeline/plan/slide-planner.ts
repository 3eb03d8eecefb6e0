/**
 * What any planner must do: turn a paper into a slide plan. The local extractive planner and cloud
 * LLM planners implement the same interface, so callers never change when a provider is configured.
 */
import type { SlidesPlan } from '../../shared/slide-plan.js';
import type { VoiceId } from '../../shared/voices.js';
import type { PaperDocument } from '../document.js';

export interface PlanRequest {
  document: PaperDocument;
  /** Already validated: 3 to 8. */
  slideCount: number;
  voice: VoiceId;
  signal?: AbortSignal | undefined;
}

export interface SlidePlanner {
  /** Short name recorded with the plan, e.g. "extractive" or "gemini". */
  readonly name: string;
  plan(request: PlanRequest): Promise<SlidesPlan>;
}
