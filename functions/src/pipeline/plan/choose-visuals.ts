import type { PaperDocument, PaperFigure } from '../document.js';
import { figureFit, type SlideText, type VisualKind } from './figure-fit.js';
import type { SlideRole } from './slide-role.js';

/** A slide showing a fitting figure outweighs any difference in how closely figures fit. */
const FITTING_SLIDE = 100;

/**
 * Picks for each slide a figure or table that fits it (see figure-fit.ts), or '' when none does:
 * as many slides as possible show one, each figure at most once, and among such choices the
 * figures closest to their slides' points win (a results slide's: the finding it leads with), the
 * method's and the results' first, preferring an overview
 * figure on method slides, a results table or plot on results slides and the paper's own figures
 * over its appendix's. `mayShow` rules out
 * more pairs (a slide whose sentences name one figure shows that one or none).
 */
export function chooseVisuals(
  slides: readonly SlideText[],
  document: PaperDocument,
  mayShow: (slide: number, figure: PaperFigure) => boolean = () => true,
): string[] {
  const fit = figureFit(slides, document);
  const weights = slides.map((slide, s) =>
    document.figures.map((figure, f) => {
      if (fit.fits[s]?.[f] !== true || !mayShow(s, figure)) return undefined;
      // An appendix figure ("Table A12") is the paper's supporting detail, rarely what a talk shows.
      const appendix = /^[A-Z]/.test(figure.number) ? 0.6 : 1;
      const closeness = (fit.closeness[s]?.[f] ?? 0) + kindBonus(fit.kinds[f], slide.role);
      return FITTING_SLIDE + roleWeight(slide.role) * appendix * closeness;
    }),
  );
  return bestAssignment(weights).map((f) => (f === undefined ? '' : (document.figures[f]?.id ?? '')));
}

/** The method and the results are the talk's core: their figures matter most. */
function roleWeight(role: SlideRole): number {
  return role === 'approach' || role === 'results' || role === 'results-and-conclusion' ? 2 : 1;
}

function kindBonus(kind: VisualKind | undefined, role: SlideRole): number {
  if ((role === 'approach' || role === 'details') && kind === 'overview') return 0.15;
  if (/results|analysis/.test(role) && kind === 'results') return 0.1;
  return 0;
}

/**
 * The column for each row that maximises the summed weight, each column used at most once and a
 * row left without one (undefined) rather than given a column it may not have (an undefined
 * weight): the Hungarian method on rows × (columns + one "none" per row).
 */
function bestAssignment(weights: readonly (readonly (number | undefined)[])[]): (number | undefined)[] {
  const rows = weights.length;
  const columns = (weights[0]?.length ?? 0) + rows;
  const FORBIDDEN = 1e9;
  const cost = (r: number, c: number): number => {
    const real = weights[r]?.length ?? 0;
    if (c >= real) return 0;
    const weight = weights[r]?.[c];
    return weight === undefined ? FORBIDDEN : -weight;
  };
  // Potentials u (rows), v (columns) and the matching p (column → row), 1-based as the method is usually written.
  const u = new Array<number>(rows + 1).fill(0);
  const v = new Array<number>(columns + 1).fill(0);
  const p = new Array<number>(columns + 1).fill(0);
  const way = new Array<number>(columns + 1).fill(0);
  for (let i = 1; i <= rows; i += 1) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(columns + 1).fill(Infinity);
    const used = new Array<boolean>(columns + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0] ?? 0;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= columns; j += 1) {
        if (used[j]) continue;
        const current = cost(i0 - 1, j - 1) - (u[i0] ?? 0) - (v[j] ?? 0);
        if (current < (minv[j] ?? Infinity)) {
          minv[j] = current;
          way[j] = j0;
        }
        if ((minv[j] ?? Infinity) < delta) {
          delta = minv[j] ?? Infinity;
          j1 = j;
        }
      }
      for (let j = 0; j <= columns; j += 1) {
        if (used[j]) {
          u[p[j] ?? 0] = (u[p[j] ?? 0] ?? 0) + delta;
          v[j] = (v[j] ?? 0) - delta;
        } else minv[j] = (minv[j] ?? Infinity) - delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0] ?? 0;
      p[j0] = p[j1] ?? 0;
      j0 = j1;
    } while (j0 !== 0);
  }
  const chosen: (number | undefined)[] = new Array<number | undefined>(rows).fill(undefined);
  for (let j = 1; j <= columns; j += 1) {
    const row = (p[j] ?? 0) - 1;
    const column = j - 1;
    if (row >= 0 && column < (weights[row]?.length ?? 0) && weights[row]?.[column] !== undefined)
      chosen[row] = column;
  }
  return chosen;
}
