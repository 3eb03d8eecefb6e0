/**
 * The slide plan: the one shape the planner writes, the user edits (web app or a JSON file) and every
 * later stage reads. Field names are the API contract (docs/product.md §3) and stay snake_case.
 *
 * Imports nothing from Node or Firebase so the web client can use it too.
 */

/** One slide of the plan. */
export interface SlidePlanItem {
  slide_title: string;
  /** A figure or table of the paper, e.g. "Figure 2" or "Table 1"; empty when the slide has none. */
  visual_identifier: string;
  bullet_points: string[];
  voiceover_script: string;
}

export type SlidesPlan = SlidePlanItem[];

/** Limits a plan must respect; the editor and the API enforce the same ones. */
export const PLAN_LIMITS = {
  maxSlides: 30,
  maxTitleLength: 200,
  maxBullets: 8,
  maxBulletLength: 300,
  maxScriptLength: 5000,
} as const;

/** Result of {@link validateSlidesPlan}: the cleaned plan, or the first problem in words. */
export type PlanValidation = { ok: true; plan: SlidesPlan } | { ok: false; problem: string };

/**
 * Checks an untrusted value (an edited JSON file, a request body) and returns a cleaned plan:
 * strings trimmed, blank bullets dropped. The problem text names the slide, counted from 1.
 */
export function validateSlidesPlan(value: unknown): PlanValidation {
  if (!Array.isArray(value)) return { ok: false, problem: 'The slide plan must be a list of slides.' };
  if (value.length === 0) return { ok: false, problem: 'The slide plan has no slides.' };
  if (value.length > PLAN_LIMITS.maxSlides) {
    return {
      ok: false,
      problem: `The slide plan has ${value.length} slides; at most ${PLAN_LIMITS.maxSlides} are allowed.`,
    };
  }
  const plan: SlidesPlan = [];
  for (const [index, raw] of value.entries()) {
    const where = `Slide ${index + 1}`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return { ok: false, problem: `${where} is not a slide object.` };
    }
    const item = raw as Record<string, unknown>;
    const title = item['slide_title'];
    const visual = item['visual_identifier'] ?? '';
    const bullets = item['bullet_points'] ?? [];
    const script = item['voiceover_script'] ?? '';
    if (typeof title !== 'string' || title.trim() === '')
      return { ok: false, problem: `${where} needs a title.` };
    if (title.length > PLAN_LIMITS.maxTitleLength)
      return { ok: false, problem: `${where}: the title is too long.` };
    if (typeof visual !== 'string')
      return { ok: false, problem: `${where}: the figure reference must be text.` };
    if (!Array.isArray(bullets) || bullets.some((b) => typeof b !== 'string')) {
      return { ok: false, problem: `${where}: bullet points must be a list of text lines.` };
    }
    const cleanBullets = (bullets as string[]).map((b) => b.trim()).filter((b) => b !== '');
    if (cleanBullets.length > PLAN_LIMITS.maxBullets) {
      return {
        ok: false,
        problem: `${where} has ${cleanBullets.length} bullet points; at most ${PLAN_LIMITS.maxBullets} fit on a slide.`,
      };
    }
    if (cleanBullets.some((b) => b.length > PLAN_LIMITS.maxBulletLength)) {
      return { ok: false, problem: `${where}: a bullet point is too long.` };
    }
    if (typeof script !== 'string')
      return { ok: false, problem: `${where}: the voice-over script must be text.` };
    if (script.length > PLAN_LIMITS.maxScriptLength)
      return { ok: false, problem: `${where}: the voice-over script is too long.` };
    plan.push({
      slide_title: title.trim(),
      visual_identifier: visual.trim(),
      bullet_points: cleanBullets,
      voiceover_script: script.trim(),
    });
  }
  return { ok: true, plan };
}
