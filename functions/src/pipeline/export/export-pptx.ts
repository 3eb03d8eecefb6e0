/**
 * The export stage: the plan as an editable PowerPoint whose slides look like the drawn PNGs. It
 * follows the same layout, so text sizes are the ones that were measured to fit. Given the slides'
 * narration, the deck presents itself as the video does (see narrate-deck.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pptxgenjs from 'pptxgenjs';
import type { PaperFigure } from '../document.js';
import { planDeckReveals } from '../render/index.js';
import { resolveBinaries, type Binaries } from '../system/binaries.js';
import { withTempDir } from '../system/temp-dir.js';
import { writeFileAtomically } from '../system/write-atomically.js';
import { PipelineError, throwIfCancelled } from '../errors.js';
import { readingLink } from '../../shared/reading-line.js';
import type { SlidePlanItem, SlidesPlan } from '../../shared/slide-plan.js';
import {
  canvasMeasure,
  fontStack,
  layoutSlide,
  loadSlideFigure,
  registerSlideFonts,
  slideContent,
  SLIDE_WIDTH,
  THEME_COLORS,
  type FigureImageCache,
  type MeasureText,
  type Rect,
  type SlideFigure,
  type TextBlock,
} from '../draw/index.js';
import { encodePptxAudio } from './encode-pptx-audio.js';
import { joinLines } from './join-lines.js';
import { narrateDeck, type SlideNarration } from './narrate-deck.js';
import { pptxFont } from './pptx-font.js';
import { REVEAL_SHAPES } from './reveal-shapes.js';

// pptxgenjs's typings describe CommonJS, so TypeScript sees a module where Node's ESM import
// yields the class itself.
const PptxGenJS = pptxgenjs as unknown as typeof pptxgenjs.default;
type Presentation = InstanceType<typeof PptxGenJS>;
type TextOptions = NonNullable<Parameters<ReturnType<Presentation['addSlide']>['addText']>[1]>;

/** One slide's voice-over clip. */
export interface NarrationClip {
  /** A WAV, as the speak stage writes it. */
  path: string;
  durationSec: number;
  /** Where each sentence of the script starts, when the voice reports it (see planReveals). */
  sentenceStartsSec?: readonly number[] | undefined;
}

export interface ExportPptxOptions {
  paperTitle: string;
  figures: readonly PaperFigure[];
  /** ISO 639-1 code of the slides' text. */
  language: string;
  outPath: string;
  /**
   * Each slide's narration, by index: the deck then plays it, advances when it ends and reveals
   * bullets and figure as the video does. Without it the deck advances on click.
   */
  narration?: readonly NarrationClip[] | undefined;
  /** With narration: bullets and figures appear as the narration reaches them (default); false shows each slide whole. */
  reveals?: boolean | undefined;
  binaries?: Partial<Binaries> | undefined;
  signal?: AbortSignal | undefined;
}

/** LAYOUT_WIDE is 13.333 in wide, so the 1920-pixel slide maps at 144 px per inch. */
const PX_PER_INCH = SLIDE_WIDTH / 13.333;
/** Font sizes: 13.333 in = 960 pt across 1920 px. */
const PT_PER_PX = 0.5;
/** PowerPoint's single line spacing is about 1.2 em; the layout's line heights are relative to that. */
const SINGLE_SPACING = 1.2;

const inches = (px: number): number => Math.round((px / PX_PER_INCH) * 1000) / 1000;
const place = (rect: Rect): { x: number; y: number; w: number; h: number } => ({
  x: inches(rect.x),
  y: inches(rect.y),
  w: inches(rect.width),
  h: inches(rect.height),
});

/** The block's text as paragraphs: the author's own when it fitted whole, the cut lines otherwise. */
function paragraphsOf(block: TextBlock, original: readonly string[]): string[] {
  return block.truncated ? block.paragraphs.map(joinLines) : [...original];
}

function textOptions(block: TextBlock, fontFace: string, valign: 'top' | 'middle' | 'bottom'): TextOptions {
  return {
    ...place(block.box),
    fontFace,
    fontSize: block.size * PT_PER_PX,
    bold: block.bold,
    color: block.color,
    align: block.align,
    valign,
    margin: 0,
    fit: 'shrink',
    lineSpacingMultiple: Math.round((block.lineHeight / block.size / SINGLE_SPACING) * 100) / 100,
  };
}

