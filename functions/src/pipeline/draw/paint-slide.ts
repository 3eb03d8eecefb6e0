/** Paints a computed layout onto a canvas: no decisions here, only the theme's strokes. */
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import type { Rect, SlideLayout, TextBlock } from './layout-slide.js';
import { cssColor, SLIDE_HEIGHT, SLIDE_WIDTH, THEME_COLORS } from './theme.js';

/** The canvas font string for a block. */
export function canvasFont(size: number, bold: boolean, family: string): string {
  return `${bold ? 'bold ' : ''}${size}px ${family}`;
}

/** Which of a slide's parts are drawn: all of them, or a reveal state's first bullets and maybe the figure. */
export interface ShownParts {
  bullets: number;
  figure: boolean;
}

function paintBlock(ctx: SKRSContext2D, block: TextBlock, family: string, bullets = Infinity): void {
  ctx.font = canvasFont(block.size, block.bold, family);
  ctx.fillStyle = cssColor(block.color);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  let paragraph = -1;
  for (const line of block.lines) {
    if (line.bullet) paragraph++;
    // Lines of bullets not yet revealed keep their place, unpainted, so nothing moves when they come.
    if (block.role === 'bullets' && paragraph >= bullets) break;
    const middle = line.y + block.lineHeight / 2;
    if (line.bullet) {
      // A small square in the accent colour, centred on the first line's x-height.
      const side = Math.round(block.size * 0.3);
      ctx.fillStyle = cssColor(THEME_COLORS.accent);
      ctx.fillRect(block.box.x + 6, Math.round(middle - side / 2 + block.size * 0.04), side, side);
      ctx.fillStyle = cssColor(block.color);
    }
    ctx.fillText(line.text, line.x, middle);
  }
}

/**
 * Paints `layout` over the whole canvas; `image` is the figure's picture when the layout has one.
 * `shown` limits it to a reveal state; the layout is the full slide's either way.
 */
export function paintSlide(
  ctx: SKRSContext2D,
  layout: SlideLayout,
  image: Image | undefined,
  family: string,
  shown?: ShownParts,
): void {
  const figureShown = shown?.figure ?? true;
  ctx.fillStyle = cssColor(THEME_COLORS.background);
  ctx.fillRect(0, 0, SLIDE_WIDTH, SLIDE_HEIGHT);
  for (const shape of layout.shapes) {
    ctx.fillStyle = cssColor(shape.color);
    ctx.fillRect(shape.rect.x, shape.rect.y, shape.rect.width, shape.rect.height);
  }
  ctx.fillStyle = cssColor(THEME_COLORS.rule);
  for (const rule of layout.rules) ctx.fillRect(rule.x, rule.y, rule.width, rule.height);
  if (layout.figure && image && figureShown) {
    const { frame, image: target } = layout.figure;
    ctx.fillStyle = cssColor(THEME_COLORS.figureBackground);
    ctx.fillRect(frame.x, frame.y, frame.width, frame.height);
    ctx.strokeStyle = cssColor(THEME_COLORS.rule);
    ctx.lineWidth = 2;
    ctx.strokeRect(frame.x + 1, frame.y + 1, frame.width - 2, frame.height - 2);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, target.x, target.y, target.width, target.height);
  }
  for (const block of layout.blocks) {
    if (!figureShown && (block.role === 'figure-label' || block.role === 'caption')) continue;
    paintBlock(ctx, block, family, shown?.bullets);
  }
}

/** Rows `top` … `bottom` across the whole slide, in whole pixels. */
function band(top: number, bottom: number): Rect {
  const y = Math.max(0, Math.floor(top));
  return { x: 0, y, width: SLIDE_WIDTH, height: Math.max(0, Math.min(SLIDE_HEIGHT, Math.ceil(bottom)) - y) };
}

/**
 * Where a reveal state can differ from the full slide: a band across the slide around each line it
 * leaves out (a glyph's ink stays within one font size of its line's middle, far wider than any
 * font's ascent or descent), and the figure's frame when the figure is left out. Outside these the
 * state's picture is the full slide's, pixel for pixel (draw-slides.test.ts).
 */
export function hiddenAreas(layout: SlideLayout, shown: ShownParts): Rect[] {
  const areas: Rect[] = [];
  const lineBands = (block: TextBlock, from: number): void => {
    let paragraph = -1;
    for (const line of block.lines) {
      if (line.bullet) paragraph++;
      if (block.role === 'bullets' && paragraph < from) continue;
      const middle = line.y + block.lineHeight / 2;
      areas.push(band(middle - block.size, middle + block.size));
    }
  };
  for (const block of layout.blocks) {
    if (block.role === 'bullets') lineBands(block, shown.bullets);
    else if (!shown.figure && (block.role === 'figure-label' || block.role === 'caption'))
      lineBands(block, 0);
  }
  if (!shown.figure && layout.figure) {
    const { frame } = layout.figure;
    areas.push(band(frame.y - 2, frame.y + frame.height + 2));
  }
  return areas.filter((area) => area.height > 0);
}
