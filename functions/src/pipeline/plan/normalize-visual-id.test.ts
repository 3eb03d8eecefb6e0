import { describe, it, expect } from 'vitest';
import { normalizeVisualId } from './normalize-visual-id.js';

describe('normalizeVisualId', () => {
  it.each([
    ['Fig. 2', 'Figure 2'],
    ['figure 2', 'Figure 2'],
    ['FIG.2', 'Figure 2'],
    ['图2', 'Figure 2'],
    ['图 3', 'Figure 3'],
    ['Tab. 1', 'Table 1'],
    ['TABLE 4', 'Table 4'],
    ['表1', 'Table 1'],
    ['Figure 2a', 'Figure 2a'],
    ['Table A1', 'Table A1'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normalizeVisualId(raw)).toBe(expected);
  });

  it('returns nothing for text that is not a figure reference', () => {
    expect(normalizeVisualId('the chart')).toBe('');
    expect(normalizeVisualId('')).toBe('');
    expect(normalizeVisualId('Figure 2 and Figure 3')).toBe('');
  });
});
