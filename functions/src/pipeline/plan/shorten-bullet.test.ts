import { describe, it, expect } from 'vitest';
import { countWords } from '../text/index.js';
import { shortenBullet } from './shorten-bullet.js';

describe('shortenBullet', () => {
  it('drops "In this paper, we propose" and keeps the contribution', () => {
    expect(
      shortenBullet('In this paper, we propose a new simple network architecture, the Transformer.', 'en'),
    ).toBe('A new simple network architecture, the Transformer');
  });

  it('keeps the number of a result by dropping the leading phrase and the trailing clause', () => {
    expect(
      shortenBullet(
        'On the WMT 2014 English-to-French translation task, our big model achieves a BLEU score of 41.0, outperforming all of the previously published single models.',
        'en',
      ),
    ).toBe('Our big model achieves a BLEU score of 41.0');
  });

  it('never exceeds twelve words and never ends on a dangling word', () => {
    const bullet = shortenBullet(
      'The dominant sequence transduction models are based on complex recurrent or convolutional neural networks that include an encoder and a decoder.',
      'en',
    );
    expect(countWords(bullet, 'en')).toBeLessThanOrEqual(12);
    expect(bullet).not.toMatch(/\b(?:the|of|on|or|and|a)$/);
  });

  it('removes parentheticals but keeps labels the sentence refers to', () => {
    expect(shortenBullet('Bigger models (Transformer big) help in rows (C).', 'en')).toBe(
      'Bigger models help in rows (C)',
    );
  });

  it('shortens Chinese at a clause mark and drops a leading subordinate clause', () => {
    expect(
      shortenBullet('当业务请求到达时，模态选择模块根据业务需求和网络状态选择最合适的网络模态。', 'zh'),
    ).toBe('模态选择模块根据业务需求和网络状态选择最合适的网络模态');
    expect(
      shortenBullet('本文提出的架构由数据平面、控制平面和应用平面三部分组成，如图1所示。', 'zh').length,
    ).toBeLessThanOrEqual(28);
  });
});
