import { describe, expect, it } from 'vitest';
import type { PaperDocument } from '../document.js';
import { collectCandidates } from './collect-candidates.js';

const PAPER: PaperDocument = {
  title: 'Deep Routing for Image Recognition',
  authors: ['Ada Lovelace'],
  language: 'en',
  references: [],
  figures: [],
  pageCount: 8,
  pagesRead: 8,
  warnings: [],
  abstract:
    'Deeper networks are harder to train than shallow ones. An ensemble of routing networks achieves 3.57% top-5 error on the ImageNet test set. Our features also give a 28% relative improvement on the COCO detection benchmark.',
  sections: [
    {
      heading: '4 Experiments',
      text: 'We evaluate our networks on the ImageNet classification dataset with its thousand classes. The ensemble of six routing networks leads to 3.57% top-5 error on the ImageNet test set. The 34-layer routing network reduces the top-1 error by 3.5% against its plain counterpart.',
    },
    {
      heading: 'Appendix: Object Detection',
      text: 'On the COCO detection benchmark the routing features raise the mean precision from 41.5 to 48.4 points.',
    },
  ],
};

describe('collectCandidates', () => {
  const candidates = collectCandidates(PAPER);
  const find = (words: string) => candidates.find((c) => c.text.includes(words));

  it('marks the result the abstract states and the results sections report again as the headline', () => {
    expect(find('An ensemble of routing networks')?.headline).toBe(true);
    expect(find('leads to 3.57%')?.headline).toBe(true);
    expect(find('reduces the top-1 error')?.headline).toBeUndefined();
  });

  it('marks a result about something the results sections never name as a side experiment', () => {
    expect(find('28% relative improvement on the COCO')?.sideExperiment).toBe(true);
    expect(find('An ensemble of routing networks')?.sideExperiment).toBeUndefined();
  });

  it('marks a sentence whose predecessor in the paper is no candidate, or that opens its section', () => {
    const withGap = collectCandidates({
      ...PAPER,
      abstract: '',
      sections: [
        {
          heading: '2 Background',
          text:
            'Routing networks stack many layers of gated units between the input and the output of the model. ' +
            'The Neural GPU [16], ByteNet [18] and ConvS2S [9] compute with convolutions. ' +
            'In these models, the number of operations grows with the distance between two positions.',
        },
      ],
    });
    expect(withGap.map((c) => c.afterGap)).toEqual([true, true]);
    expect(find('We evaluate our networks')?.afterGap).toBe(true);
    expect(find('The ensemble of six routing networks')?.afterGap).toBe(false);
  });
});

describe('collectCandidates on statements of a mathematics paper', () => {
  it('keeps what a statement says without the label that numbers it', () => {
    const paper: PaperDocument = {
      ...PAPER,
      abstract: '',
      sections: [
        {
          heading: '2 Bounds',
          text: 'Remark 3 The bound holds for every graph with a perfect matching. Theorem 2.1 (Main bound). Every connected graph on n vertices has at most n - 1 bridges. Proof. Each bridge lies on the spanning tree of the graph. Problem 4 is still open for directed graphs.',
        },
      ],
    };
    const texts = collectCandidates(paper).map((c) => c.text);
    expect(texts).toContain('The bound holds for every graph with a perfect matching.');
    expect(texts).toContain('Every connected graph on n vertices has at most n - 1 bridges.');
    expect(texts).toContain('Each bridge lies on the spanning tree of the graph.');
    expect(texts).toContain('Problem 4 is still open for directed graphs.');
  });
  it("keeps a numbered list's item without its number", () => {
    const paper: PaperDocument = {
      ...PAPER,
      abstract: '',
      sections: [
        {
          heading: '3 Spatial data',
          text: '2. the function coordinates, when not assigned, retrieves the spatial coordinates from a data frame.',
        },
      ],
    };
    expect(collectCandidates(paper).map((c) => c.text)).toEqual([
      'The function coordinates, when not assigned, retrieves the spatial coordinates from a data frame.',
    ]);
  });
  it('starts a sentence after the label set before its colon, unless the label is its subject', () => {
    const paper: PaperDocument = {
      ...PAPER,
      abstract: '',
      sections: [
        {
          heading: '2 Usage',
          text: 'Quotes: Single quote characters are stripped in pairs by the macro processor. Note: If you are using Debian, the program is available as a package. Data: Displays current file information and the scan cycle time. Classes: There’s a rich hierarchy of matrix classes in the package. Note: This table was placed on another page of the document.',
        },
      ],
    };
    expect(collectCandidates(paper).map((c) => c.text)).toEqual([
      'Single quote characters are stripped in pairs by the macro processor.',
      'If you are using Debian, the program is available as a package.',
      'Data: Displays current file information and the scan cycle time.',
      'There’s a rich hierarchy of matrix classes in the package.',
      'This table was placed on another page of the document.',
    ]);
  });
  it('says a function word the author typed twice once, and keeps a doubled word of grammar', () => {
    const paper: PaperDocument = {
      ...PAPER,
      abstract: '',
      sections: [
        {
          heading: '2 Input parameters',
          text: 'The program parameters can can be put in any order in the input file. An an example sets the cost limit to ten units. The authors noted that that threshold had had no effect on the runs.',
        },
      ],
    };
    expect(collectCandidates(paper).map((c) => c.text)).toEqual([
      'The program parameters can be put in any order in the input file.',
      'An example sets the cost limit to ten units.',
      'The authors noted that that threshold had had no effect on the runs.',
    ]);
    // A word ending in an accented letter is no boundary ("envía a un micrófono").
    const spanish = {
      ...paper,
      language: 'es',
      sections: [
        { heading: '2 Sonido', text: 'El sonido se envía a un micrófono conectado al canal de entrada.' },
      ],
    };
    expect(collectCandidates(spanish).map((c) => c.text)).toEqual([
      'El sonido se envía a un micrófono conectado al canal de entrada.',
    ]);
  });
  it('starts a sentence after the label its paragraph opened on in the same face', () => {
    const paper: PaperDocument = {
      ...PAPER,
      abstract: '',
      sections: [
        {
          heading: '2 Prerequisites',
          text: [
            'Sources The program is written in python 2.7 and runs on any operating system.',
            'TestTitaniumFast.sh An additional script is provided which uses usearch to cluster small samples.',
            'Running larger datasets Any samples with more reads than max_size are split automatically.',
            // A sentence in which a determiner in capitals follows a verb is no label and its text.
            'Vegan can use This document as the reference for all its design decisions.',
          ].join(' '),
        },
      ],
    };
    expect(collectCandidates(paper).map((c) => c.text)).toEqual([
      'The program is written in python 2.7 and runs on any operating system.',
      'An additional script is provided which uses usearch to cluster small samples.',
      'Any samples with more reads than max_size are split automatically.',
      'Vegan can use This document as the reference for all its design decisions.',
    ]);
  });
});
