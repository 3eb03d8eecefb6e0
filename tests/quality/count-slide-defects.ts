/**
 * The talk's part of the quality report: plans a read paper with the built-in planner (or a given
 * one) and counts the slide defects of each kind (see functions/src/pipeline/plan/find-slide-defects.ts),
 * which parts of a talk's story the plan tells, and how well its figures fit its slides.
 */
import type { PaperDocument } from '../../functions/src/pipeline/document.js';
import {
  findSlideDefects,
  planFigureFit,
  planSlides,
  type PlanFigureFit,
  SLIDE_DEFECT_KINDS,
  type SlideDefectKind,
  type SlidePlanner,
} from '../../functions/src/pipeline/plan/index.js';
import type { SlidesPlan } from '../../functions/src/shared/slide-plan.js';

/** The parts of a research talk, in the order a talk tells them. */
export const STORY_ROLES = ['title', 'problem', 'method', 'results', 'conclusion'] as const;
export type StoryRole = (typeof STORY_ROLES)[number];

export interface SlideDefectCount {
  slides: number;
  /** Defects of each kind over the whole plan (every kind present, zero when none). */
  defects: Record<SlideDefectKind, number>;
  total: number;
  /** The story roles some slide plays, in talk order. */
  roles: StoryRole[];
  /** Slides showing a fitting figure, how many could, and the misfits (functions/src/pipeline/plan/figure-fit.ts). */
  figureFit: PlanFigureFit;
  /** Milliseconds the planner took. */
  planMs: number;
  /** The plan counted. */
  plan: SlidesPlan;
}

/** What a slide's title and script say it is for; a slide may play more than one role. */
const ROLE_CUES: Record<Exclude<StoryRole, 'title'>, RegExp> = {
  problem:
    /\b(?:problem|challenge|motivation|why|limitation|gap|question|difficult|hard to|costly|bottleneck|background|introduction)\b|问题|挑战|背景|动机/i,
  method:
    /\b(?:method|approach|model|architecture|algorithm|framework|we propose|design|how it works|technique|procedure|pipeline|materials)\b|方法|模型|架构|设计/i,
  results:
    /\b(?:results?|accuracy|score|outperform|improv\w+|achiev\w+|gains?|measured|found|evaluation|experiments?|performance|BLEU|percent|\d+(?:\.\d+)?\s?%)|结果|实验|性能|提高/i,
  conclusion:
    /\b(?:conclusion|conclude|takeaways?|summary|in short|future work|limitations?|to sum up|overall)\b|结论|总结|展望/i,
};

/** The story roles `plan` covers: the first slide opens the talk; the others by what they say. */
export function storyRolesOf(plan: SlidesPlan): StoryRole[] {
  const found = new Set<StoryRole>();
  plan.forEach((slide, index) => {
    if (index === 0) {
      found.add('title');
      return;
    }
    const text = `${slide.slide_title}. ${slide.voiceover_script}`;
    for (const [role, cue] of Object.entries(ROLE_CUES) as [Exclude<StoryRole, 'title'>, RegExp][])
      if (cue.test(text)) found.add(role);
  });
  return STORY_ROLES.filter((role) => found.has(role));
}

/** Defect counts and figure fit of one plan of `document`. */
export function countPlanDefects(plan: SlidesPlan, document: PaperDocument, planMs = 0): SlideDefectCount {
  const language = document.language;
  const defects = Object.fromEntries(SLIDE_DEFECT_KINDS.map((kind) => [kind, 0])) as Record<
    SlideDefectKind,
    number
  >;
  const found = findSlideDefects(plan, language);
  for (const defect of found) defects[defect.kind] += 1;
  return {
    slides: plan.length,
    defects,
    total: found.length,
    roles: storyRolesOf(plan),
    figureFit: planFigureFit(plan, document),
    planMs,
    plan,
  };
}

/** Plans `document` (`slideCount` slides, the built-in planner unless one is given) and counts its defects. */
export async function countSlideDefects(
  document: PaperDocument,
  options: { slideCount?: number; planner?: SlidePlanner } = {},
): Promise<SlideDefectCount> {
  const started = performance.now();
  const plan = await planSlides(document, { slideCount: options.slideCount ?? 5, planner: options.planner });
  return countPlanDefects(plan, document, performance.now() - started);
}
