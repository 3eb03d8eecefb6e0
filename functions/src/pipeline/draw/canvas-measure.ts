/** Text measuring with the real fonts, for layouts that will be painted or exported. */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { MeasureText } from './layout-slide.js';
import { canvasFont } from './paint-slide.js';

/**
 * A measuring function for `family` (a canvas font-family list). It keeps its own tiny canvas so
 * measuring never disturbs a canvas being painted.
 */
export function canvasMeasure(family: string): MeasureText {
  const ctx: SKRSContext2D = createCanvas(8, 8).getContext('2d');
  let current = '';
  return (text, size, bold) => {
    const font = canvasFont(size, bold, family);
    // Parsing a font string costs more than measuring; layouts measure many strings per size.
    if (font !== current) {
      ctx.font = font;
      current = font;
    }
    return ctx.measureText(text).width;
  };
}
