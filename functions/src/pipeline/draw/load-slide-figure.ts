/** Finds and decodes the picture a slide names, once per file however many slides show it. */
import { loadImage, type Image } from '@napi-rs/canvas';
import type { PaperFigure } from '../document.js';
import type { SlidePlanItem } from '../../shared/slide-plan.js';
import { findFigure } from '../figure-reference.js';
import type { SlideContent } from './layout-slide.js';
import { shortenCaption } from './shorten-caption.js';

/** Decoded figure images by file path, shared across the slides of one run. */
export type FigureImageCache = Map<string, Promise<Image | undefined>>;

export interface SlideFigure {
  figure: PaperFigure;
  image: Image;
}

const CAPTION_MAX_CHARS = 150;

function decode(path: string): Promise<Image | undefined> {
  // An unreadable or missing picture must not sink the deck: the slide is drawn without it.
  return loadImage(path).then(
    (image) => (image.width > 0 && image.height > 0 ? image : undefined),
    () => undefined,
  );
}

/**
 * The figure `item` names with its decoded picture, or undefined when the slide has none, names an
 * unknown figure, or the picture cannot be read.
 */
export async function loadSlideFigure(
  item: SlidePlanItem,
  figures: readonly PaperFigure[],
  cache: FigureImageCache,
): Promise<SlideFigure | undefined> {
  const figure = findFigure(figures, item.visual_identifier);
  if (!figure) return undefined;
  let pending = cache.get(figure.imagePath);
  if (!pending) {
    pending = decode(figure.imagePath);
    cache.set(figure.imagePath, pending);
  }
  const image = await pending;
  return image ? { figure, image } : undefined;
}

/** What the layout needs to know about one plan item. */
export function slideContent(
  item: SlidePlanItem,
  index: number,
  total: number,
  paperTitle: string,
  figure: SlideFigure | undefined,
): SlideContent {
  return {
    index,
    total,
    title: item.slide_title,
    bullets: item.bullet_points,
    paperTitle,
    figure: figure
      ? {
          label: figure.figure.id,
          caption: shortenCaption(figure.figure.caption, CAPTION_MAX_CHARS),
          width: figure.image.width,
          height: figure.image.height,
        }
      : undefined,
  };
}
