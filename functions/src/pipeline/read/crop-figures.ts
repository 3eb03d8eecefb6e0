import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PaperFigure } from '../document.js';
import { throwIfCancelled } from '../errors.js';
import type { PlannedFigure } from './analyze-layout.js';
import { withoutPageRule } from './without-page-rule.js';
import { cutAtWidestGap } from './cut-at-widest-gap.js';
import { extendSideways } from './extend-sideways.js';
import { inkBounds, type Pixels } from './ink-bounds.js';
import { slideDisplaySize } from './slide-display-size.js';
import type { PageRenderer } from './page-renderer.js';
import type { PageTurn } from './page-text.js';
import { turnedRotation } from './read-page-text.js';
import type { Rect } from './rect.js';

const PADDING = 4;
/** Floats stacked in one column are separated by at least this much white space. */
const MIN_GAP_POINTS = 6;
/** Ink is looked for on a grid of this many points (about 1 pt): plenty to find a graphic's edge. */
const INK_GRID_POINTS = 1;
/** Table text smaller than this on a 1080p slide (about 11 pt on a laptop screen) cannot be read. */
const MIN_READABLE_PIXELS = 15;

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** Renders a whole page with pdfjs: for a page read turned, and when mutool could not render it. */
async function renderWithPdfjs(
  doc: PDFDocumentProxy,
  pageNumber: number,
  scale: number,
  turn: PageTurn | undefined,
): Promise<Pixels> {
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale, rotation: turnedRotation(page, turn) });
    const canvas = createCanvas(
      Math.max(1, Math.ceil(viewport.width)),
      Math.max(1, Math.ceil(viewport.height)),
    );
    // pdfjs types its parameters with DOM canvases; @napi-rs/canvas is what pdfjs itself uses in Node.
    const parameters = { canvas, viewport, background: '#ffffff' } as unknown as RenderParameters;
    await page.render(parameters).promise;
    return {
      data: canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data,
      width: canvas.width,
      height: canvas.height,
      channels: 4,
    };
  } finally {
    page.cleanup();
  }
}

/** Copies `width`×`height` pixels at (x0, y0) into a PNG. */
function encodeCrop(pixels: Pixels, x0: number, y0: number, width: number, height: number): Promise<Buffer> {
  const channels = pixels.channels ?? 4;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  for (let y = 0; y < height; y += 1) {
    let source = ((y0 + y) * pixels.width + x0) * channels;
    let target = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      image.data[target] = pixels.data[source] ?? 255;
      image.data[target + 1] = pixels.data[source + 1] ?? 255;
      image.data[target + 2] = pixels.data[source + 2] ?? 255;
      image.data[target + 3] = channels === 4 ? (pixels.data[source + 3] ?? 255) : 255;
      source += channels;
      target += 4;
    }
  }
  context.putImageData(image, 0, 0);
  return canvas.encode('png');
}

function scaled(rect: Rect, factor: number): Rect {
  return { x0: rect.x0 * factor, y0: rect.y0 * factor, x1: rect.x1 * factor, y1: rect.y1 * factor };
}

