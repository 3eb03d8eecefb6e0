/** What a slide's picture is drawn from, as one key: a slide whose key is unchanged is not drawn again. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { findFigure, type PaperFigure } from '../pipeline/index.js';
import type { SlidePlanItem } from '../shared/slide-plan.js';

/** Changes whenever pictures drawn before are no longer what drawing makes now. */
const PICTURE_FORMAT = 'slide picture v1';

export interface SlidePictureSource {
  item: SlidePlanItem;
  index: number;
  /** Slides in the deck: the first and the last are laid out as title and closing slides. */
  total: number;
  paperTitle: string;
  language: string;
  /** The paper's figures, their crops on local disk. */
  figures: readonly PaperFigure[];
  /** Anything else the picture depends on, e.g. the reveal states drawn with it. */
  extra?: unknown;
}

/**
 * A hex key of the slide's content, place in the deck, the paper's title and language and the bytes of
 * the figure it shows.
 */
export async function slidePictureKey(source: SlidePictureSource): Promise<string> {
  const hash = createHash('sha256').update(
    JSON.stringify([
      PICTURE_FORMAT,
      source.item,
      source.index,
      source.total,
      source.paperTitle,
      source.language,
      source.extra ?? null,
    ]),
  );
  const figure = findFigure(source.figures, source.item.visual_identifier);
  if (figure !== undefined) hash.update(await readFile(figure.imagePath));
  return hash.digest('hex');
}
