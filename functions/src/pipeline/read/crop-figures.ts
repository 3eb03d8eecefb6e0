import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PaperFigure } from '../document.js';
import { throwIfCancelled } from '../errors.js';
import type { PlannedFigure } from './analyze-layout.js';
import { cutAtWidestGap } from './cut-at-widest-gap.js';
import { inkBounds, type Pixels } from './ink-bounds.js';
import type { Rect } from './rect.js';

const PADDING = 4;
/** Floats stacked in one column are separated by at least this much white space. */
const MIN_GAP_POINTS = 6;
/** Ink is looked for on a grid of this many points (about 1 pt): plenty to find a graphic's edge. */
const INK_GRID_POINTS = 1;

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** Renders only `area` (in pixels at `scale`) of the page: smaller canvases render much faster. */
async function renderArea(page: PDFPageProxy, scale: number, area: Rect): Promise<Canvas> {
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.max(1, Math.ceil(area.x1 - area.x0)), Math.max(1, Math.ceil(area.y1 - area.y0)));
  // pdfjs types its parameters with DOM canvases; @napi-rs/canvas is what pdfjs itself uses in Node.
  const parameters = {
    canvas,
    viewport,
    transform: [1, 0, 0, 1, -area.x0, -area.y0],
    background: '#ffffff',
  } as unknown as RenderParameters;
  await page.render(parameters).promise;
  return canvas;
}

function translated(rect: Rect, dx: number, dy: number): Rect {
  return { x0: rect.x0 - dx, y0: rect.y0 - dy, x1: rect.x1 - dx, y1: rect.y1 - dy };
}

function scaled(rect: Rect, factor: number): Rect {
  return { x0: rect.x0 * factor, y0: rect.y0 * factor, x1: rect.x1 * factor, y1: rect.y1 * factor };
}

function union(a: Rect, b: Rect): Rect {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** Options of {@link cropFigures}. */
export interface CropOptions {
  workDir: string;
  dpi: number;
  signal?: AbortSignal | undefined;
}

/**
 * Crops every planned figure. Each page with figures is rendered once at `dpi`; the ink inside a
 * figure's region (body text masked out) is found on a coarse grid of that render, and the box
 * around it is copied out and written as a PNG. One render per page is cheaper than a
 * low-resolution pass plus a render per crop.
 */
export async function cropFigures(doc: PDFDocumentProxy, planned: readonly PlannedFigure[], options: CropOptions): Promise<PaperFigure[]> {
  const figures: PaperFigure[] = [];
  const scale = options.dpi / 72;
  const step = Math.max(1, Math.round(INK_GRID_POINTS * scale));
  for (const pageNumber of [...new Set(planned.map((f) => f.caption.page))]) {
    throwIfCancelled(options.signal);
    const page = await doc.getPage(pageNumber);
    try {
      const onPage = planned.filter((f) => f.caption.page === pageNumber);
      const viewport = page.getViewport({ scale });
      const needed = onPage.flatMap((f) => (f.widen ? [f.region, f.widen] : [f.region])).reduce(union);
      const area = scaled(
        { x0: Math.max(0, Math.floor(needed.x0 - PADDING)), y0: Math.max(0, Math.floor(needed.y0 - PADDING)), x1: needed.x1 + PADDING, y1: needed.y1 + PADDING },
        scale,
      );
      area.x1 = Math.min(area.x1, viewport.width);
      area.y1 = Math.min(area.y1, viewport.height);
      const full = await renderArea(page, scale, area);
      const local = (rect: Rect): Rect => translated(scaled(rect, scale), area.x0, area.y0);
      const pixels: Pixels = { data: full.getContext('2d').getImageData(0, 0, full.width, full.height).data, width: full.width, height: full.height };
      const writes: Promise<void>[] = [];
      for (const figure of onPage) {
        const masks = figure.masks.map(local);
        const region = figure.shared
          ? cutAtWidestGap(pixels, local(figure.region), figure.side === 'above' ? 'bottom' : 'top', masks, MIN_GAP_POINTS * scale)
          : local(figure.region);
        const ink = inkBounds(pixels, region, masks, step);
        let box = ink ?? region;
        if (figure.widen && figure.bridge && ink && inkBounds(pixels, local(figure.bridge), masks)) {
          const extra = inkBounds(pixels, local(figure.widen), masks, step);
          if (extra && (extra.x1 - extra.x0) * (extra.y1 - extra.y0) > 400 * scale * scale) box = union(box, extra);
        }
        // Pad the ink a little, but never past the region: beyond it lie captions and body text.
        const pad = PADDING * scale;
        const limit = figure.widen && box.x1 - box.x0 > region.x1 - region.x0 ? union(region, local(figure.widen)) : region;
        const x0 = Math.max(0, Math.floor(Math.max(limit.x0, box.x0 - pad)));
        const y0 = Math.max(0, Math.floor(Math.max(limit.y0, box.y0 - pad)));
        const width = Math.max(1, Math.min(full.width, Math.ceil(Math.min(limit.x1, box.x1 + pad))) - x0);
        const height = Math.max(1, Math.min(full.height, Math.ceil(Math.min(limit.y1, box.y1 + pad))) - y0);
        const crop = createCanvas(width, height);
        crop.getContext('2d').drawImage(full, x0, y0, width, height, 0, 0, width, height);
        const { kind, number, id, text } = figure.caption;
        const imagePath = join(options.workDir, `page${pageNumber}-${kind}-${number.replace(/[^A-Za-z0-9]/g, '_')}.png`);
        writes.push(crop.encode('png').then((png) => writeFile(imagePath, png)));
        figures.push({ id, kind, number, caption: text, page: pageNumber, imagePath, width, height });
      }
      await Promise.all(writes);
    } finally {
      page.cleanup();
    }
  }
  return figures;
}
