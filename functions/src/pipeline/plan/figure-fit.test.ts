import { describe, it, expect } from 'vitest';
import { paperFigure } from './testing/paper-figure.js';
import type { PaperDocument } from '../document.js';
import type { SlidesPlan } from '../../shared/slide-plan.js';
import { chooseVisuals } from './choose-visuals.js';
import { figureFit, mostFittingSlides, planFigureFit, visualKind } from './figure-fit.js';

/** A translation paper whose parsing table shares the problem slide's words (as the Transformer paper's does). */
const PAPER: PaperDocument = {
  title: 'Attention-only sequence transduction',
  authors: ['Ada Lovelace', 'Alan Turing'],
  abstract: 'We propose an encoder-decoder network built only from attention.',
  language: 'en',
  sections: [
    {
      heading: '1 Introduction',
      text:
        'Recurrent neural networks process tokens one after another, which prevents parallel training on long sequences. ' +
        'Recurrent grammars also remain strong for constituency parsing of sentences.',
    },
    {
      heading: '2 Model',
      text:
        'The encoder and decoder stack self-attention and feed-forward layers, as Figure 1 shows. ' +
        'Each attention layer maps queries, keys and values to weighted sums.',
    },
    {
      heading: '3 Results',
      text:
        'Table 1 shows that the model reaches 28.4 BLEU on English-to-German translation, above every recurrent baseline. ' +
        'Table 2 shows that the model also parses constituency trees of sentences as well as recurrent grammars.',
    },
  ],
  references: [],
  figures: [
    paperFigure('Figure 1', 'The model architecture: encoder and decoder stacks of self-attention layers.'),
    paperFigure(
      'Table 1',
      'BLEU scores of the model and recurrent baselines on English-to-German translation.',
    ),
    paperFigure('Table 2', 'Constituency parsing results of recurrent grammars and the model.'),
  ],
  pageCount: 8,
  pagesRead: 8,
  warnings: [],
};

const SLIDES = [
  {
    role: 'opening',
    text: 'Attention-only sequence transduction: an encoder-decoder network built from attention.',
  },
  {
    role: 'problem',
    text: 'Recurrent neural networks process tokens one after another. Recurrent grammars remain strong for constituency parsing of sentences.',
  },
  {
    role: 'approach',
    text: 'The encoder and decoder stack self-attention and feed-forward layers. Each attention layer maps queries, keys and values.',
  },
  {
    role: 'results',
    text: 'The model reaches 28.4 BLEU on English-to-German translation, above every recurrent baseline.',
  },
] as const;

describe('visualKind', () => {
  it('tells results, overviews and other figures apart by the caption that names them', () => {
    expect(visualKind(paperFigure('Figure 1', 'The Transformer - model architecture.'))).toBe('overview');
    expect(
      visualKind(
        paperFigure(
          'Figure 3',
          'Example network architectures for ImageNet. Left: the VGG-19 model with a 4% increase.',
        ),
      ),
    ).toBe('overview');
    expect(
      visualKind(
        paperFigure('Table 4', 'Error rates (%) of single-model results on the ImageNet validation set.'),
      ),
    ).toBe('results');
    // A table that names any measure is a results table, whatever its first words.
    expect(
      visualKind(
        paperFigure(
          'Table 3',
          'Variations on the Transformer architecture. All metrics are on the development set.',
        ),
      ),
    ).toBe('results');
    expect(visualKind(paperFigure('Figure 3', 'Digits obtained by linearly interpolating in z space.'))).toBe(
      'other',
    );
    expect(visualKind(paperFigure('Figure 1', '异构标识空间管控功能框架'))).toBe('overview');
  });
});

describe('figureFit', () => {
  it('fits the architecture to the method and the scores to the results, and no results table to the problem', () => {
    const fit = figureFit(SLIDES, PAPER);
    const fits = (slide: number, id: string): boolean =>
      fit.fits[slide]?.[PAPER.figures.findIndex((f) => f.id === id)] === true;
    // The parsing table shares the problem slide's words, but it is a results table.
    expect(fit.relevance[1]?.[2]).toBeGreaterThan(0.12);
    expect(fits(1, 'Table 2')).toBe(false);
    expect(fits(2, 'Figure 1')).toBe(true);
    expect(fits(2, 'Table 1')).toBe(false);
    expect(fits(3, 'Table 1')).toBe(true);
    expect(fits(3, 'Figure 1')).toBe(false);
    // The title slide shows the title and byline.
    expect(fit.fits[0]?.some(Boolean)).toBe(false);
  });

  it('does not fit a figure far less about the slide than the best one', () => {
    const fit = figureFit(SLIDES, PAPER);
    const table2 = fit.relevance[3]?.[2] ?? 0;
    const table1 = fit.relevance[3]?.[1] ?? 0;
    expect(table2).toBeLessThan(table1 / 2);
    expect(fit.fits[3]?.[2]).toBe(false);
  });
});

