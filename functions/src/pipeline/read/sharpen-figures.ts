import { writeFile } from 'node:fs/promises';
import type { PaperFigure } from '../document.js';
import { throwIfCancelled } from '../errors.js';
import { findFigure } from '../figure-reference.js';
import { resolveBinaries, type Binaries } from '../system/binaries.js';
import { writeAtomically } from '../system/write-atomically.js';
import { openPdf } from './open-pdf.js';
import { renderRegion } from './render-region.js';
import { sharpScale } from './sharp-scale.js';

/** Options of {@link sharpenFigures}. */
export interface SharpenFiguresOptions {
  password?: string | undefined;
  binaries?: Partial<Binaries> | undefined;
  signal?: AbortSignal | undefined;
}

/** The figures `identifiers` (slides' `visual_identifier`s) name that are not sharp yet, each once. */
export function figuresToSharpen(
  figures: readonly PaperFigure[],
  identifiers: readonly string[],
): Set<PaperFigure> {
  const named = identifiers.map((identifier) => findFigure(figures, identifier));
  return new Set(
    named.filter((figure): figure is PaperFigure => figure !== undefined && figure.sharp !== true),
  );
}

/**
 * Makes the figures a plan shows sharp on a slide. Reading crops every figure from the page render,
 * which is too coarse for a small figure shown large; drawing every figure again from the vectors
 * would cost more than reading itself, so only the figures `identifiers` name are drawn again, over
 * the crop's own `cut` (no detection is redone), and their files are replaced atomically. The figures
 * come back in the same order, the drawn ones with their new size and `sharp: true`; a figure the
 * page render already makes sharp is only marked.
 */
export async function sharpenFigures(
  pdf: Uint8Array,
  figures: readonly PaperFigure[],
  identifiers: readonly string[],
  options: SharpenFiguresOptions = {},
): Promise<PaperFigure[]> {
  const wanted = figuresToSharpen(figures, identifiers);
  if (wanted.size === 0) return [...figures];
  const opened = await openPdf(pdf, {
    password: options.password,
    binaries: resolveBinaries(options.binaries),
    signal: options.signal,
  });
  try {
    const result: PaperFigure[] = [];
    for (const figure of figures) {
      if (!wanted.has(figure)) {
        result.push(figure);
        continue;
      }
      throwIfCancelled(options.signal);
      const cut = figure.cut ?? figure.box;
      const scale = sharpScale(cut);
      // A crop within a tenth of the sharp size is left as it is: drawing it again would gain nothing visible.
      if (scale <= (figure.width / Math.max(1e-3, cut[2] - cut[0])) * 1.1) {
        result.push({ ...figure, sharp: true });
        continue;
      }
      const rendered = await renderRegion(opened.doc, figure.page, cut, scale, figure.turn);
      const png = await rendered.png;
      await writeAtomically(figure.imagePath, (temp) => writeFile(temp, png));
      result.push({ ...figure, width: rendered.width, height: rendered.height, sharp: true });
    }
    return result;
  } finally {
    await opened.task.destroy();
  }
}
