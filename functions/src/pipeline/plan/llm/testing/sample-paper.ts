/** A small paper and model answers about it, for the planner tests. */
import type { PaperDocument } from '../../../document.js';
import type { SlidePlanItem } from '../../../../shared/slide-plan.js';

const figure = (
  kind: 'figure' | 'table',
  number: string,
  caption: string,
): PaperDocument['figures'][number] => ({
  id: `${kind === 'figure' ? 'Figure' : 'Table'} ${number}`,
  kind,
  number,
  caption,
  page: 2,
  box: [72, 72, 300, 250],
  imagePath: `/nonexistent/${kind}-${number}.png`,
  width: 800,
  height: 600,
});

/** A four-section paper with two figures and a table; `paragraphs` sets the length of each section. */
export function samplePaper(paragraphs = 1): PaperDocument {
  const section = (heading: string, sentences: readonly string[]): { heading: string; text: string } => ({
    heading,
    text: Array.from({ length: paragraphs }, (_, p) =>
      sentences.map((s) => (p === 0 ? s : s.replace(/\.$/, ` in setting ${p + 1}.`))).join(' '),
    ).join('\n\n'),
  });
  return {
    title: 'Sparse Widget Networks for Efficient Image Classification',
    authors: ['Ada Lovelace', 'Alan Turing'],
    abstract:
      'We propose sparse widget networks, which prune redundant widgets during training. They match dense accuracy on three benchmarks while using 40% less compute.',
    language: 'en',
    sections: [
      section('1 Introduction', [
        'Dense image classifiers spend most of their compute on widgets that contribute little to the prediction.',
        'Pruning after training recovers some efficiency but costs accuracy on harder benchmarks.',
        'We ask whether a network can learn which widgets to drop while it trains.',
      ]),
      section('2 Method', [
        'Each widget carries a learned gate that scales its output between zero and one.',
        'A sparsity penalty pushes unhelpful gates to zero, and closed gates are removed every epoch.',
        'The schedule of the penalty is warmed up over the first ten epochs to keep training stable.',
      ]),
      section('3 Experiments', [
        'Sparse widget networks reach 76.1% top-1 accuracy on the large benchmark, against 76.3% for the dense model.',
        'They use 40% fewer operations and train 1.3 times faster than the dense baseline.',
        'Figure 2 shows that the training loss of the sparse model follows the dense one closely.',
      ]),
      section('4 Conclusion', [
        'Learning which widgets to drop during training keeps accuracy and saves compute.',
        'Future work will apply the gates to language models.',
      ]),
      { heading: 'Acknowledgements', text: 'We thank the reviewers for their comments.' },
    ],
    references: ['[1] A. Author. A dense network. 2020.'],
    figures: [
      figure('figure', '1', 'Accuracy of the sparse and dense models on the three benchmarks.'),
      figure('table', '1', 'Top-1 and top-5 accuracy of each model.'),
      figure('figure', '2', 'Training loss over time for every configuration.'),
    ],
    pageCount: 4,
    pagesRead: 4,
    warnings: [],
  };
}

/** A slide as a model would write it; its script has about 80 words. */
export function modelSlide(index: number, visual = ''): SlidePlanItem {
  const sentence = `On slide ${index + 1} the narrator explains how sparse widget networks learn which widgets to drop while they train, and why that keeps the accuracy of the dense model.`;
  return {
    slide_title: `Slide ${index + 1} of the model's plan`,
    visual_identifier: visual,
    bullet_points: [
      'Learned gates close unhelpful widgets',
      'Accuracy stays within 0.2 points',
      'Forty percent less compute',
    ],
    voiceover_script: [
      sentence,
      sentence.replace('On slide', 'Once more, on slide'),
      'That is the point of this part of the talk.',
    ].join(' '),
  };
}

/** The JSON text of a `{"slides": [...]}` answer of `count` slides, the first showing Figure 1. */
export function modelAnswer(
  count: number,
  change: (slide: SlidePlanItem, index: number) => SlidePlanItem = (slide) => slide,
): string {
  return JSON.stringify({
    slides: Array.from({ length: count }, (_, index) =>
      change(modelSlide(index, index === 0 ? 'Figure 1' : ''), index),
    ),
  });
}
