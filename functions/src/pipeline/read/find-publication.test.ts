import { describe, expect, it } from 'vitest';
import type { PaperPart } from '../document.js';
import { findPublication } from './find-publication.js';

const part = (kind: PaperPart['kind'], text: string, page = 1): PaperPart => ({ kind, text, page });

describe('findPublication', () => {
  it('reads a conference footnote and the arXiv stamp in the margin', () => {
    const found = findPublication(
      [],
      [
        part(
          'footnote',
          '31st Conference on Neural Information Processing Systems (NIPS 2017), Long Beach, CA, USA.',
        ),
      ],
      ['arXiv:1706.03762v5 [cs.CL] 6 Dec 2017'],
    );
    expect(found).toEqual({ venue: 'NIPS 2017', year: '2017', link: 'https://arxiv.org/abs/1706.03762v5' });
  });

  it('reads proceedings, rejoining a word hyphenated at a line end', () => {
    const found = findPublication(
      [],
      [
        part(
          'footnote',
          'Appearing in Proceedings of the 23 International Con-ference on Machine Learning, Pittsburgh, PA, 2006.',
        ),
      ],
    );
    expect(found).toEqual({
      venue: 'International Conference on Machine Learning',
      year: '2006',
      link: undefined,
    });
  });

  it('reads a journal from its running head, with its address when there is no DOI', () => {
    const found = findPublication(
      [],
      [
        part(
          'running-head',
          'Agyeman-Duah et al. BMC Health Services Research 2014, 14:1 http://www.biomedcentral.com/1472-6963/14/1',
        ),
      ],
    );
    expect(found).toEqual({
      venue: 'BMC Health Services Research',
      year: '2014',
      link: 'http://www.biomedcentral.com/1472-6963/14/1',
    });
  });

  it('takes no link from a line deep in a long document, which is what it cites', () => {
    const found = findPublication(
      [],
      [part('publication', 'http://rspa.royalsocietypublishing.org/lookup/doi/10.1098/rspa.2016.0404', 70)],
    );
    expect(found.link).toBeUndefined();
    const own = findPublication([], [part('publication', 'DOI: 10.1098/rspa.2016.0404', 1)]);
    expect(own.link).toBe('https://doi.org/10.1098/rspa.2016.0404');
  });

  it('reads a journal banner and a DOI, and a publication date', () => {
    const found = findPublication(
      [],
      [
        part('running-head', 'PLOS ONE | https://doi.org/10.1371/journal.pone.0197919 June 13, 2018 1 / 21'),
        part('publication', 'Published: June 13, 2018'),
      ],
    );
    expect(found).toEqual({
      venue: 'PLOS ONE',
      year: '2018',
      link: 'https://doi.org/10.1371/journal.pone.0197919',
    });
  });

  it('leaves unset what the paper does not print', () => {
    expect(findPublication([], [part('footnote', 'Work performed while at Google Brain.')])).toEqual({
      venue: undefined,
      year: undefined,
      link: undefined,
    });
  });

  it('takes no link from a template’s stand-in DOI, all of whose numbers are zero', () => {
    const running = part('running-head', 'Journal of Statistical Software, doi:10.18637/jss.v000.i00', 3);
    expect(findPublication([], [running]).link).toBeUndefined();
    const real = part('running-head', 'Journal of Statistical Software, doi:10.18637/jss.v051.i04', 3);
    expect(findPublication([], [real]).link).toBe('https://doi.org/10.18637/jss.v051.i04');
  });
});
