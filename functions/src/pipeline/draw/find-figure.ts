/** Looks up the figure a slide names, forgiving how a planner or a person spelled the reference. */
import type { PaperFigure } from '../document.js';

/** "Fig. 2", "figure 2", "FIGURE 2:" and "Figure 2" all become "figure 2"; "Tab. 1" becomes "table 1". */
function normalize(reference: string): string {
  return reference
    .toLowerCase()
    .replace(/[.:]+\s*$/, '')
    .replace(/^fig(?:ure)?\.?\s*/, 'figure ')
    .replace(/^tab(?:le)?\.?\s*/, 'table ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The figure `identifier` refers to, or undefined when it is empty or names no known figure. @public */
export function findFigure(figures: readonly PaperFigure[], identifier: string): PaperFigure | undefined {
  const wanted = normalize(identifier);
  if (wanted === '') return undefined;
  return figures.find((figure) => normalize(figure.id) === wanted);
}
