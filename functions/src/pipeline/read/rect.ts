/** An axis-aligned box in page points, y growing downwards. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
