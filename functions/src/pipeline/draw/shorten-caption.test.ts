import { describe, expect, it } from 'vitest';
import { shortenCaption } from './shorten-caption.js';

describe('shortenCaption', () => {
  it('keeps only the first sentence and drops citations', () => {
    expect(
      shortenCaption('Training error on CIFAR-10 [12, 13]. The deeper network has higher error.', 200),
    ).toBe('Training error on CIFAR-10.');
  });

  it('does not end the sentence at an abbreviation', () => {
    expect(shortenCaption('Results, e.g. on ImageNet, improve. More text.', 200)).toBe(
      'Results, e.g. on ImageNet, improve.',
    );
  });

  it('cuts a long sentence at a word boundary with an ellipsis', () => {
    const caption =
      'A very long caption that goes on and on describing every panel of the figure in great detail';
    const short = shortenCaption(caption, 40);
    expect(short).toBe('A very long caption that goes on and on…');
    expect(Array.from(short).length).toBeLessThanOrEqual(41);
  });

  it('cuts Chinese captions at the character limit', () => {
    expect(shortenCaption('多模态网络环境异构标识空间管控架构', 6)).toBe('多模态网络环…');
    expect(shortenCaption('总体架构。各层功能说明', 20)).toBe('总体架构。');
  });
});
