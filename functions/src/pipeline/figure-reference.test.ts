import { describe, it, expect } from 'vitest';
import type { PaperFigure } from './document.js';
import { findFigure, normalizeVisualId } from './figure-reference.js';

describe('normalizeVisualId', () => {
  it.each([
    ['Fig. 2', 'Figure 2'],
    ['figure 2', 'Figure 2'],
    ['FIG.2', 'Figure 2'],
    ['FIGURE 2:', 'Figure 2'],
    ['图2', 'Figure 2'],
    ['图 3', 'Figure 3'],
    ['Tab. 1', 'Table 1'],
    ['TABLE 4', 'Table 4'],
    ['表1', 'Table 1'],
    ['Figure 2a', 'Figure 2a'],
    ['Table A1', 'Table A1'],
    ['Fig. 11.6', 'Figure 11.6'],
    ['Table 2.3.1', 'Table 2.3.1'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normalizeVisualId(raw)).toBe(expected);
  });

  it('returns nothing for text that is not a figure reference', () => {
    expect(normalizeVisualId('the chart')).toBe('');
    expect(normalizeVisualId('')).toBe('');
    expect(normalizeVisualId('Figure 2 and Figure 3')).toBe('');
  });
});

const figure = (id: string): PaperFigure => ({
  id,
  kind: id.startsWith('Table') ? 'table' : 'figure',
  number: id.split(' ')[1] ?? '',
  caption: '',
  page: 1,
  box: [72, 72, 300, 250],
  imagePath: `/x/${id}.png`,
  width: 10,
  height: 10,
});

describe('findFigure', () => {
  const figures = [figure('Figure 2'), figure('Table 1'), figure('Figure 3b')];

  it('finds a figure however the reference is spelled, Chinese included', () => {
    for (const reference of ['Figure 2', 'fig. 2', 'FIGURE 2:', '图2'])
      expect(findFigure(figures, reference)?.id).toBe('Figure 2');
    expect(findFigure(figures, 'Tab. 1')?.id).toBe('Table 1');
    expect(findFigure(figures, '表 1')?.id).toBe('Table 1');
  });

  it('shows the whole figure for a sub-figure the paper has no crop of, and a sub-figure it has', () => {
    expect(findFigure(figures, 'Fig. 2a')?.id).toBe('Figure 2');
    expect(findFigure(figures, 'Figure 3b')?.id).toBe('Figure 3b');
  });

  it('returns undefined for an empty, unknown or unreadable reference', () => {
    expect(findFigure(figures, '')).toBeUndefined();
    expect(findFigure(figures, 'Figure 9')).toBeUndefined();
    expect(findFigure(figures, 'Table 2')).toBeUndefined();
    expect(findFigure(figures, 'the chart')).toBeUndefined();
  });
});