function union(a: Rect, b: Rect): Rect {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

/** Options of {@link cropFigures}. */
export interface CropOptions {
  workDir: string;
  dpi: number;
  /** Renders the pages at `dpi`; pages it cannot render are rendered with pdfjs. */
  renderer: PageRenderer;
  signal?: AbortSignal | undefined;
}

/**
 * Crops every planned figure. The pages with figures are rendered once each at `dpi` (by the
 * renderer, pdfjs as the fallback); the ink inside a figure's region (body text masked out) is found on a
 * coarse grid of that render, and the box around it is copied out and written as a PNG. PNGs are
 * encoded off the main thread while the next page is worked on.
 */
export async function cropFigures(
  doc: PDFDocumentProxy,
  planned: readonly PlannedFigure[],
  options: CropOptions,
): Promise<PaperFigure[]> {
  const figures: PaperFigure[] = [];
  const scale = options.dpi / 72;
  const step = Math.max(1, Math.round(INK_GRID_POINTS * scale));
  const pages = [...new Set(planned.map((f) => f.caption.page))];
  if (pages.length === 0) return figures;
  const turnOf = new Map(planned.map((f) => [f.caption.page, f.turn]));
  options.renderer.request(pages.filter((p) => !turnOf.get(p)));
  const writes: Promise<void>[] = [];
  try {
    for (const pageNumber of pages) {
      throwIfCancelled(options.signal);
      const turn = turnOf.get(pageNumber);
      const pixels =
        (turn ? undefined : await options.renderer.pixels(pageNumber)) ??
        (await renderWithPdfjs(doc, pageNumber, scale, turn));
      const local = (rect: Rect): Rect => scaled(rect, scale);
      for (const figure of planned.filter((f) => f.caption.page === pageNumber)) {
        const masks = figure.masks.map(local);
        const start = figure.pageRule
          ? withoutPageRule(pixels, local(figure.region), scale, figure.pageRule)
          : local(figure.region);
        const region = figure.shared
          ? cutAtWidestGap(
              pixels,
              start,
              figure.side === 'above' ? 'bottom' : 'top',
              masks,
              MIN_GAP_POINTS * scale,
            )
          : start;
        const ink = inkBounds(pixels, region, masks, step);
        // A region with no ink at all, text included, is the wrong side of its caption: no crop is
        // better than a blank one on a slide.
        if (!ink && !inkBounds(pixels, region, [], step)) continue;
        let box = ink ?? region;
        if (figure.widen && figure.bridge && ink && inkBounds(pixels, local(figure.bridge), masks)) {
          const extra = inkBounds(pixels, local(figure.widen), masks, step);
          if (extra && (extra.x1 - extra.x0) * (extra.y1 - extra.y0) > 400 * scale * scale)
            box = union(box, extra);
        }
        // Ink running on past the region's side (rules of a table wider than the text) belongs to it.
        if (ink && (box.x0 <= region.x0 + 2 * step || box.x1 >= region.x1 - 2 * step)) {
          box = extendSideways(pixels, box, masks, MIN_GAP_POINTS * scale, step);
        }
        // Pad the ink a little, but never past the region: beyond it lie captions and body text.
        const pad = PADDING * scale;
        const widened =
          figure.widen && box.x1 - box.x0 > region.x1 - region.x0
            ? union(region, local(figure.widen))
            : region;
        const limit = { ...widened, x0: Math.min(widened.x0, box.x0), x1: Math.max(widened.x1, box.x1) };
        const x0 = Math.min(pixels.width - 1, Math.max(0, Math.floor(Math.max(limit.x0, box.x0 - pad))));
        const y0 = Math.min(pixels.height - 1, Math.max(0, Math.floor(Math.max(limit.y0, box.y0 - pad))));
        const width = Math.max(1, Math.min(pixels.width, Math.ceil(Math.min(limit.x1, box.x1 + pad))) - x0);
        const height = Math.max(1, Math.min(pixels.height, Math.ceil(Math.min(limit.y1, box.y1 + pad))) - y0);
        const { kind, number, id, text } = figure.caption;
        const imagePath = join(
          options.workDir,
          `page${pageNumber}-${kind}-${number.replace(/[^A-Za-z0-9]/g, '_')}.png`,
        );
        const points = (value: number): number => Math.round((value / scale) * 10) / 10;
        const inked: [number, number, number, number] = [
          points(Math.max(limit.x0, box.x0)),
          points(Math.max(limit.y0, box.y0)),
          points(Math.min(limit.x1, box.x1)),
          points(Math.min(limit.y1, box.y1)),
        ];
        // The crop as cut (padding included), in points: what sharpenFigures draws again from the vectors.
        const cut: [number, number, number, number] = [
          x0 / scale,
          y0 / scale,
          (x0 + width) / scale,
          (y0 + height) / scale,
        ];
        const shown = slideDisplaySize(cut[2] - cut[0], cut[3] - cut[1]);
        writes.push(encodeCrop(pixels, x0, y0, width, height).then((png) => writeFile(imagePath, png)));
        const textOnSlide =
          figure.textSize === undefined ? undefined : figure.textSize * (shown.width / (cut[2] - cut[0]));
        const dense = kind === 'table' && textOnSlide !== undefined && textOnSlide < MIN_READABLE_PIXELS;
        figures.push({
          id,
          kind,
          number,
          caption: text,
          page: pageNumber,
          box: inked,
          imagePath,
          width,
          height,
          cut,
          ...(dense ? { dense } : {}),
          ...(turn ? { turn } : {}),
        });
      }
    }
  } catch (error) {
    // Settle every write before failing, so no file appears after the caller has moved on.
    await Promise.allSettled(writes);
    throw error;
  }
  await Promise.all(writes);
  return figures;
}
