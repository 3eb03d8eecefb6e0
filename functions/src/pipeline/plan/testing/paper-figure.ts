/** Figures for planner tests: what the read stage would hand over, without a file behind it. */
import type { PaperFigure } from '../../document.js';

/**
 * A figure or table labelled `id` ("Figure 2", "Table 1") with `caption`, on page 2.
 * @example paperFigure('Table 1', 'BLEU scores on WMT 2014.')
 */
export function paperFigure(id: string, caption: string): PaperFigure {
  const [label, number] = id.split(' ') as [string, string];
  return {
    id,
    kind: label === 'Table' ? 'table' : 'figure',
    number,
    caption,
    page: 2,
    box: [72, 72, 300, 250],
    imagePath: `/tmp/${id}.png`,
    width: 800,
    height: 600,
  };
}
