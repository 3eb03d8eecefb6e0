import { describe, expect, it } from 'vitest';
import { caseTitle } from './case-title.js';

describe('caseTitle', () => {
  it('writes a title set in capitals as the text spells its words, in title case', () => {
    const text =
      'Faust 0.9.9.6 introduces the automatic parallelization of audio applications. With Faust, audio applications run on every core.';
    expect(caseTitle('PARALLELIZATION OF AUDIO APPLICATIONS WITH FAUST', text)).toBe(
      'Parallelization of Audio Applications with Faust',
    );
  });
  it('keeps acronyms, a name with capitals inside and a single letter, and opens after a colon', () => {
    const text = 'The ASCE journals use this class with LaTeX; the R package quantreg fits a model.';
    expect(caseTitle('STYLE FILES FOR ASCE-LIKE DOCUMENTS', text)).toBe(
      'Style Files for ASCE-Like Documents',
    );
    expect(caseTitle('QUANTILE REGRESSION IN R: A VIGNETTE', text)).toBe(
      'Quantile Regression in R: A Vignette',
    );
    expect(caseTitle('WRITING WITH LATEX', text)).toBe('Writing with LaTeX');
    expect(caseTitle('APPENDIX A: THE R MODEL', text)).toBe('Appendix A: The R Model');
    expect(caseTitle('3.2 INPUT AND OPTIONS', text)).toBe('3.2 Input and Options');
    // A variable keeps its own small letter.
    expect(
      caseTitle(
        'ON MULTIVARIATE t AND GAUSS PROBABILITIES IN R',
        'The multivariate t and Gauss probabilities.',
      ),
    ).toBe('On Multivariate t and Gauss Probabilities in R');
  });
  it('leaves a title with small letters, or a single word, as printed', () => {
    expect(caseTitle('Attention Is All You Need', 'attention')).toBe('Attention Is All You Need');
    expect(caseTitle('BERT', 'BERT')).toBe('BERT');
    expect(caseTitle('多模态网络环境异构标识空间管控架构研究', '')).toBe(
      '多模态网络环境异构标识空间管控架构研究',
    );
  });
});
