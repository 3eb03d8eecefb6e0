/** A slide as the forms edit it (bullets as text, one per line) and back (docs/product.md §5: blank lines dropped). */
import type { SlidePlanItem, SlidesPlan } from '../api';

export interface SlideDraft {
  title: string;
  visual: string;
  bullets: string;
  script: string;
}

export function toDraft(item: SlidePlanItem): SlideDraft {
  return {
    title: item.slide_title,
    visual: item.visual_identifier,
    bullets: item.bullet_points.join('\n'),
    script: item.voiceover_script,
  };
}

/** One line per bullet point, trimmed, blank lines dropped. */
export function bulletLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function fromDraft(draft: SlideDraft): SlidePlanItem {
  return {
    slide_title: draft.title.trim(),
    visual_identifier: draft.visual.trim(),
    bullet_points: bulletLines(draft.bullets),
    voiceover_script: draft.script.trim(),
  };
}

export const planFromDrafts = (drafts: readonly SlideDraft[]): SlidesPlan => drafts.map(fromDraft);
