import type { PaperDocument } from '../document.js';
import { PipelineError } from '../errors.js';
import {
  PLAN_LIMITS,
  validateSlidesPlan,
  type SlidePlanItem,
  type SlidesPlan,
} from '../../shared/slide-plan.js';
import { toSpokenText } from '../text/index.js';
import { findFigure } from '../figure-reference.js';
import { frameTalk } from './frame-talk.js';
import { shortenBullet } from './shorten-bullet.js';

const MAX_BULLETS = 5;
/** The opening slide carries the paper's whole title; the draw stage fits whatever length it gets. */
const MAX_TITLE_CHARS = PLAN_LIMITS.maxTitleLength;

/**
 * Makes any planner's output safe for the later stages, whatever the planner was (the extractive
 * one or a cloud model that ignored its instructions): at most `slideCount` slides (the first ones
 * and the last, which holds the takeaway), a title on every slide, at most 5 short bullets,
 * `visual_identifier` in canonical form and only for a figure the paper has, each figure once, and
 * a script without citations or written-only abbreviations (built from the bullets when missing); then
 * the title slide's authors, venue and year and the closing slide's link (see frame-talk.ts).
 * Throws 'invalid_plan' when nothing usable is left.
 */
export function checkPlan(raw: unknown, document: PaperDocument, slideCount: number): SlidesPlan {
  if (!Array.isArray(raw))
    throw new PipelineError('invalid_plan', 'The slide planner did not return a list of slides.');
  const language = document.language;
  const slides = raw
    .map((item: unknown, index) => coerceSlide(item, index, language))
    .filter((s) => s !== undefined);
  const kept =
    slides.length > slideCount ? [...slides.slice(0, slideCount - 1), ...slides.slice(-1)] : slides;
  const usedFigures = new Set<string>();
  const figured = kept.map((slide) => {
    const visual = findFigure(document.figures, slide.visual_identifier)?.id ?? '';
    const fresh = visual !== '' && !usedFigures.has(visual) ? visual : '';
    if (fresh !== '') usedFigures.add(fresh);
    return { ...slide, visual_identifier: fresh };
  });
  const plan = frameTalk(figured, document);
  if (plan.length === 0)
    throw new PipelineError('invalid_plan', 'The slide planner returned no usable slides for this paper.');
  const validation = validateSlidesPlan(plan);
  if (!validation.ok)
    throw new PipelineError(
      'invalid_plan',
      `The slide planner returned an unusable plan: ${validation.problem}`,
    );
  return validation.plan;
}

/** One slide made well-formed, or undefined when it has nothing to show or say. */
function coerceSlide(item: unknown, index: number, language: string): SlidePlanItem | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const text = (value: unknown): string =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  const rawBullets = Array.isArray(record['bullet_points']) ? record['bullet_points'].map(text) : [];
  const bullets: string[] = [];
  for (const raw of rawBullets) {
    const bullet = raw === '' ? '' : shortenBullet(raw, language);
    if (bullet !== '' && !bullets.some((kept) => nearlySame(kept, bullet))) bullets.push(bullet);
  }
  let title = truncateTitle(text(record['slide_title']));
  let script = text(record['voiceover_script']);
  if (title === '' && script === '' && bullets.length === 0) return undefined;
  if (title === '')
    title = bullets[0] ?? (language.startsWith('zh') ? `第${index + 1}页` : `Slide ${index + 1}`);
  // A slide without a script would be silent in the video: say its title and bullets.
  if (script === '') script = [title, ...bullets].map(asSentence).join(' ');
  return {
    slide_title: title,
    visual_identifier: text(record['visual_identifier']),
    bullet_points: bullets.slice(0, MAX_BULLETS),
    voiceover_script: toSpokenText(script, language),
  };
}

/** Two bullets that share almost all their words say the same thing twice. */
export function nearlySame(a: string, b: string): boolean {
  const words = (text: string): Set<string> => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((word) => y.has(word)).length;
  return shared >= Math.min(x.size, y.size) * 0.8;
}

function asSentence(line: string): string {
  if (/[.!?。！？]$/.test(line)) return line;
  return /[\u3400-\u9fff]$/.test(line) ? `${line}。` : `${line}.`;
}

function truncateTitle(title: string): string {
  if (title.length <= MAX_TITLE_CHARS) return title;
  const cut = title.slice(0, MAX_TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  return (space > MAX_TITLE_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[,;:—-]+$/, '');
}
