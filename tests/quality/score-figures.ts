/**
 * Scores figure and table detection against annotations the way PDFFigures 2.0 does (Clark and
 * Divvala, JCDL 2016): a detection is right when its label and page match an annotation and the boxes
 * overlap with an intersection over union of at least 0.8. Overlap alone hides the failures a viewer
 * notices most, so two more are counted: a crop holding two numbered figures, and a table crop that
 * leaves out part of its table (a header, a row or a column).
 */

/** [x0, y0, x1, y1] in PDF points, origin at the top-left of the page as displayed. */
export type Box = readonly [number, number, number, number];

/** One numbered figure or table on a page, annotated or detected. */
export interface LabelledBox {
  /** As printed: "Figure 3", "Table II", "Figure A.1", "图 3". */
  label: string;
  page: number;
  box: Box;
}

/** The counts for one paper, or summed over many. */
export interface FigureScore {
  annotated: number;
  detected: number;
  correct: number;
  /** Detections whose crop covers most of two or more annotated figures or tables. */
  merged: number;
  /** Table detections (label and page right) that leave out more than a sliver of the annotated table. */
  incompleteTables: number;
  /** The misses and the wrong detections, for the report. */
  misses: string[];
}

export const MIN_IOU = 0.8;
/** A table edge may fall this far inside the annotation before a row or column counts as cut off. */
const TABLE_SLACK_POINTS = 4;
/** A crop "holds" an annotated figure when it covers at least this share of the figure's area. */
const HOLDS_SHARE = 0.5;

function area(b: Box): number {
  return Math.max(0, b[2] - b[0]) * Math.max(0, b[3] - b[1]);
}

function intersection(a: Box, b: Box): number {
  return (
    Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) *
    Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]))
  );
}

/** Intersection over union of two boxes, 0 when either is empty. */
export function iou(a: Box, b: Box): number {
  const shared = intersection(a, b);
  const union = area(a) + area(b) - shared;
  return union > 0 ? shared / union : 0;
}

/**
 * "Fig. 3", "FIGURE 3" and "Figure 3" name the same figure, as do "TABLE II" and "Table II", "图 3" and
 * "Figure 3": labels compare on their kind and number as printed.
 */
export function labelKey(label: string): string {
  // The part of a table continued on the next page is named "Table 2 (continued)"; it is still Table 2.
  const match = /^\s*(fig(?:ure)?\.?|tab(?:le)?\.?|图|表)\s*(.+?)(?:\s*\(continued\))?\s*$/i.exec(label);
  if (!match) return label.trim().toLowerCase();
  const kind = /^(fig|图)/i.test(match[1] ?? '') ? 'figure' : 'table';
  return `${kind} ${(match[2] ?? '').toLowerCase()}`;
}

/** Whether the detected table leaves out a header, a row or a column of the annotated one. */
export function cutsTable(detected: Box, annotated: Box): boolean {
  return (
    detected[0] > annotated[0] + TABLE_SLACK_POINTS ||
    detected[1] > annotated[1] + TABLE_SLACK_POINTS ||
    detected[2] < annotated[2] - TABLE_SLACK_POINTS ||
    detected[3] < annotated[3] - TABLE_SLACK_POINTS
  );
}

/** Scores the detections of one paper against its annotations. */
export function scoreFigures(
  annotated: readonly LabelledBox[],
  detected: readonly LabelledBox[],
): FigureScore {
  const score: FigureScore = {
    annotated: annotated.length,
    detected: detected.length,
    correct: 0,
    merged: 0,
    incompleteTables: 0,
    misses: [],
  };
  const matched = new Set<LabelledBox>();
  for (const found of detected) {
    const truth = annotated.find(
      (a) => !matched.has(a) && a.page === found.page && labelKey(a.label) === labelKey(found.label),
    );
    const overlap = truth ? iou(truth.box, found.box) : 0;
    if (truth && overlap >= MIN_IOU) {
      matched.add(truth);
      score.correct += 1;
    } else {
      score.misses.push(
        truth
          ? `${found.label} p${found.page}: IoU ${overlap.toFixed(2)} (found [${found.box.map(Math.round).join(', ')}], annotated [${truth.box.join(', ')}])`
          : `${found.label} p${found.page}: not an annotated figure or table`,
      );
    }
    if (truth && labelKey(truth.label).startsWith('table') && cutsTable(found.box, truth.box)) {
      score.incompleteTables += 1;
      score.misses.push(
        `${found.label} p${found.page}: leaves out part of the table (found [${found.box.map(Math.round).join(', ')}], annotated [${truth.box.join(', ')}])`,
      );
    }
    const held = annotated.filter(
      (a) =>
        a.page === found.page &&
        area(a.box) > 0 &&
        intersection(a.box, found.box) / area(a.box) >= HOLDS_SHARE,
    );
    if (held.length >= 2) score.merged += 1;
  }
  const found = new Set(detected.map((d) => `${labelKey(d.label)}@${d.page}`));
  for (const truth of annotated) {
    if (!found.has(`${labelKey(truth.label)}@${truth.page}`))
      score.misses.push(`${truth.label} p${truth.page}: not found`);
  }
  return score;
}

/** Sums paper scores into a corpus score. */
export function addScores(scores: readonly FigureScore[]): FigureScore {
  const total: FigureScore = {
    annotated: 0,
    detected: 0,
    correct: 0,
    merged: 0,
    incompleteTables: 0,
    misses: [],
  };
  for (const s of scores) {
    total.annotated += s.annotated;
    total.detected += s.detected;
    total.correct += s.correct;
    total.merged += s.merged;
    total.incompleteTables += s.incompleteTables;
    total.misses.push(...s.misses);
  }
  return total;
}

/** Precision and recall as fractions; 1 when there is nothing to get wrong. */
export function precisionRecall(score: FigureScore): { precision: number; recall: number } {
  return {
    precision: score.detected === 0 ? 1 : score.correct / score.detected,
    recall: score.annotated === 0 ? 1 : score.correct / score.annotated,
  };
}
