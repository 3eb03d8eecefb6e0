/**
 * Figure and table references, the one way every stage reads them: the planners check a plan's
 * `visual_identifier` with it, and the slides draw the figure it finds, so a reference the plan keeps is
 * always one the slide shows. "Fig. 2", "figure 2", "FIG.2", "图2" → "Figure 2"; "Tab. 1", "表 1" →
 * "Table 1", "Fig. 11.6" (a book's, numbered within its chapter) → "Figure 11.6": the form the read
 * stage gives `PaperFigure.id`.
 */
import type { PaperFigure } from './document.js';

const PATTERN =
  /^\s*(fig(?:ure)?s?|tab(?:le)?s?|图|表)\s*\.?\s*([A-Za-z]?\d+(?:\.\d+)*[A-Za-z]?|[IVXLC]+)\s*[.:)]?\s*$/i;

/**
 * The canonical form of a figure or table reference, or '' when the text is not one.
 * @example normalizeVisualId('Fig. 2') // 'Figure 2'
 */
export function normalizeVisualId(raw: string): string {
  const match = PATTERN.exec(raw.normalize('NFKC'));
  if (!match) return '';
  const label = (match[1] ?? '').toLowerCase();
  const kind = label.startsWith('fig') || label === '图' ? 'Figure' : 'Table';
  return `${kind} ${match[2] ?? ''}`;
}

/**
 * The paper's figure that `identifier` refers to, however it is spelled; a sub-figure ("Fig. 2a") the
 * paper does not crop on its own is the whole figure. Undefined when it is empty or names no figure.
 * @example findFigure(document.figures, 'fig. 2')?.id // 'Figure 2'
 */
export function findFigure(figures: readonly PaperFigure[], identifier: string): PaperFigure | undefined {
  const wanted = normalizeVisualId(identifier).toLowerCase();
  if (wanted === '') return undefined;
  const whole = wanted.replace(/(\d)[a-z]$/, '$1');
  return (
    figures.find((figure) => figure.id.toLowerCase() === wanted) ??
    figures.find((figure) => figure.id.toLowerCase() === whole)
  );
}
