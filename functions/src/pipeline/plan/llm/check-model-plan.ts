import type { PaperDocument } from '../../document.js';
import { PLAN_LIMITS, validateSlidesPlan, type SlidesPlan } from '../../../shared/slide-plan.js';
import { findFigure } from '../../figure-reference.js';
import { findSlideDefects } from '../find-slide-defects.js';
import { MAX_MODEL_BULLETS } from './plan-schema.js';
import { measureScript, scriptLength } from './script-length.js';

/**
 * `usable` is set when the plan can be shown as it is and only its slides' defects (cut bullets,
 * pointers into the paper, debris…) are wrong: worth a repair round, but better than no plan.
 */
export type ModelPlanCheck =
  { ok: true; plan: SlidesPlan } | { ok: false; problems: string[]; usable?: SlidesPlan | undefined };

/**
 * Reads a model's answer and says what is wrong with it, in sentences the model can act on in the
 * repair round: not JSON, not exactly `slideCount` slides, a `visual_identifier` the paper does not
 * have (a loose form of a real one, "Fig. 2", is fine: the plan check makes it canonical), a missing
 * field, too many bullets, or a voice-over script outside the length range; then the slides' defects
 * (see find-slide-defects.ts), with the plan kept as usable.
 */
export function checkModelPlan(answer: string, document: PaperDocument, slideCount: number): ModelPlanCheck {
  const parsed = parseJson(answer);
  if (parsed === undefined) return { ok: false, problems: ['The answer is not complete, valid JSON.'] };
  const slides = Array.isArray(parsed) ? parsed : (parsed as { slides?: unknown } | null)?.slides;
  if (!Array.isArray(slides)) return { ok: false, problems: ['The answer has no "slides" list.'] };
  const problems: string[] = [];
  if (slides.length !== slideCount)
    problems.push(`The plan has ${slides.length} slides; it must have exactly ${slideCount}.`);
  if (slides.length === 0) return { ok: false, problems };
  const validation = validateSlidesPlan(slides);
  if (!validation.ok) return { ok: false, problems: [...problems, validation.problem] };

  const known =
    document.figures.length === 0
      ? 'the paper has no figures or tables, so leave it ""'
      : `use one of ${document.figures.map((f) => f.id).join(', ')}, or ""`;
  const length = scriptLength(document.language);
  validation.plan.forEach((slide, index) => {
    const where = `Slide ${index + 1}`;
    const visual = slide.visual_identifier;
    if (visual !== '' && findFigure(document.figures, visual) === undefined) {
      problems.push(
        `${where} shows "${visual}", which is not in the paper's list of figures and tables; ${known}.`,
      );
    }
    if (slide.bullet_points.length > MAX_MODEL_BULLETS)
      problems.push(
        `${where} has ${slide.bullet_points.length} bullet points; at most ${MAX_MODEL_BULLETS}.`,
      );
    const spoken = measureScript(slide.voiceover_script, document.language);
    if (
      spoken < length.accept.min ||
      spoken > length.accept.max ||
      slide.voiceover_script.length > PLAN_LIMITS.maxScriptLength
    ) {
      problems.push(
        `${where}: the voice-over script has ${spoken} ${length.unit}; write ${length.ask.min} to ${length.ask.max}.`,
      );
    }
  });
  if (problems.length > 0) return { ok: false, problems };
  // The script length is checked above with a model's looseness; the defect list holds the rest.
  const defects = findSlideDefects(validation.plan, document.language).filter(
    (defect) => defect.kind !== 'script_length',
  );
  if (defects.length > 0)
    return {
      ok: false,
      problems: defects.map((d) => `Slide ${d.slide}: ${d.message}`),
      usable: validation.plan,
    };
  return { ok: true, plan: validation.plan };
}

/**
 * The JSON in an answer, or undefined. Local models often put reasoning in <think> tags, a Markdown
 * fence around the JSON or a sentence before it, despite being asked for JSON only.
 */
function parseJson(answer: string): unknown {
  const text = answer.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text)?.[1];
  const braced = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  for (const candidate of [text, fenced, braced]) {
    if (candidate === undefined || candidate === '') continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Try the next reading.
    }
  }
  return undefined;
}
