/** The draw stage: every slide of a plan as a 1920 × 1080 PNG, ready for the video. */
import { createCanvas } from '@napi-rs/canvas';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PaperFigure } from '../document.js';
import { PipelineError, throwIfCancelled } from '../errors.js';
import type { OnStageProgress } from '../progress.js';
import type { SlidePlanItem, SlidesPlan } from '../../shared/slide-plan.js';
import { canvasMeasure } from './canvas-measure.js';
import { fontStack } from './font-stack.js';
import { layoutSlide, type Rect } from './layout-slide.js';
import { loadSlideFigure, slideContent, type FigureImageCache } from './load-slide-figure.js';
import { hiddenAreas, paintSlide, type ShownParts } from './paint-slide.js';
import { registerSlideFonts } from './register-slide-fonts.js';
import { assemblePng, BAND_ROWS, bandCount, encodeBands, type PngBand } from '../system/encode-opaque-png.js';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from './theme.js';

export interface SlideImage {
  /** 0-based position in the plan. */
  index: number;
  path: string;
  width: 1920;
  height: 1080;
  /** The pictures of the reveal states asked for (see DrawSlidesOptions.reveals), in the same order. */
  states?: string[] | undefined;
}

export interface DrawSlidesOptions {
  paperTitle: string;
  /** The paper's figures; a slide's visual_identifier names one by id. */
  figures: readonly PaperFigure[];
  /** ISO 639-1 code; "zh", "ja" and "ko" are drawn with the CJK font. */
  language: string;
  /** Where slide_1.png, slide_2.png … are written. */
  workDir: string;
  signal?: AbortSignal | undefined;
  /** done/total count slides. */
  onProgress?: OnStageProgress | undefined;
  /**
   * Reveal states to draw for each slide, by slide index: the same slide, from the same layout, with
   * only its first bullets and maybe not its figure; written as slide_{n}_state_{k}.png.
   */
  reveals?: ReadonlyArray<readonly ShownParts[] | undefined> | undefined;
}

interface Painted {
  index: number;
  encode: () => Promise<Buffer>;
  /** Each reveal state's picture; undefined where the state shows the whole slide. */
  states: Array<(() => Promise<Buffer>) | undefined>;
}

/** Whether `shown` leaves out something the slide has. */
function isPartial(shown: ShownParts, bullets: number, hasFigure: boolean): boolean {
  return shown.bullets < bullets || (hasFigure && !shown.figure);
}

async function paint(
  item: SlidePlanItem,
  index: number,
  total: number,
  options: DrawSlidesOptions,
  cache: FigureImageCache,
): Promise<Painted> {
  const family = fontStack(options.language, registerSlideFonts());
  const figure = await loadSlideFigure(item, options.figures, cache);
  const layout = layoutSlide(
    slideContent(item, index, total, options.paperTitle, figure),
    canvasMeasure(family),
  );
  const canvas = createCanvas(SLIDE_WIDTH, SLIDE_HEIGHT);
  paintSlide(canvas.getContext('2d'), layout, figure?.image, family);
  let fullBands: Promise<PngBand[]> | undefined;
  const bandsOfFull = (): Promise<PngBand[]> =>
    (fullBands ??= encodeBands(
      canvas.data(),
      SLIDE_WIDTH,
      SLIDE_HEIGHT,
      Array.from({ length: bandCount(SLIDE_HEIGHT) }, (_, band) => band),
    ));
  // A reveal state is the full slide but for the bands of rows around the parts it leaves out: only
  // those are painted (as the state, from the same layout) and compressed again.
  const states = (options.reveals?.[index] ?? []).map((shown) => {
    if (!isPartial(shown, item.bullet_points.length, figure !== undefined && layout.figure !== undefined))
      return undefined;
    return async (): Promise<Buffer> => {
      const bands = [...(await bandsOfFull())];
      for (const run of bandRuns(hiddenAreas(layout, shown))) {
        const top = (run[0] ?? 0) * BAND_ROWS;
        const bottom = Math.min(SLIDE_HEIGHT, ((run[run.length - 1] ?? 0) + 1) * BAND_ROWS);
        const part = createCanvas(SLIDE_WIDTH, bottom - top);
        const ctx = part.getContext('2d');
        ctx.translate(0, -top);
        paintSlide(ctx, layout, figure?.image, family, shown);
        const encoded = await encodeBands(part.data(), SLIDE_WIDTH, SLIDE_HEIGHT, run, top);
        run.forEach((band, k) => {
          bands[band] = encoded[k] as PngBand;
        });
      }
      return assemblePng(SLIDE_WIDTH, SLIDE_HEIGHT, bands);
    };
  });
  return {
    index,
    encode: async () => assemblePng(SLIDE_WIDTH, SLIDE_HEIGHT, await bandsOfFull()),
    states,
  };
}

