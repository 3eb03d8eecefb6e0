import { describe, expect, it } from 'vitest';
import {
  addScores,
  cutsTable,
  iou,
  labelKey,
  precisionRecall,
  scoreFigures,
  type LabelledBox,
} from './score-figures.js';

const figure = (label: string, page: number, box: [number, number, number, number]): LabelledBox => ({
  label,
  page,
  box,
});

describe('scoreFigures', () => {
  it('counts a detection right only with the same label, the same page and IoU of at least 0.8', () => {
    const truth = [figure('Figure 1', 2, [100, 100, 300, 300]), figure('Table 1', 3, [100, 100, 300, 200])];
    const score = scoreFigures(truth, [
      figure('Figure 1', 2, [102, 98, 305, 300]),
      figure('Table 1', 4, [100, 100, 300, 200]),
    ]);
    expect(score.correct).toBe(1);
    expect(precisionRecall(score)).toEqual({ precision: 0.5, recall: 0.5 });
    expect(score.misses).toEqual(['Table 1 p4: not an annotated figure or table', 'Table 1 p3: not found']);
  });

  it('rejects a box that overlaps too little', () => {
    expect(iou([0, 0, 100, 100], [0, 0, 100, 75])).toBeCloseTo(0.75);
    const score = scoreFigures(
      [figure('Figure 2', 1, [0, 0, 100, 100])],
      [figure('Figure 2', 1, [0, 0, 100, 75])],
    );
    expect(score.correct).toBe(0);
    expect(score.misses[0]).toMatch(/IoU 0\.75/);
  });

  it('flags a crop holding two numbered figures even when its own label matches', () => {
    const truth = [figure('Figure 2', 5, [60, 100, 520, 280]), figure('Figure 3', 5, [60, 320, 520, 500])];
    const score = scoreFigures(truth, [figure('Figure 2', 5, [60, 100, 520, 500])]);
    expect(score.merged).toBe(1);
  });

  it('flags a table crop that leaves out the header row, though its IoU passes', () => {
    const truth = [figure('Table 3', 6, [89, 72, 248, 209])];
    const cut = figure('Table 3', 6, [89, 86, 248, 209]);
    expect(iou(truth[0]!.box, cut.box)).toBeGreaterThan(0.8);
    expect(cutsTable(cut.box, truth[0]!.box)).toBe(true);
    expect(scoreFigures(truth, [cut]).incompleteTables).toBe(1);
    expect(scoreFigures(truth, [cut]).misses).toEqual([
      'Table 3 p6: leaves out part of the table (found [89, 86, 248, 209], annotated [89, 72, 248, 209])',
    ]);
    expect(scoreFigures(truth, [figure('Table 3', 6, [87, 70, 250, 211])]).incompleteTables).toBe(0);
  });

  it('reads labels as printed: FIGURE, Fig., 图 and TABLE name the same things', () => {
    expect(labelKey('Fig. 3')).toBe(labelKey('Figure 3'));
    expect(labelKey('图 3')).toBe(labelKey('Figure 3'));
    expect(labelKey('TABLE II')).toBe(labelKey('Table II'));
    expect(labelKey('Figure A.1')).not.toBe(labelKey('Figure A1'));
    expect(labelKey('Table 2 (continued)')).toBe(labelKey('Table 2'));
  });

  it('sums papers into a corpus score', () => {
    const one = scoreFigures(
      [figure('Figure 1', 1, [0, 0, 10, 10])],
      [figure('Figure 1', 1, [0, 0, 10, 10])],
    );
    const two = scoreFigures([figure('Figure 1', 1, [0, 0, 10, 10])], []);
    expect(precisionRecall(addScores([one, two]))).toEqual({ precision: 1, recall: 0.5 });
  });
});
