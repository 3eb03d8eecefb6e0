import { describe, expect, it } from 'vitest';
import { backMatterKind } from './back-matter-kind.js';

describe('backMatterKind', () => {
  it('names the statements beside the narrative, numbered or not', () => {
    expect(backMatterKind('Acknowledgements')).toBe('acknowledgements');
    expect(backMatterKind('7 Competing interests')).toBe('conflicts');
    expect(backMatterKind("Authors' contributions:")).toBe('contributions');
  });
  it("takes the authors' biographies for what goes with their names", () => {
    expect(backMatterKind('About the authors')).toBe('affiliation');
    expect(backMatterKind('Author Biographies')).toBe('affiliation');
    expect(backMatterKind('Biographical notes')).toBe('affiliation');
    expect(backMatterKind('Notes on contributors')).toBe('affiliation');
  });
  it("takes copyright, licence and trademark notices for the publication's", () => {
    expect(backMatterKind('12 Copyright and disclaimer')).toBe('publication');
    expect(backMatterKind('Legal Statement')).toBe('publication');
    expect(backMatterKind('Trademarks')).toBe('publication');
  });
  it('leaves the narrative alone', () => {
    expect(backMatterKind('4 About the algorithm')).toBeUndefined();
    expect(backMatterKind('Results')).toBeUndefined();
    expect(backMatterKind('3 Licensing models for open data')).toBeUndefined();
  });
});