/** The bands the areas touch, as runs of consecutive band numbers. */
function bandRuns(areas: readonly Rect[]): number[][] {
  const touched = new Set<number>();
  for (const area of areas) {
    const last = Math.min(bandCount(SLIDE_HEIGHT), Math.ceil((area.y + area.height) / BAND_ROWS)) - 1;
    for (let band = Math.floor(area.y / BAND_ROWS); band <= last; band++) touched.add(band);
  }
  const runs: number[][] = [];
  for (const band of [...touched].sort((a, b) => a - b)) {
    const run = runs[runs.length - 1];
    if (run !== undefined && run[run.length - 1] === band - 1) run.push(band);
    else runs.push([band]);
  }
  return runs;
}

async function save(painted: Painted, workDir: string): Promise<SlideImage> {
  const path = join(workDir, `slide_${painted.index + 1}.png`);
  await writeFile(path, await painted.encode());
  const states: string[] = [];
  for (const [k, encode] of painted.states.entries()) {
    if (encode === undefined) states.push(path);
    else {
      const statePath = join(workDir, `slide_${painted.index + 1}_state_${k + 1}.png`);
      await writeFile(statePath, await encode());
      states.push(statePath);
    }
  }
  return {
    index: painted.index,
    path,
    width: SLIDE_WIDTH,
    height: SLIDE_HEIGHT,
    ...(painted.states.length > 0 ? { states } : {}),
  };
}

/**
 * Draws one slide to `workDir/slide_{index+1}.png`, e.g. to redo a slide after an edit.
 */
export async function drawSlide(
  item: SlidePlanItem,
  index: number,
  total: number,
  options: DrawSlidesOptions,
): Promise<SlideImage> {
  throwIfCancelled(options.signal);
  return save(await paint(item, index, total, options, new Map()), options.workDir);
}

/**
 * Draws every slide of `plan`. PNG compression runs off the main thread, so slide n is encoded while
 * slide n + 1 is painted; at most one encode is in flight to bound memory.
 */
export async function drawSlides(plan: SlidesPlan, options: DrawSlidesOptions): Promise<SlideImage[]> {
  if (plan.length === 0) throw new PipelineError('invalid_plan', 'The slide plan has no slides.');
  const cache: FigureImageCache = new Map();
  const images: SlideImage[] = [];
  let inFlight: Promise<SlideImage> | undefined;
  try {
    for (const [index, item] of plan.entries()) {
      throwIfCancelled(options.signal);
      const painted = await paint(item, index, plan.length, options, cache);
      const previous = inFlight;
      inFlight = save(painted, options.workDir);
      if (previous) {
        images.push(await previous);
        options.onProgress?.({ done: images.length, total: plan.length });
      }
    }
    if (inFlight) {
      images.push(await inFlight);
      inFlight = undefined;
      options.onProgress?.({ done: images.length, total: plan.length });
    }
    return images;
  } finally {
    // A failure while painting must not leave an encode's rejection unobserved.
    await inFlight?.catch(() => undefined);
  }
}
