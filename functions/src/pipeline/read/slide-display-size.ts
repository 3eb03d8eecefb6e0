/**
 * The largest area a figure gets on a 1920×1080 slide: a slide showing the figure alone, in the
 * layout of pipeline/draw/layout-slide.ts (content 1696 px wide and 666 px high, less the frame's
 * padding and the label and caption under the image).
 */
const AREA_WIDTH = 1668;
const AREA_HEIGHT = 530;

/** The size in slide pixels of a `width`×`height` figure at its largest on a slide, aspect kept. */
export function slideDisplaySize(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(AREA_WIDTH / width, AREA_HEIGHT / height);
  return { width: width * scale, height: height * scale };
}