function addSlide(
  pptx: Presentation,
  item: SlidePlanItem,
  index: number,
  total: number,
  options: ExportPptxOptions,
  figure: SlideFigure | undefined,
  measure: MeasureText,
): void {
  const content = slideContent(item, index, total, options.paperTitle, figure);
  const layout = layoutSlide(content, measure);
  const fontFace = pptxFont(options.language);
  const slide = pptx.addSlide();
  slide.background = { color: THEME_COLORS.background };
  for (const shape of layout.shapes) {
    slide.addShape(pptx.ShapeType.rect, {
      ...place(shape.rect),
      fill: { color: shape.color },
      line: { type: 'none' },
    });
  }
  for (const rule of layout.rules) {
    slide.addShape(pptx.ShapeType.rect, {
      ...place(rule),
      fill: { color: THEME_COLORS.rule },
      line: { type: 'none' },
    });
  }
  if (layout.figure && figure) {
    slide.addShape(pptx.ShapeType.rect, {
      ...place(layout.figure.frame),
      fill: { color: THEME_COLORS.figureBackground },
      line: { color: THEME_COLORS.rule, width: 1 },
      objectName: REVEAL_SHAPES.figureFrame,
    });
    slide.addImage({
      path: figure.figure.imagePath,
      ...place(layout.figure.image),
      altText: `${figure.figure.id}: ${figure.figure.caption}`,
      objectName: REVEAL_SHAPES.figure,
    });
  }
  const readingAt = layout.blocks.some((block) => block.role === 'reading')
    ? content.bullets.length - 1
    : content.bullets.length;
  const originals: Record<TextBlock['role'], readonly string[]> = {
    title: [content.title],
    subtitle: content.bullets,
    bullets: content.bullets.slice(0, readingAt),
    reading: content.bullets.slice(readingAt),
    'figure-label': [content.figure?.label ?? ''],
    caption: [content.figure?.caption ?? ''],
    footer: [content.paperTitle],
    'slide-number': [`${index + 1} / ${total}`],
  };
  for (const block of layout.blocks) {
    const paragraphs = paragraphsOf(block, originals[block.role]);
    if (block.role === 'bullets') {
      const gap = block.size * PT_PER_PX * 0.6;
      slide.addText(
        paragraphs.map((text) => ({
          text,
          options: {
            bullet: { characterCode: '25AA', indent: block.indent * PT_PER_PX },
            paraSpaceAfter: gap,
            breakLine: true,
          },
        })),
        {
          ...textOptions(block, fontFace, layout.kind === 'figure-right' ? 'middle' : 'top'),
          objectName: REVEAL_SHAPES.bullets,
        },
      );
      continue;
    }
    const valign =
      (block.role === 'title' && layout.kind !== 'title') || block.role === 'reading'
        ? 'bottom'
        : block.role === 'footer' || block.role === 'slide-number'
          ? 'middle'
          : 'top';
    const objectName =
      block.role === 'figure-label'
        ? REVEAL_SHAPES.figureLabel
        : block.role === 'caption'
          ? REVEAL_SHAPES.figureCaption
          : undefined;
    const link = block.role === 'reading' ? readingLink(paragraphs.join(' ')) : undefined;
    slide.addText(
      paragraphs.map((text, i) => ({
        text,
        options: {
          breakLine: i < paragraphs.length - 1,
          ...(link === undefined ? {} : { hyperlink: { url: link } }),
        },
      })),
      { ...textOptions(block, fontFace, valign), ...(objectName === undefined ? {} : { objectName }) },
    );
  }
  if (item.voiceover_script !== '') slide.addNotes(item.voiceover_script);
}

/** Each slide's clip encoded for the deck, and its reveals as the video plans them. */
async function narrationOf(
  plan: SlidesPlan,
  clips: readonly NarrationClip[],
  options: ExportPptxOptions,
): Promise<(SlideNarration | undefined)[]> {
  if (clips.length !== plan.length)
    throw new PipelineError(
      'invalid_plan',
      `The deck has ${plan.length} slides but ${clips.length} narration clips.`,
    );
  const states = planDeckReveals(plan, {
    durationsSec: clips.map((clip) => clip.durationSec),
    figures: options.figures,
    language: options.language,
    sentenceStartsSec: clips.map((clip) => clip.sentenceStartsSec),
  });
  const binaries = resolveBinaries(options.binaries);
  return withTempDir('pptx-audio', async (dir) => {
    throwIfCancelled(options.signal);
    const outPaths = clips.map((_, index) => join(dir, `slide_${index}.m4a`));
    await encodePptxAudio(
      clips.map((clip) => clip.path),
      outPaths,
      { binaries, signal: options.signal },
    );
    return Promise.all(
      clips.map(async (clip, index) => ({
        audio: await readFile(outPaths[index] ?? ''),
        durationSec: clip.durationSec,
        reveals: options.reveals === false ? [] : (states[index] ?? []),
      })),
    );
  });
}

/**
 * Writes `plan` as a 16:9 PowerPoint to `outPath`: editable title and bullet text, figures as
 * pictures with their label and caption, the voice-over in the speaker notes; with `narration`, each
 * slide also plays its clip, advances when it ends and reveals its parts in time. The file appears
 * only when complete: it is written under a temporary name and renamed.
 */
export async function exportPptx(
  plan: SlidesPlan,
  options: ExportPptxOptions,
): Promise<{ path: string; sizeBytes: number }> {
  if (plan.length === 0) throw new PipelineError('invalid_plan', 'The slide plan has no slides.');
  const measure = canvasMeasure(fontStack(options.language, registerSlideFonts()));
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = options.paperTitle;
  pptx.author = 'Lectern';
  const cache: FigureImageCache = new Map();
  for (const [index, item] of plan.entries()) {
    throwIfCancelled(options.signal);
    addSlide(
      pptx,
      item,
      index,
      plan.length,
      options,
      await loadSlideFigure(item, options.figures, cache),
      measure,
    );
  }
  throwIfCancelled(options.signal);
  try {
    const written = await pptx.write({ outputType: 'nodebuffer' });
    if (!(written instanceof Uint8Array))
      throw new PipelineError('tool_failed', 'The PowerPoint file could not be written.');
    throwIfCancelled(options.signal);
    const data =
      options.narration === undefined
        ? written
        : await narrateDeck(written, await narrationOf(plan, options.narration, options));
    throwIfCancelled(options.signal);
    await writeFileAtomically(options.outPath, data);
    const { size } = await stat(options.outPath);
    return { path: options.outPath, sizeBytes: size };
  } catch (error) {
    if (error instanceof PipelineError) throw error;
    throw new PipelineError(
      'tool_failed',
      `The PowerPoint file could not be written to ${options.outPath}.`,
      { cause: error },
    );
  }
}
