import { describe, it, expect } from 'vitest';
import { splitCitations, stripCitations } from './strip-citations.js';

describe('stripCitations', () => {
  it('removes numeric citation brackets, lists and ranges', () => {
    expect(stripCitations('as shown before [4, 7].')).toBe('as shown before.');
    expect(stripCitations('machine translation [35, 2, 5] and parsing [3–9].')).toBe(
      'machine translation and parsing.',
    );
    expect(stripCitations('minimal effect on kernel number [44; 46; 47], as observed.')).toBe(
      'minimal effect on kernel number, as observed.',
    );
  });

  it('says a citation that is the object of a preposition as earlier work, once for a list', () => {
    expect(stripCitations('the results are opposite to those in [6] since the distances differ.')).toBe(
      'the results are opposite to those in earlier work since the distances differ.',
    );
    expect(stripCitations('We proceed as in [3] and [5], with one change.')).toBe(
      'We proceed as in earlier work, with one change.',
    );
    expect(stripCitations('Kalchbrenner and Blunsom [12] use sentence vectors.')).toBe(
      'Kalchbrenner and Blunsom use sentence vectors.',
    );
  });

  it('removes citations LaTeX left unresolved as "?", but not questions', () => {
    expect(stripCitations('R (?) is an extensible system (see ?; ?), as the manual? for details says.')).toBe(
      'R is an extensible system, as the manual for details says.',
    );
    expect(stripCitations('The dataset is split into one .dat file per barcode [3].')).toBe(
      'The dataset is split into one .dat file per barcode.',
    );
    // A numeric style prints "[?]": a description "can be found [?]", a proof "is presented in [?]".
    expect(stripCitations('Statistics can be found [?]. A proof is presented in [?, ?].')).toBe(
      'Statistics can be found. A proof is presented in earlier work.',
    );
    expect(stripCitations('Does it pay off? We time both versions.')).toBe(
      'Does it pay off? We time both versions.',
    );
  });

  it('removes author-year citations in parentheses and brackets', () => {
    expect(stripCitations('as proposed earlier (Smith et al., 2020; Doe and Roe, 2019a).')).toBe(
      'as proposed earlier.',
    );
    expect(stripCitations('a known result [Vaswani et al., 2017] holds.')).toBe('a known result holds.');
  });

  it('leaves the parentheses that are left empty nowhere', () => {
    expect(stripCitations('several models (e.g., [3, 5]) exist.')).toBe('several models exist.');
  });

  it('removes a pointer left without its citation, and keeps one that still points somewhere', () => {
    expect(stripCitations('One approach uses exact solutions, see for example [12].')).toBe(
      'One approach uses exact solutions.',
    );
    expect(stripCitations('The singularity is avoided, see for detailed discussion.')).toBe(
      'The singularity is avoided.',
    );
    expect(stripCitations('For the proof, see the appendix.')).toBe('For the proof, see the appendix.');
    expect(stripCitations('It can be avoided (see for detailed discussion). Also')).toBe(
      'It can be avoided. Also',
    );
  });

  it('removes Chinese citation markers without adding spaces', () => {
    expect(stripCitations('提出了更高的要求[1-2]。')).toBe('提出了更高的要求。');
  });

  it('removes URLs and footnote marks but keeps ordinary parentheses', () => {
    expect(stripCitations('Code is at https://example.org/x. The model† (a small one) works.')).toBe(
      'Code is at. The model (a small one) works.',
    );
  });
});

describe('splitCitations', () => {
  it('keeps the markers it takes out, in order, with alphanumeric keys and pointers', () => {
    expect(
      splitCitations('as in [Sar06] and [BPSTJ89, Proposition 4], see [3, Theorem 2] (Smith et al., 2019).'),
    ).toEqual({
      text: 'as in earlier work.',
      citations: ['[Sar06]', '[BPSTJ89, Proposition 4]', '[3, Theorem 2]', '(Smith et al., 2019)'],
    });
  });

  it('leaves text without citations untouched, bracketed numbers that are not citations included', () => {
    expect(splitCitations('We set x to [0.5, 1] here.')).toEqual({
      text: 'We set x to [0.5, 1] here.',
      citations: [],
    });
    expect(splitCitations('The results (Table 2) hold.')).toEqual({
      text: 'The results (Table 2) hold.',
      citations: [],
    });
  });
});
