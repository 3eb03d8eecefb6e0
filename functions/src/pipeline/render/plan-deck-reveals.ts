/** Reveal states for every slide of a deck, and the video slides that show them. */
import type { PaperFigure } from '../document.js';
import { findFigure } from '../figure-reference.js';
import type { SlidesPlan } from '../../shared/slide-plan.js';
import { planReveals, type RevealState } from './plan-reveals.js';
import type { VideoSlide } from './video-slide.js';

export interface DeckRevealOptions {
  /** Each slide's narration length, by index. */
  durationsSec: readonly number[];
  figures: readonly PaperFigure[];
  language: string;
  /** Each slide's sentence start times, when the voice reports them. */
  sentenceStartsSec?: ReadonlyArray<readonly number[] | undefined> | undefined;
}

/**
 * The reveal states of each slide of `plan` (see planReveals). The first slide is the title slide and
 * shows everything at once; a figure the paper does not have is not waited for.
 */
export function planDeckReveals(plan: SlidesPlan, options: DeckRevealOptions): RevealState[][] {
  return plan.map((item, index) => {
    const figureId = findFigure(options.figures, item.visual_identifier)?.id ?? '';
    const all: RevealState = { atSec: 0, bullets: item.bullet_points.length, figure: figureId !== '' };
    if (index === 0) return [all];
    return planReveals({
      bullets: item.bullet_points,
      script: item.voiceover_script,
      figureId,
      durationSec: options.durationsSec[index] ?? 0,
      language: options.language,
      sentenceStartsSec: options.sentenceStartsSec?.[index],
    });
  });
}

/**
 * The picture and reveals of a video slide from its reveal states and their drawn pictures (in the
 * same order; `fallback` when the slide was drawn without states).
 */
export function revealPictures(
  states: readonly RevealState[],
  paths: readonly string[] | undefined,
  fallback: string,
): Pick<VideoSlide, 'imagePath' | 'reveals'> {
  if (paths === undefined || paths.length !== states.length || paths.length < 2)
    return { imagePath: fallback, reveals: undefined };
  return {
    imagePath: paths[0] ?? fallback,
    reveals: states.slice(1).map((state, k) => ({ imagePath: paths[k + 1] ?? fallback, atSec: state.atSec })),
  };
}
