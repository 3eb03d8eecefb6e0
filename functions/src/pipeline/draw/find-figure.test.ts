import { describe, expect, it } from 'vitest';
import type { PaperFigure } from '../document.js';
import { findFigure } from './find-figure.js';

const figure = (id: string): PaperFigure => ({ id, kind: id.startsWith('Table') ? 'table' : 'figure', number: id.split(' ')[1] ?? '', caption: '', page: 1, imagePath: `/x/${id}.png`, width: 10, height: 10 });
const figures = [figure('Figure 2'), figure('Table 1'), figure('Figure 2a')];

describe('findFigure', () => {
  it('finds a figure by its exact id', () => {
    expect(findFigure(figures, 'Figure 2')?.id).toBe('Figure 2');
  });

  it('accepts the abbreviations and casing people write', () => {
    expect(findFigure(figures, 'fig. 2')?.id).toBe('Figure 2');
    expect(findFigure(figures, 'FIGURE 2:')?.id).toBe('Figure 2');
    expect(findFigure(figures, 'Tab. 1')?.id).toBe('Table 1');
    expect(findFigure(figures, 'Fig 2a')?.id).toBe('Figure 2a');
  });

  it('returns undefined for an empty or unknown reference', () => {
    expect(findFigure(figures, '')).toBeUndefined();
    expect(findFigure(figures, 'Figure 9')).toBeUndefined();
    expect(findFigure(figures, 'Table 2')).toBeUndefined();
  });
});