describe('mostFittingSlides', () => {
  it('counts the most slides that can each show a different fitting figure', () => {
    expect(
      mostFittingSlides([
        [true, false],
        [true, false],
      ]),
    ).toBe(1);
    expect(
      mostFittingSlides([
        [true, true],
        [true, false],
      ]),
    ).toBe(2);
    expect(mostFittingSlides([[false], [false]])).toBe(0);
  });
});

describe('chooseVisuals', () => {
  it('shows each slide a fitting figure, each once, and none where none fits', () => {
    expect(chooseVisuals(SLIDES, PAPER)).toEqual(['', '', 'Figure 1', 'Table 1']);
  });

  it('gives a figure two slides want to the one it fits best when the other has nothing else', () => {
    const both = [SLIDES[3], { role: 'conclusion', text: SLIDES[3].text }] as const;
    expect(chooseVisuals(both, PAPER)).toEqual(['Table 1', '']);
  });

  it('shows a slide whose sentences name a figure that figure or none', () => {
    expect(chooseVisuals(SLIDES, PAPER, (slide, f) => slide !== 2 || f.id === 'Table 1')).toEqual([
      '',
      '',
      '',
      'Table 1',
    ]);
  });
});

describe('chooseVisuals on a results slide', () => {
  // A classification paper whose results slide leads with its ImageNet error and then says more about detection.
  const paper: PaperDocument = {
    ...PAPER,
    sections: [
      {
        heading: '4 Experiments',
        text:
          'Our ensemble reaches 3.57% top-5 error on the ImageNet test set (Table 1). ' +
          'Table 2 shows object detection on the COCO validation set, where the deeper features raise mAP by 28%.',
      },
    ],
    figures: [
      paperFigure('Table 1', 'Error rates (%) of ensembles. The top-5 error is on the ImageNet test set.'),
      paperFigure('Table 2', 'Object detection mAP (%) on the COCO validation set with Faster R-CNN.'),
    ],
  };
  const text =
    'Results: 3.57% error on ImageNet. Our ensemble reaches 3.57% top-5 error on ImageNet. ' +
    'The deeper features give a 28% relative improvement in object detection mAP on the COCO validation set, ' +
    'and the detection gains with Faster R-CNN hold on the COCO test set as well.';

  it('shows the figure of the finding the slide leads with', () => {
    const lead = 'Results: 3.57% error on ImageNet. Our ensemble reaches 3.57% top-5 error on ImageNet.';
    // On the whole slide, detection has more words than the headline.
    expect(chooseVisuals([{ role: 'results', text }], paper)).toEqual(['Table 2']);
    expect(chooseVisuals([{ role: 'results', text, lead }], paper)).toEqual(['Table 1']);
    // Whether a figure fits is still judged on the whole slide: the lead only ranks the fitting ones.
    const fit = figureFit([{ role: 'results', text, lead }], paper);
    expect(fit.fits[0]).toEqual(figureFit([{ role: 'results', text }], paper).fits[0]);
  });

  it('leaves the method slide to the whole of what it says', () => {
    const lead = 'Results: 3.57% error on ImageNet.';
    const fit = figureFit([{ role: 'approach', text, lead }], paper);
    expect(fit.closeness[0]).toEqual(fit.relevance[0]);
  });
});

describe('planFigureFit', () => {
  it('counts the fitting figures, the possible ones and the misfits of any plan', () => {
    const slide = (title: string, visual: string, script: string): SlidesPlan[number] => ({
      slide_title: title,
      visual_identifier: visual,
      bullet_points: [],
      voiceover_script: script,
    });
    const plan: SlidesPlan = [
      slide('Attention-only sequence transduction', '', SLIDES[0].text),
      slide('The problem: recurrent networks', 'Table 2', SLIDES[1].text),
      slide('Approach: attention layers', 'Figure 1', SLIDES[2].text),
      slide('Results: 28.4 BLEU', 'Table 1', SLIDES[3].text),
      slide('Takeaways', '', 'Attention alone translates well and trains in parallel.'),
    ];
    expect(planFigureFit(plan, PAPER)).toEqual({ fitting: 2, possible: 2, misfits: ['slide 2: Table 2'] });
  });
});
